import Chip from '@mui/material/Chip';
import type { BookingStatus } from '@rpos/domain';
import { STATUS_COLORS } from '../../admin-booking-status';
import { useBookingAdminT } from '../../booking-admin-texts';

/** A booking's status as a readable, coloured chip (decision 0065's values). */
export function BookingStatusChip({ status }: { status: BookingStatus }) {
  const t = useBookingAdminT();
  const color = STATUS_COLORS[status];
  return (
    <Chip
      size="small"
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      label={t(`status_${status}`)}
      data-status={status}
    />
  );
}
