import type { PricedLine } from '@rpos/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItemOptions, orderItems, orders, transactionOrders, transactions } from '../../db/schema';
import { orderLineRows } from '../orders/orders.repository';

type NewBill = typeof transactions.$inferInsert;

/**
 * Opens a counter bill, or joins or opens a table's (dine-in) bill: the partial unique index
 * transactions_active_table_uq makes concurrent openings of one table meet on one row, as the diner's
 * orders do (decision 0132). The row stays locked to the end of the transaction.
 */
export async function openOrJoinBill(tx: DbOrTx, bill: NewBill): Promise<{ id: string; opened: boolean }> {
  const insert = tx.insert(transactions).values(bill);
  const [row] =
    bill.type === 'dinein'
      ? await insert
          .onConflictDoUpdate({
            target: [transactions.restaurantId, transactions.tableNo],
            targetWhere: sql`${transactions.status} = 'active' and ${transactions.type} = 'dinein'`,
            set: { updatedAt: bill.updatedAt },
          })
          .returning({ id: transactions.id, opened: sql<boolean>`(xmax = 0)` })
      : await insert.returning({ id: transactions.id, opened: sql<boolean>`true` });
  return row!;
}

/**
 * Writes a POS order with its lines on the bill; false when the restaurant already has its order
 * number (nothing written: the caller rolls back what it did before).
 */
export async function insertPosOrder(
  tx: DbOrTx,
  o: { order: typeof orders.$inferInsert & { id: string }; lines: readonly PricedLine[]; billId: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(orders)
    .values(o.order)
    .onConflictDoNothing({ target: [orders.restaurantId, orders.orderNumber] })
    .returning({ id: orders.id });
  if (inserted.length === 0) return false;
  const { items, options } = orderLineRows(o.order.id, o.lines);
  await tx.insert(orderItems).values(items);
  if (options.length > 0) await tx.insert(orderItemOptions).values(options);
  const at = o.order.orderTime;
  await tx
    .insert(transactionOrders)
    .values({ transactionId: o.billId, orderId: o.order.id, isAccepted: true, createdAt: at });
  await tx.update(transactions).set({ updatedAt: at }).where(eq(transactions.id, o.billId));
  return true;
}
