import { z } from 'zod';
import {
  BIRTHDAY_DESCRIPTION_MAX,
  PROMOTION_DESCRIPTION_MAX,
  PROMOTION_NAME_MAX,
  PromotionDetail,
  PromotionType,
} from './promotions.contract';

/**
 * The back-office promotion forms and calls (back-office.md §2.13, §3 "Promotion", §5, §7, §8):
 * GET /promotions, GET /promotions/{id}, POST /promotions {promotion, promotionId}, DELETE
 * /promotions/{id}. Money in cents (maxAmount, amount); percentage a whole number 1..100.
 */

/** §5 and §8 texts, verbatim (including 'Expriry'); the ones marked "ours" are not quoted by the spec. */
export const PROMOTION_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `The name can be at most ${PROMOTION_NAME_MAX} characters`, // ours
  descriptionRequired: 'Description is required',
  descriptionTooLong: (max: number) => `The description can be at most ${max} characters`, // ours
  maxAmountRequired: 'The maximum amount is required.',
  expiryDaysRequired: 'Expriry days is required',
  percentageRequired: 'The discount percentage is required.',
  amountRequired: 'The discount amount is required.',
  saved: 'Saved successfully',
  saveFailed: 'Something went wrong, please try again.',
  notFound: 'Promotion not found', // ours
  typeChanged: 'The type of a promotion cannot be changed', // ours
  buyCountRequired: 'Please enter N: 2 to 100 orders.', // ours (decision 0270)
} as const;

/** Buy N get free: N is 2..100 orders (decision 0270). */
export const BUY_COUNT_MIN = 2;
export const BUY_COUNT_MAX = 100;

/** Promotions list page size (§9). */
export const PROMOTION_PAGE_SIZE = 50;

/** Cap on any amount in cents (a typo guard: $100,000). */
export const MARKETING_MONEY_MAX = 10_000_000;

/** The description limit of a type: 50 on birthday, 100 otherwise (§5). */
export function promotionDescriptionMax(type: PromotionType): number {
  return type === 'birthday' ? BIRTHDAY_DESCRIPTION_MAX : PROMOTION_DESCRIPTION_MAX;
}

/**
 * The form as a client sends it: loose on purpose, validatePromotionForm answers the §5 texts
 * (a schema error would answer a field path, not the spec's words).
 */
export const PromotionForm = z.object({
  type: PromotionType,
  name: z.string().max(500).nullish(),
  description: z.string().max(2000).nullish(),
  isEnabled: z.boolean().nullish(),
  /** Cents. */
  maxAmount: z.number().int().min(0).max(MARKETING_MONEY_MAX).nullish(),
  expiryDays: z.number().int().min(0).max(3650).nullish(),
  isPercentage: z.boolean().nullish(),
  percentage: z.number().int().min(0).max(100).nullish(),
  /** Cents. */
  amount: z.number().int().min(0).max(MARKETING_MONEY_MAX).nullish(),
  forOneItem: z.boolean().nullish(),
  isFreeItem: z.boolean().nullish(),
  /** Buy N get free: every buyCount-th order of a member earns a voucher (decision 0270). */
  buyCount: z.number().int().min(0).max(10_000).nullish(),
});
export type PromotionForm = z.input<typeof PromotionForm>;

/** POST /promotions: promotionId present updates that promotion, absent creates one. */
export const SavePromotionBody = z.object({
  promotion: PromotionForm,
  promotionId: z.string().trim().max(100).nullish(),
});
export type SavePromotionBody = z.input<typeof SavePromotionBody>;

/** A checked promotion, ready to store. */
export interface PromotionValues {
  type: PromotionType;
  name: string;
  description: string;
  isEnabled: boolean;
  maxAmount: number;
  expiryDays: number;
  isPercentage: boolean;
  percentage: number | null;
  amount: number | null;
  forOneItem: boolean;
  isFreeItem: boolean;
  /** N of a buy-N-get-free promotion; null for the other types. */
  buyCount: number | null;
}

