import { and, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idempotencyRecords } from '../../db/schema';

export type IdempotencyRow = typeof idempotencyRecords.$inferSelect;

/** Claims (scope, key) for a first run; false when a record exists. */
export async function claimIdempotencyKey(
  db: DbOrTx,
  row: { scope: string; key: string; fingerprint: string; lockedUntil: Date; createdAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyRecords)
    .values({ ...row, state: 'inProgress' })
    .onConflictDoNothing()
    .returning({ key: idempotencyRecords.key });
  return rows.length === 1;
}

export async function findIdempotencyRecord(
  db: DbOrTx,
  scope: string,
  key: string,
): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyRecords)
    .where(and(eq(idempotencyRecords.scope, scope), eq(idempotencyRecords.key, key)));
  return row;
}

/** Takes over a run whose lease has expired (its process died); true when this call took it. */
export async function takeOverExpired(
  db: DbOrTx,
  scope: string,
  key: string,
  now: Date,
  lockedUntil: Date,
): Promise<boolean> {
  const rows = await db
    .update(idempotencyRecords)
    .set({ lockedUntil })
    .where(
      and(
        eq(idempotencyRecords.scope, scope),
        eq(idempotencyRecords.key, key),
        eq(idempotencyRecords.state, 'inProgress'),
        lte(idempotencyRecords.lockedUntil, now),
      ),
    )
    .returning({ key: idempotencyRecords.key });
  return rows.length === 1;
}

export async function completeIdempotencyRecord(
  db: DbOrTx,
  scope: string,
  key: string,
  result: { statusCode: number; response: unknown; completedAt: Date },
): Promise<void> {
  await db
    .update(idempotencyRecords)
    .set({ state: 'done', ...result })
    .where(and(eq(idempotencyRecords.scope, scope), eq(idempotencyRecords.key, key)));
}

export async function deleteIdempotencyRecord(db: DbOrTx, scope: string, key: string): Promise<void> {
  await db
    .delete(idempotencyRecords)
    .where(
      and(
        eq(idempotencyRecords.scope, scope),
        eq(idempotencyRecords.key, key),
        eq(idempotencyRecords.state, 'inProgress'),
      ),
    );
}
