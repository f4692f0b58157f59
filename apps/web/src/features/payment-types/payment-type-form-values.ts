import {
  canonicalPaymentTypeName,
  isObPayments,
  OB_PAYMENTS_DESCRIPTION,
  PAYMENT_TYPE_MESSAGES,
  PAYMENT_TYPE_SORT_DEFAULT,
  PAYMENT_TYPES_OFFERED,
  type PaymentTypeInput,
  type PosPaymentType,
  paymentTypeExists,
  paymentTypeIssues,
} from '@rpos/domain';
import { z } from 'zod';

/** The form's values as typed; the domain's rules check them (§5). */
export interface PaymentTypeFormValues {
  /** One of §9's types, or '' when none is chosen. */
  type: string;
  customName: string;
  surchargeRate: string;
  sort: string;
  description: string;
  enabled: boolean;
}

/** The name the form saves: the custom name when given, else the chosen type. */
export function effectiveName(v: Pick<PaymentTypeFormValues, 'type' | 'customName'>): string {
  return v.customName.trim() || v.type;
}

export function toPaymentTypeInput(v: PaymentTypeFormValues, paymentTypeId?: string): PaymentTypeInput {
  const paymentType = canonicalPaymentTypeName(effectiveName(v));
  const ob = isObPayments(paymentType);
  return {
    ...(paymentTypeId ? { paymentTypeId } : {}),
    paymentType,
    surchargeRate: ob ? 0 : v.surchargeRate.trim() === '' ? 0 : Number(v.surchargeRate),
    sort: v.sort.trim() === '' ? PAYMENT_TYPE_SORT_DEFAULT : Number(v.sort),
    description: ob ? OB_PAYMENTS_DESCRIPTION : v.description.trim(),
    enabled: v.enabled,
  };
}

export function paymentTypeFormValues(p?: PosPaymentType): PaymentTypeFormValues {
  const offered = p && (PAYMENT_TYPES_OFFERED as readonly string[]).includes(p.paymentType);
  return {
    type: offered ? p.paymentType : '',
    customName: p && !offered ? p.paymentType : '',
    surchargeRate: p ? String(p.surchargeRate) : '0',
    sort: String(p?.sort ?? PAYMENT_TYPE_SORT_DEFAULT),
    description: p?.description ?? '',
    enabled: p?.enabled ?? true,
  };
}

/**
 * The form's schema: each field's §5 text under its field (the name's under the type select), and a
 * name the restaurant already has refused (case-insensitively; `others` leaves out the one edited).
 */
export function paymentTypeFormSchema(others: readonly Pick<PosPaymentType, 'paymentType'>[]) {
  return z
    .object({
      type: z.string(),
      customName: z.string(),
      surchargeRate: z.string(),
      sort: z.string(),
      description: z.string(),
      enabled: z.boolean(),
    })
    .superRefine((v, ctx) => {
      const input = {
        paymentType: effectiveName(v),
        surchargeRate: v.surchargeRate,
        sort: v.sort,
        description: v.description,
      };
      const issues = paymentTypeIssues(input);
      const add = (path: keyof PaymentTypeFormValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (issues.paymentType) add(v.customName.trim() ? 'customName' : 'type', issues.paymentType);
      else if (paymentTypeExists(others, input.paymentType))
        add(v.customName.trim() ? 'customName' : 'type', PAYMENT_TYPE_MESSAGES.duplicate);
      if (issues.surchargeRate) add('surchargeRate', issues.surchargeRate);
      if (issues.sort) add('sort', issues.sort);
      if (issues.description) add('description', issues.description);
    });
}
