import { z } from 'zod';
import { hhmmToMinutes } from './local-time';

/** Website styles of the diner menu (restaurant-config.md §9). */
export const WEBSITE_STYLES = ['simple', 'modern', 'classic', 'step'] as const;
export const WebsiteStyle = z.enum(WEBSITE_STYLES);
export type WebsiteStyle = z.infer<typeof WebsiteStyle>;

export const RESTAURANT_MESSAGES = {
  notFound: 'Restaurant not found',
} as const;

/** Text limits of restaurant-config.md §9. */
export const ALLERGY_NOTICE_MAX = 200;
export const SPECIAL_TERMS_MAX = 100;
export const DISCLAIMER_MAX = 100;
export const ORDER_COMPLETE_MESSAGE_MAX = 150;

/** The order types an order completion message is for (restaurant-config.md §3 onlineSettings). */
export const ORDER_COMPLETE_MESSAGE_TYPES = ['dinein', 'takeaway', 'foodcourt'] as const;
export const OrderCompleteMessageType = z.enum(ORDER_COMPLETE_MESSAGE_TYPES);
export type OrderCompleteMessageType = z.infer<typeof OrderCompleteMessageType>;

export const OrderCompleteMessage = z.object({
  type: OrderCompleteMessageType,
  message: z.string().max(ORDER_COMPLETE_MESSAGE_MAX),
});
export type OrderCompleteMessage = z.infer<typeof OrderCompleteMessage>;

/**
 * Online-ordering settings (diner.md §3, restaurant-config.md §3), stored as JSON on the restaurant.
 * Every field has a default, so `OnlineSettings.parse({})` is a restaurant with nothing switched on.
 */
export const OnlineSettings = z.object({
  allergyNotice: z.string().max(ALLERGY_NOTICE_MAX).default(''),
  hideSpecialRequirement: z.boolean().default(false),
  specialTerms: z.string().max(SPECIAL_TERMS_MAX).default(''),
  /** Cards run on the till provider. Exclusive with isAdyenPaymentEnabled. */
  isTillPaymentEnabled: z.boolean().default(false),
  /** Cards run on Adyen when the server has it configured (docs/decisions/0117). */
  isAdyenPaymentEnabled: z.boolean().default(false),
  isWechatOnlinePaymentEnabled: z.boolean().default(false),
  isPaypalEnabled: z.boolean().default(false),
  isDineInGuestNumberRequired: z.boolean().default(false),
  isDineInMobilePhoneRequired: z.boolean().default(false),
  /** Food court orders must be paid online. Exclusive with foodCourtPaymentOptional. */
  foodCourtPaymentRequired: z.boolean().default(false),
  foodCourtPaymentOptional: z.boolean().default(false),
  /** Dine-in diners may mark lines as takeaway. */
  dineinTakeawayEnabled: z.boolean().default(false),
  /** Food court diners may mark lines as takeaway. */
  foodCourtTakeawayEnabled: z.boolean().default(false),
  /**
   * Ours (issue 32, decision 0551): diners at one table share one cart held on the server and order
   * once for the table. Off by default: the single-diner cart of diner.md.
   */
  isGroupOrderingEnabled: z.boolean().default(false),
  /**
   * Postpaid (pay later) orders below this total, in cents, are accepted automatically by the POS;
   * null: none are. Stored here, used by the POS (restaurant-config.md §9).
   */
  postpaidAutoAcceptAmountThreshold: z.number().int().min(0).nullable().default(null),
  /** The thank-you page's message per order type (at most one per type). */
  orderCompleteMessages: z.array(OrderCompleteMessage).default([]),
});
export type OnlineSettings = z.infer<typeof OnlineSettings>;
export const DEFAULT_ONLINE_SETTINGS: OnlineSettings = OnlineSettings.parse({});

