import { type CsvCell, centsToCsv, type Transaction, transactionStatus } from '@rpos/domain';
import { formatRestaurantDateTime } from '../../shared/format/date-time';

/**
 * The three CSV files of /transactions (back-office.md §2.7; decision 0164), built from the bills the
 * table lists (the day, the switch and the search as shown). Money in dollars with two decimals,
 * times DD/MM/YYYY HH:mm:ss on the restaurant's clock. The two summaries leave deleted bills out: a
 * deleted bill is not a sale.
 */

export interface CsvFile {
  fileName: string;
  header: string[];
  rows: CsvCell[][];
}

/** The id as the table shows it (§9): its last 6 characters. */
export const shortTransactionId = (id: string): string => id.slice(-6);

export const TRANSACTION_TYPE_NAMES: Record<Transaction['type'], string> = {
  dinein: 'Dine In',
  takeaway: 'Takeaway',
  pickup: 'Pickup',
  delivery: 'Delivery',
  foodcourt: 'Food Court',
  deliveryPartner: 'Delivery Partner',
};

const STATUS_NAMES = { active: 'Active', paid: 'Paid', deleted: 'Deleted' } as const;
export const statusName = (t: Transaction): string => STATUS_NAMES[transactionStatus(t)];

/** 'CASH, CARD' — each payment once, in the order paid. */
export const paymentTypesText = (t: Transaction): string =>
  [...new Set(t.paymentTypes.map((p) => p.type))].join(', ');

const sales = (list: readonly Transaction[]) => list.filter((t) => !t.deleted);

export function transactionReport(list: readonly Transaction[], timezone: string): CsvFile {
  return {
    fileName: 'transaction-report.csv',
    header: [
      'Transaction Id',
      'Transaction Type',
      'Table',
      'Orders',
      'Created Time',
      'Paid Time',
      'Subtotal',
      'Discounts',
      'Surcharges',
      'Total',
      'Paid',
      // Tips are apart from the sales: not in Total or Paid (decision 0500).
      'Tips',
      'Payment Types',
      'Status',
      'Deleted Reason',
      'Operations',
      // POS refunds and voids (issue 28; decision 0512).
      'Refunded',
      'Refunds',
      'Voided Dishes',
      'Voided Value',
    ],
    rows: list.map((t) => [
      t.uuid,
      TRANSACTION_TYPE_NAMES[t.type],
      t.tableNo ?? '',
      t.orders.map((o) => o.orderNumber).join(' '),
      formatRestaurantDateTime(t.createdAt, timezone),
      formatRestaurantDateTime(t.payTime, timezone),
      centsToCsv(t.totals.subtotal),
      centsToCsv(t.totals.discounts),
      centsToCsv(t.totals.surcharges + t.totals.paymentSurcharges),
      centsToCsv(t.totalSpending),
      centsToCsv(t.totals.paid),
      centsToCsv(t.totals.tips),
      paymentTypesText(t),
      statusName(t),
      t.deletedReason ?? '',
      t.operationString,
      centsToCsv(t.totals.refunded),
      refundsText(t),
      voidedDishes(t).length,
      centsToCsv(voidedDishes(t).reduce((s, d) => s + d.lineTotal, 0)),
    ]),
  };
}

/** The bill's POS refunds: '$5.00 CASH by Ana (Overpaid)', joined by '; '. */
export const refundsText = (t: Transaction): string =>
  t.refunds.map((r) => `$${centsToCsv(r.amount)} ${r.type} by ${r.createdBy} (${r.reason})`).join('; ');

/** The dishes voided on the bill (struck through; removed ones are not counted). */
export const voidedDishes = (t: Transaction) =>
  t.orders.flatMap((o) => o.dishes).filter((d) => d.isVoidedDish && !d.permanentDeletion);

/** One row per payment type: how many payments, what they settled, what customers were charged. */
export function transactionTypesReport(list: readonly Transaction[]): CsvFile {
  const byType = new Map<string, { count: number; amount: number; charged: number; tips: number }>();
  for (const t of sales(list))
    for (const p of t.paymentTypes) {
      const row = byType.get(p.type) ?? { count: 0, amount: 0, charged: 0, tips: 0 };
      row.count += 1;
      row.amount += p.paymentAmount;
      row.charged += p.merchantAmount;
      row.tips += p.tip;
      byType.set(p.type, row);
    }
  return {
    fileName: 'transaction-types-report.csv',
    header: ['Payment Type', 'Payments', 'Amount', 'Charged', 'Tips'],
    rows: [...byType].map(([type, r]) => [
      type,
      r.count,
      centsToCsv(r.amount),
      centsToCsv(r.charged),
      centsToCsv(r.tips),
    ]),
  };
}

/** One row per adjustment (type and name): how many bills had it, and its amount over them. */
export function adjustmentTypesReport(list: readonly Transaction[]): CsvFile {
  const byName = new Map<string, { type: string; name: string; count: number; amount: number }>();
  for (const t of sales(list))
    for (const a of t.adjustments) {
      const key = `${a.adjustmentType}\u0000${a.name}`;
      const row = byName.get(key) ?? { type: a.adjustmentType, name: a.name, count: 0, amount: 0 };
      row.count += 1;
      row.amount += a.price;
      byName.set(key, row);
    }
  return {
    fileName: 'adjustment-types-report.csv',
    header: ['Adjustment Type', 'Name', 'Count', 'Amount'],
    rows: [...byName.values()].map((r) => [r.type, r.name, r.count, centsToCsv(r.amount)]),
  };
}

/** Does the bill match the search (id, orders, table, type, payments, customer, operations)? */
export function matchesSearch(t: Transaction, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [
    t.uuid,
    t.tableNo,
    TRANSACTION_TYPE_NAMES[t.type],
    t.customerName,
    t.customerPhone,
    paymentTypesText(t),
    t.operationString,
    ...t.orders.map((o) => o.orderNumber),
  ].some((v) => v?.toLowerCase().includes(q));
}
