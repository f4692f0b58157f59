import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { transactions } from '../../db/schema';
import type { TransactionRow } from './transactions.repository';

/** The database side of "Delete All Old" (old-transactions.service.ts, decision 0160). */

/**
 * The restaurant's active bills last changed before `before`, oldest first, locked until the end of
 * the transaction: an order joining one meanwhile waits, then finds it deleted and opens a new bill;
 * one that joined first has moved updatedAt past `before` and is not picked.
 */
export function lockOldActiveBills(
  tx: DbOrTx,
  restaurantId: string,
  before: Date,
): Promise<TransactionRow[]> {
  return tx
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.restaurantId, restaurantId),
        eq(transactions.status, 'active'),
        lt(transactions.updatedAt, before),
      ),
    )
    .orderBy(asc(transactions.createdAt), asc(transactions.id))
    .for('update');
}

export async function markBillsDeleted(
  tx: DbOrTx,
  ids: readonly string[],
  deletion: { reason: string; by: string; at: Date },
): Promise<void> {
  await tx
    .update(transactions)
    .set({
      status: 'deleted',
      deletedReason: deletion.reason,
      deletedBy: deletion.by,
      deletedAt: deletion.at,
      updatedAt: deletion.at,
    })
    .where(inArray(transactions.id, [...ids]));
}
