import type { KnownLocalBill, PosSyncResult } from '@rpos/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { posSyncChanges } from '../../db/schema';

export type PosSyncChangeRow = typeof posSyncChanges.$inferInsert;

/** The answer stored for this change key, if the restaurant has already had it. */
export async function findSyncResult(
  db: DbOrTx,
  restaurantId: string,
  key: string,
): Promise<PosSyncResult | null> {
  const [row] = await db
    .select({ result: posSyncChanges.result })
    .from(posSyncChanges)
    .where(and(eq(posSyncChanges.restaurantId, restaurantId), eq(posSyncChanges.key, key)));
  return (row?.result as PosSyncResult | undefined) ?? null;
}

/**
 * What the server knows of a bill a device opened offline: the server bill a change of it was applied
 * to; else 'conflict' when its changes were held aside (a table taken, or its first order refused).
 */
export async function findKnownLocalBill(
  db: DbOrTx,
  restaurantId: string,
  localBillId: string,
): Promise<KnownLocalBill | null> {
  const [row] = await db
    .select({
      transactionId: sql<
        string | null
      >`max(${posSyncChanges.transactionId}) filter (where ${posSyncChanges.status} = 'applied')`,
      held: sql<boolean>`bool_or(${posSyncChanges.status} = 'conflict' or (${posSyncChanges.status} = 'refused' and ${posSyncChanges.kind} = 'order'))`,
    })
    .from(posSyncChanges)
    .where(and(eq(posSyncChanges.restaurantId, restaurantId), eq(posSyncChanges.localBillId, localBillId)));
  if (row?.transactionId) return { status: 'applied', transactionId: row.transactionId };
  if (row?.held) return { status: 'conflict', transactionId: null };
  return null;
}

/** Stores a change's answer once; false when its key was stored meanwhile (a concurrent replay). */
export async function insertSyncChange(db: DbOrTx, row: PosSyncChangeRow): Promise<boolean> {
  const inserted = await db
    .insert(posSyncChanges)
    .values(row)
    .onConflictDoNothing({ target: [posSyncChanges.restaurantId, posSyncChanges.key] })
    .returning({ key: posSyncChanges.key });
  return inserted.length === 1;
}
