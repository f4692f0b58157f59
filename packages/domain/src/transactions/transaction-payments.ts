import { checkTip } from './tips';
import { TRANSACTION_MESSAGES as M, MAX_SPLIT_PARTS } from './transaction.contract';
import { percentOfCents } from './transaction-totals';

/**
 * Paying a bill (decision 0130): splits, cash change, the payment type's surcharge, and what one
 * payment does to the balance. Money in integer cents.
 */

export type Refusable<T> = ({ ok: true } & T) | { ok: false; message: string };

const isCents = (v: number) => Number.isSafeInteger(v);

/** The balance in n parts that sum to it exactly: the odd cents go one each to the first parts. */
export function splitEvenly(balance: number, n: number): Refusable<{ parts: number[] }> {
  if (!Number.isInteger(n) || n < 1 || n > MAX_SPLIT_PARTS) return { ok: false, message: M.partsInvalid };
  if (!isCents(balance) || balance <= 0) return { ok: false, message: M.nothingToPay };
  const base = Math.floor(balance / n);
  const extra = balance - base * n;
  return { ok: true, parts: Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0)) };
}

/**
 * The balance split by the amounts typed for some parts: what they leave becomes one more part, so
 * the parts always sum to the balance. Refused when a part is not above 0 or they pass the balance.
 */
export function splitByAmount(balance: number, amounts: readonly number[]): Refusable<{ parts: number[] }> {
  if (!isCents(balance) || balance <= 0) return { ok: false, message: M.nothingToPay };
  if (amounts.length === 0 || amounts.length > MAX_SPLIT_PARTS) return { ok: false, message: M.partsInvalid };
  if (amounts.some((a) => !isCents(a) || a <= 0)) return { ok: false, message: M.partAmountInvalid };
  const sum = amounts.reduce((s, a) => s + a, 0);
  if (sum > balance) return { ok: false, message: M.partsTooMuch };
  const parts = sum < balance ? [...amounts, balance - sum] : [...amounts];
  if (parts.length > MAX_SPLIT_PARTS) return { ok: false, message: M.partsInvalid };
  return { ok: true, parts };
}

/** The change due when cash settles `due`: refused when the cash tendered is less. */
export function cashChange(due: number, tendered: number): Refusable<{ change: number }> {
  if (!isCents(due) || due <= 0) return { ok: false, message: M.nothingToPay };
  if (!isCents(tendered) || tendered <= 0) return { ok: false, message: M.amountRequired };
  if (tendered < due) return { ok: false, message: M.cashShort };
  return { ok: true, change: tendered - due };
}

export interface PaymentCharge {
  /** The part of the balance settled. */
  paymentAmount: number;
  /** The payment type's surcharge on it. */
  surcharge: number;
  /** What the customer is charged: paymentAmount + surcharge. */
  merchantAmount: number;
}

/**
 * A payment type's surcharge (restaurant-config.md §3 "Payment type" surchargeRate, 0 to 100) added
 * on top of what the payment settles, rounded half up to the cent.
 */
export function paymentTypeSurcharge(
  amount: number,
  surchargeRate: number | null | undefined,
): PaymentCharge {
  if (!isCents(amount) || amount < 0) throw new RangeError(`bad payment amount ${amount}`);
  const rate = surchargeRate ?? 0;
  if (!Number.isFinite(rate) || rate < 0 || rate > 100) throw new RangeError(`bad surcharge rate ${rate}`);
  const surcharge = percentOfCents(amount, rate);
  return { paymentAmount: amount, surcharge, merchantAmount: amount + surcharge };
}

/** The CASH payment type of restaurant-config.md §9 (any case): the only one that gives change. */
export const isCashPaymentType = (type: string): boolean => type.trim().toUpperCase() === 'CASH';

export interface PayableBill {
  /** billTotals' balance. */
  balance: number;
  billPaid: boolean;
  deleted: boolean;
}

export interface PaymentAttempt {
  /** The payment type's name (paymentType of the payment types list). */
  type: string;
  /** The part of the balance to settle; for cash, the cash tendered (more gives change). */
  amount: number;
  /** The payment type's surchargeRate. */
  surchargeRate?: number | null;
  /**
   * Cash only: the cash handed over for this part (decision 0434). amount is then what it settles (at
   * most the balance) and tendered − amount is the change.
   */
  tendered?: number | null;
  /** The tip on top (decision 0500): cents, 0 or more, at most what the payment settles. */
  tip?: number | null;
}

export interface AppliedPayment extends PaymentCharge {
  type: string;
  /** The tip taken with it: not part of the bill (decision 0500). */
  tip: number;
  /** Cash given back; 0 for other types. */
  change: number;
  /** The balance after this payment. */
  balance: number;
  /** True when the payment leaves nothing to pay. */
  billPaid: boolean;
}

/**
 * One payment on a bill: it settles at most the balance. A card or other type asked for more is
 * refused; cash tendered above the balance settles the balance and gives the rest back as change, and
 * cash for a part of a split names the part (amount) and the cash handed over (tendered).
 * The type's surcharge is added on top of what it settles (merchantAmount); a rate set on CASH is
 * ignored.
 */
export function applyPayment(bill: PayableBill, payment: PaymentAttempt): Refusable<AppliedPayment> {
  if (bill.deleted) return { ok: false, message: M.alreadyDeleted };
  if (bill.billPaid) return { ok: false, message: M.alreadyPaid };
  if (bill.balance <= 0) return { ok: false, message: M.nothingToPay };
  if (!isCents(payment.amount) || payment.amount <= 0) return { ok: false, message: M.amountRequired };
  const cash = isCashPaymentType(payment.type);
  const tendered = cash ? (payment.tendered ?? null) : null;
  if (payment.amount > bill.balance && (!cash || tendered !== null))
    return { ok: false, message: M.overpayment };
  const tip = payment.tip ?? 0;
  const settled = Math.min(payment.amount, bill.balance);
  const tipOk = checkTip(tip, settled);
  if (!tipOk.ok) return tipOk;
  if (tendered !== null && (!isCents(tendered) || tendered < payment.amount + tip))
    return { ok: false, message: M.cashShort };
  // Cash tendered pays what it settles and the tip; the rest is change. Other types give none.
  const change = cash ? (tendered ?? payment.amount) - settled - tip : 0;
  if (change < 0) return { ok: false, message: M.cashShort };
  // Cash is never surcharged; a card's surcharge is on what it settles, never on the tip.
  const charge = paymentTypeSurcharge(settled, cash ? 0 : payment.surchargeRate);
  const balance = bill.balance - settled;
  return { ok: true, type: payment.type, ...charge, tip, change, balance, billPaid: balance === 0 };
}
