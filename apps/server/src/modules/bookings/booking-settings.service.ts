import { BOOKING_MESSAGES, type BookingSettings, type CloseDate, dmyToIso, isoToDmy } from '@rpos/domain';
import { independently } from '../../db/independent-queries';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import {
  findSettings,
  listCloseDates,
  listSessions,
  replaceCloseDates,
  saveSettings,
} from './bookings.repository';

export async function bookingSettingsOf(deps: AppDeps, restaurantId: string) {
  const db = deps.database.db;
  const [settings, closeRows, sessions] = await independently(db, [
    () => findSettings(db, restaurantId),
    () => listCloseDates(db, restaurantId),
    () => listSessions(db, restaurantId),
  ]);
  const names = new Map(sessions.map((s) => [s.id, s.name]));
  return {
    settings,
    closeDates: groupCloseDates(closeRows, names),
    sessions: sessions.map((s) => ({ sessionId: s.id, sessionName: s.name })),
  };
}

function groupCloseDates(
  rows: { closeDate: string; sessionId: string }[],
  names: Map<string, string>,
): CloseDate[] {
  const byDate = new Map<string, CloseDate>();
  for (const r of rows) {
    const d = byDate.get(r.closeDate) ?? { date: isoToDmy(r.closeDate), sessions: [] };
    d.sessions.push({ sessionId: r.sessionId, sessionName: names.get(r.sessionId) ?? '' });
    byDate.set(r.closeDate, d);
  }
  return [...byDate.values()];
}

/** POST /bookingSettings: disclaimer (at most 100 characters) and declineTodayBooking. */
export async function updateBookingSettings(
  deps: AppDeps,
  restaurantId: string,
  input: { disclaimer?: string | null; declineTodayBooking?: boolean },
): Promise<BookingSettings> {
  const disclaimer = input.disclaimer === undefined ? undefined : input.disclaimer?.trim() || null;
  if (disclaimer && disclaimer.length > 100)
    throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.disclaimerMax);
  const db = deps.database.db;
  await db.transaction((tx) =>
    saveSettings(
      tx,
      restaurantId,
      { disclaimer, declineTodayBooking: input.declineTodayBooking },
      deps.now(),
    ),
  );
  return findSettings(db, restaurantId);
}

/** POST /bookingSessions: replaces the close dates; each closes the sessions listed with it. */
export async function updateCloseDates(
  deps: AppDeps,
  restaurantId: string,
  closeDates: { date: string; sessionIds?: string[]; sessions?: { sessionId: string }[] }[],
): Promise<CloseDate[]> {
  const db = deps.database.db;
  const sessions = await listSessions(db, restaurantId);
  const names = new Map(sessions.map((s) => [s.id, s.name]));
  const rows: { closeDate: string; sessionId: string }[] = [];
  for (const c of closeDates) {
    const iso = dmyToIso(c.date);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(Date.parse(iso)))
      throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.closeDate);
    const ids = [...(c.sessionIds ?? []), ...(c.sessions ?? []).map((s) => s.sessionId)];
    for (const id of new Set(ids)) {
      if (!names.has(id)) throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.sessionNotFound);
      rows.push({ closeDate: iso, sessionId: id });
    }
  }
  await db.transaction((tx) => replaceCloseDates(tx, restaurantId, rows));
  return groupCloseDates(
    rows.sort((a, b) => a.closeDate.localeCompare(b.closeDate)),
    names,
  );
}
