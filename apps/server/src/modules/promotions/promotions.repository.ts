import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { promotions } from '../../db/schema';

export type PromotionRow = typeof promotions.$inferSelect;

/** Enabled promotions of a restaurant running at `now` (start inclusive, end exclusive), in display order. */
export async function findCurrentPromotions(
  db: DbOrTx,
  restaurantId: string,
  now: Date,
): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.restaurantId, restaurantId),
        eq(promotions.isEnabled, true),
        or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    )
    .orderBy(asc(promotions.sort), desc(promotions.updatedAt), asc(promotions.id));
}
