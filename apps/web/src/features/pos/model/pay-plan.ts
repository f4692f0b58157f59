import {
  applyPayment,
  cashChange,
  checkTip,
  isCashPaymentType,
  type PayableBill,
  type PosPaymentType,
  type Refusable,
  splitByAmount,
  splitEvenly,
  TRANSACTION_MESSAGES,
} from '@rpos/domain';

/**
 * The pay dialog's arithmetic (decision 0148), all through the domain's payment rules: the split plan
 * (splitEvenly, splitByAmount), what one payment sends, the card surcharge it adds
 * (paymentTypeSurcharge through applyPayment) and the cash change (cashChange). The bill's own
 * figures always come from the server.
 */

/** Whole, even parts, typed amounts, or checks by seat or by dish (decision 0501). */
export type SplitMode = 'none' | 'even' | 'amounts' | 'seat' | 'item';

/** The parts the balance is paid in: one part (the balance), n even parts, or the typed amounts and the rest. */
export function planSplit(
  balance: number,
  mode: SplitMode,
  evenParts: number,
  amounts: readonly (number | null)[],
): Refusable<{ parts: number[] }> {
  if (mode === 'even') return splitEvenly(balance, evenParts);
  if (mode === 'amounts') {
    if (amounts.some((a) => a === null))
      return { ok: false, message: TRANSACTION_MESSAGES.partAmountInvalid };
    return splitByAmount(balance, amounts as number[]);
  }
  if (balance <= 0) return { ok: false, message: TRANSACTION_MESSAGES.nothingToPay };
  return { ok: true, parts: [balance] };
}

export interface PaymentPreview {
  /** What POST /transactions/:id/payments sends (cash: the part and the cash tendered). */
  request: { type: string; amount: number; tendered?: number; tip?: number };
  /** The part of the balance it settles. */
  settles: number;
  /** The payment type's surcharge on it (0 for cash). */
  surcharge: number;
  /** What the customer is charged. */
  merchantAmount: number;
  /** Cash to give back (0 for other types). */
  change: number;
  /** The tip on top (decision 0500). */
  tip: number;
  /** What the customer hands over in all: merchantAmount + tip. */
  charged: number;
}

/**
 * One payment of `due` by `type`, `entered` being the amount typed (for cash: the cash tendered).
 * Cash is checked with cashChange against what is due and sends the part with the cash tendered
 * (decision 0434): the server records both and works out the change, whole bill or part. Other
 * types go through applyPayment, which refuses more than the balance and adds the type's surcharge.
 */
export function previewPayment(
  bill: PayableBill,
  type: PosPaymentType,
  due: number,
  entered: number | null,
  tip = 0,
): Refusable<PaymentPreview> {
  if (entered === null || entered <= 0) return { ok: false, message: TRANSACTION_MESSAGES.amountRequired };
  const withTip = tip > 0 ? { tip } : {};
  if (isCashPaymentType(type.paymentType)) {
    const tipOk = checkTip(tip, due);
    if (!tipOk.ok) return tipOk;
    // The cash handed over pays the part and the tip; the rest is change.
    const cash = cashChange(due + tip, entered);
    if (!cash.ok) return cash;
    return {
      ok: true,
      request: { type: type.paymentType, amount: due, tendered: entered, ...withTip },
      settles: due,
      surcharge: 0,
      merchantAmount: due,
      change: cash.change,
      tip,
      charged: due + tip,
    };
  }
  const applied = applyPayment(bill, {
    type: type.paymentType,
    amount: entered,
    surchargeRate: type.surchargeRate,
    tip,
  });
  if (!applied.ok) return applied;
  return {
    ok: true,
    request: { type: type.paymentType, amount: entered, ...withTip },
    settles: applied.paymentAmount,
    surcharge: applied.surcharge,
    merchantAmount: applied.merchantAmount,
    change: 0,
    tip,
    charged: applied.merchantAmount + tip,
  };
}

const NOTES = [500, 1000, 2000, 5000, 10_000];

/** Quick cash amounts above what is due: the next round $5, $10, $20, $50 and $100 (at most four). */
export function quickCashAmounts(due: number): number[] {
  if (due <= 0) return [];
  const up = NOTES.map((n) => Math.ceil(due / n) * n).filter((a) => a > due);
  return [...new Set(up)].sort((a, b) => a - b).slice(0, 4);
}
