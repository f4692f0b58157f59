import { z } from 'zod';
import { THEME_PRESETS } from '../theme/theme';
import {
  isSurchargeRate,
  MERCHANT_MESSAGES as M,
  MERCHANT_DEFAULTS,
  MERCHANT_TYPES,
  merchantIdentifierError,
  RESTAURANT_CATEGORIES,
  RESTAURANT_TYPES,
} from './merchant-form';
import { isValidTimeZone } from './my-restaurant.contract';
import { AddressObject, WebsiteStyle } from './restaurants.contract';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const THEME_COLORS = Object.values(THEME_PRESETS) as string[];

/** A surcharge rate in percent with at most 3 decimals, or null. */
const SurchargeRate = z
  .number({ error: M.surchargeRate })
  .refine((n) => isSurchargeRate(n), M.surchargeRate)
  .nullish()
  .transform((v) => v ?? null);

const cents = z.number({ error: M.moneyInvalid }).int(M.moneyInvalid).min(0, M.moneyInvalid).max(100_000_000);

/**
 * POST /restaurant and PUT /restaurant/{urlIdentifier}: every field of back-office.md §3 a form
 * edits, for a restaurant or a group (type). Money in cents; surcharge rates in percent (3 decimals).
 * The identifier is refused when it changes after creation (the server compares).
 */
