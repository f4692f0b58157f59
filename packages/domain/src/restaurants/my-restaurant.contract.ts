import { z } from 'zod';
import { QrSettingType } from '../availability/availability.contract';
import { PosPrintSettingsInput } from '../printing/printing.contract';
import { THEME_PRESETS } from '../theme/theme';
import { StaffOpenHoursItem } from './open-hours.contract';
import { AddressObject, DmyDate, OnlineSettings, WebsiteStyle } from './restaurants.contract';
import { SurchargeSetting } from './surcharge-settings.contract';

/** Texts of the "My restaurant" screen (restaurant-config.md §5, §8) and ours where the spec gives none. */
export const MY_RESTAURANT_MESSAGES = {
  saved: 'Saved successfully!',
  updated: 'Updated successfully',
  genericError: 'Something went wrong! Please try again.',
  postingFailed: 'Error in posting the data',
  wrongImageFormat: 'Wrong Image Format || Supported Format are PNG and JPG',
  imageTooLarge: 'The image is too large (at most 2 MB)',
  noImage: 'Please choose a PNG or JPG image',
  logoNotFound: 'The restaurant has no such logo',
  updateAddress: 'Please update the address',
  serviceTypeEmpty: 'The service type cannot be empty',
  serviceTypeDuplicate: 'The service type already exists',
  openRestaurantFirst: 'Please open my restaurant first.',
  deliveryPhoneRequired: 'Delivery service phone is required',
  pickupInstructionsRequired: 'Pickup instructions are required',
  nameRequired: 'The name is required',
  identifierRequired: 'The identifier is required',
  identifierFormat: 'The identifier should only include letters and numbers',
  identifierFixed: 'The identifier cannot be changed once set',
  invalidTimezone: 'Please choose a valid timezone',
  invalidThemeColor: 'Please choose one of the theme colours',
  invalidEmail: 'Invalid email address',
  wrongRestaurant: 'This is not the restaurant you are working on',
} as const;
const M = MY_RESTAURANT_MESSAGES;

/** Whether a text names an IANA time zone this runtime knows (e.g. Australia/Sydney). */
export function isValidTimeZone(zone: string): boolean {
  if (zone.trim() === '' || zone !== zone.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const THEME_COLORS = Object.values(THEME_PRESETS) as string[];

/** Letters and digits only: the restaurant's id in diner URLs. */
export const URL_IDENTIFIER_PATTERN = /^[A-Za-z0-9]+$/;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** The flags of the profile form; isPOSOpenCashEnabled is stored in posSettings. */
export const MY_RESTAURANT_FLAGS = [
  'isOnline',
  'serviceBell',
  'takeawayPayment',
  'stripeFeeOnUs',
  'posSurchagesOnUs',
  'orderAheadDisabled',
  'isBigMenuImageUsed',
  'isDineMobileOptional',
  'isPOSClientPaymentDisabled',
  'smsVerify',
  'isPOSOpenCashEnabled',
] as const;
export type MyRestaurantFlag = (typeof MY_RESTAURANT_FLAGS)[number];

/**
 * The restaurant's switches (restaurant-config.md §2.1); missing ones load as isOnline true,
 * takeawayPayment true and the rest false (§4).
 */
const RESTAURANT_FLAGS = {
  isOnline: z.boolean().default(true),
  serviceBell: z.boolean().default(false),
  takeawayPayment: z.boolean().default(true),
  stripeFeeOnUs: z.boolean().default(false),
  posSurchagesOnUs: z.boolean().default(false),
  orderAheadDisabled: z.boolean().default(false),
  isBigMenuImageUsed: z.boolean().default(false),
  isDineMobileOptional: z.boolean().default(false),
  isPOSClientPaymentDisabled: z.boolean().default(false),
  smsVerify: z.boolean().default(false),
  isPOSOpenCashEnabled: z.boolean().default(false),
} satisfies Record<MyRestaurantFlag, z.ZodType>;

/**
 * PUT /myrestaurant/: the profile fields and flags of restaurant-config.md §2.1, with
 * isPOSOpenCashEnabled at the top level. Missing flags keep isOnline and takeawayPayment on.
 */
export const UpdateMyRestaurantRequest = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(100),
  altName: optionalText(100),
  urlIdentifier: z
    .string({ error: M.identifierRequired })
    .trim()
    .min(1, M.identifierRequired)
    .max(50)
    .regex(URL_IDENTIFIER_PATTERN, M.identifierFormat),
  address: optionalText(300),
  addressObject: AddressObject.nullish().transform((v) => v ?? null),
  restrauntDescription: optionalText(1000),
  abn: optionalText(30),
  phone: optionalText(30),
  latitude: z
    .number()
    .min(-90)
    .max(90)
    .nullish()
    .transform((v) => v ?? null),
  longitude: z
    .number()
    .min(-180)
    .max(180)
    .nullish()
    .transform((v) => v ?? null),
  timezone: z.string().refine(isValidTimeZone, M.invalidTimezone),
  themeColor: z
    .string()
    .trim()
    .transform((v) => v.toLowerCase())
    .refine((v) => THEME_COLORS.includes(v), M.invalidThemeColor),
  websiteStyle: WebsiteStyle,
  notificationEmail: z
    .union([z.literal(''), z.email(M.invalidEmail).max(200)])
    .nullish()
    .transform((v) => (v ? v : null)),
  ...RESTAURANT_FLAGS,
});
export type UpdateMyRestaurantRequest = z.input<typeof UpdateMyRestaurantRequest>;
export type MyRestaurantUpdate = z.output<typeof UpdateMyRestaurantRequest>;

