import {
  type ActivePromotionsResponse,
  isPromotionCurrent,
  type ObPromotionsResponse,
  ONLINE_MESSAGES,
  type PromotionDetail,
  RESTAURANT_MESSAGES,
  tableTypeOf,
} from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { imageUrl } from '../images/images.repository';
import { findTableByNumber } from '../online/online.repository';
import { findRestaurantByUrlIdentifier } from '../restaurants/restaurants.repository';
import { findCurrentPromotions, type PromotionRow } from './promotions.repository';

async function restaurantOrNotFound(db: DbOrTx, urlIdentifier: string) {
  const restaurant = await findRestaurantByUrlIdentifier(db, urlIdentifier);
  if (!restaurant) throw new AppError('NOT_FOUND', RESTAURANT_MESSAGES.notFound);
  return restaurant;
}

/** Current promotions; the domain rule double-checks what the query selected. */
async function currentPromotions(db: DbOrTx, restaurantId: string, now: Date): Promise<PromotionRow[]> {
  return (await findCurrentPromotions(db, restaurantId, now)).filter((p) => isPromotionCurrent(p, now));
}

export function toPromotionDetail(p: PromotionRow): PromotionDetail {
  return {
    id: p.id,
    type: p.type,
    name: p.name,
    description: p.description,
    image: p.imageId ? imageUrl(p.imageId) : null,
    deepLink: p.deepLink,
    isPercentage: p.isPercentage,
    percentage: p.percentage,
    amount: p.amount,
    maxAmount: p.maxAmount,
    expiryDays: p.expiryDays,
    forOneItem: p.forOneItem,
    isFreeItem: p.isFreeItem,
    startsAt: p.startsAt?.toISOString() ?? null,
    endsAt: p.endsAt?.toISOString() ?? null,
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** GET /activePromotions: whether the landing shows (promotionCount > 0) and what it shows first. */
export async function getActivePromotions(
  db: DbOrTx,
  urlIdentifier: string,
  now: Date,
): Promise<ActivePromotionsResponse> {
  const restaurant = await restaurantOrNotFound(db, urlIdentifier);
  const list = await currentPromotions(db, restaurant.id, now);
  const first = list.find((p) => p.imageId) ?? list[0];
  return {
    promotionCount: list.length,
    promotionImage: first?.imageId ? imageUrl(first.imageId) : null,
    restaurantName: restaurant.name,
    restaurantAltName: restaurant.altName,
    promotionDeepLink: list.find((p) => p.deepLink)?.deepLink ?? null,
  };
}

/** GET /obPromotions: the enabled, current promotions for a table (or order type) of the restaurant. */
export async function getObPromotions(
  db: DbOrTx,
  urlIdentifier: string,
  tableId: string,
  now: Date,
): Promise<ObPromotionsResponse> {
  const restaurant = await restaurantOrNotFound(db, urlIdentifier);
  if (tableTypeOf(tableId) === 'dinein' && !(await findTableByNumber(db, restaurant.id, tableId))) {
    throw new AppError('NOT_FOUND', ONLINE_MESSAGES.tableNotFound);
  }
  const list = await currentPromotions(db, restaurant.id, now);
  return { promotionDetails: list.map(toPromotionDetail) };
}
