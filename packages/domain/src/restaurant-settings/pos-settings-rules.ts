import { z } from 'zod';
import { DEFAULT_POS_COURSES, PosCourse, PosCoursesInput } from './pos-courses';

/**
 * POS settings (restaurant-config.md §3 posSettings, posOrderingSettings; §5 "POS settings"): payment
 * partners, delivery partners and discounts with their validation texts, and the POS flags.
 */

/** Delivery partners offered by name (restaurant-config.md §9); any other name is a custom partner. */
export const DELIVERY_PARTNER_NAMES = [
  'Fantuan',
  'DOORDASH',
  'EASI',
  'EatClub',
  'Hungry Panda',
  'MENULOG',
  'RITUAL',
  'UBER EATS',
] as const;

export const POS_NAME_MAX = 100;
export const POS_LIST_MAX = 100;

/** Texts of §5; the ones marked "ours" are not quoted by the spec (docs/decisions/0119). */
export const POS_SETTINGS_MESSAGES = {
  partnerNameEmpty: 'The partner name cannot be empty', // ours
  partnerNameExists: 'The partner name alreay exists.',
  commissionInvalid: 'The commission percentage must be a number between 0 and 100', // ours
  discountNameEmpty: 'The discount name cannot be empty',
  discountNameExists: 'The discount name alreay exists.',
  discountPercentageEmpty: 'The discount percentage cannot be empty',
  discountPercentageInvalid: 'The discount percentage is not a valid number',
  discountAmountEmpty: 'The discount amount cannot be empty',
  discountAmountInvalid: 'The discount amount is not a valid number',
  nameTooLong: `A name can have at most ${POS_NAME_MAX} characters`, // ours
  tooMany: `At most ${POS_LIST_MAX} entries`, // ours
  selectRestaurant: 'Please select a restaurant first.',
  listsRequired: 'posSettings must carry posPartners, posDeliveryPartners or discounts', // ours
} as const;

const M = POS_SETTINGS_MESSAGES;

const name = (empty: string) =>
  z.string({ error: empty }).trim().min(1, empty).max(POS_NAME_MAX, M.nameTooLong);
const sort = z.number().int().min(0).max(100_000).optional();

/** Stored shapes (what GET answers and the POS reads). */
export const PosPartner = z.object({
  name: z.string(),
  isPrepaid: z.boolean().default(false),
  sort: z.number().int().default(0),
});
export type PosPartner = z.infer<typeof PosPartner>;

export const PosDeliveryPartner = z.object({
  name: z.string(),
  sort: z.number().int().default(0),
  /** 0 to 100, the partner's commission on an order. */
  commissionPercentage: z.number().default(0),
});
export type PosDeliveryPartner = z.infer<typeof PosDeliveryPartner>;

/** A discount is a percentage (0 < p <= 100) or an amount in cents (> 0); the other is null. */
export const Discount = z.object({
  name: z.string(),
  percentage: z.number().nullable().default(null),
  /** Cents. */
  amount: z.number().int().nullable().default(null),
  sort: z.number().int().default(0),
});
export type Discount = z.infer<typeof Discount>;

/** The case-insensitive, trimmed duplicate rule of §5. */
function noDuplicateNames(message: string) {
  return (list: { name: string }[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    list.forEach((entry, i) => {
      const key = entry.name.trim().toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message, path: [i, 'name'] });
      seen.add(key);
    });
  };
}

/** Missing sorts follow the list's order (1, 2, ...). */
const withSort = <T extends { sort?: number | undefined }>(list: T[]) =>
  list.map((entry, i) => ({ ...entry, sort: entry.sort ?? i + 1 }));

export const PosPartnersInput = z
  .array(z.object({ name: name(M.partnerNameEmpty), isPrepaid: z.boolean().default(false), sort }))
  .max(POS_LIST_MAX, M.tooMany)
  .superRefine(noDuplicateNames(M.partnerNameExists))
  .transform(withSort);

export const PosDeliveryPartnersInput = z
  .array(
    z.object({
      name: name(M.partnerNameEmpty),
      sort,
      commissionPercentage: z
        .number({ error: M.commissionInvalid })
        .min(0, M.commissionInvalid)
        .max(100, M.commissionInvalid)
        .default(0),
    }),
  )
  .max(POS_LIST_MAX, M.tooMany)
  .superRefine(noDuplicateNames(M.partnerNameExists))
  .transform(withSort);

/** A number, or a numeric string; NaN for anything else; null when empty. */
function numberOf(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim() === '' ? null : Number(value.trim());
  return Number.NaN;
}

/**
 * One discount as sent: percentage mode when percentage is given (or when amount is not), amount
 * mode otherwise. Answers the stored shape, the other field null.
 */
