import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  orderItems,
  orders,
  restaurantAreas,
  restaurants,
  restaurantTables,
  transactionAdjustments,
  transactionOrders,
  transactionPayments,
  transactions,
} from '../../db/schema';
import type { OrderItemRow } from '../orders/orders.repository';
import type { TransactionAdjustmentRow, TransactionRow } from './transactions.repository';

// The queries of the POS's changes to a bill (bill-changes.ts and the *.service.ts beside it). Every
// one filters by the restaurant or by a bill already locked for it.

/** The restaurant's bill, locked to the end of the transaction (undefined: not this restaurant's). */
export async function selectBillForUpdate(
  tx: DbOrTx,
  restaurantId: string,
  billId: string,
): Promise<TransactionRow | undefined> {
  const [bill] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, billId), eq(transactions.restaurantId, restaurantId)))
    .for('update');
  return bill;
}

/** Several bills locked in id order. */
export async function selectBillsForUpdate(
  tx: DbOrTx,
  restaurantId: string,
  billIds: readonly string[],
): Promise<TransactionRow[]> {
  return tx
    .select()
    .from(transactions)
    .where(and(inArray(transactions.id, [...billIds]), eq(transactions.restaurantId, restaurantId)))
    .orderBy(asc(transactions.id))
    .for('update');
}

export async function findOrderLink(
  tx: DbOrTx,
  billId: string,
  orderId: string,
): Promise<{ isAccepted: boolean } | undefined> {
  const [link] = await tx
    .select({ isAccepted: transactionOrders.isAccepted })
    .from(transactionOrders)
    .where(and(eq(transactionOrders.transactionId, billId), eq(transactionOrders.orderId, orderId)));
  return link;
}

/** The bill an order of the restaurant is on. */
export async function findBillIdOfOrder(
  db: DbOrTx,
  restaurantId: string,
  orderId: string,
): Promise<string | undefined> {
  const [link] = await db
    .select({ billId: transactionOrders.transactionId })
    .from(transactionOrders)
    .innerJoin(transactions, eq(transactions.id, transactionOrders.transactionId))
    .where(and(eq(transactionOrders.orderId, orderId), eq(transactions.restaurantId, restaurantId)));
  return link?.billId;
}

export async function acceptOrderLink(tx: DbOrTx, billId: string, orderId: string) {
  const [order] = await tx
    .update(transactionOrders)
    .set({ isAccepted: true })
    .where(and(eq(transactionOrders.transactionId, billId), eq(transactionOrders.orderId, orderId)))
    .returning({ orderId: transactionOrders.orderId });
  if (!order) return undefined;
  const [row] = await tx
    .select({ orderNumber: orders.orderNumber, subtotal: orders.subtotal })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

export async function findOrderLine(
  tx: DbOrTx,
  orderId: string,
  lineId: string,
): Promise<OrderItemRow | undefined> {
  const [line] = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.id, lineId), eq(orderItems.orderId, orderId)));
  return line;
}

export async function markLineVoided(
  tx: DbOrTx,
  lineId: string,
  v: { permanentDeletion: boolean; reason: string; by: string; at: Date },
): Promise<void> {
  await tx
    .update(orderItems)
    .set({
      isVoidedDish: !v.permanentDeletion,
      permanentDeletion: v.permanentDeletion,
      voidReason: v.reason,
      voidedBy: v.by,
      voidedAt: v.at,
    })
    .where(eq(orderItems.id, lineId));
}

export async function findPosSettingsJson(tx: DbOrTx, restaurantId: string): Promise<unknown> {
  const [row] = await tx
    .select({ posSettings: restaurants.posSettings })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row?.posSettings ?? {};
}

export async function insertAdjustment(tx: DbOrTx, row: TransactionAdjustmentRow): Promise<void> {
  await tx.insert(transactionAdjustments).values(row);
}

export async function deleteAdjustment(tx: DbOrTx, billId: string, adjustmentId: string): Promise<void> {
  await tx
    .delete(transactionAdjustments)
    .where(
      and(eq(transactionAdjustments.id, adjustmentId), eq(transactionAdjustments.transactionId, billId)),
    );
}

