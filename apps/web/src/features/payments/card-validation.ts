import { isExpiryValid, isLuhnValid, PAYMENT_MESSAGES } from '@rpos/domain';

export interface CardFields {
  holderName: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type CardFieldErrors = Partial<Record<keyof CardFields, string>>;

/**
 * The simulated drop-in's checks (as a card widget's isValid): a holder name, a Luhn-valid number,
 * an expiry not past, a 3-4 digit CVC. No billing address is asked for (diner.md §5).
 */
export function cardFieldErrors(fields: CardFields, now: Date = new Date()): CardFieldErrors {
  const errors: CardFieldErrors = {};
  if (!fields.holderName.trim()) errors.holderName = PAYMENT_MESSAGES.holderNameRequired;
  if (!isLuhnValid(fields.number)) errors.number = PAYMENT_MESSAGES.cardNumberInvalid;
  if (!isExpiryValid(fields.expiry, now)) errors.expiry = PAYMENT_MESSAGES.expiryInvalid;
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) errors.cvc = PAYMENT_MESSAGES.cvcInvalid;
  return errors;
}

export const isCardValid = (fields: CardFields, now?: Date): boolean =>
  Object.keys(cardFieldErrors(fields, now)).length === 0;

/** Typing help: digits in groups of 4 (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Typing help: MM/YY from digits ('1', '12' → '12/', '1230' → '12/30'). */
export function formatExpiry(value: string, previous = ''): string {
  const digits = value.replace(/\D/g, '').slice(0, 6);
  if (digits.length <= 2) {
    // Deleting the slash deletes it, not the month.
    return digits.length === 2 && !previous.endsWith('/') ? `${digits}/` : digits;
  }
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
