import type { PosPrintSettings } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { posPrintSettings } from '../../db/schema';

/** The stored print settings, or null when the restaurant never saved any. */
export async function findPrintSettings(db: DbOrTx, restaurantId: string): Promise<PosPrintSettings | null> {
  const [row] = await db
    .select({ settings: posPrintSettings.settings })
    .from(posPrintSettings)
    .where(eq(posPrintSettings.restaurantId, restaurantId));
  return row?.settings ?? null;
}

export async function savePrintSettings(
  db: DbOrTx,
  restaurantId: string,
  settings: PosPrintSettings,
  now: Date,
): Promise<void> {
  await db
    .insert(posPrintSettings)
    .values({ restaurantId, settings, updatedAt: now })
    .onConflictDoUpdate({ target: posPrintSettings.restaurantId, set: { settings, updatedAt: now } });
}