/** Ours: which card-payment account the restaurant has connected (payment onboarding). */
export const PaymentOnboardingState = z.object({
  /** The provider that takes the restaurant's cards (PAYMENT_CARD_PROVIDER). */
  cardProvider: z.enum(['sandbox', 'stripe', 'adyen']),
  /** An active account with that provider (or the sandbox account marked connected). */
  connected: z.boolean(),
});
export type PaymentOnboardingState = z.infer<typeof PaymentOnboardingState>;

/**
 * GET /myrestaurant: the acting restaurant as one document, every field of restaurant-config.md §3
 * "Restaurant" filled (decision 0453): openHours with day names, the surcharge list, the holiday
 * surcharge, each QR type's switch, the open QR types and the print settings with their defaults.
 */
export const MyRestaurant = z.object({
  /** Internal id. */
  id: z.string(),
  /** The url identifier (the restaurantId of diner URLs). */
  restaurantId: z.string(),
  urlIdentifier: z.string(),
  name: z.string(),
  altName: z.string().nullable(),
  address: z.string().nullable(),
  addressObject: AddressObject.nullable(),
  restrauntDescription: z.string().nullable(),
  abn: z.string().nullable(),
  phone: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  timezone: z.string(),
  themeColor: z.string(),
  websiteStyle: WebsiteStyle,
  notificationEmail: z.string().nullable(),
  /** URL of the logo, or null. */
  logo: z.string().nullable(),
  currencySymbol: z.string(),
  taxName: z.string(),
  taxPercentage: z.number(),
  deliveryServicePhone: z.string().nullable(),
  pickupInstructions: z.string().nullable(),
  serviceTypes: z.array(z.string()),
  ...RESTAURANT_FLAGS,
  posSettings: z.record(z.string(), z.unknown()),
  posOrderingSettings: z.record(z.string(), z.unknown()),
  onlineSettings: OnlineSettings,
  paymentRequiredTableNumbers: z.array(z.string()),
  openHours: z.object({ openHoursItems: z.array(StaffOpenHoursItem), closeDaysItems: z.array(DmyDate) }),
  /** Every surcharge, in its order, as GET /surcharges and {surchargeSettings} carry them. */
  surchargeSettings: z.array(SurchargeSetting),
  /** The surcharge of public holidays: the first enabled one with publicHolidayDays, or null (none). */
  holidaySurcharge: SurchargeSetting.nullable(),
  /** Every QR type's switch and 'disable today' date (DD/MM/YYYY), as saved by {qrCodeSettings}. */
  qrCodeSettings: z.array(
    z.object({ name: QrSettingType, disabled: z.boolean(), disabledDate: DmyDate.nullable() }),
  ),
  /** The QR types a diner can order through today (neither switched off nor disabled today). */
  qrCodeTypes: z.array(QrSettingType),
  /** The print settings, every print type with its defaults (GET /posPrintSettings). */
  posPrintSettings: PosPrintSettingsInput,
  /** Where a diner is sent after ordering instead of the product's own pages: none (decision 0453). */
  redirectUrl: z.string().nullable(),
  stripeAccountId: z.string().nullable(),
  adyenPaymentSettings: z
    .object({
      isAdyenAccountValid: z.boolean(),
      isAllowed: z.boolean(),
      legalEntityId: z.string().nullable(),
      accountHolderId: z.string().nullable(),
      balanceAccount: z.string().nullable(),
      sweepHour: z.number().int().nullable(),
      stores: z.array(z.object({ reference: z.string() })),
    })
    .nullable(),
  paymentOnboarding: PaymentOnboardingState,
});
export type MyRestaurant = z.infer<typeof MyRestaurant>;

