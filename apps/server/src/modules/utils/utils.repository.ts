import type { DbOrTx } from '../../db/client';
import { clientErrors } from '../../db/schema';
import { newId } from '../../platform/ids';

export async function recordClientError(
  db: DbOrTx,
  row: Omit<typeof clientErrors.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await db.insert(clientErrors).values({ id: newId(), ...row });
}
