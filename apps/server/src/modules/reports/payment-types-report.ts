import {
  averageAmount,
  type PaymentTypesReport,
  type PaymentTypeTableRow,
  type TipsSummary,
  taxOfAmount,
} from '@rpos/domain';
import type { PaymentSlotSum } from './reports.repository';

// The payment types report's three views from the summed quarter hours (decision 0186).

const byAmount = <T extends { amount: number; type: string }>(a: T, b: T) =>
  b.amount - a.amount || a.type.localeCompare(b.type);

export function buildPaymentTypesReport(
  view: PaymentTypesReport['view'],
  rows: readonly PaymentSlotSum[],
  tipRows: readonly { staffName: string; tips: number; count: number }[] = [],
): PaymentTypesReport {
  const totalAmount = rows.reduce((n, r) => n + r.amount, 0);
  const tips: TipsSummary = {
    total: tipRows.reduce((n, r) => n + r.tips, 0),
    byStaff: [...tipRows].sort((a, b) => b.tips - a.tips || a.staffName.localeCompare(b.staffName)),
  };
  const totals = { totalAmount, taxAmount: taxOfAmount(totalAmount), tips };
  if (view === 'types' || view === 'daily') {
    const items = rows
      .map((r) => ({ type: r.paymentType, amount: r.amount, count: r.payments, date: r.day }))
      .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '') || byAmount(a, b));
    return { view, items, ...totals };
  }
  const tables = new Map<string, { types: Map<string, number>; amount: number; bills: number }>();
  for (const r of rows) {
    const label = r.tableLabel ?? '';
    const t = tables.get(label) ?? { types: new Map<string, number>(), amount: 0, bills: 0 };
    t.types.set(r.paymentType, (t.types.get(r.paymentType) ?? 0) + r.amount);
    t.amount += r.amount;
    t.bills += r.bills;
    tables.set(label, t);
  }
  const list: PaymentTypeTableRow[] = [...tables.entries()]
    .map(([tableNumber, t]) => ({
      tableNumber,
      paymentTypes: [...t.types.entries()].map(([type, amount]) => ({ type, amount })).sort(byAmount),
      totalAmount: t.amount,
      taxAmount: taxOfAmount(t.amount),
      transactionCount: t.bills,
      averageAmount: averageAmount(t.amount, t.bills),
    }))
    .sort(
      (a, b) =>
        b.totalAmount - a.totalAmount ||
        a.tableNumber.localeCompare(b.tableNumber, undefined, { numeric: true }),
    );
  const transactionCount = list.reduce((n, t) => n + t.transactionCount, 0);
  return {
    view: 'tables',
    tables: list,
    ...totals,
    transactionCount,
    averageAmount: averageAmount(totalAmount, transactionCount),
  };
}