/** PUT /updateRestaurantValues/ {serviceTypes}: trimmed, non-empty, no case-insensitive duplicates. */
export const ServiceTypes = z
  .array(z.string().trim().min(1, M.serviceTypeEmpty).max(50), { error: 'serviceTypes must be a list' })
  .max(50)
  .superRefine((types, ctx) => {
    const seen = new Set<string>();
    for (const [i, type] of types.entries()) {
      const key = type.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: M.serviceTypeDuplicate, path: [i] });
      seen.add(key);
    }
  });
export type ServiceTypes = z.infer<typeof ServiceTypes>;

/** The error of a service-type name the manager is about to add or rename to, or null. */
export function serviceTypeError(name: string, others: readonly string[]): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return M.serviceTypeEmpty;
  if (others.some((o) => o.trim().toLowerCase() === trimmed.toLowerCase())) return M.serviceTypeDuplicate;
  return null;
}

/**
 * PUT /deliverySettings (ours; the spec shows the dialog, not its call): both fields required (§5
 * texts), or both null to clear them — a restaurant that stops delivering (decision 0460).
 */
export const DeliverySettingsRequest = z
  .object({
    deliveryServicePhone: z.string({ error: M.deliveryPhoneRequired }).trim().max(30).nullable(),
    pickupInstructions: z.string({ error: M.pickupInstructionsRequired }).trim().max(500).nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.deliveryServicePhone === null && v.pickupInstructions === null) return;
    if (!v.deliveryServicePhone)
      ctx.addIssue({ code: 'custom', message: M.deliveryPhoneRequired, path: ['deliveryServicePhone'] });
    if (!v.pickupInstructions)
      ctx.addIssue({ code: 'custom', message: M.pickupInstructionsRequired, path: ['pickupInstructions'] });
  });
export type DeliverySettingsRequest = z.infer<typeof DeliverySettingsRequest>;

/** The body that clears the delivery settings. */
export const CLEAR_DELIVERY_SETTINGS: DeliverySettingsRequest = {
  deliveryServicePhone: null,
  pickupInstructions: null,
};

export const DeliverySettingsResponse = z.object({
  deliveryServicePhone: z.string().nullable(),
  pickupInstructions: z.string().nullable(),
  message: z.string(),
});
export type DeliverySettingsResponse = z.infer<typeof DeliverySettingsResponse>;

/** POST /restaurant/image/{urlIdentifier} */
export const RestaurantImageParams = z.object({ urlIdentifier: z.string().trim().min(1).max(50) });
export const RestaurantImageResponse = z.object({ imageUrl: z.string() });
export type RestaurantImageResponse = z.infer<typeof RestaurantImageResponse>;

/** DELETE /restaurant/image, header imageName (the logo's URL or its last path segment). */
export const DeleteRestaurantImageHeaders = z.looseObject({
  imagename: z.string().trim().min(1, 'imageName header is required').max(300),
});
export const DeleteRestaurantImageResponse = z.object({ message: z.string() });
