import { DEFAULT_TIMEZONE } from '../shared/constants';
import { dayjs } from '../shared/dayjs';

/** Minutes in a day; dish windows past midnight run on past 1440 (diner.md §9). */
export const MINUTES_PER_DAY = 1440;

/** ISO weekday codes: Monday 1 ... Sunday 7 (diner.md §4). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};

/** A moment as the restaurant sees it on its own wall clock. */
export interface LocalClock {
  /** YYYY-MM-DD */
  isoDate: string;
  /** DD/MM/YYYY */
  dmyDate: string;
  /** Minutes since local midnight, 0..1439. */
  minutes: number;
  /** Monday 1 ... Sunday 7. */
  weekday: Weekday;
  /** The weekday of the local day before (for windows that began yesterday and run past midnight). */
  previousWeekday: Weekday;
}

/** The wall clock of `timezone` (default Australia/Sydney) at `now`. */
export function localClock(now: Date, timezone: string = DEFAULT_TIMEZONE): LocalClock {
  const t = dayjs(now).tz(timezone || DEFAULT_TIMEZONE);
  const dow = t.day(); // 0 Sunday .. 6 Saturday
  const weekday = (dow === 0 ? 7 : dow) as Weekday;
  return {
    isoDate: t.format('YYYY-MM-DD'),
    dmyDate: t.format('DD/MM/YYYY'),
    minutes: t.hour() * 60 + t.minute(),
    weekday,
    previousWeekday: (weekday === 1 ? 7 : weekday - 1) as Weekday,
  };
}

const HHMM = /^([01]\d|2[0-4]):([0-5]\d)$/;

/** 'HH:mm' → minutes since midnight ('24:00' → 1440); null when malformed. */
export function hhmmToMinutes(value: string): number | null {
  const m = HHMM.exec(value);
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes > MINUTES_PER_DAY ? null : minutes;
}

/** Minutes since midnight → 'HH:mm' (1440 → '24:00'). */
export function minutesToHhmm(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export function isoToDmy(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** 'DD/MM/YYYY' → 'YYYY-MM-DD'. */
export function dmyToIso(dmy: string): string {
  const [d, m, y] = dmy.split('/');
  return `${y}-${m}-${d}`;
}
