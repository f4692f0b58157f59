import { isValidMobile, QUEUE_GUESTS_MAX, QUEUE_MESSAGES } from '@rpos/domain';

/** The queue form's fields as typed (strings, as the inputs hold them). */
export interface QueueFormValues {
  name: string;
  guestNum: string;
  phoneNumber: string;
}

export type QueueFormField = keyof QueueFormValues;

/**
 * Each field's message (diner.md §5 "Queue"): the same rules as the domain's queueEntryError, which
 * the server applies, told per field so the form can mark every wrong field at once.
 */
export const queueFieldError: Record<QueueFormField, (value: string) => string | null> = {
  name: (value) => (value.trim() ? null : QUEUE_MESSAGES.name),
  guestNum: (value) => {
    const text = value.trim();
    const guests = Number(text);
    return /^\d+$/.test(text) && guests >= 1 && guests <= QUEUE_GUESTS_MAX ? null : QUEUE_MESSAGES.guests;
  },
  phoneNumber: (value) => (isValidMobile(value) ? null : QUEUE_MESSAGES.mobile),
};

/** Every field's message; empty when the form may be sent. */
export function queueFormErrors(values: QueueFormValues): Partial<Record<QueueFormField, string>> {
  const errors: Partial<Record<QueueFormField, string>> = {};
  for (const field of Object.keys(queueFieldError) as QueueFormField[]) {
    const message = queueFieldError[field](values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}
