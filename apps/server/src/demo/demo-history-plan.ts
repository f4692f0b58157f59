import { localClock, type TransactionType, wallTimeToInstant } from '@rpos/domain';
import type { HistoryProfile, Peak } from './demo-history-profiles';
import type { Random } from './prng';

// When the demo history's bills happen (decision 0150): the days (in the restaurant's zone, daylight
// saving included), how many bills each day, and the moments they open, with lunch and dinner (or
// breakfast and lunch) peaks inside the opening hours.

export interface HistoryDay {
  isoDate: string;
  /** ISO weekday, Monday 1 … Sunday 7. */
  weekday: number;
}

const DAY_MS = 86_400_000;
export const MIN_BILLS_A_DAY = 80;
export const MAX_BILLS_A_DAY = 150;

/**
 * The `days` local days ending with today (the day `now` falls on in the zone), oldest first, less
 * the restaurant's yearly closed day (MM-DD).
 */
export function historyDays(now: Date, timezone: string, days: number, closedOn: string): HistoryDay[] {
  const today = localClock(now, timezone).isoDate;
  const [y, m, d] = today.split('-').map(Number);
  const todayUtc = Date.UTC(y!, m! - 1, d!);
  const out: HistoryDay[] = [];
  for (let back = days - 1; back >= 0; back--) {
    const date = new Date(todayUtc - back * DAY_MS);
    const isoDate = date.toISOString().slice(0, 10);
    if (isoDate.slice(5) === closedOn) continue;
    out.push({ isoDate, weekday: date.getUTCDay() || 7 });
  }
  return out;
}

/** Opening hours as the demo writes them: [weekdays, 'HH:mm', 'HH:mm'] ('24:00' is midnight). */
export type DemoHours = readonly (readonly [readonly number[], string, string])[];

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The day's opening windows in local minutes [start, end). */
export function openWindows(hours: DemoHours, weekday: number): [number, number][] {
  return hours
    .filter(([weekdays]) => weekdays.includes(weekday))
    .map(([, start, end]) => [minutesOf(start), minutesOf(end)] as [number, number])
    .sort((a, b) => a[0] - b[0]);
}

/** How many bills a day has: the profile's figure for the weekday, give or take, kept within 80–150. */
export function billsOnDay(random: Random, profile: HistoryProfile, weekday: number): number {
  const expected = profile.baseBills * (profile.weekdayFactor[weekday] ?? 1);
  const n = Math.round(expected * (1 + 0.06 * random.normal()));
  return Math.min(MAX_BILLS_A_DAY, Math.max(MIN_BILLS_A_DAY, n));
}

const SLOT = 5;
/** A bill opens at least this long before the window closes. */
const LAST_CALL = 20;
/** The trickle of bills outside the peaks, relative to a peak's height. */
const BASELINE = 0.1;

const peakWeight = (minute: number, peaks: readonly Peak[]) =>
  peaks.reduce((sum, p) => sum + p.weight * Math.exp(-0.5 * ((minute - p.at) / p.spread) ** 2), BASELINE);

/**
 * The local moments (seconds after midnight, sorted) at which `n` bills open: 5-minute slots inside
 * the opening windows, weighted by the day's peaks, a uniform moment within the slot.
 */
export function billStartSeconds(
  random: Random,
  profile: HistoryProfile,
  windows: readonly [number, number][],
  weekday: number,
  n: number,
): number[] {
  const peaks = weekday >= 6 ? profile.peaks.weekend : profile.peaks.weekday;
  const slots: number[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (const [start, end] of windows) {
    for (let m = start; m <= end - LAST_CALL; m += SLOT) {
      total += peakWeight(m + SLOT / 2, peaks);
      slots.push(m);
      cumulative.push(total);
    }
  }
  if (slots.length === 0) return [];
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const r = random.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > r) hi = mid;
      else lo = mid + 1;
    }
    out.push(slots[lo]! * 60 + Math.floor(random.next() * SLOT * 60));
  }
  return out.sort((a, b) => a - b);
}

/**
 * Local wall time → instant, in the restaurant's zone: on an ordinary day, local midnight plus the
 * time; on a daylight-saving day, wallTimeToInstant once per hour.
 */
export class WallClock {
  /** Per date: local midnight as an instant when the day has no daylight-saving switch, else null. */
  private readonly midnights = new Map<string, number | null>();
  private readonly hours = new Map<string, number>();

  constructor(private readonly timezone: string) {}

  at(isoDate: string, secondsOfDay: number): Date {
    let midnight = this.midnights.get(isoDate);
    if (midnight === undefined) {
      const start = wallTimeToInstant(isoDate, 0, this.timezone).getTime();
      const noon = wallTimeToInstant(isoDate, 720, this.timezone).getTime();
      const last = wallTimeToInstant(isoDate, 1439, this.timezone).getTime();
      const steady = noon - start === 720 * 60_000 && last - noon === 719 * 60_000;
      midnight = steady ? start : null;
      this.midnights.set(isoDate, midnight);
    }
    if (midnight !== null) return new Date(midnight + secondsOfDay * 1000);
    // A daylight-saving day: wallTimeToInstant for each hour (it handles the skipped and repeated hour).
    const hour = Math.floor(secondsOfDay / 3600);
    const key = `${isoDate}|${hour}`;
    let base = this.hours.get(key);
    if (base === undefined) {
      base = wallTimeToInstant(isoDate, hour * 60, this.timezone).getTime();
      this.hours.set(key, base);
    }
    return new Date(base + (secondsOfDay - hour * 3600) * 1000);
  }
}

/** The kind of bill, by the profile's shares. */
export function chooseBillType(random: Random, profile: HistoryProfile): TransactionType {
  const types = Object.keys(profile.typeShares) as TransactionType[];
  return random.weighted(
    types,
    types.map((t) => profile.typeShares[t] ?? 0),
  );
}

/** Guests at a table: mostly twos and fours, now and then a big party. */
export function chooseGuests(random: Random): number {
  return random.weighted([1, 2, 3, 4, 5, 6, 7, 8, 10, 12], [10, 35, 15, 22, 6, 6, 2, 2, 1.2, 0.8]);
}

/**
 * The table for a party arriving at `at`: the one free soonest (the smallest of those) that seats
 * them, if it is free by `latest` (they wait for it until then); null when none is.
 */
export function chooseTable(
  tables: readonly { tableNumber: string; seats: number }[],
  freeAt: Map<string, number>,
  guests: number,
  at: number,
  latest: number,
): { table: { tableNumber: string; seats: number }; at: number } | null {
  let best: { table: { tableNumber: string; seats: number }; at: number } | null = null;
  for (const t of tables) {
    if (t.seats < guests) continue;
    const free = Math.max(at, freeAt.get(t.tableNumber) ?? 0);
    if (free > latest) continue;
    if (!best || free < best.at || (free === best.at && t.seats < best.table.seats))
      best = { table: t, at: free };
  }
  return best;
}

const MINUTE = 60_000;
const QUARTER_HOUR = 15 * MINUTE;

/**
 * The quarter hour `at` falls in (every zone's offset is a whole number of quarter hours, so this is
 * the local quarter hour too): the moment the history picks and prices an order's dishes at.
 */
export const quarterHour = (at: Date): Date =>
  new Date(Math.floor(at.getTime() / QUARTER_HOUR) * QUARTER_HOUR);
export const minutesLater = (at: Date, minutes: number): Date => new Date(at.getTime() + minutes * MINUTE);