export const MerchantRequest = z.object({
  type: z.enum(['restaurant', 'restaurantGroup']).default('restaurant'),
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).min(3, M.nameTooShort).max(100),
  urlIdentifier: z
    .string({ error: M.identifierRequired })
    .max(50)
    .superRefine((v, ctx) => {
      const error = merchantIdentifierError(v);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
  altName: optionalText(100),
  address: optionalText(300),
  addressObject: AddressObject.nullish().transform((v) => v ?? null),
  restrauntDescription: optionalText(1000),
  abn: optionalText(30),
  taxName: z
    .string()
    .trim()
    .max(20)
    .nullish()
    .transform((v) => v || 'GST'),
  taxPercentage: z
    .number({ error: M.taxInteger })
    .int(M.taxInteger)
    .min(0, M.taxRange)
    .max(100, M.taxRange)
    .default(MERCHANT_DEFAULTS.taxPercentage),
  restaurantAdmin: optionalText(100),
  paymentPartnerCode: optionalText(100),
  /** Write-only: answered as hasPaymentPartnerCredential; null or '' on update keeps the stored one. */
  paymentPartnerCredential: optionalText(300),
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
  timezone: z
    .string({ error: M.timezoneRequired })
    .refine(isValidTimeZone, M.timezoneRequired)
    .default(MERCHANT_DEFAULTS.timezone),
  themeColor: z
    .string()
    .trim()
    .transform((v) => v.toLowerCase())
    .refine((v) => THEME_COLORS.includes(v), 'Please choose one of the theme colours')
    .optional(),
  websiteStyle: WebsiteStyle.optional(),
  notificationEmail: z
    .union([z.literal(''), z.email('Invalid email address').max(200)])
    .nullish()
    .transform((v) => (v ? v : null)),
  /** Left out: a new restaurant starts not live (Go live turns it on), an existing one keeps its own (decision 0480). */
  isOnline: z.boolean().optional(),
  takeawayPayment: z.boolean().default(true),
  smsVerify: z.boolean().default(false),
  isFranchise: z.boolean().default(false),
  serviceMonthlyPrice: cents.default(MERCHANT_DEFAULTS.serviceMonthlyPrice),
  applicationFee: cents.default(MERCHANT_DEFAULTS.applicationFee),
  isApplicationFeeEnabled: z.boolean().default(false),
  /** Groups only. */
  isApplicationFeeDisabled: z.boolean().default(false),
  restaurantType: z
    .enum(RESTAURANT_TYPES)
    .nullish()
    .transform((v) => v ?? null),
  restaurantCategory: z
    .enum(RESTAURANT_CATEGORIES)
    .nullish()
    .transform((v) => v ?? null),
  merchantType: z
    .enum(MERCHANT_TYPES)
    .nullish()
    .transform((v) => v ?? null),
  fantuanStoreId: optionalText(100),
  onlinePaymentSurchargeRate: SurchargeRate,
  inPersonPaymentSurchargeRate: SurchargeRate,
  disableAdyenMinimumSurcharge: z.boolean().default(false),
  chinaPaymentsMerchantCode: optionalText(100),
  merchantId: optionalText(100),
  hungryPandaStoreId: optionalText(100),
  posSettings: z.object({ showRemoveTakeawayOrders: z.boolean().default(false) }).default({
    showRemoveTakeawayOrders: false,
  }),
  onlineSettings: z.object({ isTillPaymentEnabled: z.boolean().default(false) }).default({
    isTillPaymentEnabled: false,
  }),
  /** Restaurants only: the group it belongs to (id or identifier), or null. */
  groupId: optionalText(100),
  /** Groups only: the restaurants (ids or identifiers) in the group. */
  restaurants: z.array(z.string().trim().min(1).max(100)).max(500).optional(),
});
export type MerchantRequest = z.input<typeof MerchantRequest>;
export type MerchantInput = z.output<typeof MerchantRequest>;

export const MerchantParams = z.object({ urlIdentifier: z.string().trim().min(1).max(50) });

export const MerchantSubscriptionSummary = z.object({
  status: z.string(),
  current_period_start: z.string().nullable(),
});

/** GET /restaurant/{urlIdentifier} (ours), the answer of POST and PUT: the restaurant or group. */
export const Merchant = z.object({
  id: z.string(),
  restaurantId: z.string(),
  urlIdentifier: z.string(),
  type: z.enum(['restaurant', 'restaurantGroup']),
  name: z.string(),
  altName: z.string().nullable(),
  address: z.string().nullable(),
  addressObject: AddressObject.nullable(),
  restrauntDescription: z.string().nullable(),
  abn: z.string().nullable(),
  taxName: z.string(),
  taxPercentage: z.number(),
  restaurantAdmin: z.string().nullable(),
  paymentPartnerCode: z.string().nullable(),
  hasPaymentPartnerCredential: z.boolean(),
  phone: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  timezone: z.string(),
  themeColor: z.string(),
  websiteStyle: WebsiteStyle,
  notificationEmail: z.string().nullable(),
  isOnline: z.boolean(),
  takeawayPayment: z.boolean(),
  smsVerify: z.boolean(),
  isFranchise: z.boolean(),
  serviceMonthlyPrice: z.number(),
  applicationFee: z.number(),
  isApplicationFeeEnabled: z.boolean(),
  isApplicationFeeDisabled: z.boolean(),
  restaurantType: z.string().nullable(),
  restaurantCategory: z.string().nullable(),
  merchantType: z.string().nullable(),
  fantuanStoreId: z.string().nullable(),
  onlinePaymentSurchargeRate: z.number().nullable(),
  inPersonPaymentSurchargeRate: z.number().nullable(),
  disableAdyenMinimumSurcharge: z.boolean(),
  chinaPaymentsMerchantCode: z.string().nullable(),
  merchantId: z.string().nullable(),
  uberStoreName: z.string().nullable(),
  uberEatsStoreId: z.string().nullable(),
  hungryPandaStoreId: z.string().nullable(),
  posSettings: z.object({ showRemoveTakeawayOrders: z.boolean() }),
  onlineSettings: z.object({ isTillPaymentEnabled: z.boolean() }),
  /** The card provider's account id (Stripe connected account), read-only here. */
  stripeAccountId: z.string().nullable(),
  /** Whether the merchant has provider (Adyen) payment settings: the admin toolbar's provider settings. */
  hasProviderPaymentSettings: z.boolean(),
  subscriptions: z.array(MerchantSubscriptionSummary),
  logo: z.string().nullable(),
  /** Restaurants: the group's id; groups: null. */
  groupId: z.string().nullable(),
  /** Groups: the member restaurants. */
  restaurants: z.array(z.object({ restaurantId: z.string(), urlIdentifier: z.string(), name: z.string() })),
  /** Where diners order (the Online Menu QR type's URL path). */
  dinerPath: z.string().nullable(),
  createdAt: z.string(),
  updateAt: z.string(),
});
export type Merchant = z.infer<typeof Merchant>;

/** back-office.md §9: the restaurant list pages by 25. */
export const MERCHANT_PAGE_SIZE = 25;
export const MERCHANT_PAGE_SIZES = [10, 25, 50] as const;

/** GET /restaurants?search=&page=1&pageSize=25 (page from 1). search matches name, identifier, address. */
export const MerchantListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (MERCHANT_PAGE_SIZES as readonly number[]).includes(n), 'pageSize must be 10, 25 or 50')
    .default(MERCHANT_PAGE_SIZE),
});
export type MerchantListQuery = z.input<typeof MerchantListQuery>;

