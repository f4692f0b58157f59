import { z } from 'zod';

/**
 * Timesheets (back-office.md §2.12, §3 "Timesheet record", §4, §5, §7; decisions 0239–0242): the
 * staff's checkins and checkouts (from the POS's clock or added at /timesheet/add), paired into shifts.
 */

export const TIMESHEET_TYPES = ['checkin', 'checkout'] as const;
export type TimesheetType = (typeof TIMESHEET_TYPES)[number];

export const TIMESHEET_REMARKS_MAX = 100;
/** The query's range: the gap between the two days must be under this many days (§5, §9). */
export const TIMESHEET_MAX_GAP_DAYS = 28;
/** Rows a page of /timesheets (§9). */
export const TIMESHEET_PAGE_SIZES = [20, 50, 100] as const;
export const TIMESHEET_PAGE_SIZE = 20;
/** A day as the timesheet calls send it: DD-MM-YY on the restaurant's clock (§7, §9). */
export const TIMESHEET_DATE_PATTERN = /^\d{2}-\d{2}-\d{2}$/;

/** §5 and §8 texts (quoted), and ours where marked. */
export const TIMESHEET_MESSAGES = {
  startAfterEnd: 'Start date must be less than end date',
  future: 'Start date and end date must be less than today',
  gapTooLong: 'Start date and end date gap must be less than 28 days',
  selectRange: 'Please select a date range',
  endBeforeStart: 'End date must be greater than start date',
  staffNotFound: 'Staff not found, please refresh the page.',
  selectOne: 'Please select one timesheet to delete',
  saved: 'Timesheet updated successfully',
  typeRequired: 'Please choose checkin or checkout', // ours
  timeRequired: 'Please choose a time', // ours
  timeInFuture: 'The time cannot be in the future', // ours
  remarksTooLong: `Remarks can be at most ${TIMESHEET_REMARKS_MAX} characters`, // ours
  notFound: 'This timesheet was not found. Please refresh the page.', // ours
  dayMismatch: 'This timesheet is not on that day. Please refresh the page.', // ours
} as const;

/** GET /timesheets?startDateStr&endDateStr (DD-MM-YY). Loose: the range rule answers the §5 texts. */
export const TimesheetsQuery = z.object({
  startDateStr: z.string().trim().max(20).optional(),
  endDateStr: z.string().trim().max(20).optional(),
});
export type TimesheetsQuery = z.infer<typeof TimesheetsQuery>;

/**
 * One record (§3): the spec's fields. recordTime is in seconds; hours, checkinTime and checkoutTime
 * are set on the record that closes a shift (its checkout, or a legacy record's even position).
 */
export const TimesheetRecord = z.object({
  id: z.string(),
  staffId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  staffNumber: z.string(),
  /** null: a legacy record (§4: positions alternate checkin, checkout). */
  type: z.enum(TIMESHEET_TYPES).nullable(),
  recordTime: z.number().int(),
  createdAt: z.string(),
  hours: z.number().nullable(),
  checkinTime: z.string().nullable(),
  checkoutTime: z.string().nullable(),
  /** 2 for typed records, 1 for legacy ones. */
  timesheetVersion: z.number().int(),
  remarks: z.string(),
  /** HH:mm:ss and DD/MM/YYYY on the restaurant's clock, and in UTC. */
  clockTime: z.string(),
  clockDate: z.string(),
  clockTimeUTC: z.string(),
  clockDateUTC: z.string(),
  timezone: z.string(),
  /** '+10:00' at recordTime. */
  utcOffset: z.string(),
  hasTimezoneData: z.boolean(),
});
export type TimesheetRecord = z.infer<typeof TimesheetRecord>;

/** One row of the /timesheets table and its CSV: a shift, or a record left without its pair. */
export const TimesheetShift = z.object({
  /** The checkout's id when there is one, else the lone record's: what PUT /timesheet/{id} takes. */
  id: z.string(),
  staffId: z.string(),
  name: z.string(),
  staffNumber: z.string(),
  checkinId: z.string().nullable(),
  checkoutId: z.string().nullable(),
  /** ISO. */
  checkinTime: z.string().nullable(),
  checkoutTime: z.string().nullable(),
  /** To 2 decimals; null without both ends. */
  hours: z.number().nullable(),
  remarks: z.string(),
  /** The restaurant day of the row (its first record), DD-MM-YY: PUT /timesheet/{id}'s dateStr. */
  dateStr: z.string(),
});
export type TimesheetShift = z.infer<typeof TimesheetShift>;

export const TimesheetsResponse = z.object({
  timesheets: z.array(TimesheetRecord),
  shifts: z.array(TimesheetShift),
});
export type TimesheetsResponse = z.infer<typeof TimesheetsResponse>;

/**
 * POST /timesheet (decision 0240): a record added by a manager. time is the restaurant's wall clock
 * ('YYYY-MM-DDTHH:mm', a datetime-local value).
 */
export const CreateTimesheetRequest = z.object({
  staffId: z
    .string({ error: TIMESHEET_MESSAGES.staffNotFound })
    .trim()
    .min(1, TIMESHEET_MESSAGES.staffNotFound)
    .max(100),
  type: z.enum(TIMESHEET_TYPES, { error: TIMESHEET_MESSAGES.typeRequired }),
  time: z
    .string({ error: TIMESHEET_MESSAGES.timeRequired })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, TIMESHEET_MESSAGES.timeRequired),
  remarks: z.string().trim().max(TIMESHEET_REMARKS_MAX, TIMESHEET_MESSAGES.remarksTooLong).default(''),
});
export type CreateTimesheetRequest = z.input<typeof CreateTimesheetRequest>;

export const TimesheetSavedResponse = z.object({ message: z.string(), timesheet: TimesheetRecord });
export type TimesheetSavedResponse = z.infer<typeof TimesheetSavedResponse>;

/**
 * PUT /timesheet/{id} {dateStr} (decision 0241): the delete icon's call. Removes the row — the record
 * and the record the pairing rule paired it with — and answers how many records went.
 */
export const DeleteTimesheetRequest = z.object({ dateStr: z.string().trim().max(20) });
export type DeleteTimesheetRequest = z.infer<typeof DeleteTimesheetRequest>;
export const DeleteTimesheetResponse = z.object({ message: z.string(), removed: z.number().int() });
export type DeleteTimesheetResponse = z.infer<typeof DeleteTimesheetResponse>;

export const TimesheetIdParams = z.object({ id: z.string().trim().min(1).max(100) });

/** The CSV (§2.12): Name, Checkin, Checkout, Hours. */
export const TIMESHEETS_CSV_COLUMNS = ['Name', 'Checkin', 'Checkout', 'Hours'] as const;
