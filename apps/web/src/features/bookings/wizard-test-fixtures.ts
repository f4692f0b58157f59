import type { DinerBookingSession, RestaurantInfoResponse } from '@rpos/domain';
import { makeOnlineResponse } from '../../test/online-fixtures';
import type { SavedBooking } from './booking-storage';

/** Test data of the booking wizard and confirmation tests (not used by the app). */
export const LUNCH: DinerBookingSession = {
  id: 'lunch',
  name: 'Lunch',
  description: null,
  startTime: '11:30',
  endTime: '14:30',
  disableEndTime: false,
  hideTableNo: false,
  depositRequired: false,
  deposit: null,
  tables: [
    { tableNumber: '1', guestNumber: 2, minNumOfGuests: 1 },
    { tableNumber: '3', guestNumber: 4, minNumOfGuests: 2 },
    { tableNumber: '8', guestNumber: 6, minNumOfGuests: 0 },
  ],
};

export const BANQUET: DinerBookingSession = {
  ...LUNCH,
  id: 'banquet',
  name: 'Banquet Dinner',
  startTime: '19:00',
  endTime: '22:00',
  hideTableNo: true,
  depositRequired: true,
  deposit: 20,
  tables: [{ tableNumber: '11', guestNumber: 10, minNumOfGuests: 6 }],
};

const base = makeOnlineResponse([]).restaurant;
export const RESTAURANT_INFO: RestaurantInfoResponse = {
  restaurant: { ...base, address: '1 George St, Sydney', phone: '02 9000 0000' },
  disclaimer: 'Tables are held for 15 minutes.',
  bookingClosed: false,
  queueClosed: false,
};

export const SAVED_BOOKING: SavedBooking = {
  bookingId: '0f4c2a10-1111-4222-8333-abcdef12cd56',
  status: 'confirmed',
  holdUntil: null,
  restaurant: { name: 'Golden Dragon', altName: '金龙酒家', address: '1 George St', phone: '02 9000 0000' },
  partySize: 2,
  bookDateStr: '2026-03-03',
  startTime: '11:30',
  endTime: '14:30',
  disableEndTime: false,
  sessionName: 'Lunch',
  tables: ['1'],
  hideTable: false,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  mobilePhone: '0412345678',
  specialRequirement: 'Window seat',
};
