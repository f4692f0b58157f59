import {
  OB_PAYMENTS,
  OB_PAYMENTS_DESCRIPTION,
  PAYMENT_TYPE_DESCRIPTION_MAX,
  PAYMENT_TYPE_MESSAGES,
  PAYMENT_TYPE_NAME_MAX,
  PAYMENT_TYPE_SORT_DEFAULT,
  PAYMENT_TYPE_SORT_MAX,
  PAYMENT_TYPES_MAX,
  PAYMENT_TYPES_OFFERED,
  type PaymentTypeInput,
  type PosPaymentType,
  SURCHARGE_RATE_MAX,
} from './payment-types.contract';

const M = PAYMENT_TYPE_MESSAGES;

/** A payment type after the rules: trimmed, canonical name, numbers, the OBPayments rule applied. */
export interface PaymentTypeValue {
  paymentTypeId?: string;
  paymentType: string;
  /** Percent with at most two decimals. */
  surchargeRate: number;
  enabled: boolean;
  sort: number;
  description: string;
}

export type PaymentTypeCheck<T> = { ok: true; value: T } | { ok: false; message: string };

const key = (name: string) => name.trim().toLowerCase();

/** An offered type's own spelling for any casing of it ('cash' is CASH); a custom name as typed. */
export function canonicalPaymentTypeName(name: string): string {
  const trimmed = name.trim();
  return PAYMENT_TYPES_OFFERED.find((t) => key(t) === key(trimmed)) ?? trimmed;
}

export function isObPayments(name: string | null | undefined): boolean {
  return key(name ?? '') === key(OB_PAYMENTS);
}

/** §5: choosing OBPayments sets the rate to 0 and the description to 'OB Payments'. */
export function applyObPaymentsRule<
  T extends { paymentType: string; surchargeRate: number; description: string },
>(v: T): T {
  return isObPayments(v.paymentType) ? { ...v, surchargeRate: 0, description: OB_PAYMENTS_DESCRIPTION } : v;
}

function blank(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}

/** The surcharge rate as a percent rounded to two decimals (basis points), or null when not 0 to 100. */
export function parseSurchargeRate(v: number | string | null | undefined): number | null {
  if (blank(v)) return 0;
  const n = typeof v === 'number' ? v : Number(String(v).trim());
  if (!Number.isFinite(n) || n < 0 || n > SURCHARGE_RATE_MAX) return null;
  return surchargeRateFromBasisPoints(surchargeRateToBasisPoints(n));
}

/** The sort as a whole number 0 to 9999 (99 when empty), or null. */
export function parseSort(v: number | string | null | undefined): number | null {
  if (blank(v)) return PAYMENT_TYPE_SORT_DEFAULT;
  const n = typeof v === 'number' ? v : Number(String(v).trim());
  return Number.isInteger(n) && n >= 0 && n <= PAYMENT_TYPE_SORT_MAX ? n : null;
}

/** A percent (1.5) as whole basis points (150): how the rate is stored. */
export function surchargeRateToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}
export function surchargeRateFromBasisPoints(bp: number): number {
  return bp / 100;
}

export type PaymentTypeField = 'paymentType' | 'surchargeRate' | 'sort' | 'description';

/** Every field's first failing §5 rule at once (a form shows each under its field). */
export function paymentTypeIssues(input: PaymentTypeInput): Partial<Record<PaymentTypeField, string>> {
  const issues: Partial<Record<PaymentTypeField, string>> = {};
  const name = canonicalPaymentTypeName(input.paymentType ?? '');
  if (name === '') issues.paymentType = M.required;
  else if (name.length > PAYMENT_TYPE_NAME_MAX) issues.paymentType = M.nameTooLong;
  const ob = isObPayments(name);
  if (!ob && parseSurchargeRate(input.surchargeRate) === null) issues.surchargeRate = M.surchargeRate;
  if (parseSort(input.sort) === null) issues.sort = M.sort;
  if (!ob && (input.description ?? '').trim().length > PAYMENT_TYPE_DESCRIPTION_MAX)
    issues.description = M.descriptionTooLong;
  return issues;
}

const FIELD_ORDER: readonly PaymentTypeField[] = ['paymentType', 'surchargeRate', 'sort', 'description'];

/** One payment type through the §5 rules: the first failing rule's text, or the value to save. */
export function checkPaymentType(input: PaymentTypeInput): PaymentTypeCheck<PaymentTypeValue> {
  const issues = paymentTypeIssues(input);
  const first = FIELD_ORDER.find((f) => issues[f]);
  if (first) return { ok: false, message: issues[first]! };
  const value: PaymentTypeValue = applyObPaymentsRule({
    paymentType: canonicalPaymentTypeName(input.paymentType ?? ''),
    surchargeRate: parseSurchargeRate(input.surchargeRate) ?? 0,
    enabled: input.enabled ?? true,
    sort: parseSort(input.sort) ?? PAYMENT_TYPE_SORT_DEFAULT,
    description: (input.description ?? '').trim(),
  });
  return { ok: true, value: input.paymentTypeId ? { paymentTypeId: input.paymentTypeId, ...value } : value };
}

/** Whether `name` is already among `list` (compared case-insensitively), leaving out the one with `exceptId`. */
export function paymentTypeExists(
  list: readonly { paymentType: string; paymentTypeId?: string }[],
  name: string,
  exceptId?: string,
): boolean {
  const k = key(canonicalPaymentTypeName(name));
  return list.some(
    (t) => key(t.paymentType) === k && (exceptId === undefined || t.paymentTypeId !== exceptId),
  );
}

/** A whole list through the rules: every item's rules, then no name twice (case-insensitively). */
export function checkPaymentTypes(inputs: readonly PaymentTypeInput[]): PaymentTypeCheck<PaymentTypeValue[]> {
  if (inputs.length > PAYMENT_TYPES_MAX) return { ok: false, message: M.tooMany };
  const values: PaymentTypeValue[] = [];
  for (const input of inputs) {
    const checked = checkPaymentType(input);
    if (!checked.ok) return checked;
    if (paymentTypeExists(values, checked.value.paymentType)) return { ok: false, message: M.duplicate };
    values.push(checked.value);
  }
  return { ok: true, value: values };
}

/** Ascending by sort (§4, §7); equal sorts by name, so the order never depends on storage. */
export function sortPaymentTypes<T extends { sort: number; paymentType: string }>(list: readonly T[]): T[] {
  return [...list].sort(
    (a, b) => a.sort - b.sort || a.paymentType.localeCompare(b.paymentType, 'en', { sensitivity: 'base' }),
  );
}

/** The types the POS offers at checkout (§4, §9): the enabled ones, ascending by sort. */
export function checkoutPaymentTypes<T extends Pick<PosPaymentType, 'enabled' | 'sort' | 'paymentType'>>(
  list: readonly T[],
): T[] {
  return sortPaymentTypes(list.filter((t) => t.enabled));
}