export const MerchantListRow = z.object({
  id: z.string(),
  urlIdentifier: z.string(),
  name: z.string(),
  type: z.enum(['restaurant', 'restaurantGroup']),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  restaurantAdmin: z.string().nullable(),
  merchantType: z.string().nullable(),
  isOnline: z.boolean(),
  stripeAccountId: z.string().nullable(),
  isTillPaymentEnabled: z.boolean(),
  /** "Stripe-{account}", "Till" or "None" (onlinePaymentLabel). */
  onlinePayment: z.string(),
  groupName: z.string().nullable(),
  createdAt: z.string(),
});
export type MerchantListRow = z.infer<typeof MerchantListRow>;

export const MerchantListResponse = z.object({
  restaurants: z.array(MerchantListRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MerchantListResponse = z.infer<typeof MerchantListResponse>;

/** GET /restaurantManagers?restaurantId= (id or identifier): the accounts of a restaurant. */
/** GET /restaurantManagers[?restaurantId=]: without one, the acting restaurant's (decision 0454). */
export const RestaurantManagersQuery = z.object({
  restaurantId: z.string().trim().min(1).max(100).optional(),
});
export const RestaurantManager = z.object({
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.string(),
  permissions: z.array(z.string()),
  createdAt: z.string(),
});
export type RestaurantManager = z.infer<typeof RestaurantManager>;
export const RestaurantManagersResponse = z.object({ managers: z.array(RestaurantManager) });
export type RestaurantManagersResponse = z.infer<typeof RestaurantManagersResponse>;

/** GET /uber/auth-url?restaurantId= */
export const UberAuthUrlQuery = z.object({ restaurantId: z.string().trim().min(1).max(100) });
export const UberAuthUrlResponse = z.object({ authUrl: z.string() });
export type UberAuthUrlResponse = z.infer<typeof UberAuthUrlResponse>;

/** GET and DELETE /uber/integration-config?restaurantId= (optional: the acting restaurant). */
export const UberConfigQuery = z.object({ restaurantId: z.string().trim().min(1).max(100).optional() });

const WebhookSwitch = z.object({ is_enabled: z.boolean() });
/** back-office.md §3 "Delivery-platform integration config". */
export const UberIntegrationConfig = z.object({
  uberStoreName: z.string().nullable(),
  localRestaurantId: z.string(),
  store_id: z.string(),
  partner_store_id: z.string().nullable(),
  isConnected: z.boolean(),
  online_status: z.string().nullable(),
  pos_integration_enabled: z.boolean(),
  auto_accept_enabled: z.boolean(),
  order_release_enabled: z.boolean(),
  integration_enabled: z.boolean(),
  integrator_store_id: z.string().nullable(),
  integrator_brand_id: z.string().nullable(),
  webhooks_config: z.object({
    webhooks_version: z.string(),
    schedule_order_webhooks: WebhookSwitch,
    order_release_webhooks: WebhookSwitch,
    delivery_status_webhooks: WebhookSwitch,
  }),
});
export type UberIntegrationConfig = z.infer<typeof UberIntegrationConfig>;
export const UberDisconnectResponse = z.object({ message: z.string() });

/** The Uber OAuth callback and the offline consent page (query of the redirect). */
export const UberCallbackQuery = z.object({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(2000).optional(),
  error: z.string().max(200).optional(),
});
