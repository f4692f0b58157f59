import type { OrderStatus } from '../orders/order.contract';
import { applicableSurcharges, type DinerSurchargeRule, type SurchargeDay } from '../orders/surcharges';
import type { AdjustmentType } from './transaction.contract';

/**
 * A bill's totals from its parts (decision 0128). Every figure is integer cents; each percentage is
 * rounded half up to the cent once, on the line it makes (a discount, the surcharge, a payment's
 * surcharge, the GST), and the figures add up exactly:
 *   total = subtotal − discounts + surcharges + paymentSurcharges − refundCredits,
 *   balance = total − paid + refunded.
 */

/** A priced line (orders' PricedLine, a bill's TransactionDish): voided or deleted lines do not count. */
export interface BillLine {
  lineTotal: number;
  isVoidedDish?: boolean;
  permanentDeletion?: boolean;
}

export interface BillOrder {
  lines: readonly BillLine[];
  /** A cancelled order does not count. */
  status?: OrderStatus;
}

/** A discount on the bill: a percentage (0 < p ≤ 100) or an amount in cents, the other null. */
export interface BillDiscount {
  adjustmentType: Extract<AdjustmentType, 'discount' | 'customDiscount'>;
  name: string;
  percentage: number | null;
  amount: number | null;
}

/** A payment as recorded: what it settled, and what the customer was charged (with the type's surcharge). */
export interface BillPayment {
  paymentAmount: number;
  merchantAmount: number;
  /** The tip taken with it (decision 0500): counted in tips, never in the total, paid or balance. */
  tip?: number;
}

/**
 * Money given back on a bill (decision 0430): amount is what went back; credit is the part of it that
 * comes off what the bill comes to (a refund on a paid bill: the amount; on an open bill: 0, the money
 * simply goes back and the balance rises by it).
 */
export interface BillRefund {
  amount: number;
  credit: number;
  /** A tip given back with it (decision 0576): not in any figure here; lets amount be 0. */
  tip?: number | null;
}

export interface BillTotalsInput {
  orders: readonly BillOrder[];
  adjustments?: readonly BillDiscount[];
  /** The restaurant's surcharge rules and the bill's day (the day its first order is for). */
  surcharge?: { rules: readonly (DinerSurchargeRule & { isEnabled?: boolean })[]; day: SurchargeDay } | null;
  payments?: readonly BillPayment[];
  refunds?: readonly BillRefund[];
  /** The restaurant's taxPercentage (GST-inclusive prices); 10 when not given. */
  taxPercentage?: number;
}

/** An adjustment line as computed: price in cents, positive. */
export interface BillAdjustmentLine {
  adjustmentType: AdjustmentType;
  name: string;
  percentage: number | null;
  price: number;
}

export interface BillTotals {
  /** Σ lineTotal of the lines that count. */
  subtotal: number;
  discounts: number;
  /** The surcharge the restaurant's rules add (at most one, the higher, as applicableSurcharges says). */
  surcharges: number;
  /** Σ (merchantAmount − paymentAmount): what the payment types' surcharge rates added. */
  paymentSurcharges: number;
  total: number;
  /** Σ merchantAmount. */
  paid: number;
  /** Σ refunds' amount: money given back (decision 0430). */
  refunded: number;
  /** Σ payments' tips (decision 0500): apart from sales, in no other figure. */
  tips: number;
  /** Σ refunds' credit: what refunds on the paid bill took off its total. */
  refundCredits: number;
  /**
   * total − paid + refunded; negative when more was paid than the bill now comes to (a dish voided or
   * a discount added after a part payment): that much is to refund before the bill closes.
   */
  balance: number;
  /** The GST included in the total. */
  gst: number;
  /** The discounts as applied, in the order given (clipped so their sum never passes the subtotal), then the surcharge. */
  adjustmentLines: BillAdjustmentLine[];
}

