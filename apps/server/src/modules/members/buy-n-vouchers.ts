import { localClock } from '@rpos/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';
import { issueFromPromotion } from './member-join.service';
import { activePromotion, type VoucherRow } from './member-vouchers.repository';

/** The member's orders that count for buy N get free: placed or completed, not deleted. */
async function countedOrders(db: DbOrTx, restaurantId: string, memberId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        eq(orders.memberId, memberId),
        inArray(orders.status, ['placed', 'completed']),
        sql`${orders.deletedAt} is null`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Buy N get free (decision 0270), after a proven member's order: with the restaurant's running
 * buy-N promotion (N = buyCount), the k-th time the member's counted orders reach k × N earns one
 * voucher keyed 'buyNFree:<promotionId>:<k>' — once, however often this runs; an order still waiting
 * for its online payment counts from its payment on (it is counted at the member's next order).
 */
export async function earnBuyNVoucher(
  db: DbOrTx,
  restaurant: { id: string; timezone: string },
  memberId: string,
  now: Date,
): Promise<VoucherRow | undefined> {
  const promotion = await activePromotion(db, restaurant.id, 'buyNFree', now);
  if (!promotion?.buyCount) return undefined;
  const k = Math.floor((await countedOrders(db, restaurant.id, memberId)) / promotion.buyCount);
  if (k < 1) return undefined;
  const today = localClock(now, restaurant.timezone).isoDate;
  return issueFromPromotion(
    db,
    promotion,
    { id: memberId, restaurantId: restaurant.id },
    `buyNFree:${promotion.id}:${k}`,
    today,
    now,
  );
}
