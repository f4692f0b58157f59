import { isValidTimeZone, URL_IDENTIFIER_PATTERN } from './my-restaurant.contract';

/** Texts of the restaurant and group forms (back-office.md §5, §8) and ours where the spec gives none. */
export const MERCHANT_MESSAGES = {
  nameRequired: 'Restaurant name is required',
  nameTooShort: 'Restaurant name must be at least 3 characters long',
  identifierFormat: 'The restaurant Id cannot include a space, %, &, -, _ and ?',
  identifierRequired: 'The restaurant Id is required', // ours
  identifierTaken: 'This restaurant Id is already taken', // ours
  identifierFixed: 'The restaurant Id cannot be changed once set', // ours
  taxInteger: 'Tax percentage must be an integer',
  taxRange: 'Tax percentage must be between 0 and 100',
  surchargeRate: 'The surcharge rate must be a number between 0 and 100 with at most 3 decimals', // ours
  timezoneRequired: 'Please choose a valid timezone', // ours (as on My Restaurant)
  moneyInvalid: 'Please enter an amount in dollars and cents', // ours
  groupNotFound: 'The restaurant group does not exist', // ours
  saveFailed: 'Something went wrong! Please try again',
  postingFailed: 'Error in posting the data',
  wrongImageFormat: 'Wrong Image Format || Supported Format are PNG and JPG',
  notConnected: 'The restaurant is not connected to Uber Eats', // ours
  consentExpired: 'This authorisation link has expired. Please start again from the restaurant page.', // ours
} as const;
const M = MERCHANT_MESSAGES;

/** back-office.md §9: defaults of a new restaurant (money in cents). */
export const MERCHANT_DEFAULTS = {
  taxPercentage: 10,
  serviceMonthlyPrice: 4995,
  applicationFee: 0,
  timezone: 'Australia/Sydney',
  currencySymbol: '$',
} as const;

/** back-office.md §9, spellings kept. */
export const RESTAURANT_TYPES = [
  'Bakery',
  'Beverages',
  'BreakfastAndBrunch',
  'BubbleTea',
  'Buffet',
  'Cafe',
  'CasualDining',
  'Coffee',
  'FamilyStyle',
  'FastFood',
  'FineDining',
  'FishChips',
  'Halal',
  'IceCreamAndFrozenYoghurt',
  'JuiceAndSmoothies',
  'Seafood',
  'Steakhouse',
  'Vegetarian',
] as const;

export const RESTAURANT_CATEGORIES = [
  'Arabian',
  'Australian',
  'Chinese',
  'Indian',
  'Italian',
  'Japanese',
  'Korean',
  'Lebanese',
  'Malaysian',
  'Mediterranean',
  'Mexican',
  'Persian',
  'Portuguese',
  'Thai',
  'Turish',
  'Vietnamese',
] as const;

export const MERCHANT_TYPES = [
  'Auto Repair',
  'Medical Aesthetics',
  'Whole Sale Platform',
  'Gaming Platform',
  'Clothing Retail',
  'Real Estate',
  'Supermarket',
  'Salon',
  'Restaurant',
  'Retail',
  'KTV',
  'Bar',
  'Bakery',
  'Grocery',
  'Cafe',
  'Club',
  'UsedMerchandise',
  'Other',
] as const;

/** The error of a restaurant name, or null (§5: required, at least 3 characters). */
export function merchantNameError(name: string): string | null {
  const v = name.trim();
  if (v === '') return M.nameRequired;
  if (v.length < 3) return M.nameTooShort;
  return null;
}

/** The error of an identifier, or null (§5: letters and digits only; the group form's & ? % - _ too). */
export function merchantIdentifierError(identifier: string): string | null {
  if (identifier === '') return M.identifierRequired;
  return URL_IDENTIFIER_PATTERN.test(identifier) ? null : M.identifierFormat;
}

/** The error of a tax percentage as typed, or null (§5: an integer between 0 and 100). */
export function taxPercentageError(value: string | number): string | null {
  const text = String(value).trim();
  if (text === '' || !/^-?\d+(\.\d+)?$/.test(text)) return M.taxInteger;
  const n = Number(text);
  if (!Number.isInteger(n)) return M.taxInteger;
  if (n < 0 || n > 100) return M.taxRange;
  return null;
}

/** Whether a surcharge rate has at most 3 decimals and lies in 0..100 (§5). */
export function isSurchargeRate(value: string | number): boolean {
  const text = String(value).trim();
  if (!/^\d{1,3}(\.\d{1,3})?$/.test(text)) return false;
  return Number(text) <= 100;
}

/** The error of a surcharge rate as typed ('' is none), or null. */
export function surchargeRateError(value: string): string | null {
  return value.trim() === '' || isSurchargeRate(value) ? null : M.surchargeRate;
}

/** A rate with at most 3 decimals as thousandths of a percent (1.5 → 1500), how it is stored. */
export const rateToMilli = (rate: number): number => Math.round(rate * 1000);
export const milliToRate = (milli: number): number => milli / 1000;

/** Dollars as typed ('49.95') to cents, or null when not an amount. */
export function dollarsToCents(text: string): number | null {
  const v = text.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(v)) return null;
  return Math.round(Number(v) * 100);
}

/** §5: save is disabled without name, identifier or timezone. */
export function canSaveMerchant(v: { name: string; urlIdentifier: string; timezone: string }): boolean {
  return v.name.trim() !== '' && v.urlIdentifier.trim() !== '' && v.timezone.trim() !== '';
}

/** The timezone's error, or null. */
export const merchantTimezoneError = (zone: string): string | null =>
  isValidTimeZone(zone) ? null : M.timezoneRequired;

/**
 * The online payment column of the restaurant list (§2.11): "Stripe-{account}" with a card
 * provider account, "Till" when the till takes the cards, else "None".
 */
export function onlinePaymentLabel(r: {
  stripeAccountId: string | null;
  isTillPaymentEnabled: boolean;
}): string {
  if (r.stripeAccountId) return `Stripe-${r.stripeAccountId}`;
  if (r.isTillPaymentEnabled) return 'Till';
  return 'None';
}