export const DiscountInput = z
  .object({
    name: name(M.discountNameEmpty),
    percentage: z.unknown().optional(),
    amount: z.unknown().optional(),
    sort,
  })
  .transform((d, ctx) => {
    const percentage = numberOf(d.percentage);
    const amount = numberOf(d.amount);
    const isAmount = percentage === null && d.amount !== undefined;
    const fail = (message: string, field: string) => {
      ctx.addIssue({ code: 'custom', message, path: [field] });
      return z.NEVER;
    };
    if (!isAmount) {
      if (percentage === null) return fail(M.discountPercentageEmpty, 'percentage');
      if (!Number.isFinite(percentage) || percentage <= 0 || percentage > 100)
        return fail(M.discountPercentageInvalid, 'percentage');
      return { name: d.name, percentage, amount: null, sort: d.sort };
    }
    if (amount === null) return fail(M.discountAmountEmpty, 'amount');
    if (!Number.isInteger(amount) || amount <= 0 || amount > 100_000_00)
      return fail(M.discountAmountInvalid, 'amount');
    return { name: d.name, percentage: null, amount, sort: d.sort };
  });

export const DiscountsInput = z
  .array(DiscountInput)
  .max(POS_LIST_MAX, M.tooMany)
  .superRefine(noDuplicateNames(M.discountNameExists))
  .transform(withSort);

/** The POS flags of posSettings. */
export const POS_SETTINGS_FLAGS = [
  'showRemoveTakeawayOrders',
  'isPOSOpenCashEnabled',
  'isWechatPOSPaymentEnabled',
  'isTakingAdyenEftposCharges',
  'isDisableAutoAcceptOrderWithoutLoc',
] as const;
export type PosSettingsFlag = (typeof POS_SETTINGS_FLAGS)[number];

/** posSettings as stored: every field has a default, so `PosSettings.parse({})` is a new restaurant. */
export const PosSettings = z.object({
  posPartners: z.array(PosPartner).default([]),
  posDeliveryPartners: z.array(PosDeliveryPartner).default([]),
  discounts: z.array(Discount).default([]),
  showRemoveTakeawayOrders: z.boolean().default(false),
  isPOSOpenCashEnabled: z.boolean().default(false),
  isWechatPOSPaymentEnabled: z.boolean().default(false),
  isTakingAdyenEftposCharges: z.boolean().default(false),
  isDisableAutoAcceptOrderWithoutLoc: z.boolean().default(false),
  /** The restaurant's courses (ours; decision 0578): course n is the n-th. */
  courses: z.array(PosCourse).min(1).default(DEFAULT_POS_COURSES),
});
export type PosSettings = z.infer<typeof PosSettings>;

/** The posSettings of the shared settings save: any of the lists and flags; left out keeps its value. */
export const PosSettingsPatch = z.strictObject({
  posPartners: PosPartnersInput.optional(),
  posDeliveryPartners: PosDeliveryPartnersInput.optional(),
  discounts: DiscountsInput.optional(),
  showRemoveTakeawayOrders: z.boolean().optional(),
  isPOSOpenCashEnabled: z.boolean().optional(),
  isWechatPOSPaymentEnabled: z.boolean().optional(),
  isTakingAdyenEftposCharges: z.boolean().optional(),
  isDisableAutoAcceptOrderWithoutLoc: z.boolean().optional(),
  courses: PosCoursesInput.optional(),
});
export type PosSettingsPatch = z.infer<typeof PosSettingsPatch>;

/**
 * PUT /updateRestaurantValues/ {posSettings}: restaurant-config.md §7 names the lists only; each
 * list given replaces the stored one, the others stay.
 */
export const PosSettingsListsValue = z
  .strictObject({
    posPartners: PosPartnersInput.optional(),
    posDeliveryPartners: PosDeliveryPartnersInput.optional(),
    discounts: DiscountsInput.optional(),
  })
  .refine(
    (v) => v.posPartners !== undefined || v.posDeliveryPartners !== undefined || v.discounts !== undefined,
    M.listsRequired,
  );
export type PosSettingsListsValue = z.infer<typeof PosSettingsListsValue>;

/** posOrderingSettings (§3): the POS's PIN prompts and the transfer of local dine-in orders. */
export const PosOrderingSettings = z.object({
  disableOrderDishPin: z.boolean().default(false),
  disablePaymentPin: z.boolean().default(false),
  directTransferLocalDiningOrders: z.boolean().default(false),
});
export type PosOrderingSettings = z.infer<typeof PosOrderingSettings>;

export const PosOrderingSettingsPatch = z.strictObject({
  disableOrderDishPin: z.boolean().optional(),
  disablePaymentPin: z.boolean().optional(),
  directTransferLocalDiningOrders: z.boolean().optional(),
});
export type PosOrderingSettingsPatch = z.infer<typeof PosOrderingSettingsPatch>;
