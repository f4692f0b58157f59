import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queueEntries, queueSettings } from '../../db/schema';

export type QueueEntryRow = typeof queueEntries.$inferSelect;

/** Adds a party with the day's next number; null when another party took that number meanwhile. */
export async function insertQueueEntry(
  db: DbOrTx,
  row: Omit<typeof queueEntries.$inferInsert, 'seq'>,
): Promise<QueueEntryRow | null> {
  const [created] = await db
    .insert(queueEntries)
    .values({
      ...row,
      seq: sql`(select coalesce(max(${queueEntries.seq}), 0) + 1 from ${queueEntries} where ${queueEntries.restaurantId} = ${row.restaurantId} and ${queueEntries.queueDate} = ${row.queueDate})`,
    })
    .onConflictDoNothing({ target: [queueEntries.restaurantId, queueEntries.queueDate, queueEntries.seq] })
    .returning();
  return created ?? null;
}

/** A restaurant's queue of a day, in joining order. */
export async function listQueue(db: DbOrTx, restaurantId: string, date: string): Promise<QueueEntryRow[]> {
  return db
    .select()
    .from(queueEntries)
    .where(and(eq(queueEntries.restaurantId, restaurantId), eq(queueEntries.queueDate, date)))
    .orderBy(asc(queueEntries.joinedAt), asc(queueEntries.seq));
}

export async function findQueueEntryByToken(db: DbOrTx, token: string): Promise<QueueEntryRow | undefined> {
  const [row] = await db.select().from(queueEntries).where(eq(queueEntries.token, token));
  return row;
}

export async function findQueueEntry(
  db: DbOrTx,
  restaurantId: string,
  id: string,
): Promise<QueueEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(queueEntries)
    .where(and(eq(queueEntries.id, id), eq(queueEntries.restaurantId, restaurantId)));
  return row;
}

export async function updateQueueEntry(
  db: DbOrTx,
  id: string,
  set: Partial<typeof queueEntries.$inferInsert>,
): Promise<QueueEntryRow> {
  const [row] = await db.update(queueEntries).set(set).where(eq(queueEntries.id, id)).returning();
  return row!;
}

export async function minutesPerParty(db: DbOrTx, restaurantId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ m: queueSettings.minutesPerParty })
    .from(queueSettings)
    .where(eq(queueSettings.restaurantId, restaurantId));
  return row?.m;
}

export async function saveMinutesPerParty(db: DbOrTx, restaurantId: string, minutes: number, now: Date) {
  await db
    .insert(queueSettings)
    .values({ restaurantId, minutesPerParty: minutes, updatedAt: now })
    .onConflictDoUpdate({
      target: queueSettings.restaurantId,
      set: { minutesPerParty: minutes, updatedAt: now },
    });
}
