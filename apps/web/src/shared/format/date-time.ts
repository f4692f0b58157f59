import { DEFAULT_TIMEZONE, localClock, minutesToHhmm } from '@rpos/domain';

/**
 * The one way the app shows a moment: on the restaurant's wall clock, never the browser's
 * (decision 0084). The format is back-office.md §9's DD/MM/YYYY HH:mm:ss.
 */

/** ISO text, a Date, or epoch seconds (the server's Unix timestamps). */
export type Instant = string | Date | number;

function toDate(value: Instant | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const at = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY HH:mm:ss (HH:mm without seconds) on the restaurant's clock; '' for no date. */
export function formatRestaurantDateTime(
  value: Instant | null | undefined,
  timezone: string,
  options: { seconds?: boolean } = {},
): string {
  const at = toDate(value);
  if (!at) return '';
  const clock = localClock(at, timezone || DEFAULT_TIMEZONE);
  const time = minutesToHhmm(clock.minutes);
  // Every zone in use is a whole number of minutes off UTC: the seconds are UTC's.
  return `${clock.dmyDate} ${time}${options.seconds === false ? '' : `:${pad(at.getUTCSeconds())}`}`;
}

/** HH:mm on the restaurant's clock; '' for no date. */
export function formatRestaurantTime(value: Instant | null | undefined, timezone: string): string {
  const at = toDate(value);
  return at ? minutesToHhmm(localClock(at, timezone || DEFAULT_TIMEZONE).minutes) : '';
}

/** 'Sydney time' for Australia/Sydney: the label beside a column or field of restaurant times. */
export function timezoneLabel(timezone: string): string {
  const city = (timezone || DEFAULT_TIMEZONE).split('/').at(-1) ?? timezone;
  return `${city.replace(/_/g, ' ')} time`;
}
