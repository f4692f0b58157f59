import { z } from 'zod';

/** Promotions (back-office.md §3 "Promotion") as the diner's landing screen reads them (diner.md §2, §7). */
export const PROMOTION_TYPES = ['buyNFree', 'newMember', 'birthday'] as const;
export const PromotionType = z.enum(PROMOTION_TYPES);
export type PromotionType = z.infer<typeof PromotionType>;

/** Form limits (back-office.md §5): name 20; description 100 (50 on birthday). */
export const PROMOTION_NAME_MAX = 20;
export const PROMOTION_DESCRIPTION_MAX = 100;
export const BIRTHDAY_DESCRIPTION_MAX = 50;

/** What decides whether a promotion runs now. */
export interface PromotionWindow {
  isEnabled: boolean;
  startsAt: Date | string | null;
  endsAt: Date | string | null;
}

/** Enabled, started (or no start) and not yet ended (or no end): the end is exclusive. */
export function isPromotionCurrent(p: PromotionWindow, now: Date): boolean {
  if (!p.isEnabled) return false;
  const t = now.getTime();
  if (p.startsAt !== null && new Date(p.startsAt).getTime() > t) return false;
  if (p.endsAt !== null && new Date(p.endsAt).getTime() <= t) return false;
  return true;
}

/** GET /activePromotions?restaurantId=<url identifier> */
export const ActivePromotionsQuery = z.object({
  restaurantId: z.string().trim().min(1, 'restaurantId is required').max(100),
});
export type ActivePromotionsQuery = z.infer<typeof ActivePromotionsQuery>;

/** The landing screen shows when promotionCount > 0; image and deep link are the first promotion's. */
export const ActivePromotionsResponse = z.object({
  promotionCount: z.number().int(),
  promotionImage: z.string().nullable(),
  restaurantName: z.string(),
  restaurantAltName: z.string().nullable(),
  promotionDeepLink: z.string().nullable(),
});
export type ActivePromotionsResponse = z.infer<typeof ActivePromotionsResponse>;

/** GET /obPromotions?restaurantId&tableId */
export const ObPromotionsQuery = z.object({
  restaurantId: z.string().trim().min(1, 'restaurantId is required').max(100),
  tableId: z.string().trim().min(1, 'tableId is required').max(50),
});
export type ObPromotionsQuery = z.infer<typeof ObPromotionsQuery>;

/** One promotion as diners see it; money in cents, percentage a whole number. */
export const PromotionDetail = z.object({
  id: z.string(),
  type: PromotionType,
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  deepLink: z.string().nullable(),
  isPercentage: z.boolean(),
  percentage: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  maxAmount: z.number().int().nullable(),
  expiryDays: z.number().int().nullable(),
  forOneItem: z.boolean(),
  isFreeItem: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type PromotionDetail = z.infer<typeof PromotionDetail>;

export const ObPromotionsResponse = z.object({ promotionDetails: z.array(PromotionDetail) });
export type ObPromotionsResponse = z.infer<typeof ObPromotionsResponse>;
