import { hhmmToMinutes, type LocalClock } from '../restaurants/local-time';

/** Booking status values (ours: the spec does not show them; docs/decisions/0065). */
export const BOOKING_STATUSES = [
  'pendingPayment',
  'confirmed',
  'cancelled',
  'seated',
  'noShow',
  'lapsed',
] as const;
type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Statuses that hold their tables. */
export const BOOKING_HOLDING_STATUSES: readonly BookingStatus[] = ['pendingPayment', 'confirmed', 'seated'];
/** Statuses staff may set (the others, pendingPayment and lapsed, follow the deposit). */
export const STAFF_BOOKING_STATUSES = ['confirmed', 'cancelled', 'seated', 'noShow'] as const;
export type StaffBookingStatus = (typeof STAFF_BOOKING_STATUSES)[number];
/**
 * The moves staff may make from each status (decision 0065): confirmed → seated, noShow or
 * cancelled; seated and noShow back to confirmed (an undo); pendingPayment → cancelled.
 */
export const BOOKING_STATUS_MOVES: Record<BookingStatus, readonly StaffBookingStatus[]> = {
  pendingPayment: ['cancelled'],
  confirmed: ['seated', 'noShow', 'cancelled'],
  seated: ['confirmed'],
  noShow: ['confirmed'],
  cancelled: [],
  lapsed: [],
};
/** How long an unpaid booking (deposit pending) holds its tables before it lapses (decision 0066). */
export const BOOKING_PAYMENT_HOLD_MINUTES = 15;
export const PARTY_SIZE_MIN = 1;
export const PARTY_SIZE_MAX = 20;
export const BOOKING_DISCLAIMER_MAX = 100;
/** Confirmation number: the last 6 characters of the booking id (diner.md §9). */
export const confirmationNumber = (bookingId: string): string => bookingId.slice(-6);

/** Every booking message, verbatim from diner.md §5/§8 and restaurant-config.md §5/§8. */
export const BOOKING_MESSAGES = {
  terms: 'Please agree the terms and conditions.',
  futureTime: 'Please select a future time',
  timeSlot: 'Please select a time slot',
  futureDate: 'Please select a future date',
  partySize: 'Please select the number of guests',
  table: 'Please select a table',
  capacity: 'Please check tables maximum and minimum capacity requirements.',
  name: 'Please enter your name',
  validName: 'Please enter a valid name',
  email: 'Please enter your email',
  validEmail: 'please enter a valid email',
  mobile: 'Please enter your mobile phone',
  noTable: 'Cannot find a table',
  sessionName: 'Name is required',
  sessionGuests: 'Guest number is required and must be greater than 0',
  sessionStart: 'Start time is required.',
  sessionEnd: 'End time is required.',
  sessionDeposit: 'Deposit is required and must be greater than 0',
  sessionEndBeforeStart: 'The end time cannot be greater than the start time.',
  sessionTableNumber: 'Please select a table',
  sessionTableGuests: 'Please check tables maximum and minimum capacity requirements.',
  sessionNotFound: 'Cannot find the booking session',
  bookingNotFound: 'Cannot find the booking',
  disclaimerMax: 'The disclaimer can be at most 100 characters',
  closeDate: 'Please select a future date',
  tableExists: 'The table number alreay exists.',
  statusChange: 'The booking cannot move to this status',
  /** Ours (decision 0122): the booking QR type is disabled, or disabled today. */
  closed: 'Online booking is closed. Please try again later.',
} as const;

/** A table of a booking session: max guests and min guests (0 counts as the max). */
export interface SessionTableCapacity {
  tableNumber: string;
  guestNumber: number;
  minNumOfGuests: number;
}

/** The minimum a table needs: a minimum of 0 counts as its maximum (diner.md §5). */
export const effectiveMin = (t: SessionTableCapacity): number =>
  t.minNumOfGuests > 0 ? Math.min(t.minNumOfGuests, t.guestNumber) : t.guestNumber;

/** The party lies between the summed minimum and summed maximum of the chosen tables. */
export function tablesFitParty(tables: readonly SessionTableCapacity[], partySize: number): boolean {
  if (tables.length === 0) return false;
  let min = 0;
  let max = 0;
  for (const t of tables) {
    min += effectiveMin(t);
    max += t.guestNumber;
  }
  return partySize >= min && partySize <= max;
}

/** Some non-empty set of these tables can seat the party (min..max rule), by a small knapsack. */
export function someTablesFitParty(tables: readonly SessionTableCapacity[], partySize: number): boolean {
  if (partySize < 1) return false;
  // best[s]: the largest summed max of a non-empty set of tables whose summed min is s (s <= party).
  const best: number[] = new Array(partySize + 1).fill(-1);
  for (const t of tables) {
    const min = effectiveMin(t);
    if (min > partySize) continue;
    for (let s = partySize - min; s >= 1; s--) {
      const from = best[s] ?? -1;
      if (from >= 0 && from + t.guestNumber > (best[s + min] ?? -1)) best[s + min] = from + t.guestNumber;
    }
    if (t.guestNumber > (best[min] ?? -1)) best[min] = t.guestNumber;
  }
  return best.some((max) => max >= partySize);
}

