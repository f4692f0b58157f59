import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, printRequests, tableCarts, tableRounds, transactionOrders } from '../../db/schema';
import { newId } from '../../platform/ids';
import { releaseDueRounds } from '../printers/print-rounds';

export type TableRoundRow = typeof tableRounds.$inferSelect;

/**
 * A table's kitchen round (decision 0597): the orders of a table cart paid one by one wait in it (their
 * print requests 'held', their kitchen-display lines hidden) until it goes to the kitchen as one.
 */
export async function openTableRound(
  tx: DbOrTx,
  restaurantId: string,
  cartId: string,
  now: Date,
): Promise<string> {
  const id = newId();
  await tx.insert(tableRounds).values({ id, restaurantId, cartId, openedAt: now });
  return id;
}

export async function findTableRound(db: DbOrTx, id: string): Promise<TableRoundRow | undefined> {
  const [row] = await db.select().from(tableRounds).where(eq(tableRounds.id, id));
  return row;
}

/** The orders placed in a round (any status). */
export async function countRoundOrders(db: DbOrTx, roundId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.tableRoundId, roundId));
  return row?.n ?? 0;
}

/**
 * Nothing of the table is left to order: the round is closed, and its held print requests go back to
 * the print queue (which sends the round once none of its orders waits for a payment), waking it.
 */
export async function closeTableRound(tx: DbOrTx, roundId: string, now: Date): Promise<void> {
  await tx
    .update(tableRounds)
    .set({ closedAt: now })
    .where(and(eq(tableRounds.id, roundId), isNull(tableRounds.closedAt)));
  const released = await tx
    .update(printRequests)
    .set({ status: 'pending' })
    .where(
      and(
        eq(printRequests.status, 'held'),
        inArray(
          printRequests.orderId,
          tx.select({ id: orders.id }).from(orders).where(eq(orders.tableRoundId, roundId)),
        ),
      ),
    )
    .returning({ orderId: printRequests.orderId });
  if (released.length > 0) await wakePrintQueues(tx);
}

/** An update does not fire the insert trigger's NOTIFY (decision 0411): wake the print queues (at commit). */
const wakePrintQueues = (tx: DbOrTx) => tx.execute(sql`select pg_notify('rpos_print', '')`);

/**
 * Staff send a waiting round to the kitchen now (decision 0600): it is closed and marked sent by staff,
 * which makes it due as a round whose wait is over (isTableRoundDue), and its held requests go back to
 * the queue by the time-out's own release, waking it; the print queue then prints its one docket. The
 * table's next orders start a new round. Answers false when the round had already gone (or been sent).
 */
export async function sendTableRoundNow(tx: DbOrTx, roundId: string, now: Date): Promise<boolean> {
  // The cart first, then the round: the order a diner's checkout takes them in, so the two never
  // wait on each other (a deadlock would abort one of them).
  await tx
    .select({ id: tableCarts.id })
    .from(tableCarts)
    .where(eq(tableCarts.roundId, roundId))
    .for('update');
  const [sent] = await tx
    .update(tableRounds)
    .set({
      staffSentAt: now,
      closedAt: sql`coalesce(${tableRounds.closedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(tableRounds.id, roundId), isNull(tableRounds.sentAt), isNull(tableRounds.staffSentAt)))
    .returning({ id: tableRounds.id });
  if (!sent) return false;
  await tx.update(tableCarts).set({ roundId: null }).where(eq(tableCarts.roundId, roundId));
  if ((await releaseDueRounds(tx, now, roundId)) > 0) await wakePrintQueues(tx);
  return true;
}

/** The rounds of a bill's orders still waiting for the kitchen (not sent, not sent by staff). */
export async function findWaitingRoundsOfBill(db: DbOrTx, billId: string): Promise<TableRoundRow[]> {
  const ofBill = db
    .select({ id: orders.tableRoundId })
    .from(orders)
    .innerJoin(transactionOrders, eq(transactionOrders.orderId, orders.id))
    .where(eq(transactionOrders.transactionId, billId));
  return db
    .select()
    .from(tableRounds)
    .where(and(inArray(tableRounds.id, ofBill), isNull(tableRounds.sentAt), isNull(tableRounds.staffSentAt)))
    .orderBy(tableRounds.openedAt);
}

export async function deleteEmptyRound(tx: DbOrTx, roundId: string): Promise<void> {
  await tx.delete(tableRounds).where(eq(tableRounds.id, roundId));
}
