import {
  type DayName,
  SURCHARGE_DESCRIPTION_MAX,
  SURCHARGE_MESSAGES,
  SURCHARGE_NAME_MAX,
  type SurchargeSetting,
  type SurchargeSettingInput,
} from '@rpos/domain';
import { z } from 'zod';
import { formatCents } from '../../shared/format/money';

/**
 * The surcharge form's values: the amount as typed, percent or dollars (the wire carries percent or
 * cents, decision 106). The domain's SurchargeSettingInput checks the converted value once more.
 */
export const SurchargeForm = z.object({
  name: z.string().trim().min(1, SURCHARGE_MESSAGES.name).max(SURCHARGE_NAME_MAX),
  surchargeDescription: z.string().trim().max(SURCHARGE_DESCRIPTION_MAX, SURCHARGE_MESSAGES.description),
  weekdays: z.array(z.string()),
  publicHolidayDays: z.array(z.string()),
  isEnabled: z.boolean(),
  isPercentage: z.boolean(),
  isTax: z.boolean(),
  isExclusive: z.boolean(),
  isTaxBasedOnSubtotal: z.boolean(),
  amount: z
    .string()
    .trim()
    .refine((v) => v !== '' && Number.isFinite(Number(v)) && Number(v) > 0, SURCHARGE_MESSAGES.amount),
});
export type SurchargeFormValues = z.infer<typeof SurchargeForm>;

export function surchargeFormValues(s?: SurchargeSetting): SurchargeFormValues {
  return {
    name: s?.name ?? '',
    surchargeDescription: s?.surchargeDescription ?? '',
    weekdays: s?.weekdays ?? [],
    publicHolidayDays: s?.publicHolidayDays ?? [],
    isEnabled: s?.isEnabled ?? true,
    isPercentage: s?.isPercentage ?? true,
    isTax: s?.isTax ?? false,
    isExclusive: s?.isExclusive ?? false,
    isTaxBasedOnSubtotal: s?.isTaxBasedOnSubtotal ?? false,
    amount: s ? (s.isPercentage ? String(s.amount) : (s.amount / 100).toFixed(2)) : '',
  };
}

/** The form's values as the save sends them: percent, or dollars to whole cents. */
export function toSurchargeInput(values: SurchargeFormValues, id?: string): SurchargeSettingInput {
  const amount = Number(values.amount);
  return {
    ...(id ? { id } : {}),
    ...values,
    weekdays: values.weekdays as DayName[],
    amount: values.isPercentage ? amount : Math.round(amount * 100),
  };
}

/** The list's Value column: '10%' or '$2.50'. */
export function surchargeValueText(s: Pick<SurchargeSetting, 'isPercentage' | 'amount'>): string {
  return s.isPercentage ? `${s.amount}%` : formatCents(s.amount);
}

/** A saved surcharge sent back unchanged in a list save. */
export function asSurchargeInput(s: SurchargeSetting): SurchargeSettingInput {
  return { ...s };
}
