import type { PromotionValues } from '@rpos/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { promotions } from '../../db/schema';
import { newId } from '../../platform/ids';
import type { PromotionRow } from './promotions.repository';

/** The restaurant's promotions, the latest change first (every row filtered by the restaurant). */
export async function listRestaurantPromotions(db: DbOrTx, restaurantId: string): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(eq(promotions.restaurantId, restaurantId))
    .orderBy(desc(promotions.updatedAt), desc(promotions.id));
}

/** One promotion of the restaurant, or undefined (another restaurant's is never found). */
export async function findRestaurantPromotion(
  db: DbOrTx,
  restaurantId: string,
  id: string,
): Promise<PromotionRow | undefined> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.restaurantId, restaurantId), eq(promotions.id, id)));
  return row;
}

export async function insertPromotion(
  db: DbOrTx,
  restaurantId: string,
  values: PromotionValues,
  now: Date,
): Promise<PromotionRow> {
  const [row] = await db
    .insert(promotions)
    .values({ id: newId(), restaurantId, ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** Updates the restaurant's promotion; undefined when it is not the restaurant's. */
export async function updatePromotion(
  db: DbOrTx,
  restaurantId: string,
  id: string,
  values: PromotionValues,
  now: Date,
): Promise<PromotionRow | undefined> {
  const [row] = await db
    .update(promotions)
    .set({ ...values, updatedAt: now })
    .where(and(eq(promotions.restaurantId, restaurantId), eq(promotions.id, id)))
    .returning();
  return row;
}

/** Deletes the restaurant's promotion; false when it is not the restaurant's. */
export async function deletePromotion(db: DbOrTx, restaurantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(promotions)
    .where(and(eq(promotions.restaurantId, restaurantId), eq(promotions.id, id)))
    .returning({ id: promotions.id });
  return rows.length > 0;
}
