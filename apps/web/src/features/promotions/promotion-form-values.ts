import {
  type BackOfficePromotion,
  dollarsToCents,
  PROMOTION_MESSAGES as M,
  type PromotionForm,
  type PromotionType,
  validatePromotionForm,
} from '@rpos/domain';

/** What the form's fields hold: numbers as typed (dollars for money). */
export interface PromotionFormValues {
  name: string;
  description: string;
  isEnabled: boolean;
  maxAmount: string;
  expiryDays: string;
  isPercentage: boolean;
  percentage: string;
  amount: string;
  forOneItem: boolean;
  isFreeItem: boolean;
  /** Buy N get free: N orders (decision 0270). */
  buyCount: string;
}

export type PromotionField = keyof PromotionFormValues;

const centsText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** A saved promotion's values, or a new one's (enabled, percentage mode). */
export function promotionFormValues(p?: BackOfficePromotion): PromotionFormValues {
  return {
    name: p?.name ?? '',
    description: p?.description ?? '',
    isEnabled: p?.isEnabled ?? true,
    maxAmount: centsText(p?.maxAmount ?? null),
    expiryDays: p?.expiryDays == null ? '' : String(p.expiryDays),
    isPercentage: p?.isPercentage ?? true,
    percentage: p?.percentage == null ? '' : String(p.percentage),
    amount: centsText(p?.amount ?? null),
    forOneItem: p?.forOneItem ?? false,
    isFreeItem: p?.isFreeItem ?? false,
    buyCount: p?.buyCount == null ? '' : String(p.buyCount),
  };
}

const wholeNumber = (text: string): number | null =>
  /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null;

/** The form as POST /promotions takes it: dollars to cents; what is not a number is left out. */
export function toPromotionForm(type: PromotionType, v: PromotionFormValues): PromotionForm {
  const percentage = wholeNumber(v.percentage);
  return {
    type,
    name: v.name,
    description: v.description,
    isEnabled: v.isEnabled,
    maxAmount: dollarsToCents(v.maxAmount),
    expiryDays: wholeNumber(v.expiryDays),
    isPercentage: v.isPercentage,
    percentage: percentage !== null && percentage <= 100 ? percentage : null,
    amount: dollarsToCents(v.amount),
    forOneItem: v.forOneItem,
    isFreeItem: v.isFreeItem,
    buyCount: type === 'buyNFree' ? wholeNumber(v.buyCount) : null,
  };
}

const FIELD_OF_MESSAGE: Record<string, PromotionField> = {
  [M.nameRequired]: 'name',
  [M.nameTooLong]: 'name',
  [M.descriptionRequired]: 'description',
  [M.maxAmountRequired]: 'maxAmount',
  [M.expiryDaysRequired]: 'expiryDays',
  [M.percentageRequired]: 'percentage',
  [M.amountRequired]: 'amount',
  [M.buyCountRequired]: 'buyCount',
};

/** The §5 check the server runs, as the field to mark and its text; null when the form is fine. */
export function promotionFormError(
  type: PromotionType,
  v: PromotionFormValues,
): { field: PromotionField; message: string } | null {
  const check = validatePromotionForm(toPromotionForm(type, v));
  if (check.ok) return null;
  return { field: FIELD_OF_MESSAGE[check.message] ?? 'description', message: check.message };
}