export type PromotionCheck = { ok: true; value: PromotionValues } | { ok: false; message: string };

/**
 * §5, in the form's order: name, description, maxAmount, expiryDays (≥ 1), then the percentage in
 * percentage mode or the amount otherwise; a free-item promotion gives the item, so neither is
 * needed (decision 0252). A zero discount counts as missing. Texts are trimmed.
 */
export function validatePromotionForm(form: PromotionForm): PromotionCheck {
  const fail = (message: string): PromotionCheck => ({ ok: false, message });
  const name = form.name?.trim() ?? '';
  const description = form.description?.trim() ?? '';
  if (!name) return fail(PROMOTION_MESSAGES.nameRequired);
  if (name.length > PROMOTION_NAME_MAX) return fail(PROMOTION_MESSAGES.nameTooLong);
  if (!description) return fail(PROMOTION_MESSAGES.descriptionRequired);
  const descriptionMax = promotionDescriptionMax(form.type);
  if (description.length > descriptionMax) return fail(PROMOTION_MESSAGES.descriptionTooLong(descriptionMax));
  if (form.maxAmount == null) return fail(PROMOTION_MESSAGES.maxAmountRequired);
  if (form.expiryDays == null || form.expiryDays < 1) return fail(PROMOTION_MESSAGES.expiryDaysRequired);
  const buyN = form.type === 'buyNFree';
  if (buyN && (form.buyCount == null || form.buyCount < BUY_COUNT_MIN || form.buyCount > BUY_COUNT_MAX))
    return fail(PROMOTION_MESSAGES.buyCountRequired);
  const isPercentage = form.isPercentage ?? false;
  const isFreeItem = form.isFreeItem ?? false;
  if (!isFreeItem && isPercentage && !form.percentage) return fail(PROMOTION_MESSAGES.percentageRequired);
  if (!isFreeItem && !isPercentage && !form.amount) return fail(PROMOTION_MESSAGES.amountRequired);
  return {
    ok: true,
    value: {
      type: form.type,
      name,
      description,
      isEnabled: form.isEnabled ?? false,
      maxAmount: form.maxAmount,
      expiryDays: form.expiryDays,
      isPercentage,
      percentage: isPercentage ? (form.percentage ?? null) : null,
      amount: isPercentage ? null : (form.amount ?? null),
      forOneItem: form.forOneItem ?? false,
      isFreeItem,
      buyCount: buyN ? (form.buyCount ?? null) : null,
    },
  };
}

/** One promotion as the back-office reads it: the diner's fields plus whether it is enabled. */
export const BackOfficePromotion = PromotionDetail.extend({
  isEnabled: z.boolean(),
  buyCount: z.number().int().nullable(),
});
export type BackOfficePromotion = z.infer<typeof BackOfficePromotion>;

/** GET /promotions: the acting restaurant's promotions, newest change first. */
export const PromotionsResponse = z.object({ promotions: z.array(BackOfficePromotion) });
export type PromotionsResponse = z.infer<typeof PromotionsResponse>;

/** GET /promotions/{id} */
export const PromotionResponse = z.object({ promotion: BackOfficePromotion });
export type PromotionResponse = z.infer<typeof PromotionResponse>;

/** POST /promotions answers the saved promotion and the text to show. */
export const SavePromotionResponse = z.object({ promotion: BackOfficePromotion, message: z.string() });
export type SavePromotionResponse = z.infer<typeof SavePromotionResponse>;

export const PromotionIdParams = z.object({ id: z.string().trim().min(1).max(100) });

/** The form route of a promotion by type (§2.13). */
export const PROMOTION_FORM_PATHS: Record<PromotionType, string> = {
  buyNFree: '/buyNFree',
  newMember: '/newMemberPromotion',
  birthday: '/birthdayPromotion',
};
