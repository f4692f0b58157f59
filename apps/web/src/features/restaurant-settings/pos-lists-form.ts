import {
  type Discount,
  DiscountsInput,
  type PosCourse,
  PosCoursesInput,
  type PosDeliveryPartner,
  PosDeliveryPartnersInput,
  type PosPartner,
  PosPartnersInput,
} from '@rpos/domain';
import { z } from 'zod';

/**
 * The POS settings page's list forms. Each row is what the person types; the domain's list schemas
 * (names not empty, unique case-insensitively, discount numbers) judge it with the §5 texts, the same
 * ones the server answers.
 */

/** Judges the typed rows with a domain schema, its issues (and their paths) kept. */
function judgedBy<T>(schema: z.ZodType<T>) {
  return (value: unknown, ctx: z.RefinementCtx): T => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  };
}

export const PaymentPartnersFormSchema = z.object({
  list: z.array(z.object({ name: z.string(), isPrepaid: z.boolean() })).transform(judgedBy(PosPartnersInput)),
});
export type PaymentPartnersFormValues = z.input<typeof PaymentPartnersFormSchema>;
export const paymentPartnersDefaults = (list: PosPartner[]): PaymentPartnersFormValues => ({
  list: [...list].sort((a, b) => a.sort - b.sort).map(({ name, isPrepaid }) => ({ name, isPrepaid })),
});

export const DeliveryPartnersFormSchema = z.object({
  list: z
    .array(z.object({ name: z.string(), commission: z.string() }))
    .transform((rows) =>
      rows.map((r, i) => ({
        name: r.name,
        sort: i + 1,
        commissionPercentage: r.commission.trim() === '' ? 0 : Number(r.commission.trim()),
      })),
    )
    .transform(judgedBy(PosDeliveryPartnersInput)),
});
export type DeliveryPartnersFormValues = z.input<typeof DeliveryPartnersFormSchema>;
export const deliveryPartnersDefaults = (list: PosDeliveryPartner[]): DeliveryPartnersFormValues => ({
  list: [...list]
    .sort((a, b) => a.sort - b.sort)
    .map((p) => ({ name: p.name, commission: String(p.commissionPercentage) })),
});

export type DiscountMode = 'percentage' | 'amount';
const DOLLARS = /^\d{1,7}(\.\d{1,2})?$/;

/** An amount typed in dollars as cents; anything else passes through for the §5 texts. */
function amountOf(value: string): number | string | null {
  const v = value.trim();
  if (v === '') return null;
  return DOLLARS.test(v) ? Math.round(Number(v) * 100) : v;
}

export const DiscountsFormSchema = z.object({
  list: z
    .array(z.object({ name: z.string(), mode: z.enum(['percentage', 'amount']), value: z.string() }))
    .transform((rows) =>
      rows.map((r, i) =>
        r.mode === 'percentage'
          ? { name: r.name, percentage: r.value, sort: i + 1 }
          : { name: r.name, amount: amountOf(r.value), sort: i + 1 },
      ),
    )
    .transform(judgedBy(DiscountsInput)),
});
export type DiscountsFormValues = z.input<typeof DiscountsFormSchema>;
export const discountsDefaults = (list: Discount[]): DiscountsFormValues => ({
  list: [...list]
    .sort((a, b) => a.sort - b.sort)
    .map((d) =>
      d.percentage !== null
        ? { name: d.name, mode: 'percentage' as const, value: String(d.percentage) }
        : { name: d.name, mode: 'amount' as const, value: ((d.amount ?? 0) / 100).toFixed(2) },
    ),
});

/** The message of a row's field, whatever key the domain's schema put it under. */
export function rowError(errors: unknown, index: number, ...keys: string[]): string | undefined {
  const row = (errors as { list?: Record<number, Record<string, { message?: string }>> } | undefined)?.list?.[
    index
  ];
  for (const key of keys) if (row?.[key]?.message) return row[key].message;
  return undefined;
}

/** A message about the whole list (e.g. too many entries). */
export function listError(errors: unknown): string | undefined {
  const list = (errors as { list?: { message?: string; root?: { message?: string } } } | undefined)?.list;
  return list?.message ?? list?.root?.message;
}

/** The restaurant's courses (decision 0578), in order: course n is the n-th row; a second name optional. */
export const CoursesFormSchema = z.object({
  list: z.array(z.object({ name: z.string(), altName: z.string() })).transform(judgedBy(PosCoursesInput)),
});
export type CoursesFormValues = z.input<typeof CoursesFormSchema>;
export const coursesDefaults = (list: readonly PosCourse[]): CoursesFormValues => ({
  list: list.map((c) => ({ name: c.name, altName: c.altName ?? '' })),
});
