import { isCashPaymentType, type Refusable } from './transaction-payments';

/**
 * Refunds at the POS and reopening a paid bill (issue 28; decisions 0430–0433). Money in integer cents.
 * A refund goes back to one payment, in that payment's type, and never more than what is left of it.
 * On a paid bill the refund comes off what the bill comes to (credit), so the bill stays settled; on an
 * open bill it is money going back and the balance rises by it — which is how an overpayment (a
 * discount or void after a part payment: balance below 0) is given back before the bill closes.
 */

export const REFUND_MESSAGES = {
  paymentRequired: 'Please choose the payment to refund.',
  paymentNotFound: 'This payment is not on this bill.',
  amountRequired: 'Please enter a refund amount above 0.',
  tooMuch: 'The refund is more than is left of this payment.',
  moreThanOverpaid: 'The refund is more than was overpaid. Only an overpayment is refunded on an open bill.',
  linesRefunded: 'A chosen dish has already been refunded.',
  lineNotFound: 'A chosen dish is not on this bill.',
  linesOnPaidBill: 'Dishes are refunded on a paid bill; void them on an open one.',
  reasonRequired: 'Please select or enter a reason for the refund.',
  deleted: 'This bill has been deleted.',
  paymentsToRefund: 'This bill has payments. Refund them before deleting it.',
  reopenNotPaid: 'Only a paid bill can be reopened.',
  reopenReasonRequired: 'Please select or enter a reason for reopening the bill.',
  onlineFailed: 'The payment provider did not refund the payment. Please try again.',
  tipInvalid: 'A tip refund must be a whole number of cents, 0 or more.',
  tipTooMuch: "The tip refund is more than is left of this payment's tip.",
} as const;

/** Reasons offered for a refund (ours; a typed reason is allowed too). */
export const REFUND_REASONS = ['Overpaid', 'Customer complaint', 'Wrong item', 'Quality issue'] as const;
/** Reasons offered for reopening a paid bill (ours). */
export const REOPEN_REASONS = ['Correct the bill', 'Refund a dish', 'Wrong payment type'] as const;

export interface RefundablePayment {
  id: string;
  type: string;
  /** What the customer was charged for it (surcharge included; never cash change). */
  merchantAmount: number;
  /** Σ refunds already made to it. */
  refunded: number;
  /** Its tip (decision 0500) and Σ tips already given back (decision 0576); 0 when none. */
  tip?: number;
  tipRefunded?: number;
}

/** What is left to refund of a payment. */
export const refundableOf = (p: Pick<RefundablePayment, 'merchantAmount' | 'refunded'>): number =>
  Math.max(0, p.merchantAmount - p.refunded);

/** What is left to give back of a payment's tip (decision 0576). */
export const refundableTipOf = (p: Pick<RefundablePayment, 'tip' | 'tipRefunded'>): number =>
  Math.max(0, (p.tip ?? 0) - (p.tipRefunded ?? 0));

/** The overpayment of a bill: what must go back before it closes (0 when the balance is not below 0). */
export const overpaidOf = (balance: number): number => (balance < 0 ? -balance : 0);

export interface RefundAsk {
  paymentId: string | null | undefined;
  /** Cents; taken from the lines when lines are named. */
  amount: number | null | undefined;
  /** The chosen lines' totals, when refunding by line (server-computed from the stored lines). */
  lineTotals?: readonly number[];
  /** Cents of the payment's tip to give back too (decision 0576); 0 or absent for none. */
  tip?: number | null | undefined;
}

export interface PlannedRefund {
  payment: RefundablePayment;
  amount: number;
  /** The tip given back with it: apart from amount, never in the credit or the sales (decision 0576). */
  tip: number;
  /** What comes off the bill's total: all of it on a paid bill, none on an open one. */
  credit: number;
  cash: boolean;
}

/**
 * A refund checked against the bill and its payments: the payment named (or, with none named, the
 * only one with money left), the amount typed or the lines' sum, at most what is left of the payment.
 */
export function planRefund(
  bill: { billPaid: boolean; deleted: boolean; balance: number },
  payments: readonly RefundablePayment[],
  ask: RefundAsk,
): Refusable<PlannedRefund> {
  if (bill.deleted) return { ok: false, message: REFUND_MESSAGES.deleted };
  const lines = ask.lineTotals ?? [];
  if (lines.length > 0 && !bill.billPaid) return { ok: false, message: REFUND_MESSAGES.linesOnPaidBill };
  const tip = ask.tip ?? 0;
  if (!Number.isSafeInteger(tip) || tip < 0) return { ok: false, message: REFUND_MESSAGES.tipInvalid };
  const amount = lines.length > 0 ? lines.reduce((s, l) => s + l, 0) : (ask.amount ?? 0);
  // A tip alone may be given back (amount 0); otherwise the amount is above 0.
  if (!Number.isSafeInteger(amount) || amount < 0 || (amount === 0 && (tip === 0 || lines.length > 0)))
    return { ok: false, message: REFUND_MESSAGES.amountRequired };
  let payment: RefundablePayment | undefined;
  if (ask.paymentId) {
    payment = payments.find((p) => p.id === ask.paymentId);
    if (!payment) return { ok: false, message: REFUND_MESSAGES.paymentNotFound };
  } else {
    const open = payments.filter((p) => (amount > 0 ? refundableOf(p) > 0 : refundableTipOf(p) > 0));
    if (open.length !== 1) return { ok: false, message: REFUND_MESSAGES.paymentRequired };
    payment = open[0]!;
  }
  if (amount > refundableOf(payment)) return { ok: false, message: REFUND_MESSAGES.tooMuch };
  if (tip > refundableTipOf(payment)) return { ok: false, message: REFUND_MESSAGES.tipTooMuch };
  // The tip is not in the balance: only the amount is held to the overpayment of an open bill.
  if (!bill.billPaid && amount > overpaidOf(bill.balance))
    return { ok: false, message: REFUND_MESSAGES.moreThanOverpaid };
  return {
    ok: true,
    payment,
    amount,
    tip,
    credit: bill.billPaid ? amount : 0,
    cash: isCashPaymentType(payment.type),
  };
}

/**
 * The payment an overpayment goes back to by default: the latest one with enough left to give it all
 * back (cash first, as the till can hand it over at once), else the latest with anything left.
 */
export function overpaymentPayment(
  payments: readonly RefundablePayment[],
  overpaid: number,
): RefundablePayment | undefined {
  const open = payments.filter((p) => refundableOf(p) > 0).reverse();
  const enough = open.filter((p) => refundableOf(p) >= overpaid);
  return enough.find((p) => isCashPaymentType(p.type)) ?? enough[0] ?? open[0];
}

/**
 * May the bill be deleted as it stands? An open bill with money on it (paid minus refunded above 0)
 * is refunded first, so a deletion never takes money taken out of the day's figures (decision 0432).
 */
export function checkDeleteWithPayments(bill: {
  billPaid: boolean;
  paid: number;
  refunded: number;
}): { ok: true } | { ok: false; message: string } {
  if (!bill.billPaid && bill.paid - bill.refunded > 0)
    return { ok: false, message: REFUND_MESSAGES.paymentsToRefund };
  return { ok: true };
}
