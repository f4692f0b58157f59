import {
  type BookingSessionsResponse,
  type DinerBookingSession,
  localClock,
  sessionRefusal,
} from '@rpos/domain';
import { independently } from '../../db/independent-queries';
import type { AppDeps } from '../../platform/deps';
import { closedQrTypes } from '../qr-codes/qr-type-closed';
import { loadDinerRestaurant } from '../restaurants/restaurants.service';
import { dollars, sessionTables } from './booking-views';
import {
  closedSessionIds,
  findSettings,
  lapseExpired,
  listSessions,
  sessionUsage,
} from './bookings.repository';

/**
 * GET /restaurantBookingSessions: the sessions offered on a date for a party, with their free tables;
 * none while the booking QR type is closed (bookingClosed, decision 0122).
 */
export async function offeredSessions(
  deps: AppDeps,
  q: { restaurantId: string; dateStr: string; partySize: number },
): Promise<BookingSessionsResponse> {
  const db = deps.database.db;
  const { row, restaurant } = await loadDinerRestaurant(deps, q.restaurantId);
  const { booking: bookingClosed } = await closedQrTypes(db, row, ['booking'], deps.now());
  if (bookingClosed) return { sessions: [], restaurant, bookingClosed };
  const now = localClock(deps.now(), row.timezone);
  await lapseExpired(db, row.id, deps.now());
  const [sessions, settings, closed, usage] = await independently(db, [
    () => listSessions(db, row.id),
    () => findSettings(db, row.id),
    () => closedSessionIds(db, row.id, q.dateStr),
    () => sessionUsage(db, row.id, q.dateStr),
  ]);
  const offered: DinerBookingSession[] = [];
  for (const s of sessions) {
    const used = usage.get(s.id) ?? { guests: 0, tables: new Set<string>() };
    const tables = sessionTables(s);
    const refusal = sessionRefusal({
      session: { id: s.id, sessionEnabled: s.enabled, startTime: s.startTime, guestNum: s.guestNum, tables },
      dateStr: q.dateStr,
      partySize: q.partySize,
      now,
      closedSessionIds: closed,
      declineTodayBooking: settings.declineTodayBooking,
      bookedGuests: used.guests,
      takenTables: used.tables,
    });
    if (refusal) continue;
    offered.push({
      id: s.id,
      name: s.name,
      description: s.description,
      startTime: s.startTime,
      endTime: s.endTime,
      disableEndTime: s.disableEndTime,
      hideTableNo: s.hideTableNo,
      depositRequired: s.depositRequired,
      deposit: s.depositRequired ? dollars(s.depositCents) : null,
      tables: tables.filter((t) => !used.tables.has(t.tableNumber)),
    });
  }
  return { sessions: offered, restaurant, bookingClosed };
}