/** Structured address (diner.md §3 "Address"). */
export const AddressObject = z.object({
  country: z.string().optional(),
  countryCode: z.string().optional(),
  line1: z.string().optional(),
  line2: z.string().optional(),
  line3: z.string().optional(),
  city: z.string().optional(),
  stateOrProvince: z.string().optional(),
  stateOrProvinceCode: z.string().optional(),
  postalCode: z.string().optional(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable().optional(),
});
export type AddressObject = z.infer<typeof AddressObject>;

/** 'HH:mm', 00:00 to 24:00. */
export const HhMm = z.string().refine((v) => hhmmToMinutes(v) !== null, 'Time must be HH:mm');

/** One open-hours range: on these weekdays (Monday 1 ... Sunday 7), from openStart to openEnd. */
export const OpenHoursItem = z.object({
  id: z.string(),
  weekdays: z.array(z.number().int().min(1).max(7)),
  openStart: HhMm,
  openEnd: HhMm,
});
export type OpenHoursItem = z.infer<typeof OpenHoursItem>;

/** 'DD/MM/YYYY' */
export const DmyDate = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, 'Date must be DD/MM/YYYY');

/** The restaurant as a diner sees it (diner.md §3 "Restaurant (diner view)"). */
export const DinerRestaurant = z.object({
  /** The url identifier: the id of diner URLs (/online/{restaurantId}/{tableId}). */
  restaurantId: z.string(),
  name: z.string(),
  altName: z.string().nullable(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  addressObject: AddressObject.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone: z.string().nullable(),
  abn: z.string().nullable(),
  taxName: z.string(),
  /** Whole percent, e.g. 10 for GST. */
  taxPercentage: z.number(),
  /** Hex colour; the default is #3f51b5 (DEFAULT_THEME_COLOR). */
  themeColor: z.string(),
  /** URL of the logo image, or null. */
  logo: z.string().nullable(),
  currencySymbol: z.string(),
  /** IANA zone, default Australia/Sydney. */
  timezone: z.string(),
  isOnline: z.boolean(),
  takeawayPayment: z.boolean(),
  smsVerify: z.boolean(),
  serviceBell: z.boolean(),
  /** Service types offered by the service bell (restaurant-config.md §3 serviceTypes). */
  serviceTypes: z.array(z.string()),
  orderAheadDisabled: z.boolean(),
  isBigMenuImageUsed: z.boolean(),
  isDineMobileOptional: z.boolean(),
  websiteStyle: WebsiteStyle,
  openHoursItems: z.array(OpenHoursItem),
  /** Closed dates, DD/MM/YYYY. */
  closeDaysItems: z.array(DmyDate),
  onlineSettings: OnlineSettings,
  /** The delivery service's phone: the thank-you page of a delivery order shows it (ours, decision 0101). */
  deliveryServicePhone: z.string().nullish(),
  /** How to collect an order: the checkout of a pickup or takeaway order shows them (ours, decision 0101). */
  pickupInstructions: z.string().nullish(),
  /**
   * Ours, beyond the spec: whether the restaurant can take cards online now (its card provider, or
   * the till provider when isTillPaymentEnabled, runs cards and, when that provider needs one, the
   * restaurant has an account with it). The checkout offers card only when true.
   */
  isCardPaymentEnabled: z.boolean(),
});
export type DinerRestaurant = z.infer<typeof DinerRestaurant>;

/** GET /restaurantInfo?restaurantId=<urlIdentifier> */
export const RestaurantInfoQuery = z.object({
  restaurantId: z.string().trim().min(1, 'restaurantId is required').max(100),
});
export type RestaurantInfoQuery = z.infer<typeof RestaurantInfoQuery>;

export const RestaurantInfoResponse = z.object({
  restaurant: DinerRestaurant,
  /** The booking disclaimer (at most 100 characters), or null. */
  disclaimer: z.string().nullable(),
  /**
   * Ours (decision 0122): the booking QR type is disabled, or disabled today (the restaurant's date),
   * so the wizard says BOOKING_MESSAGES.closed at once and POST /booking refuses with it.
   */
  bookingClosed: z.boolean(),
  /** Ours (decision 0122): the same for the queue QR type (QUEUE_MESSAGES.closed, POST /queuePosition). */
  queueClosed: z.boolean(),
});
export type RestaurantInfoResponse = z.infer<typeof RestaurantInfoResponse>;
