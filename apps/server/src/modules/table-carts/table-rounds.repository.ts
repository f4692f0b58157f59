import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, printRequests, tableRounds } from '../../db/schema';
import { newId } from '../../platform/ids';

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
  // An update does not fire the insert trigger's NOTIFY (decision 0411): wake the print queues here.
  if (released.length > 0) await tx.execute(sql`select pg_notify('rpos_print', '')`);
}

export async function deleteEmptyRound(tx: DbOrTx, roundId: string): Promise<void> {
  await tx.delete(tableRounds).where(eq(tableRounds.id, roundId));
}
