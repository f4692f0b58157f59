import { type CloseDate, dmyToIso, isoToDmy } from '@rpos/domain';
import { isIsoDate } from './admin-dates';

type SessionRef = CloseDate['sessions'][number];

/** Why a close date cannot be added: no real date, a date already past, or no session chosen. */
export type CloseDateRefusal = 'date' | 'past' | 'sessions';

const byDate = (a: CloseDate, b: CloseDate) => dmyToIso(a.date).localeCompare(dmyToIso(b.date));

/**
 * Adds a close date (ISO date from the picker) closing the chosen sessions. A date already in the
 * list gains the sessions it did not close yet; the list stays in date order.
 */
export function addCloseDate(
  list: readonly CloseDate[],
  isoDate: string,
  sessionIds: readonly string[],
  sessions: readonly SessionRef[],
  today: string,
): { list: CloseDate[] } | { refusal: CloseDateRefusal } {
  if (!isIsoDate(isoDate)) return { refusal: 'date' };
  if (isoDate < today) return { refusal: 'past' };
  const chosen = sessions.filter((s) => sessionIds.includes(s.sessionId));
  if (chosen.length === 0) return { refusal: 'sessions' };
  const date = isoToDmy(isoDate);
  const existing = list.find((c) => c.date === date);
  const merged: CloseDate = existing
    ? {
        date,
        sessions: [
          ...existing.sessions,
          ...chosen.filter((s) => !existing.sessions.some((e) => e.sessionId === s.sessionId)),
        ],
      }
    : { date, sessions: chosen };
  return { list: [...list.filter((c) => c.date !== date), merged].sort(byDate) };
}

/** The list without one close date (DD/MM/YYYY). */
export const removeCloseDate = (list: readonly CloseDate[], date: string): CloseDate[] =>
  list.filter((c) => c.date !== date);

/** The POST /bookingSessions body: the whole list, each date with the ids of the sessions it closes. */
export function toCloseDatesRequest(list: readonly CloseDate[]) {
  return {
    closeDates: list.map((c) => ({ date: c.date, sessionIds: c.sessions.map((s) => s.sessionId) })),
  };
}

/** Two lists close the same sessions on the same dates (to tell unsaved changes). */
export function sameCloseDates(a: readonly CloseDate[], b: readonly CloseDate[]): boolean {
  const key = (list: readonly CloseDate[]) =>
    JSON.stringify([...list].sort(byDate).map((c) => [c.date, c.sessions.map((s) => s.sessionId).sort()]));
  return key(a) === key(b);
}