export const DEFAULT_TAX_PERCENTAGE = 10;

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be whole cents, got ${value}`);
}

/**
 * percent % of an amount in cents, rounded half up to the cent. Done in integers (percent to 4
 * decimals) so that 2.5 % of 1234 is 31, not the 30.849999… floating point would give.
 */
export function percentOfCents(amount: number, percent: number): number {
  assertCents(amount, 'amount');
  if (!Number.isFinite(percent) || percent < 0) throw new RangeError(`bad percentage ${percent}`);
  const scaled = Math.round(percent * 10_000);
  const sign = amount < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(amount) * scaled + 500_000) / 1_000_000);
}

/**
 * The tax included in a tax-inclusive total: total × t / (100 + t), rounded half up. With t = 10
 * this is total / 11, the figure of the invoice (orders' gstIncluded) and the payment-types report.
 */
export function taxIncluded(total: number, taxPercentage: number = DEFAULT_TAX_PERCENTAGE): number {
  assertCents(total, 'total');
  const t = Math.round(taxPercentage);
  if (t < 0 || t > 100) throw new RangeError(`bad tax percentage ${taxPercentage}`);
  const sign = total < 0 ? -1 : 1;
  return sign * Math.floor((2 * Math.abs(total) * t + (100 + t)) / (2 * (100 + t)));
}

/** The lines of a bill that count: not voided, not deleted, on an order that was not cancelled. */
export function countedLines(orders: readonly BillOrder[]): BillLine[] {
  return orders
    .filter((o) => o.status !== 'cancelled')
    .flatMap((o) => o.lines.filter((l) => !l.isVoidedDish && !l.permanentDeletion));
}

/** What one discount takes off a subtotal, before clipping. */
function discountAmount(discount: BillDiscount, subtotal: number): number {
  if (discount.percentage !== null) {
    if (!(discount.percentage > 0 && discount.percentage <= 100))
      throw new RangeError(`bad discount percentage ${discount.percentage}`);
    return percentOfCents(subtotal, discount.percentage);
  }
  const amount = discount.amount ?? 0;
  assertCents(amount, 'discount amount');
  if (amount <= 0) throw new RangeError(`bad discount amount ${amount}`);
  return amount;
}

/**
 * The bill's totals. Discounts come first, each worked out on the subtotal (percentages do not
 * compound), in the order they were added, each clipped to what is left so the discounted subtotal
 * is never below 0. The restaurant's surcharge is then worked out on the discounted subtotal, and none
 * on a bill that comes to 0. Payment surcharges come from the payments as recorded.
 */
export function billTotals(input: BillTotalsInput): BillTotals {
  const lines = countedLines(input.orders);
  for (const l of lines) assertCents(l.lineTotal, 'lineTotal');
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);

  const adjustmentLines: BillAdjustmentLine[] = [];
  let discounts = 0;
  for (const d of input.adjustments ?? []) {
    const price = Math.min(discountAmount(d, subtotal), Math.max(0, subtotal - discounts));
    discounts += price;
    adjustmentLines.push({
      adjustmentType: d.adjustmentType,
      name: d.name,
      percentage: d.percentage,
      price,
    });
  }

  const discounted = subtotal - discounts;
  let surcharges = 0;
  if (input.surcharge && discounted > 0) {
    for (const s of applicableSurcharges(input.surcharge.rules, input.surcharge.day, discounted)) {
      surcharges += s.amount;
      const rule = input.surcharge.rules.find((r) => r.id === s.id);
      adjustmentLines.push({
        adjustmentType: 'surcharge',
        name: s.name,
        percentage: rule?.isPercentage ? rule.amount : null,
        price: s.amount,
      });
    }
  }

  let paid = 0;
  let paymentSurcharges = 0;
  let tips = 0;
  for (const p of input.payments ?? []) {
    assertCents(p.paymentAmount, 'paymentAmount');
    assertCents(p.merchantAmount, 'merchantAmount');
    if (p.merchantAmount < p.paymentAmount) throw new RangeError('merchantAmount below paymentAmount');
    paid += p.merchantAmount;
    paymentSurcharges += p.merchantAmount - p.paymentAmount;
    const tip = p.tip ?? 0;
    if (!Number.isSafeInteger(tip) || tip < 0) throw new RangeError(`bad tip ${tip}`);
    tips += tip;
  }

  let refunded = 0;
  let refundCredits = 0;
  for (const r of input.refunds ?? []) {
    assertCents(r.amount, 'refund amount');
    assertCents(r.credit, 'refund credit');
    // A tip given back alone has no amount (decision 0576); the tip itself is never in these figures.
    const tip = r.tip ?? 0;
    if (r.amount < 0 || r.amount + tip <= 0 || r.credit < 0 || r.credit > r.amount)
      throw new RangeError('bad refund');
    refunded += r.amount;
    refundCredits += r.credit;
  }

  const total = discounted + surcharges + paymentSurcharges - refundCredits;
  return {
    subtotal,
    discounts,
    surcharges,
    paymentSurcharges,
    total,
    paid,
    refunded,
    refundCredits,
    tips,
    balance: total - paid + refunded,
    gst: taxIncluded(total, input.taxPercentage ?? DEFAULT_TAX_PERCENTAGE),
    adjustmentLines,
  };
}
