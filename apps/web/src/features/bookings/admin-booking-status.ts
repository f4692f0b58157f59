import {
  BOOKING_HOLDING_STATUSES,
  type BookingStatus,
  type StaffBooking,
  type StaffBookingStatus,
} from '@rpos/domain';

export type StatusChipColor = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';

/** The colour of a status chip: green holds a table and is settled, amber waits, grey/red released. */
export const STATUS_COLORS: Record<BookingStatus, StatusChipColor> = {
  pendingPayment: 'warning',
  confirmed: 'primary',
  seated: 'success',
  noShow: 'error',
  cancelled: 'default',
  lapsed: 'default',
};

/** Moves that free the booking's tables and so are confirmed first. */
export const moveNeedsConfirmation = (move: StaffBookingStatus): boolean =>
  move === 'cancelled' || move === 'noShow';

/** Guests of the bookings that hold their tables (pending deposit, confirmed, seated). */
export function heldGuests(bookings: readonly StaffBooking[]): number {
  return bookings
    .filter((b) => BOOKING_HOLDING_STATUSES.includes(b.status))
    .reduce((sum, b) => sum + b.partySize, 0);
}
