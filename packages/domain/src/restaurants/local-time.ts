import { DEFAULT_TIMEZONE } from '../shared/constants';

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

const WEEKDAY_OF: Record<string, Weekday> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatters = new Map<string, Intl.DateTimeFormat>();
/** Clocks already worked out, by timezone and minute: every order and menu check reads the clock. */
const recentClocks = new Map<string, LocalClock>();
const RECENT_CLOCKS_MAX = 256;

function wallClockFormatter(timezone: string): Intl.DateTimeFormat {
  let f = formatters.get(timezone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timezone, f);
  }
  return f;
}

/** The wall clock of `timezone` (default Australia/Sydney) at `now`. */
export function localClock(now: Date, timezone: string = DEFAULT_TIMEZONE): LocalClock {
  const zone = timezone || DEFAULT_TIMEZONE;
  const key = `${zone}|${Math.floor(now.getTime() / 60_000)}`;
  const known = recentClocks.get(key);
  if (known) return known;

  const parts: Record<string, string> = {};
  for (const p of wallClockFormatter(zone).formatToParts(now)) parts[p.type] = p.value;
  const weekday = WEEKDAY_OF[parts.weekday ?? ''] ?? 1;
  const clock: LocalClock = {
    isoDate: `${parts.year}-${parts.month}-${parts.day}`,
    dmyDate: `${parts.day}/${parts.month}/${parts.year}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    weekday,
    previousWeekday: (weekday === 1 ? 7 : weekday - 1) as Weekday,
  };
  if (recentClocks.size >= RECENT_CLOCKS_MAX) recentClocks.clear();
  recentClocks.set(key, clock);
  return clock;
}

/**
 * The moment the restaurant's wall clock shows `isoDate` at `minutes` past midnight. In a
 * daylight-saving gap the clock skips, the moment an hour later; in the repeated hour, the first.
 */
export function wallTimeToInstant(
  isoDate: string,
  minutes: number,
  timezone: string = DEFAULT_TIMEZONE,
): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  const asUtc = Date.UTC(y!, m! - 1, d!, 0, minutes);
  // The zone's offset at a moment: how far its wall clock is from UTC then.
  const offsetAt = (t: number) => {
    const c = localClock(new Date(t), timezone);
    const [cy, cm, cd] = c.isoDate.split('-').map(Number);
    return Date.UTC(cy!, cm! - 1, cd!, 0, c.minutes) - Math.floor(t / 60_000) * 60_000;
  };
  // The offsets a day either side cover both sides of a daylight-saving switch.
  const candidates = [asUtc - 86_400_000, asUtc, asUtc + 86_400_000].map((t) => asUtc - offsetAt(t));
  const shows = (t: number) => {
    const c = localClock(new Date(t), timezone);
    return c.isoDate === isoDate && c.minutes === minutes;
  };
  const exact = candidates.filter(shows);
  // Both show it in the repeated hour (take the first); neither in the skipped hour (take the later).
  return new Date(exact.length > 0 ? Math.min(...exact) : Math.max(...candidates));
}

/** 'YYYY-MM-DDTHH:mm' on the restaurant's wall clock (a datetime-local input's value) at `at`. */
export function toWallDateTime(at: Date, timezone: string = DEFAULT_TIMEZONE): string {
  const c = localClock(at, timezone);
  return `${c.isoDate}T${minutesToHhmm(c.minutes)}`;
}

/** A datetime-local value ('YYYY-MM-DDTHH:mm') read on the restaurant's wall clock; null when malformed. */
export function fromWallDateTime(value: string, timezone: string = DEFAULT_TIMEZONE): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  const minutes = m ? hhmmToMinutes(m[2]!) : null;
  if (!m || minutes === null || minutes >= MINUTES_PER_DAY) return null;
  return wallTimeToInstant(m[1]!, minutes, timezone);
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
