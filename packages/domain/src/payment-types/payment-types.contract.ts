import { z } from 'zod';

/**
 * POS payment types (restaurant-config.md §2.7, §3 "Payment type", §4, §5, §7, §8, §9):
 * POST /createPaymentType, POST /updatePaymentTypes {paymentTypes} (the list replaced whole, decision
 * 0125) and GET /paymentTypes (sorted by sort). surchargeRate is a percent on the wire (1.5 = 1.5 %).
 */

/** The types the form offers (§9); any other name is a custom type. */
export const PAYMENT_TYPES_OFFERED = [
  'OBPayments',
  'CASH',
  'VISAMastercard',
  'EFTPOS',
  'AMEX',
  'WECHATPAY',
  'ALIPAY',
  'UnionPay',
  'InternationalCard',
  'Other',
] as const;
export type OfferedPaymentType = (typeof PAYMENT_TYPES_OFFERED)[number];

export const OB_PAYMENTS = 'OBPayments';
export const OB_PAYMENTS_DESCRIPTION = 'OB Payments';
export const PAYMENT_TYPE_SORT_DEFAULT = 99;
export const PAYMENT_TYPE_SORT_MAX = 9999;
export const SURCHARGE_RATE_MAX = 100;
export const PAYMENT_TYPE_NAME_MAX = 50;
export const PAYMENT_TYPE_DESCRIPTION_MAX = 100;
/** Types a restaurant may keep (ours): five pages of the list at its first size. */
export const PAYMENT_TYPES_MAX = 100;
/** The list's page sizes (§9), 20 at first. */
export const PAYMENT_TYPE_PAGE_SIZES = [20, 50, 100] as const;
export const PAYMENT_TYPE_PAGE_SIZE = 20;

/** §5 and §8 texts; the ones marked "ours" are not quoted by the spec (decision 0124). */
export const PAYMENT_TYPE_MESSAGES = {
  required: 'Payment type is required',
  surchargeRate: 'Surcharge rate must be a number between 0 and 100',
  sort: `Sort must be a whole number between 0 and ${PAYMENT_TYPE_SORT_MAX}`, // ours
  nameTooLong: `The payment type can be at most ${PAYMENT_TYPE_NAME_MAX} characters`, // ours
  descriptionTooLong: `The description can be at most ${PAYMENT_TYPE_DESCRIPTION_MAX} characters`, // ours
  duplicate: 'The payment type already exists.', // ours
  tooMany: `A restaurant can have at most ${PAYMENT_TYPES_MAX} payment types`, // ours
  selectType: 'Please select a type',
  created: 'Payment type created successfully',
  updated: 'The payment type has been updated successfully',
} as const;

const numberOrText = z.union([z.number(), z.string().max(50)]).nullish();

/**
 * One payment type as a client sends it. Loose on purpose: the rules (payment-type-rules.ts) answer
 * the §5 texts; the rate and sort may come as numbers or as the text of a field (POS clients).
 */
export const PaymentTypeInput = z.object({
  /** Present for a type already saved (in POST /updatePaymentTypes). */
  paymentTypeId: z.string().max(100).nullish(),
  paymentType: z.string().max(500).nullish(),
  /** Percent, 0 to 100; empty means 0. */
  surchargeRate: numberOrText,
  enabled: z.boolean().nullish(),
  /** Empty means 99. */
  sort: numberOrText,
  description: z.string().max(1000).nullish(),
});
export type PaymentTypeInput = z.input<typeof PaymentTypeInput>;

/** POST /createPaymentType */
export const CreatePaymentTypeBody = PaymentTypeInput;
export type CreatePaymentTypeBody = PaymentTypeInput;

/** POST /updatePaymentTypes: the restaurant's whole list (a type left out is deleted). */
export const UpdatePaymentTypesBody = z.object({
  paymentTypes: z.array(PaymentTypeInput).max(PAYMENT_TYPES_MAX, PAYMENT_TYPE_MESSAGES.tooMany),
});
export type UpdatePaymentTypesBody = z.input<typeof UpdatePaymentTypesBody>;

/** A saved payment type (§3). */
export const PosPaymentType = z.object({
  paymentTypeId: z.string(),
  paymentType: z.string(),
  /** Percent, at most two decimals. */
  surchargeRate: z.number(),
  enabled: z.boolean(),
  sort: z.number().int(),
  description: z.string(),
});
export type PosPaymentType = z.infer<typeof PosPaymentType>;

/** GET /paymentTypes: the acting restaurant's types, ascending by sort. */
export const PaymentTypesResponse = z.object({ paymentTypes: z.array(PosPaymentType) });
export type PaymentTypesResponse = z.infer<typeof PaymentTypesResponse>;

/** POST /createPaymentType: the new type, the list as now saved and the success text. */
export const CreatePaymentTypeResponse = z.object({
  paymentType: PosPaymentType,
  paymentTypes: z.array(PosPaymentType),
  message: z.string(),
});
export type CreatePaymentTypeResponse = z.infer<typeof CreatePaymentTypeResponse>;

/** POST /updatePaymentTypes: the list as now saved and the success text. */
export const UpdatePaymentTypesResponse = z.object({
  paymentTypes: z.array(PosPaymentType),
  message: z.string(),
});
export type UpdatePaymentTypesResponse = z.infer<typeof UpdatePaymentTypesResponse>;
