import type { BookingSession, StaffBooking } from '@rpos/domain';

/** A booking session as GET /allBookingSessions answers it (test data). */
export function bookingSession(over: Partial<BookingSession> = {}): BookingSession {
  return {
    sessionId: 's1',
    name: 'Lunch',
    sessionEnabled: true,
    sessionDesription: 'Yum cha',
    guestNum: 40,
    startTime: '11:30',
    endTime: '14:30',
    disableEndTime: false,
    hideTableNo: false,
    depositRequired: false,
    deposit: null,
    tables: [{ id: 't1', tableNumber: '3', guestNumber: 4, minNumOfGuests: 2 }],
    // 2026-03-01T22:30:00Z: 02/03/2026 09:30:00 in Sydney.
    updatedAt: 1_772_404_200,
    ...over,
  };
}

/** A booking as GET /bookings answers it (test data). */
export function staffBooking(over: Partial<StaffBooking> = {}): StaffBooking {
  return {
    id: 'b00000000abc123',
    number: 'abc123',
    name: 'Ada Lovelace',
    status: 'confirmed',
    startTime: '11:30',
    endTime: '14:30',
    partySize: 4,
    tables: [{ tableNumber: '3' }],
    email: 'ada@example.com',
    mobilePhone: '0412345678',
    specialRequirement: 'Window seat',
    createdAt: '2026-03-01T22:30:05.000Z',
    bookDateStr: '2026-03-05',
    sessionId: 's1',
    sessionName: 'Lunch',
    depositAmount: null,
    ...over,
  };
}

/** GET /tableInfo (test data): two areas. */
export const TABLE_INFO = {
  tableInfo: {
    areas: [
      {
        name: 'Main',
        tables: [
          { tableNumber: '3', numberOfGuests: 4, minNumOfGuests: 2 },
          { tableNumber: '4', numberOfGuests: 4, minNumOfGuests: 0 },
        ],
      },
      { name: 'Terrace', tables: [{ tableNumber: 'T1', numberOfGuests: 6, minNumOfGuests: 3 }] },
    ],
  },
};
