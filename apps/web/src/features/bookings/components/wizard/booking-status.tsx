import Alert, { type AlertColor } from '@mui/material/Alert';
import type { BookingStatus } from '@rpos/domain';
import { formatRestaurantTime } from '../../../../shared/format/date-time';
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
  timezone,
}: {
  status: BookingStatus;
  holdUntil: string | null;
  /** The restaurant's: the hold ends at a time on its clock. */
  timezone: string;
}) {
  const t = useBookingT();
  const { text, severity } = STATUS[status];
  const until = status === 'pendingPayment' ? formatRestaurantTime(holdUntil, timezone) : '';
  return (
    <Alert severity={severity} data-testid="booking-status" data-status={status}>
      {t(text)}
      {until && ` ${t('statusPendingUntil', { time: until })}`}
    </Alert>
  );
}
