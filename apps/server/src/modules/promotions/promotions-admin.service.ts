import {
  type BackOfficePromotion,
  PROMOTION_MESSAGES,
  type SavePromotionBody,
  type SavePromotionResponse,
  validatePromotionForm,
} from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { PromotionRow } from './promotions.repository';
import { toPromotionDetail } from './promotions.service';
import {
  deletePromotion,
  findRestaurantPromotion,
  insertPromotion,
  listRestaurantPromotions,
  updatePromotion,
} from './promotions-admin.repository';

export function toBackOfficePromotion(row: PromotionRow): BackOfficePromotion {
  return { ...toPromotionDetail(row), isEnabled: row.isEnabled, buyCount: row.buyCount };
}

export async function listPromotions(db: DbOrTx, restaurantId: string): Promise<BackOfficePromotion[]> {
  return (await listRestaurantPromotions(db, restaurantId)).map(toBackOfficePromotion);
}

export async function getPromotion(
  db: DbOrTx,
  restaurantId: string,
  id: string,
): Promise<BackOfficePromotion> {
  const row = await findRestaurantPromotion(db, restaurantId, id);
  if (!row) throw new AppError('NOT_FOUND', PROMOTION_MESSAGES.notFound);
  return toBackOfficePromotion(row);
}

/**
 * POST /promotions: checks the form (§5 texts), then creates, or updates the restaurant's promotion
 * named by promotionId. A promotion keeps its type (decision 0251).
 */
export async function savePromotion(
  db: DbOrTx,
  restaurantId: string,
  body: SavePromotionBody,
  now: Date,
): Promise<SavePromotionResponse> {
  const check = validatePromotionForm(body.promotion);
  if (!check.ok) throw new AppError('VALIDATION', check.message);
  let row: PromotionRow | undefined;
  if (body.promotionId) {
    const existing = await findRestaurantPromotion(db, restaurantId, body.promotionId);
    if (!existing) throw new AppError('NOT_FOUND', PROMOTION_MESSAGES.notFound);
    if (existing.type !== check.value.type) throw new AppError('VALIDATION', PROMOTION_MESSAGES.typeChanged);
    row = await updatePromotion(db, restaurantId, body.promotionId, check.value, now);
    if (!row) throw new AppError('NOT_FOUND', PROMOTION_MESSAGES.notFound);
  } else {
    row = await insertPromotion(db, restaurantId, check.value, now);
  }
  return { promotion: toBackOfficePromotion(row), message: PROMOTION_MESSAGES.saved };
}

export async function removePromotion(db: DbOrTx, restaurantId: string, id: string): Promise<void> {
  if (!(await deletePromotion(db, restaurantId, id)))
    throw new AppError('NOT_FOUND', PROMOTION_MESSAGES.notFound);
}
