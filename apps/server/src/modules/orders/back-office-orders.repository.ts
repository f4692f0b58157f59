import { and, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  orders,
  paymentRefunds,
  paymentSettlements,
  payments,
  transactionOrders,
  transactions,
  users,
} from '../../db/schema';
import type { OrderRow } from './orders.repository';

// The back-office's reads of orders with their payments, refunds and bills, and the delete (decision
// 0155). The bills are read here, never written: the transactions module owns them.

export type PaymentRow = typeof payments.$inferSelect;
export type RefundWithStaff = typeof paymentRefunds.$inferSelect & { requestedByName: string | null };
export interface OrderBill {
  transactionId: string;
  status: (typeof transactions.$inferSelect)['status'];
  billPaid: boolean;
}

/** The restaurant's orders of one origin placed in [from, to), not deleted, newest first. */
export async function listDayOrders(
  db: DbOrTx,
  q: { restaurantId: string; origin: OrderRow['origin']; from: Date; to: Date },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, q.restaurantId),
        eq(orders.origin, q.origin),
        gte(orders.orderTime, q.from),
        lt(orders.orderTime, q.to),
        isNull(orders.deletedAt),
      ),
    )
    .orderBy(desc(orders.orderTime), desc(orders.id));
}

/** One order of the restaurant by its number (deleted ones included: a link may still point at it). */
export async function findOrderOfRestaurant(
  db: DbOrTx,
  restaurantId: string,
  orderNumber: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.orderNumber, orderNumber)));
  return row;
}

/** The orders' payment attempts, oldest first, and which of them settled its order. */
export async function loadOrderPayments(
  db: DbOrTx,
  orderIds: readonly string[],
): Promise<{ payments: PaymentRow[]; settling: Set<string> }> {
  if (orderIds.length === 0) return { payments: [], settling: new Set() };
  const rows = await db
    .select()
    .from(payments)
    .where(inArray(payments.orderId, [...orderIds]))
    .orderBy(payments.createdAt, payments.id);
  const settled = rows.length
    ? await db
        .select({ paymentId: paymentSettlements.paymentId })
        .from(paymentSettlements)
        .where(
          inArray(
            paymentSettlements.subjectKey,
            orderIds.map((id) => `order:${id}`),
          ),
        )
    : [];
  return { payments: rows, settling: new Set(settled.map((s) => s.paymentId)) };
}

/** The refunds of these payments that did not fail, oldest first, with the name of who asked. */
export async function loadPaymentRefunds(
  db: DbOrTx,
  paymentIds: readonly string[],
): Promise<RefundWithStaff[]> {
  if (paymentIds.length === 0) return [];
  const rows = await db
    .select({
      refund: paymentRefunds,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(paymentRefunds)
    .leftJoin(users, eq(users.id, paymentRefunds.requestedBy))
    .where(and(inArray(paymentRefunds.paymentId, [...paymentIds]), ne(paymentRefunds.status, 'failed')))
    .orderBy(paymentRefunds.createdAt, paymentRefunds.id);
  return rows.map((r) => ({
    ...r.refund,
    requestedByName:
      r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim() || r.refund.requestedBy,
  }));
}

/** The bill each order is on. */
export async function loadOrderBills(
  db: DbOrTx,
  orderIds: readonly string[],
): Promise<Map<string, OrderBill>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: transactionOrders.orderId,
      transactionId: transactions.id,
      status: transactions.status,
      billPaid: transactions.billPaid,
    })
    .from(transactionOrders)
    .innerJoin(transactions, eq(transactions.id, transactionOrders.transactionId))
    .where(inArray(transactionOrders.orderId, [...orderIds]));
  return new Map(rows.map(({ orderId, ...bill }) => [orderId, bill]));
}

/** The orders of the restaurant with these ids, locked until the transaction ends. */
export async function lockOrders(
  tx: DbOrTx,
  restaurantId: string,
  ids: readonly string[],
): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), inArray(orders.id, [...ids])))
    .for('update');
}

/** Deletes orders from the back-office list: cancelled (out of the bill's totals) and marked deleted. */
export async function markOrdersDeleted(
  tx: DbOrTx,
  restaurantId: string,
  ids: readonly string[],
  by: { userId: string; at: Date },
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(orders)
    .set({ status: 'cancelled', deletedAt: by.at, deletedBy: by.userId })
    .where(
      and(eq(orders.restaurantId, restaurantId), inArray(orders.id, [...ids]), isNull(orders.deletedAt)),
    );
}

/** The user's display name (first and last name), for the staff records. */
export async function staffNameOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name || null;
}
