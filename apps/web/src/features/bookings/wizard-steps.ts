import {
  BOOKING_MESSAGES,
  bookingDraftError,
  type DinerBookingSession,
  PARTY_SIZE_MAX,
  PARTY_SIZE_MIN,
  tablesFitParty,
} from '@rpos/domain';
import type { BookingMessageKey } from './booking-texts';
import { earliestBookingDate, isIsoDate, sessionHasStarted } from './wizard-dates';
import type { WizardDraft } from './wizard-state';

export interface StepContext {
  now: Date;
  timezone: string;
  /** The chosen session as last loaded, if it is still offered. */
  session: DinerBookingSession | undefined;
}

const KEY_OF = new Map<string, BookingMessageKey>(
  (Object.entries(BOOKING_MESSAGES) as [BookingMessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The message key of a domain booking message (bookingDraftError answers the text). */
const keyOf = (text: string): BookingMessageKey => KEY_OF.get(text) ?? 'noTable';

export const validPartySize = (size: number | null): size is number =>
  size !== null && Number.isInteger(size) && size >= PARTY_SIZE_MIN && size <= PARTY_SIZE_MAX;

/** Step Time: party size 1-20, a date from yesterday on, a time slot, and a start still to come. */
export function timeStepError(draft: WizardDraft, ctx: StepContext): BookingMessageKey | null {
  if (!validPartySize(draft.partySize)) return 'partySize';
  if (!isIsoDate(draft.dateStr) || draft.dateStr < earliestBookingDate(ctx.now, ctx.timezone))
    return 'futureDate';
  if (!draft.sessionId || !ctx.session) return 'timeSlot';
  if (sessionHasStarted(draft.dateStr, ctx.session.startTime, ctx.now, ctx.timezone)) return 'futureTime';
  return null;
}

/** The session's tables that the diner has ticked. */
export const chosenTables = (draft: WizardDraft, session: DinerBookingSession | undefined) =>
  (session?.tables ?? []).filter((t) => draft.tables.includes(t.tableNumber));

/** Step Table: at least one table, and the party between the summed minimums and maximums. */
export function tableStepError(draft: WizardDraft, ctx: StepContext): BookingMessageKey | null {
  const picked = chosenTables(draft, ctx.session);
  if (picked.length === 0) return 'table';
  if (!tablesFitParty(picked, draft.partySize ?? 0)) return 'capacity';
  return null;
}

const asDomainDraft = (draft: WizardDraft, agreeTerms: boolean | null) => ({
  partySize: draft.partySize,
  bookDateStr: draft.dateStr,
  sessionId: draft.sessionId,
  tables: draft.tables.map((tableNumber) => ({ tableNumber })),
  name: draft.name,
  email: draft.email,
  mobilePhone: draft.mobilePhone,
  agreeTerms,
});

/** Step Contact: name (letters and spaces), email, mobile phone; the domain's rules in its order. */
export function contactStepError(draft: WizardDraft, ctx: StepContext): BookingMessageKey | null {
  const text = bookingDraftError(asDomainDraft(draft, null), earliestBookingDate(ctx.now, ctx.timezone));
  return text === null ? null : keyOf(text);
}

/** Review: the terms box first, then every rule again (a slot may have begun meanwhile). */
export function reviewStepError(draft: WizardDraft, ctx: StepContext): BookingMessageKey | null {
  if (!draft.agreeTerms) return 'terms';
  return timeStepError(draft, ctx) ?? tableStepError(draft, ctx) ?? contactStepError(draft, ctx);
}

const STEP_RULES = [timeStepError, tableStepError, contactStepError, reviewStepError];

/** The first message that stops the diner leaving `step` forwards, or null. */
export const stepError = (step: number, draft: WizardDraft, ctx: StepContext): BookingMessageKey | null =>
  STEP_RULES[step]?.(draft, ctx) ?? null;
