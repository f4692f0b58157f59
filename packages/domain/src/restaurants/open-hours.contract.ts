import { z } from 'zod';
import { dmyToIso, hhmmToMinutes, type Weekday } from './local-time';

/**
 * Open hours of the staff screens (restaurant-config.md §3 "Open hours", §5, §7): ranges per set of
 * weekdays with HH:mm times, and closed dates DD/MM/YYYY. The staff calls speak day names (§3); the
 * diner contract keeps ISO numbers (Monday 1 ... Sunday 7), and the staff write accepts both
 * (decision 105).
 */

export const OPEN_HOURS_MESSAGES = {
  closeAfterOpen: 'The close time must be after the open time.',
  weekdays: 'Please choose at least one weekday.',
  time: 'Time must be HH:mm',
  date: 'Date must be DD/MM/YYYY',
  notThisRestaurant: 'You can only change the open hours of your own restaurant.',
} as const;

/** Day names in ISO order: 'Monday' ... 'Sunday'. */
export const DAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const DayName = z.enum(DAY_NAMES);
export type DayName = z.infer<typeof DayName>;

export const dayNameOf = (weekday: number): DayName => DAY_NAMES[weekday - 1] ?? 'Monday';
export const weekdayOf = (name: DayName): Weekday => (DAY_NAMES.indexOf(name) + 1) as Weekday;

/** A weekday as a staff client sends it: a day name ('Monday') or its ISO number; read as the number. */
export const StaffWeekday = z
  .union([DayName, z.number().int().min(1).max(7)])
  .transform((d): Weekday => (typeof d === 'number' ? (d as Weekday) : weekdayOf(d)));

/** Distinct weekdays in ISO order. */
export function sortedWeekdays(days: readonly number[]): Weekday[] {
  return [...new Set(days)].sort((a, b) => a - b) as Weekday[];
}

/** A real calendar date written DD/MM/YYYY (31/02/2026 is not). */
export function isValidDmy(value: string): boolean {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!m) return false;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export const CalendarDmy = z.string().refine(isValidDmy, OPEN_HOURS_MESSAGES.date);

/**
 * The rule behind the Add button (§5): both times HH:mm and the close after the open, on the same
 * day (a range never crosses midnight; 24:00 closes at midnight).
 */
export function isCloseAfterOpen(openStart: string, openEnd: string): boolean {
  const start = hhmmToMinutes(openStart);
  const end = hhmmToMinutes(openEnd);
  return start !== null && end !== null && end > start;
}

/** A closed date added to a list: a duplicate is ignored (§5); the list stays in date order. */
export function addCloseDay(list: readonly string[], dmy: string): string[] {
  if (list.includes(dmy)) return [...list];
  return [...list, dmy].sort((a, b) => dmyToIso(a).localeCompare(dmyToIso(b)));
}

const Time = z.string().refine((v) => hhmmToMinutes(v) !== null, OPEN_HOURS_MESSAGES.time);

/** One range as PUT /restaurantOpenHours sends it; id optional for a new range. */
export const OpenHoursItemInput = z
  .object({
    id: z.string().max(100).optional(),
    weekdays: z.array(StaffWeekday).min(1, OPEN_HOURS_MESSAGES.weekdays).max(7),
    openStart: Time,
    openEnd: Time,
  })
  .refine((r) => isCloseAfterOpen(r.openStart, r.openEnd), {
    message: OPEN_HOURS_MESSAGES.closeAfterOpen,
    path: ['openEnd'],
  });
export type OpenHoursItemInput = z.input<typeof OpenHoursItemInput>;

export const OpenHoursParams = z.object({ urlIdentifier: z.string().trim().min(1).max(100) });

/** PUT /restaurantOpenHours/{urlIdentifier}: the ranges and closed dates, replaced whole. */
export const UpdateOpenHoursRequest = z.object({
  openHours: z.object({
    openHoursItems: z.array(OpenHoursItemInput).max(100),
    /** DD/MM/YYYY; a date listed twice is kept once. */
    closeDaysItems: z.array(CalendarDmy).max(1000),
  }),
});
export type UpdateOpenHoursRequest = z.input<typeof UpdateOpenHoursRequest>;

/** One saved range as the staff screens read it. */
export const StaffOpenHoursItem = z.object({
  id: z.string(),
  weekdays: z.array(DayName),
  openStart: z.string(),
  openEnd: z.string(),
});
export type StaffOpenHoursItem = z.infer<typeof StaffOpenHoursItem>;

/**
 * GET /restaurantOpenHours (ours, decision 105) and the answer of the PUT: the acting restaurant's
 * hours, with what the screen needs to save them back (urlIdentifier) and read them (timezone).
 */
export const StaffOpenHoursResponse = z.object({
  urlIdentifier: z.string(),
  timezone: z.string(),
  openHours: z.object({
    openHoursItems: z.array(StaffOpenHoursItem),
    closeDaysItems: z.array(z.string()),
  }),
});
export type StaffOpenHoursResponse = z.infer<typeof StaffOpenHoursResponse>;
