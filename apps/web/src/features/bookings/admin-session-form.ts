import {
  BOOKING_MESSAGES,
  type BookingSession,
  type BookingSessionDraft,
  type BookingSessionInput,
  bookingSessionError,
  type SessionTableCapacity,
} from '@rpos/domain';
import { z } from 'zod';

/** A table row of the session form; numbers stay text while typed. */
export interface SessionTableValues {
  tableNumber: string;
  guestNumber: string;
  minNumOfGuests: string;
}

/**
 * The session form (restaurant-config.md §3 "Booking session"). Numbers are kept as typed; the
 * rules and their messages are the domain's (bookingSessionError), attached to the field they name.
 */
export const SessionFormSchema = z
  .object({
    name: z.string(),
    sessionEnabled: z.boolean(),
    sessionDesription: z.string().max(500),
    guestNum: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    disableEndTime: z.boolean(),
    hideTableNo: z.boolean(),
    depositRequired: z.boolean(),
    deposit: z.string(),
    tables: z.array(
      z.object({ tableNumber: z.string(), guestNumber: z.string(), minNumOfGuests: z.string() }),
    ),
  })
  .superRefine((values, ctx) => {
    for (const issue of sessionFormIssues(values)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type SessionFormValues = z.infer<typeof SessionFormSchema>;

/** A form field a message belongs to (tables.{i}.guestNumber for a table's capacity). */
export interface SessionFormIssue {
  path: (string | number)[];
  message: string;
}

/** '' → null, otherwise the number typed (NaN when it is not one, which the rules refuse). */
const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** A table row as the rules and the server read it: an empty minimum is 0 (counts as the maximum). */
export const toTableCapacity = (t: SessionTableValues): SessionTableCapacity => ({
  tableNumber: t.tableNumber.trim(),
  guestNumber: numberOrNull(t.guestNumber) ?? Number.NaN,
  minNumOfGuests: numberOrNull(t.minNumOfGuests) ?? 0,
});

/** The draft bookingSessionError reads, from the form's values. */
export function toSessionDraft(values: SessionFormValues): BookingSessionDraft {
  return {
    name: values.name,
    guestNum: numberOrNull(values.guestNum),
    startTime: values.startTime,
    endTime: values.endTime,
    depositRequired: values.depositRequired,
    deposit: values.depositRequired ? numberOrNull(values.deposit) : null,
    tables: values.tables.map(toTableCapacity),
  };
}

// A draft every rule accepts: each field is checked by putting it alone into this draft, so every
// message comes from the domain's rule and lands on its own field.
const VALID: BookingSessionDraft = {
  name: 'ok',
  guestNum: 1,
  startTime: '00:00',
  endTime: '24:00',
  depositRequired: false,
  deposit: null,
  tables: [],
};

/** Every message of the session form with the field it belongs to (empty when it may be saved). */
export function sessionFormIssues(values: SessionFormValues): SessionFormIssue[] {
  const draft = toSessionDraft(values);
  const issues: SessionFormIssue[] = [];
  const check = (path: SessionFormIssue['path'], part: Partial<BookingSessionDraft>) => {
    const message = bookingSessionError({ ...VALID, ...part });
    if (message) issues.push({ path, message });
    return message;
  };
  check(['name'], { name: draft.name });
  check(['guestNum'], { guestNum: draft.guestNum });
  const start = check(['startTime'], { startTime: draft.startTime });
  const end = check(['endTime'], { endTime: draft.endTime });
  if (!start && !end) check(['endTime'], { startTime: draft.startTime, endTime: draft.endTime });
  check(['deposit'], { depositRequired: draft.depositRequired, deposit: draft.deposit });
  const seen = new Set<string>();
  (draft.tables ?? []).forEach((table, i) => {
    const row = (field: keyof SessionTableValues, message: string) =>
      issues.push({ path: ['tables', i, field], message });
    const minOk = Number.isInteger(table.minNumOfGuests);
    const message = minOk ? bookingSessionError({ ...VALID, tables: [table] }) : null;
    if (!minOk) row('minNumOfGuests', BOOKING_MESSAGES.sessionTableGuests);
    else if (message === BOOKING_MESSAGES.sessionTableNumber) row('tableNumber', message);
    else if (message) row('guestNumber', message);
    const key = table.tableNumber.toLowerCase();
    if (minOk && !message && seen.has(key)) row('tableNumber', BOOKING_MESSAGES.tableExists);
    seen.add(key);
  });
  // Whatever the rules still refuse (a rule added to the domain later) shows on the form as a whole.
  const whole = bookingSessionError(draft);
  if (whole && !issues.some((issue) => issue.message === whole))
    issues.push({ path: ['root'], message: whole });
  return issues;
}

/** The form's values for a session (or a new one: enabled, no deposit, no tables). */
export function sessionFormDefaults(session?: BookingSession): SessionFormValues {
  return {
    name: session?.name ?? '',
    sessionEnabled: session?.sessionEnabled ?? true,
    sessionDesription: session?.sessionDesription ?? '',
    guestNum: session ? String(session.guestNum) : '',
    startTime: session?.startTime ?? '',
    endTime: session?.endTime ?? '',
    disableEndTime: session?.disableEndTime ?? false,
    hideTableNo: session?.hideTableNo ?? false,
    depositRequired: session?.depositRequired ?? false,
    deposit: session?.deposit === null || session?.deposit === undefined ? '' : String(session.deposit),
    tables: (session?.tables ?? []).map((t) => ({
      tableNumber: t.tableNumber,
      guestNumber: String(t.guestNumber),
      minNumOfGuests: String(t.minNumOfGuests),
    })),
  };
}

/** The POST/PUT /bookingSession body of valid form values (sessionId when editing). */
export function toSessionInput(values: SessionFormValues, sessionId?: string): BookingSessionInput {
  const draft = toSessionDraft(values);
  return {
    ...(sessionId ? { sessionId } : {}),
    name: values.name.trim(),
    sessionEnabled: values.sessionEnabled,
    sessionDesription: values.sessionDesription.trim() || null,
    guestNum: draft.guestNum,
    startTime: values.startTime,
    endTime: values.endTime,
    disableEndTime: values.disableEndTime,
    hideTableNo: values.hideTableNo,
    depositRequired: values.depositRequired,
    deposit: draft.deposit,
    tables: (draft.tables ?? []).map((t) => ({ ...t })),
  };
}
