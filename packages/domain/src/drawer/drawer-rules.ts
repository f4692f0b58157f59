import { isCashPaymentType } from '../transactions/transaction-payments';

/**
 * Cash drawer shifts (issue 28; decision 0510). Money in integer cents. A shift opens with a float;
 * cash comes in with cash payments (tendered — the part paid and any tip — less the change given back)
 * and pay-ins, and goes out
 * with cash refunds and pay-outs. Closing counts the drawer against what it should hold:
 *   expected = float + cash tendered − change − cash refunds + pay-ins − pay-outs
 * and the difference (counted − expected) is the over (> 0) or short (< 0).
 */

export const DRAWER_MESSAGES = {
  alreadyOpen: 'A cash drawer shift is already open. Close it before opening another.',
  noOpenShift: 'No cash drawer shift is open. Please open one with a float.',
  alreadyClosed: 'This shift has already been closed.',
  shiftNotFound: 'Shift not found, please refresh the page.',
  floatInvalid: 'Please enter the float in the drawer (0 or more).',
  amountInvalid: 'Please enter an amount above 0.',
  countedInvalid: 'Please enter the cash counted in the drawer (0 or more).',
  reasonRequired: 'Please enter a reason.',
  reasonTooLong: 'A reason can have at most 200 characters',
  tooMuch: 'The amount is too large.',
  loadFailed: 'Error in retrieving the data',
} as const;

/** The most a float, a counted drawer or one pay-in/out can be: $100,000. */
export const DRAWER_MAX_CENTS = 10_000_000;
export const DRAWER_REASON_MAX = 200;

/** Reasons offered for a pay-in, a pay-out and a no-sale (ours; a typed reason is allowed too). */
export const PAY_IN_REASONS = ['Change top-up', 'Tip jar', 'Correction'] as const;
export const PAY_OUT_REASONS = ['Supplier', 'Petty cash', 'Banking', 'Correction'] as const;
export const NO_SALE_REASONS = ['Change for a customer', 'Check the drawer'] as const;

export type DrawerMovementType = 'payIn' | 'payOut' | 'noSale';

/** A payment taken during the shift (any type). */
export interface ShiftPayment {
  type: string;
  /** What the bill was paid (surcharge included). */
  merchantAmount: number;
  /** Cash given back (cash only). */
  change: number;
  /** The tip paid with it (decision 0500): not the bill's money, but a cash tip is in the drawer. */
  tip?: number;
}

/** A refund made during the shift. */
export interface ShiftRefund {
  type: string;
  amount: number;
  /** A tip given back with it (decision 0576): a cash one leaves the drawer too. */
  tip?: number;
}

export interface ShiftMovement {
  type: DrawerMovementType;
  amount: number;
}

/** What the cash figures add up to. */
export interface DrawerCash {
  float: number;
  /** Cash handed over for cash payments (merchant amount + tip + change). */
  cashTendered: number;
  changeGiven: number;
  cashRefunds: number;
  payIns: number;
  payOuts: number;
  /** What the drawer should hold. */
  expected: number;
}

export interface TypeLine {
  type: string;
  count: number;
  amount: number;
}

/** Sums by type, in the order types were first seen, each count and amount. */
function byType(rows: readonly { type: string; amount: number }[]): TypeLine[] {
  const lines = new Map<string, TypeLine>();
  for (const r of rows) {
    const line = lines.get(r.type) ?? { type: r.type, count: 0, amount: 0 };
    line.count += 1;
    line.amount += r.amount;
    lines.set(r.type, line);
  }
  return [...lines.values()];
}

/** The drawer's cash: float, cash in and out, and what it should hold. */
export function drawerCash(
  float: number,
  payments: readonly ShiftPayment[],
  refunds: readonly ShiftRefund[],
  movements: readonly ShiftMovement[],
): DrawerCash {
  const cash = payments.filter((p) => isCashPaymentType(p.type));
  const cashTendered = cash.reduce((s, p) => s + p.merchantAmount + (p.tip ?? 0) + p.change, 0);
  const changeGiven = cash.reduce((s, p) => s + p.change, 0);
  const cashRefunds = refunds
    .filter((r) => isCashPaymentType(r.type))
    .reduce((s, r) => s + r.amount + (r.tip ?? 0), 0);
  const payIns = movements.filter((m) => m.type === 'payIn').reduce((s, m) => s + m.amount, 0);
  const payOuts = movements.filter((m) => m.type === 'payOut').reduce((s, m) => s + m.amount, 0);
  return {
    float,
    cashTendered,
    changeGiven,
    cashRefunds,
    payIns,
    payOuts,
    expected: float + cashTendered - changeGiven - cashRefunds + payIns - payOuts,
  };
}

/** Counted against expected: above 0 the drawer is over, below 0 short. */
export const drawerOverShort = (counted: number, expected: number): number => counted - expected;

/** How an over/short reads: 'Over $1.20', 'Short $0.50', 'Balanced'. */
export function overShortText(overShort: number): string {
  if (overShort === 0) return 'Balanced';
  const money = `$${(Math.abs(overShort) / 100).toFixed(2)}`;
  return overShort > 0 ? `Over ${money}` : `Short ${money}`;
}

/** What the X and Z reports show (the Z adds counted and over/short). */
export interface ShiftFigures {
  sales: TypeLine[];
  salesTotal: number;
  refunds: TypeLine[];
  refundsTotal: number;
  /** Dishes voided or removed: how many and their value. */
  voids: { count: number; amount: number };
  /** Discounts added: how many and their value (positive). */
  discounts: { count: number; amount: number };
  noSales: number;
  cash: DrawerCash;
}

/** The shift's figures from what happened during it. */
export function shiftFigures(input: {
  float: number;
  payments: readonly ShiftPayment[];
  refunds: readonly ShiftRefund[];
  movements: readonly ShiftMovement[];
  voids: readonly { amount: number }[];
  discounts: readonly { amount: number }[];
}): ShiftFigures {
  const sales = byType(input.payments.map((p) => ({ type: p.type, amount: p.merchantAmount })));
  const refunds = byType(input.refunds);
  const sum = (rows: readonly { amount: number }[]) => rows.reduce((s, r) => s + Math.abs(r.amount), 0);
  return {
    sales,
    salesTotal: sales.reduce((s, l) => s + l.amount, 0),
    refunds,
    refundsTotal: refunds.reduce((s, l) => s + l.amount, 0),
    voids: { count: input.voids.length, amount: sum(input.voids) },
    discounts: { count: input.discounts.length, amount: sum(input.discounts) },
    noSales: input.movements.filter((m) => m.type === 'noSale').length,
    cash: drawerCash(input.float, input.payments, input.refunds, input.movements),
  };
}

/** A typed dollar amount ('200', '12.5', '0.05') in cents; null when it is not 0 or more with at most 2 decimals. */
export function parseDrawerAmount(text: string): number | null {
  const m = /^\s*\$?(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
