import { localClock } from '@rpos/domain';

export { dmyOf, isIsoDate, parseDmy } from '../../shared/format/dmy';

const pad = (n: number) => String(n).padStart(2, '0');

/** The date `days` after (or before) an ISO date. */
export function shiftIsoDate(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** Today on the restaurant's clock, 'YYYY-MM-DD'. */
export const restaurantToday = (timezone: string, now: Date = new Date()): string =>
  localClock(now, timezone).isoDate;

/** 'HH:mm - HH:mm', the screens' Start Time - End Time. */
export const timeRange = (start: string, end: string): string => `${start} - ${end}`;
