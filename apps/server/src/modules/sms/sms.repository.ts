import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { smsCodes } from '../../db/schema';

export type SmsCodeRow = typeof smsCodes.$inferSelect;

export async function insertSmsCode(db: DbOrTx, row: typeof smsCodes.$inferInsert): Promise<void> {
  await db.insert(smsCodes).values(row);
}

/** Send times (oldest first) of codes since a moment, for a phone or for an address. */
export async function sentSince(
  db: DbOrTx,
  key: { phone: string } | { ip: string },
  since: Date,
): Promise<Date[]> {
  const match = 'phone' in key ? eq(smsCodes.phone, key.phone) : eq(smsCodes.ip, key.ip);
  const rows = await db
    .select({ at: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(match, gt(smsCodes.createdAt, since)))
    .orderBy(asc(smsCodes.createdAt));
  return rows.map((r) => r.at);
}

export async function findSmsCode(db: DbOrTx, sid: string): Promise<SmsCodeRow | undefined> {
  const [row] = await db.select().from(smsCodes).where(eq(smsCodes.sid, sid));
  return row;
}

export async function addSmsAttempt(db: DbOrTx, sid: string): Promise<void> {
  await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.sid, sid));
}

/** Marks the code used unless it already is; true when this call used it. */
export async function consumeSmsCode(tx: DbOrTx, sid: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(smsCodes)
    .set({ usedAt: at })
    .where(and(eq(smsCodes.sid, sid), isNull(smsCodes.usedAt)))
    .returning({ sid: smsCodes.sid });
  return rows.length === 1;
}
