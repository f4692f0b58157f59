import { BOOKING_STATUSES, type BookingStatus } from '@rpos/domain';
import { local } from '../../shared/api/storage';

/** What the confirmation view shows: the booking as reviewed, with the restaurant's contact details. */
export interface SavedBooking {
  bookingId: string;
  status: BookingStatus;
  /** Until when an unpaid booking holds its tables (ISO), when a deposit is due. */
  holdUntil: string | null;
  restaurant: { name: string; altName: string | null; address: string | null; phone: string | null };
  partySize: number;
  /** YYYY-MM-DD */
  bookDateStr: string;
  startTime: string;
  endTime: string;
  disableEndTime: boolean;
  sessionName: string;
  tables: string[];
  hideTable: boolean;
  name: string;
  email: string;
  mobilePhone: string;
  specialRequirement: string;
}

/** localStorage `rpos.<restaurantId>.booking`: site, restaurant id and booking (diner.md §3). */
export const bookingKey = (restaurantId: string) => `rpos.${restaurantId.toLowerCase()}.booking`;

const isString = (v: unknown): v is string => typeof v === 'string';

function isSavedBooking(v: unknown): v is SavedBooking {
  if (typeof v !== 'object' || v === null) return false;
  const b = v as Record<string, unknown>;
  const r = b.restaurant as Record<string, unknown> | null | undefined;
  return (
    isString(b.bookingId) &&
    BOOKING_STATUSES.includes(b.status as BookingStatus) &&
    typeof r === 'object' &&
    r !== null &&
    isString(r.name) &&
    typeof b.partySize === 'number' &&
    [b.bookDateStr, b.startTime, b.endTime, b.sessionName, b.name, b.email, b.mobilePhone].every(isString) &&
    Array.isArray(b.tables) &&
    b.tables.every(isString)
  );
}

export function saveBooking(restaurantId: string, booking: SavedBooking): void {
  local.set(bookingKey(restaurantId), JSON.stringify(booking));
}

/** The booking last made on this device at this restaurant, or null (none, or unreadable). */
export function readSavedBooking(restaurantId: string): SavedBooking | null {
  const raw = local.get(bookingKey(restaurantId));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSavedBooking(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