/** What decides whether a session is offered on a date for a party. */
export interface SessionAvailabilityInput {
  session: {
    id: string;
    sessionEnabled: boolean;
    startTime: string;
    guestNum: number;
    tables: readonly SessionTableCapacity[];
  };
  /** YYYY-MM-DD, the restaurant's local date. */
  dateStr: string;
  partySize: number;
  /** The restaurant's wall clock now. */
  now: LocalClock;
  /** Sessions closed on this date. */
  closedSessionIds: ReadonlySet<string>;
  declineTodayBooking: boolean;
  /** Guests already booked in this session on this date (holding bookings). */
  bookedGuests: number;
  /** Tables already held in this session on this date. */
  takenTables: ReadonlySet<string>;
}

export type SessionRefusal = 'disabled' | 'closed' | 'todayDeclined' | 'past' | 'full' | 'noTable';

/** Why a session is not offered, or null when it is (the availability rules, decision 0067). */
export function sessionRefusal(input: SessionAvailabilityInput): SessionRefusal | null {
  const { session, dateStr, now } = input;
  if (!session.sessionEnabled) return 'disabled';
  if (input.closedSessionIds.has(session.id)) return 'closed';
  if (dateStr === now.isoDate && input.declineTodayBooking) return 'todayDeclined';
  const start = hhmmToMinutes(session.startTime) ?? 0;
  if (dateStr < now.isoDate || (dateStr === now.isoDate && start <= now.minutes)) return 'past';
  if (input.bookedGuests + input.partySize > session.guestNum) return 'full';
  const free = session.tables.filter((t) => !input.takenTables.has(t.tableNumber));
  if (!someTablesFitParty(free, input.partySize)) return 'noTable';
  return null;
}

export const sessionOffered = (input: SessionAvailabilityInput): boolean => sessionRefusal(input) === null;

const NAME = /^[\p{L} ]+$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The diner's booking as posted, the fields the rules read. */
export interface BookingDraft {
  partySize?: number | null;
  bookDateStr?: string | null;
  sessionId?: string | null;
  tables?: readonly { tableNumber: string }[] | null;
  name?: string | null;
  email?: string | null;
  mobilePhone?: string | null;
  agreeTerms?: boolean | null;
}

/** The first booking message that applies to the draft (diner.md §5 "Booking"), or null. */
export function bookingDraftError(draft: BookingDraft, today: string): string | null {
  const party = draft.partySize ?? 0;
  if (!Number.isInteger(party) || party < PARTY_SIZE_MIN || party > PARTY_SIZE_MAX)
    return BOOKING_MESSAGES.partySize;
  if (!draft.bookDateStr || !/^\d{4}-\d{2}-\d{2}$/.test(draft.bookDateStr))
    return BOOKING_MESSAGES.futureDate;
  if (draft.bookDateStr < today) return BOOKING_MESSAGES.futureDate;
  if (!draft.sessionId) return BOOKING_MESSAGES.timeSlot;
  if (!draft.tables || draft.tables.length === 0) return BOOKING_MESSAGES.table;
  const name = (draft.name ?? '').trim();
  if (!name) return BOOKING_MESSAGES.name;
  if (!NAME.test(name)) return BOOKING_MESSAGES.validName;
  const email = (draft.email ?? '').trim();
  if (!email) return BOOKING_MESSAGES.email;
  if (!EMAIL.test(email)) return BOOKING_MESSAGES.validEmail;
  if (!(draft.mobilePhone ?? '').trim()) return BOOKING_MESSAGES.mobile;
  if (draft.agreeTerms === false) return BOOKING_MESSAGES.terms;
  return null;
}

/** A booking session as the staff form saves it. */
export interface BookingSessionDraft {
  name?: string | null;
  guestNum?: number | null;
  startTime?: string | null;
  endTime?: string | null;
  depositRequired?: boolean | null;
  deposit?: number | null;
  tables?: readonly SessionTableCapacity[] | null;
}

/** The first session-form message that applies (restaurant-config.md §5 "Booking session"), or null. */
export function bookingSessionError(draft: BookingSessionDraft): string | null {
  if (!(draft.name ?? '').trim()) return BOOKING_MESSAGES.sessionName;
  if (!draft.guestNum || !Number.isInteger(draft.guestNum) || draft.guestNum < 1)
    return BOOKING_MESSAGES.sessionGuests;
  const start = draft.startTime ? hhmmToMinutes(draft.startTime) : null;
  if (start === null) return BOOKING_MESSAGES.sessionStart;
  const end = draft.endTime ? hhmmToMinutes(draft.endTime) : null;
  if (end === null) return BOOKING_MESSAGES.sessionEnd;
  if (draft.depositRequired && !(typeof draft.deposit === 'number' && draft.deposit >= 1))
    return BOOKING_MESSAGES.sessionDeposit;
  if (start > end) return BOOKING_MESSAGES.sessionEndBeforeStart;
  for (const t of draft.tables ?? []) {
    if (!t.tableNumber.trim()) return BOOKING_MESSAGES.sessionTableNumber;
    if (
      !Number.isInteger(t.guestNumber) ||
      t.guestNumber < 1 ||
      t.minNumOfGuests < 0 ||
      t.minNumOfGuests > t.guestNumber
    )
      return BOOKING_MESSAGES.sessionTableGuests;
  }
  return null;
}

/** Bookings still pending payment past this moment have lapsed. */
export const paymentHoldUntil = (createdAt: Date, minutes = BOOKING_PAYMENT_HOLD_MINUTES): Date =>
  new Date(createdAt.getTime() + minutes * 60_000);
