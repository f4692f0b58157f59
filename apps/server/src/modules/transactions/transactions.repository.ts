import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  orders,
  transactionAdjustments,
  transactionOperations,
  transactionOrders,
  transactionPayments,
  transactions,
} from '../../db/schema';
import { newId } from '../../platform/ids';
import { loadOrderLines, type OrderLineRows, type OrderRow } from '../orders/orders.repository';
import { type BillJoin, billJoinStatement } from './bill-joins.repository';

export type TransactionRow = typeof transactions.$inferSelect;
export type TransactionPaymentRow = typeof transactionPayments.$inferSelect;
export type TransactionAdjustmentRow = typeof transactionAdjustments.$inferSelect;
export type TransactionOperationRow = typeof transactionOperations.$inferSelect;

/** A bill with every part billTotals and the API read. */
export interface BillParts {
  bill: TransactionRow;
  orders: { order: OrderRow; isAccepted: boolean; lines: OrderLineRows[] }[];
  payments: TransactionPaymentRow[];
  adjustments: TransactionAdjustmentRow[];
  operations: TransactionOperationRow[];
}

/** The bills of these rows with their parts, in the rows' order. Queries run one after another. */
export async function loadBillParts(db: DbOrTx, bills: readonly TransactionRow[]): Promise<BillParts[]> {
  if (bills.length === 0) return [];
  const ids = bills.map((b) => b.id);
  const linked = await db
    .select({
      transactionId: transactionOrders.transactionId,
      isAccepted: transactionOrders.isAccepted,
      order: orders,
    })
    .from(transactionOrders)
    .innerJoin(orders, eq(orders.id, transactionOrders.orderId))
    .where(inArray(transactionOrders.transactionId, ids))
    .orderBy(asc(orders.orderTime), asc(orders.id));
  const lines = await loadOrderLines(
    db,
    linked.map((l) => l.order.id),
  );
  const payments = await db
    .select()
    .from(transactionPayments)
    .where(inArray(transactionPayments.transactionId, ids))
    .orderBy(asc(transactionPayments.time), asc(transactionPayments.id));
  const adjustments = await db
    .select()
    .from(transactionAdjustments)
    .where(inArray(transactionAdjustments.transactionId, ids))
    .orderBy(asc(transactionAdjustments.createdAt), asc(transactionAdjustments.id));
  const operations = await db
    .select()
    .from(transactionOperations)
    .where(inArray(transactionOperations.transactionId, ids))
    // At one time: the bill opens first and closes last; otherwise in the order written (ordered ids).
    .orderBy(
      asc(transactionOperations.updatedAt),
      sql`case ${transactionOperations.operationType} when 'openBill' then 0 when 'closeBill' then 2 else 1 end`,
      asc(transactionOperations.id),
    );
  return bills.map((bill) => ({
    bill,
    orders: linked
      .filter((l) => l.transactionId === bill.id)
      .map((l) => ({ order: l.order, isAccepted: l.isAccepted, lines: lines.get(l.order.id) ?? [] })),
    payments: payments.filter((p) => p.transactionId === bill.id),
    adjustments: adjustments.filter((a) => a.transactionId === bill.id),
    operations: operations.filter((o) => o.transactionId === bill.id),
  }));
}

/** The restaurant's active bills, oldest first. */
export async function findActiveBills(db: DbOrTx, restaurantId: string): Promise<TransactionRow[]> {
  return db
    .select()
    .from(transactions)
    .where(and(eq(transactions.restaurantId, restaurantId), eq(transactions.status, 'active')))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
}

/** The bill an order is on, locked for the rest of the transaction. */
export async function lockBillOfOrder(tx: DbOrTx, orderId: string): Promise<TransactionRow | undefined> {
  const [row] = await tx
    .select({ bill: transactions })
    .from(transactions)
    .innerJoin(transactionOrders, eq(transactionOrders.transactionId, transactions.id))
    .where(eq(transactionOrders.orderId, orderId))
    .for('update', { of: transactions });
  return row?.bill;
}

/** Puts an order on its bill (bill-joins.repository.ts), as a statement of its own. */
export async function joinBill(tx: DbOrTx, join: BillJoin): Promise<void> {
  await tx.execute(billJoinStatement(join));
}

/** Records a payment on a bill; false when its reference was recorded already (nothing written). */
export async function insertBillPayment(
  tx: DbOrTx,
  row: Omit<TransactionPaymentRow, 'id'>,
): Promise<boolean> {
  const written = await tx
    .insert(transactionPayments)
    .values({ id: newId(), ...row })
    .onConflictDoNothing()
    .returning({ id: transactionPayments.id });
  return written.length === 1;
}

/** active → paid. */
export async function markBillPaid(tx: DbOrTx, billId: string, at: Date): Promise<void> {
  await tx
    .update(transactions)
    .set({ status: 'paid', billPaid: true, payTime: at, updatedAt: at })
    .where(and(eq(transactions.id, billId), eq(transactions.status, 'active')));
}
