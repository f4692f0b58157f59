import { BOOKING_STATUS_MOVES, BOOKING_STATUSES, type StaffBooking } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { heldGuests, moveNeedsConfirmation, STATUS_COLORS } from './admin-booking-status';
import { BOOKING_PAGE_SIZE, BOOKING_PAGE_SIZES, pageOf, SESSION_PAGE_SIZE } from './admin-paging';

const booking = (status: StaffBooking['status'], partySize: number) =>
  ({ status, partySize }) as StaffBooking;

describe('booking statuses on the staff list', () => {
  it('offers the moves of decision 0065 and none from cancelled or lapsed', () => {
    expect(BOOKING_STATUS_MOVES.confirmed).toEqual(['seated', 'noShow', 'cancelled']);
    expect(BOOKING_STATUS_MOVES.pendingPayment).toEqual(['cancelled']);
    expect(BOOKING_STATUS_MOVES.seated).toEqual(['confirmed']);
    expect(BOOKING_STATUS_MOVES.noShow).toEqual(['confirmed']);
    expect(BOOKING_STATUS_MOVES.cancelled).toEqual([]);
    expect(BOOKING_STATUS_MOVES.lapsed).toEqual([]);
    expect(Object.keys(STATUS_COLORS).sort()).toEqual([...BOOKING_STATUSES].sort());
  });

  it('asks before the moves that free tables', () => {
    expect(moveNeedsConfirmation('cancelled')).toBe(true);
    expect(moveNeedsConfirmation('noShow')).toBe(true);
    expect(moveNeedsConfirmation('seated')).toBe(false);
    expect(moveNeedsConfirmation('confirmed')).toBe(false);
  });

  it('counts the guests of bookings that hold tables', () => {
    const list = [
      booking('confirmed', 4),
      booking('seated', 2),
      booking('pendingPayment', 6),
      booking('cancelled', 8),
      booking('noShow', 3),
      booking('lapsed', 5),
    ];
    expect(heldGuests(list)).toBe(12);
  });
});

describe('paging', () => {
  it('uses the spec page sizes: sessions 25, bookings 10 of 5, 10, 25', () => {
    expect(SESSION_PAGE_SIZE).toBe(25);
    expect(BOOKING_PAGE_SIZE).toBe(10);
    expect(BOOKING_PAGE_SIZES).toEqual([5, 10, 25]);
  });

  it('slices a page and falls back to the last page past the end', () => {
    const rows = Array.from({ length: 12 }, (_, i) => i);
    expect(pageOf(rows, 1, 5)).toEqual({ rows: [5, 6, 7, 8, 9], page: 1 });
    expect(pageOf(rows, 9, 5)).toEqual({ rows: [10, 11], page: 2 });
    expect(pageOf([], 3, 5)).toEqual({ rows: [], page: 0 });
  });
});
