import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { newId } from '../../platform/ids';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxRow = Omit<typeof outboxMessages.$inferInsert, 'id' | 'createdAt'>;

export async function insertOutboxMessage(db: DbOrTx, row: NewOutboxRow): Promise<OutboxRow> {
  const [inserted] = await db
    .insert(outboxMessages)
    .values({ id: newId(), ...row })
    .returning();
  return inserted!;
}

export async function listOutboxMessages(
  db: DbOrTx,
  page: { limit: number; offset: number; channel?: 'email' | 'sms' },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const where = page.channel ? eq(outboxMessages.channel, page.channel) : undefined;
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(where)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(outboxMessages).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function findOutboxMessage(db: DbOrTx, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row;
}