export async function updateBill(
  tx: DbOrTx,
  billId: string,
  set: Partial<Omit<TransactionRow, 'id' | 'restaurantId'>>,
): Promise<void> {
  await tx.update(transactions).set(set).where(eq(transactions.id, billId));
}

export async function findTableNumber(
  tx: DbOrTx,
  restaurantId: string,
  tableNo: string,
): Promise<string | undefined> {
  const [table] = await tx
    .select({ tableNumber: restaurantTables.tableNumber })
    .from(restaurantTables)
    .where(
      and(
        eq(restaurantTables.restaurantId, restaurantId),
        eq(restaurantTables.tableNumber, tableNo),
        isNull(restaurantTables.archivedAt),
      ),
    );
  return table?.tableNumber;
}

/** The table's open bill, if any. */
export async function findOpenTableBill(
  tx: DbOrTx,
  restaurantId: string,
  tableNo: string,
): Promise<string | undefined> {
  const [bill] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.restaurantId, restaurantId),
        eq(transactions.tableNo, tableNo),
        eq(transactions.status, 'active'),
        eq(transactions.type, 'dinein'),
      ),
    );
  return bill?.id;
}

/** Moves every order, discount and payment of one bill onto another. */
export async function moveBillParts(tx: DbOrTx, fromId: string, intoId: string): Promise<void> {
  await tx
    .update(transactionOrders)
    .set({ transactionId: intoId })
    .where(eq(transactionOrders.transactionId, fromId));
  await tx
    .update(transactionAdjustments)
    .set({ transactionId: intoId })
    .where(eq(transactionAdjustments.transactionId, fromId));
  await tx
    .update(transactionPayments)
    .set({ transactionId: intoId })
    .where(eq(transactionPayments.transactionId, fromId));
}

/** The restaurant's live tables (the floor) with their area's name. */
export async function findTables(db: DbOrTx, restaurantId: string) {
  return db
    .select({ table: restaurantTables, area: restaurantAreas.name })
    .from(restaurantTables)
    .innerJoin(restaurantAreas, eq(restaurantAreas.id, restaurantTables.areaId))
    .where(and(eq(restaurantTables.restaurantId, restaurantId), isNull(restaurantTables.archivedAt)));
}

/** The restaurant's floor-plan areas in their order. */
export async function findAreas(db: DbOrTx, restaurantId: string) {
  return db
    .select({ id: restaurantAreas.id, name: restaurantAreas.name, sort: restaurantAreas.sort })
    .from(restaurantAreas)
    .where(eq(restaurantAreas.restaurantId, restaurantId))
    .orderBy(asc(restaurantAreas.sort), asc(restaurantAreas.name));
}

/** A dish's seat at the table (decision 0501); null: shared. */
export async function setLineSeat(tx: DbOrTx, lineId: string, seat: number | null): Promise<void> {
  await tx.update(orderItems).set({ seat }).where(eq(orderItems.id, lineId));
}

/**
 * The bill's held orders of this course accepted and stamped fired (decision 0502): accepting them
 * is what asks for their print jobs (the trigger of decision 0288). Answers the orders fired.
 */
export async function fireHeldCourse(
  tx: DbOrTx,
  billId: string,
  course: number,
  at: Date,
): Promise<string[]> {
  const fired = await tx
    .update(transactionOrders)
    .set({ isAccepted: true, firedAt: at })
    .where(
      and(
        eq(transactionOrders.transactionId, billId),
        eq(transactionOrders.course, course),
        eq(transactionOrders.isAccepted, false),
        isNotNull(transactionOrders.course),
      ),
    )
    .returning({ orderId: transactionOrders.orderId });
  return fired.map((f) => f.orderId);
}

/** The checks of a split by dish kept on the bill, or forgotten (decision 0583). */
export async function setBillSplitChecks(
  tx: DbOrTx,
  billId: string,
  checks: string[][] | null,
  at: Date,
): Promise<void> {
  await tx
    .update(transactions)
    .set({ splitChecks: checks, updatedAt: at })
    .where(eq(transactions.id, billId));
}
