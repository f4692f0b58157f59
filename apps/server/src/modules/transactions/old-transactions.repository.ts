import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staffActivities, transactionOperations, transactions, users } from '../../db/schema';
import { newId } from '../../platform/ids';
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

/** One change to one bill: its operation history row and its staff activity say the same. */
export interface BillHistoryEntry {
  restaurantId: string;
  transactionId: string;
  operationType: string;
  operationName: string;
  details: string;
  price: number;
  staffName: string;
  userId: string;
  at: Date;
}

/** Writes the entries' operation rows, then their staff activities. */
export async function insertBillHistory(tx: DbOrTx, entries: readonly BillHistoryEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(transactionOperations).values(
    entries.map((e) => ({
      id: newId(),
      transactionId: e.transactionId,
      operationType: e.operationType,
      operationName: e.operationName,
      price: e.price,
      updatedAt: e.at,
      updatedBy: e.staffName,
    })),
  );
  await tx.insert(staffActivities).values(
    entries.map((e) => ({
      id: newId(),
      restaurantId: e.restaurantId,
      transactionId: e.transactionId,
      operationType: e.operationType,
      operationName: e.operationName,
      details: e.details,
      price: e.price,
      staffName: e.staffName,
      userId: e.userId,
      updatedAt: e.at,
    })),
  );
}

/** A user's first and last name ('' when they have none). */
export async function userFullName(db: DbOrTx, userId: string): Promise<string> {
  const [u] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return `${u?.firstName ?? ''} ${u?.lastName ?? ''}`.trim();
}
