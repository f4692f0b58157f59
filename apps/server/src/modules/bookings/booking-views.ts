import type { BookingSession, SessionTable, StaffBooking } from '@rpos/domain';
import type { BookingRow, SessionWithTables } from './bookings.repository';

export const sessionTables = (s: SessionWithTables): SessionTable[] =>
  s.tables.map((t) => ({
    id: t.id,
    tableNumber: t.tableNumber,
    guestNumber: t.maxGuests,
    minNumOfGuests: t.minGuests,
  }));

/** A deposit in dollars, as the booking API shows money. */
export const dollars = (cents: number | null): number | null => (cents === null ? null : cents / 100);

/** A session as staff see it. */
export function toStaffSession(s: SessionWithTables): BookingSession {
  return {
    sessionId: s.id,
    name: s.name,
    sessionEnabled: s.enabled,
    sessionDesription: s.description,
    guestNum: s.guestNum,
    startTime: s.startTime,
    endTime: s.endTime,
    disableEndTime: s.disableEndTime,
    hideTableNo: s.hideTableNo,
    depositRequired: s.depositRequired,
    deposit: dollars(s.depositCents),
    tables: sessionTables(s),
    updatedAt: Math.floor(s.updatedAt.getTime() / 1000),
  };
}

/** A booking as the staff list shows it. */
export function toStaffBooking(b: BookingRow): StaffBooking {
  return {
    id: b.id,
    number: b.id.slice(-6),
    name: b.name,
    status: b.status,
    startTime: b.startTime,
    endTime: b.endTime,
    partySize: b.partySize,
    tables: b.tables.map((tableNumber) => ({ tableNumber })),
    email: b.email,
    mobilePhone: b.mobilePhone,
    specialRequirement: b.specialRequirement,
    createdAt: b.createdAt.toISOString(),
    bookDateStr: b.bookDate,
    sessionId: b.sessionId,
    sessionName: b.sessionName,
    depositAmount: b.depositCents,
  };
}
