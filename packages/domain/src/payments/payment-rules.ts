/**
 * Pure payment rules (diner.md §5 "Payment submit", §9): minor units, card-number checks, the
 * refundable amount and the order in which a payment's statuses may follow one another.
 */

/** Total in dollars (e.g. 23.6) → minor units (2360): total × 100, rounded to an integer. */
export function toMinorUnits(total: number): number {
  if (!Number.isFinite(total)) throw new RangeError('toMinorUnits: not a finite amount');
  // Round to 2 decimals first so that 0.29 * 100 = 28.999999999999996 gives 29, not 28.
  return Math.round(Number((total * 100).toFixed(4)));
}

/** Minor units (2360) → dollars (23.6), for payloads that carry totals in dollars. */
export const fromMinorUnits = (cents: number): number => cents / 100;

/** The card number with spaces and dashes removed. */
export const normaliseCardNumber = (value: string): string => value.replace(/[\s-]/g, '');

/** True when the digits pass the Luhn check (13 to 19 digits, as payment cards are). */
export function isLuhnValid(value: string): boolean {
  const digits = normaliseCardNumber(value);
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The last 4 digits of a card number: the only part of it ever stored or shown. */
export function cardLast4(value: string): string {
  const digits = normaliseCardNumber(value).replace(/\D/g, '');
  return digits.slice(-4);
}

/** The card brand from the number's prefix (enough for display; 'card' when unknown). */
export function cardBrand(value: string): 'visa' | 'mc' | 'amex' | 'card' {
  const d = normaliseCardNumber(value);
  if (/^4/.test(d)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(d)) return 'mc';
  if (/^3[47]/.test(d)) return 'amex';
  return 'card';
}

/**
 * Every Luhn-valid run of 13 to 19 digits in a text (digits may be separated by single spaces or
 * dashes), standing alone: not part of a longer number nor the decimals of one, nor of a word, a hex
 * hash or a UUID (whose all-digit groups follow a dash). What a full card number looks like; used to
 * prove none is stored or logged.
 */
export function findCardNumbers(text: string): string[] {
  const runs = text.match(/(?<![\w.-])\d(?:[ -]?\d){12,18}(?!\w|[ -]\d|\.\d)/g) ?? [];
  return runs.map(normaliseCardNumber).filter(isLuhnValid);
}

/** A card expiry 'MM/YY' or 'MM/YYYY' → { month, year } (4-digit year); null when malformed. */
export function parseCardExpiry(value: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** True when a card with this expiry can still be used in the given month (end of month inclusive). */
export function isExpiryValid(value: string, now: Date): boolean {
  const e = parseCardExpiry(value);
  if (!e) return false;
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  return e.year > y || (e.year === y && e.month >= m);
}

/** What may still be refunded of a payment: captured minus refunded (and reserved), never below 0. */
export function refundableAmount(p: { captured: number; refunded: number }): number {
  return Math.max(0, p.captured - p.refunded);
}

/** True when a refund of `amount` cents is allowed: a positive integer no more than refundableAmount. */
export function isRefundAllowed(amount: number, p: { captured: number; refunded: number }): boolean {
  return Number.isInteger(amount) && amount > 0 && amount <= refundableAmount(p);
}

/**
 * A payment attempt's statuses. created: started, nothing submitted yet; pending: submitted, the
 * provider has not decided; requiresAction: the shopper must act (3-D Secure, a redirect, a wallet);
 * authorised: the money is the merchant's (captured unless a pre-authorisation); refused, cancelled,
 * error: it did not succeed.
 */
export const PAYMENT_ATTEMPT_STATUSES = [
  'created',
  'pending',
  'requiresAction',
  'authorised',
  'refused',
  'cancelled',
  'error',
] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/**
 * The rank of a status: a payment only ever moves to a higher rank, so events applied in any order
 * (or twice) end in the same state. created < pending = requiresAction < error < refused = cancelled
 * < authorised: a late 'pending' never undoes 'authorised', and a provider that has once authorised
 * a payment is believed over a failure report for the same payment.
 */
export const PAYMENT_STATUS_RANK: Record<PaymentAttemptStatus, number> = {
  created: 0,
  pending: 1,
  requiresAction: 1,
  error: 2,
  refused: 3,
  cancelled: 3,
  authorised: 4,
};

/** The status a payment ends in when `next` is reported while it is `current` (monotonic). */
export function nextPaymentStatus(
  current: PaymentAttemptStatus,
  next: PaymentAttemptStatus,
): PaymentAttemptStatus {
  const a = PAYMENT_STATUS_RANK[current];
  const b = PAYMENT_STATUS_RANK[next];
  if (b > a) return next;
  // Equal ranks: the first decision stays (pending → requiresAction is the one forward step allowed).
  if (b === a && current === 'pending' && next === 'requiresAction') return next;
  return current;
}

/** True for statuses after which nothing more happens to an attempt except refunds. */
export const isFinalPaymentStatus = (s: PaymentAttemptStatus): boolean => PAYMENT_STATUS_RANK[s] >= 3;
