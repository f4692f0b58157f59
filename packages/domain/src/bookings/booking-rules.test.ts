import { describe, expect, it } from 'vitest';
import { localClock } from '../restaurants/local-time';
import {
  BOOKING_MESSAGES,
  bookingDraftError,
  bookingSessionError,
  confirmationNumber,
  effectiveMin,
  paymentHoldUntil,
  type SessionAvailabilityInput,
  sessionRefusal,
  someTablesFitParty,
  tablesFitParty,
} from './booking-rules';

const t = (tableNumber: string, guestNumber: number, minNumOfGuests = 0) => ({
  tableNumber,
  guestNumber,
  minNumOfGuests,
});
// 11:00 on 2 March 2026 in Sydney.
const now = localClock(new Date('2026-03-02T00:00:00Z'), 'Australia/Sydney');

const input = (over: Partial<SessionAvailabilityInput> = {}): SessionAvailabilityInput => ({
  session: {
    id: 's1',
    sessionEnabled: true,
    startTime: '12:00',
    guestNum: 10,
    tables: [t('1', 4, 2), t('2', 2, 1)],
  },
  dateStr: '2026-03-03',
  partySize: 2,
  now,
  closedSessionIds: new Set(),
  declineTodayBooking: false,
  bookedGuests: 0,
  takenTables: new Set(),
  ...over,
});

describe('table capacity', () => {
  it('counts a minimum of 0 as the maximum', () => {
    expect(effectiveMin(t('1', 6, 0))).toBe(6);
    expect(effectiveMin(t('1', 6, 2))).toBe(2);
    expect(tablesFitParty([t('1', 6, 0)], 5)).toBe(false);
    expect(tablesFitParty([t('1', 6, 0)], 6)).toBe(true);
  });

  it('needs the party between the summed minimum and summed maximum', () => {
    const tables = [t('1', 4, 2), t('2', 2, 1)];
    expect(tablesFitParty(tables, 2)).toBe(false);
    expect(tablesFitParty(tables, 3)).toBe(true);
    expect(tablesFitParty(tables, 6)).toBe(true);
    expect(tablesFitParty(tables, 7)).toBe(false);
    expect(tablesFitParty([], 1)).toBe(false);
  });

  it('finds whether some set of free tables can seat the party', () => {
    expect(someTablesFitParty([t('1', 4, 2), t('2', 2, 1)], 1)).toBe(true);
    expect(someTablesFitParty([t('1', 4, 0), t('2', 2, 0)], 3)).toBe(false);
    expect(someTablesFitParty([t('1', 4, 0), t('2', 2, 0)], 6)).toBe(true);
    expect(someTablesFitParty([t('1', 4, 3), t('2', 4, 3)], 8)).toBe(true);
    expect(someTablesFitParty([t('1', 4, 3), t('2', 4, 3)], 9)).toBe(false);
    expect(someTablesFitParty([], 2)).toBe(false);
  });
});

describe('session availability', () => {
  it('offers an enabled future session that has room and tables', () => {
    expect(sessionRefusal(input())).toBeNull();
  });
  it('refuses disabled sessions and close dates', () => {
    expect(sessionRefusal(input({ session: { ...input().session, sessionEnabled: false } }))).toBe(
      'disabled',
    );
    expect(sessionRefusal(input({ closedSessionIds: new Set(['s1']) }))).toBe('closed');
  });
  it('refuses today when today’s bookings are declined, not other days', () => {
    expect(sessionRefusal(input({ dateStr: '2026-03-02', declineTodayBooking: true }))).toBe('todayDeclined');
    expect(sessionRefusal(input({ declineTodayBooking: true }))).toBeNull();
  });
  it('refuses a start that is not in the future', () => {
    expect(sessionRefusal(input({ dateStr: '2026-03-02' }))).toBeNull();
    expect(
      sessionRefusal(input({ dateStr: '2026-03-02', session: { ...input().session, startTime: '11:00' } })),
    ).toBe('past');
    expect(sessionRefusal(input({ dateStr: '2026-03-01' }))).toBe('past');
  });
  it('keeps to the guest limit with the bookings made', () => {
    expect(sessionRefusal(input({ bookedGuests: 8 }))).toBeNull();
    expect(sessionRefusal(input({ bookedGuests: 9 }))).toBe('full');
  });
  it('needs free tables that seat the party', () => {
    expect(sessionRefusal(input({ takenTables: new Set(['2']) }))).toBeNull();
    expect(sessionRefusal(input({ takenTables: new Set(['1', '2']) }))).toBe('noTable');
    expect(sessionRefusal(input({ partySize: 7 }))).toBe('noTable');
  });
});

describe('booking form rules', () => {
  const ok = {
    partySize: 2,
    bookDateStr: '2026-03-03',
    sessionId: 's1',
    tables: [{ tableNumber: '1' }],
    name: 'Zoë Smith',
    email: 'zoe@example.com',
    mobilePhone: '0412345678',
  };
  it('accepts a complete booking', () => expect(bookingDraftError(ok, '2026-03-02')).toBeNull());
  it.each([
    [{ partySize: 0 }, BOOKING_MESSAGES.partySize],
    [{ partySize: 21 }, BOOKING_MESSAGES.partySize],
    [{ bookDateStr: '2026-03-01' }, 'Please select a future date'],
    [{ sessionId: '' }, 'Please select a time slot'],
    [{ tables: [] }, 'Please select a table'],
    [{ name: ' ' }, 'Please enter your name'],
    [{ name: 'Bob1' }, 'Please enter a valid name'],
    [{ email: '' }, 'Please enter your email'],
    [{ email: 'a@b' }, 'please enter a valid email'],
    [{ mobilePhone: '' }, 'Please enter your mobile phone'],
    [{ agreeTerms: false }, 'Please agree the terms and conditions.'],
  ])('%o → %s', (over, message) => {
    expect(bookingDraftError({ ...ok, ...over }, '2026-03-02')).toBe(message);
  });
  it('numbers a booking by the last 6 characters of its id', () => {
    expect(confirmationNumber('abcdef-123456')).toBe('123456');
  });
  it('holds an unpaid booking for 15 minutes', () => {
    expect(paymentHoldUntil(new Date('2026-03-02T00:00:00Z')).toISOString()).toBe('2026-03-02T00:15:00.000Z');
  });
});

describe('session form rules', () => {
  const ok = { name: 'Lunch', guestNum: 10, startTime: '12:00', endTime: '14:00', tables: [t('1', 4, 0)] };
  it('accepts a complete session', () => expect(bookingSessionError(ok)).toBeNull());
  it.each([
    [{ name: '' }, 'Name is required'],
    [{ guestNum: 0 }, 'Guest number is required and must be greater than 0'],
    [{ startTime: '' }, 'Start time is required.'],
    [{ endTime: '25:99' }, 'End time is required.'],
    [{ depositRequired: true, deposit: 0 }, 'Deposit is required and must be greater than 0'],
    [{ startTime: '15:00' }, 'The end time cannot be greater than the start time.'],
    [{ tables: [t('1', 2, 3)] }, 'Please check tables maximum and minimum capacity requirements.'],
  ])('%o → %s', (over, message) => {
    expect(bookingSessionError({ ...ok, ...over })).toBe(message);
  });
});
