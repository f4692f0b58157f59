import { z } from 'zod';
import { isRealDmy, QrSettingType } from '../availability/availability.contract';
import { DmyDate } from '../restaurants/restaurants.contract';
import { QR_CODE_MESSAGES, tableNumberProblem } from './qr-code-rules';

export * from './qr-code-rules';
export * from './qr-template';

/** A table number as a QR code carries it (restaurant-config.md §5 "QR"). */
export const TableNumber = z
  .string({ error: QR_CODE_MESSAGES.tableNumber })
  .trim()
  .superRefine((v, ctx) => {
    const problem = tableNumberProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** One QR setting (restaurant-config.md §3): its type, the Disabled switch and the 'disable today' date. */
export const QrCodeSetting = z.strictObject({
  name: QrSettingType,
  disabled: z.boolean(),
  /** DD/MM/YYYY: ordering is off on that day of the restaurant's calendar only; null or '' for none. */
  disabledDate: z
    .union([DmyDate.refine(isRealDmy, 'Date must be DD/MM/YYYY'), z.literal('')])
    .nullish()
    .transform((v) => v || null),
});
export type QrCodeSetting = z.output<typeof QrCodeSetting>;

/** PUT /updateRestaurantValues/ {qrCodeSettings}: the listed types are saved; others keep their value. */
export const QrCodeSettingsValue = z
  .array(QrCodeSetting)
  .max(20)
  .refine((list) => new Set(list.map((s) => s.name)).size === list.length, QR_CODE_MESSAGES.duplicateType);
export type QrCodeSettingsValue = z.output<typeof QrCodeSettingsValue>;

/** PUT /updateRestaurantValues/ {paymentRequiredTableNumbers}: the whole list, duplicates dropped. */
export const PaymentRequiredTableNumbersValue = z
  .array(TableNumber)
  .max(1000)
  .transform((list) => [...new Set(list)]);
export type PaymentRequiredTableNumbersValue = z.output<typeof PaymentRequiredTableNumbersValue>;

export const TABLE_QR_PAYMENT_CHOICES = ['notRequired', 'required'] as const;

/** GET /getTableQrString?tableNumber&isPaymentRequired */
export const TableQrStringQuery = z.object({
  tableNumber: TableNumber,
  isPaymentRequired: z.enum(TABLE_QR_PAYMENT_CHOICES).default('notRequired'),
});
export type TableQrStringQuery = z.input<typeof TableQrStringQuery>;

export const TableQrStringResponse = z.object({
  /** What the code holds: the URL the diner opens. */
  qrString: z.string(),
  tableNumber: z.string(),
  /** Whether the table is in the saved paymentRequiredTableNumbers list (what placeOrder follows). */
  isPaymentRequired: z.boolean(),
});
export type TableQrStringResponse = z.infer<typeof TableQrStringResponse>;

/** GET /qrCodeSettings: everything the QR codes page shows (decision 111). */
export const QrCodesPageResponse = z.object({
  restaurant: z.object({
    restaurantId: z.string(),
    /** The url identifier the diner URLs carry. */
    urlIdentifier: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    timezone: z.string(),
  }),
  /** Where diners open the codes (the site's public origin). */
  origin: z.string(),
  /** Today in the restaurant's zone, DD/MM/YYYY: what 'disable today' stores. */
  today: z.string(),
  qrCodeSettings: z.array(
    z.object({ name: QrSettingType, disabled: z.boolean(), disabledDate: z.string().nullable() }),
  ),
  paymentRequiredTableNumbers: z.array(z.string()),
  /** The restaurant's tables, in their order. */
  tables: z.array(z.object({ tableNumber: z.string(), name: z.string() })),
});
export type QrCodesPageResponse = z.infer<typeof QrCodesPageResponse>;
