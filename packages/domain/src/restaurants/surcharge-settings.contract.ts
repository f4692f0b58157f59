import { z } from 'zod';
import { CalendarDmy, DayName, StaffWeekday } from './open-hours.contract';

/**
 * Surcharge settings (restaurant-config.md §3 "Surcharge", §5, §8, §9), saved whole with
 * PUT /updateRestaurantValues/ {surchargeSettings} and read with GET /surcharges (decision 106).
 * amount on the wire: percent when isPercentage (10, 2.5; at most two decimals), else integer cents,
 * like every other amount of money in this product (and like SurchargeRule of the pricing).
 */

export const SURCHARGE_DESCRIPTION_MAX = 50;
export const SURCHARGE_NAME_MAX = 100;
/** Surcharges a restaurant may keep: a screen's worth. */
export const SURCHARGES_MAX = 50;

export const SURCHARGE_MESSAGES = {
  selectSurcharge: 'Please select a surcharge',
  selectRestaurant: 'Please select a restaurant',
  goBack: 'Please go back to the restaurant screen and try again.',
  name: 'Please enter a name for the surcharge.',
  amount: 'Please enter an amount for the surcharge.',
  description: `The description can be at most ${SURCHARGE_DESCRIPTION_MAX} characters.`,
  percentage: 'A percentage must be more than 0 and at most 100, with at most two decimals.',
  cents: 'A fixed amount must be a positive whole number of cents.',
} as const;

/** A percent with at most two decimals: a whole number of basis points. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}
export function basisPointsToPercent(bp: number): number {
  return bp / 100;
}

function amountIssue(isPercentage: boolean, amount: number): string | null {
  if (isPercentage) {
    const bp = amount * 100;
    return amount > 0 && amount <= 100 && Math.abs(bp - Math.round(bp)) < 1e-6
      ? null
      : SURCHARGE_MESSAGES.percentage;
  }
  return Number.isInteger(amount) && amount > 0 ? null : SURCHARGE_MESSAGES.cents;
}

/** One surcharge as a staff client sends it (id absent for a new one). */
export const SurchargeSettingInput = z
  .object({
    id: z.string().max(100).optional(),
    name: z.string().trim().min(1, SURCHARGE_MESSAGES.name).max(SURCHARGE_NAME_MAX),
    surchargeDescription: z
      .string()
      .trim()
      .max(SURCHARGE_DESCRIPTION_MAX, SURCHARGE_MESSAGES.description)
      .nullish()
      .transform((v) => v ?? ''),
    weekdays: z.array(StaffWeekday).max(7).default([]),
    /** DD/MM/YYYY */
    publicHolidayDays: z.array(CalendarDmy).max(100).default([]),
    isEnabled: z.boolean().default(true),
    isPercentage: z.boolean().default(true),
    isTax: z.boolean().default(false),
    isExclusive: z.boolean().default(false),
    isTaxBasedOnSubtotal: z.boolean().default(false),
    amount: z.number({ error: SURCHARGE_MESSAGES.amount }).finite(),
  })
  .superRefine((s, ctx) => {
    const issue = amountIssue(s.isPercentage, s.amount);
    if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['amount'] });
  });
export type SurchargeSettingInput = z.input<typeof SurchargeSettingInput>;
export type SurchargeSettingValue = z.output<typeof SurchargeSettingInput>;

/** The {surchargeSettings} value of PUT /updateRestaurantValues/: the whole list. */
export const SurchargeSettingsValue = z.array(SurchargeSettingInput).max(SURCHARGES_MAX);

/** One saved surcharge as the staff screens read it. */
export const SurchargeSetting = z.object({
  id: z.string(),
  name: z.string(),
  surchargeDescription: z.string(),
  weekdays: z.array(DayName),
  publicHolidayDays: z.array(z.string()),
  isEnabled: z.boolean(),
  isPercentage: z.boolean(),
  isTax: z.boolean(),
  isExclusive: z.boolean(),
  isTaxBasedOnSubtotal: z.boolean(),
  /** Percent when isPercentage, else cents. */
  amount: z.number(),
});
export type SurchargeSetting = z.infer<typeof SurchargeSetting>;

/** GET /surcharges: the acting restaurant's surcharges, in their order. */
export const SurchargeSettingsResponse = z.object({ surchargeSettings: z.array(SurchargeSetting) });
export type SurchargeSettingsResponse = z.infer<typeof SurchargeSettingsResponse>;

/** The form's Save rule (§5): a name and an amount. */
export function canSaveSurcharge(form: { name: string; amount: string }): boolean {
  const amount = form.amount.trim();
  return form.name.trim() !== '' && amount !== '' && Number(amount) > 0;
}
