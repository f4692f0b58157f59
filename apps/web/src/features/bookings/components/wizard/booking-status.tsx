import Alert, { type AlertColor } from '@mui/material/Alert';
import type { BookingStatus } from '@rpos/domain';
import dayjs from 'dayjs';
import { type BookingTextKey, useBookingT } from '../../booking-texts';

const STATUS: Record<BookingStatus, { text: BookingTextKey; severity: AlertColor }> = {
  confirmed: { text: 'statusConfirmed', severity: 'success' },
  pendingPayment: { text: 'statusPending', severity: 'warning' },
  lapsed: { text: 'statusLapsed', severity: 'error' },
  cancelled: { text: 'statusCancelled', severity: 'error' },
  seated: { text: 'statusSeated', severity: 'success' },
  noShow: { text: 'statusNoShow', severity: 'info' },
};

/** The booking's state in words: confirmed, awaiting payment (held until …), lapsed and the rest. */
export function BookingStatusNote({
  status,
  holdUntil,
}: {
  status: BookingStatus;
  holdUntil: string | null;
}) {
  const t = useBookingT();
  const { text, severity } = STATUS[status];
  const until = status === 'pendingPayment' && holdUntil ? dayjs(holdUntil) : null;
  return (
    <Alert severity={severity} data-testid="booking-status" data-status={status}>
      {t(text)}
      {until?.isValid() && ` ${t('statusPendingUntil', { time: until.format('HH:mm') })}`}
    </Alert>
  );
}
