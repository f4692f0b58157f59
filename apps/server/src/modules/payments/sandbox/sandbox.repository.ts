import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { sandboxCardTokens } from '../../../db/schema';

export type SandboxCardTokenRow = typeof sandboxCardTokens.$inferSelect;

export async function insertSandboxCardToken(
  db: DbOrTx,
  row: typeof sandboxCardTokens.$inferInsert,
): Promise<void> {
  await db.insert(sandboxCardTokens).values(row);
}

export async function findSandboxCardToken(
  db: DbOrTx,
  token: string,
): Promise<SandboxCardTokenRow | undefined> {
  const [row] = await db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.token, token));
  return row;
}
