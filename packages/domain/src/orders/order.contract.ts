import { z } from 'zod';
import { SPECIAL_INSTRUCTIONS_MAX } from '../cart/dish-selection';
import { DeclaredAllergens } from '../menus/allergens.contract';
import { PlaceOrderPaymentFields } from '../payments/payments.contract';
import { AddressObject } from '../restaurants/restaurants.contract';
import { ORDER_NUMBER_PATTERN } from './order-number';
import { orderKind } from './order-types';

/** Payment types a diner may choose (diner.md §9). */
export const PAYMENT_TYPES = ['card', 'wechat', 'payAtCounter', 'paypal'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const isPaymentType = (v: unknown): v is PaymentType =>
  typeof v === 'string' && (PAYMENT_TYPES as readonly string[]).includes(v);

/** Order lifecycle (docs/decisions/0019-order-status.md). */
export const ORDER_STATUSES = ['pendingPayment', 'placed', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Texts the ordering calls answer with (diner.md §5, §8, and ours where the spec gives none). */
export const ORDER_MESSAGES = {
  merchantClosed: 'The merchant is now not operating, Please order after opening.',
  orderingClosed: 'Online ordering is closed. Please try again later.',
  selectionInvalid: 'Please select the required options and options maximum quantity!',
  nameRequired: 'Please enter your name.',
  guestNumRequired: 'Please enter the number of guests.',
  guestNumInvalid: 'Please enter a valid number of guests.',
  mobileRequired: 'Please enter a valid mobile phone number.',
  mobileInvalid: 'The mobile number is invalid',
  postcodeRequired: 'Please enter a postcode.',
  addressRequired: 'Please enter a delivery address.',
  chooseTypeRequired: 'Please choose pickup or delivery.',
  paymentRequired: 'Please select a payment method.',
  tablePaysOnline: 'This table requires payment online. Please choose another payment method.',
  emailInvalid: 'Please enter a valid email address.',
  smsCodeRequired: 'Please enter the SMS verification code.',
  smsCodeWrong: 'The verification code is incorrect.',
  smsCodeExpired: 'The verification code has expired. Please request a new one.',
  smsCodeUsed: 'The verification code has already been used. Please request a new one.',
  smsTooManyAttempts: 'Too many wrong codes. Please request a new one.',
  smsTooSoon: 'Please wait before requesting another code.',
  pickupTimeRequired: 'Please select a pickup date and time.',
  pickupTimeInvalid: 'Please select a valid pickup date and time.',
  pickupTimePast: 'Please select a future time',
  pickupTimeTooFar: 'Please select a pickup time within the next 30 days.',
  orderAheadDisabled: 'Ordering ahead is not available. Please order for now.',
  takeawayNotAllowed: 'Takeaway is not available for this order.',
  emptyCart: 'Your cart is empty.',
  dishNotOnMenu: 'A dish in your cart is no longer on the menu. Please refresh the page and try again.',
  restaurantMismatch: 'The order does not belong to this restaurant.',
  restaurantRequired: 'restaurantId is required',
  tableRequired: 'tableId is required',
  invoiceNotFound: 'Cannot get the invoice, Please try it later.',
  tooManyOrders: 'At most 10 orders can be shown at once.',
} as const;

/** "'Har Gow' is not available now. Please remove it from your cart." */
export const dishUnavailableMessage = (name: string): string =>
  `'${name}' is not available now. Please remove it from your cart.`;
export const dishNoTakeawayMessage = (name: string): string => `'${name}' is not available for takeaway.`;

/** Limits of the checkout fields (diner.md §9, ours for the rest). */
export const ORDER_LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  address: 300,
  postcode: 10,
  foodAllergies: 300,
  notes: 300,
  itemsPerOrder: 100,
  optionsPerLine: 50,
  lineQuantity: 999,
  optionQuantity: 99,
  guests: 999,
  orderAheadDays: 30,
  summaryOrders: 10,
} as const;

const id = z.string().trim().min(1).max(100);
/** Optional text that a client may also send as null. */
const optText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => v ?? '');

/** A chosen option of a line. Its price (if sent) is ignored: the server reads the menu. */
export const PlaceOrderOption = z.looseObject({
  id,
  /** The group the option was chosen in; found from the menu when absent. */
  groupId: id.nullish(),
  quantity: z.number().int().min(1).max(ORDER_LIMITS.optionQuantity).default(1),
});
export type PlaceOrderOption = z.infer<typeof PlaceOrderOption>;

/** A cart line (diner.md §3 "Cart item"). Client prices and subTotal are ignored. */
export const PlaceOrderItem = z.looseObject({
  dish: z.looseObject({ id }),
  size: z.looseObject({ id }).nullish(),
  options: z.array(PlaceOrderOption).max(ORDER_LIMITS.optionsPerLine).default([]),
  specialInstructions: optText(SPECIAL_INSTRUCTIONS_MAX),
  isTakeaway: z.boolean().default(false),
  quantity: z.number().int().min(1, 'Quantity must be at least 1').max(ORDER_LIMITS.lineQuantity),
});
export type PlaceOrderItem = z.infer<typeof PlaceOrderItem>;

/** The order part of POST /placeOrder (diner.md §3 "Order (placed)"). total and surcharges are ignored. */
export const PlaceOrderOrder = z.looseObject({
  orderNumber: z.string().regex(ORDER_NUMBER_PATTERN, 'orderNumber is invalid'),
  items: z.array(PlaceOrderItem).min(1, ORDER_MESSAGES.emptyCart).max(ORDER_LIMITS.itemsPerOrder),
  /**
   * The diner URL's tableId: a table number or takeaway, pickup, delivery, pickup-delivery, foodcourt.
   * When absent: a named `type`, else `realTableId` (see orderTableId).
   */
  tableId: z.string().trim().min(1).max(50).nullish(),
  /** Default 'local' (dine-in); a named order type overrides a dine-in tableId only when they agree. */
  type: z.string().max(50).default('local'),
  realTableId: z.string().max(50).nullish(),
  /** For a pickup-delivery QR: which of the two. */
  chooseType: z.enum(['pickup', 'delivery']).nullish(),
  /**
   * Ours (decision 0525): 'onlineMenu' when the diner came from the Online Menu code (its URL's
   * ?qr=onlineMenu); that code's own switch then says whether ordering is open.
   */
  qr: z.enum(['onlineMenu']).nullish(),
  pickupTimeType: z.enum(['now', 'chooseTime']).default('now'),
  /** HH:mm, restaurant time, when chooseTime. */
  pickupTime: z.string().max(10).nullish(),
  /** DD/MM/YYYY (or YYYY-MM-DD), restaurant date, when chooseTime. */
  selectedDate: z.string().max(10).nullish(),
  /** Left empty the checkout answers 'Please select a payment method.' */
  paymentType: z.string().max(30).nullish(),
  isPaymentRequired: z.boolean().nullish(),
  notes: optText(ORDER_LIMITS.notes),
});
export type PlaceOrderOrder = z.infer<typeof PlaceOrderOrder>;

/** The URL tableId an order was placed from: tableId, else a named type, else realTableId; null when none. */
export function orderTableId(
  order: Pick<PlaceOrderOrder, 'tableId' | 'type' | 'realTableId'>,
): string | null {
  if (order.tableId) return order.tableId;
  if (orderKind(order.type) !== 'dinein') return order.type.toLowerCase();
  return order.realTableId?.trim() || null;
}

/** The diner's details (diner.md §3 "Customer (checkout)"). */
export const PlaceOrderUser = z.looseObject({
  name: optText(ORDER_LIMITS.name),
  email: optText(ORDER_LIMITS.email),
  phoneNumber: optText(ORDER_LIMITS.phone),
  /** Default '0'; a number or a numeric string. */
  guestNum: z
    .union([z.string().max(6), z.number()])
    .nullish()
    .transform((v) => (v == null ? '0' : String(v))),
  address: optText(ORDER_LIMITS.address),
  addressObject: AddressObject.nullish(),
  postcode: optText(ORDER_LIMITS.postcode),
  foodAllergies: optText(ORDER_LIMITS.foodAllergies),
  /** Allergies the diner declared at checkout (allergen codes): the docket and KDS flag lines with them. */
  allergens: DeclaredAllergens.default([]),
});
export type PlaceOrderUser = z.infer<typeof PlaceOrderUser>;

/**
 * POST /placeOrder (diner.md §7). Headers restaurantId (the url identifier), menuId, clientId. The
 * restaurant is the restaurantId header, else restaurant.restaurantId, else menuId (the diner URL's
 * menuId, decision 0004); when several are sent they must agree.
 */
export const PlaceOrderRequest = z.looseObject({
  user: PlaceOrderUser,
  order: PlaceOrderOrder,
  restaurant: z.looseObject({ restaurantId: z.string().max(100).optional() }).nullish(),
  menuId: z.string().max(100).nullish(),
  browser: z.string().max(500).nullish(),
  mobileModel: z.string().max(200).nullish(),
  verifyCode: z.string().max(10).nullish(),
  sid: z.string().max(100).nullish(),
  memberId: z.string().max(100).nullish(),
  /** The member's voucher to redeem (issue 17): needs memberId and its memberToken (decision 0267). */
  voucherId: z.string().max(100).nullish(),
  memberToken: z.string().max(200).nullish(),
  recaptcha: z.string().max(4000).nullish(),
});
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequest>;

export const PlaceOrderHeaders = z.looseObject({
  restaurantid: z.string().max(100).optional(),
  menuid: z.string().max(100).optional(),
});
export type PlaceOrderHeaders = z.infer<typeof PlaceOrderHeaders>;

/** A surcharge on an order; amount in cents. */
export const OrderSurcharge = z.object({
  name: z.string(),
  type: z.enum(['percentage', 'fixed']),
  amount: z.number().int(),
});
export type OrderSurcharge = z.infer<typeof OrderSurcharge>;

/**
 * The answer for pay at counter. Money: totalCent, subtotalCent and surchargeTotalCent are integer
 * cents; total and orderTotal are the same amount in dollars (what the payment payload of diner.md §3
 * calls total/orderTotal). duplicate is true when this order number was placed before: the first
 * order is answered and nothing is written.
 */
/** The placed order, and (paid online) the payment step: PlaceOrderPaymentFields says what comes next. */
export const PlaceOrderResponse = PlaceOrderPaymentFields.extend({
  success: z.literal(true),
  orderNumber: z.string(),
  /** The order id: used by /orderSuccess/{menuId}/{tableId}/{reference}, the invoice and the summary. */
  reference: z.string(),
  total: z.number(),
  orderTotal: z.number(),
  totalCent: z.number().int(),
  subtotalCent: z.number().int(),
  surchargeTotalCent: z.number().int(),
  /** What the member's voucher took off (cents; 0 without one): total = subtotal − discount + surcharges. */
  discountCent: z.number().int(),
  surcharges: z.array(OrderSurcharge),
  currency: z.string(),
  paymentType: z.enum(PAYMENT_TYPES),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** ISO date-time. */
  orderTime: z.string(),
  duplicate: z.boolean(),
});
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponse>;

/** POST /sendCode: a 6-digit code by SMS for the checkout (restaurantId is the url identifier). */
export const SendCodeRequest = z.looseObject({
  mobilePhone: z.string().trim().max(ORDER_LIMITS.phone),
  recaptcha: z.string().max(4000).nullish(),
  restaurantId: z.string().trim().min(1, ORDER_MESSAGES.restaurantRequired).max(100),
});
export type SendCodeRequest = z.infer<typeof SendCodeRequest>;
export const SendCodeResponse = z.object({ sid: z.string() });
export type SendCodeResponse = z.infer<typeof SendCodeResponse>;

/** An option of an invoice or summary line; price in cents (one unit). */
export const OrderLineOption = z.object({
  id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  price: z.number().int(),
});
export type OrderLineOption = z.infer<typeof OrderLineOption>;

/** A line of a placed order (diner.md §3 "Order summary (diner)" order item); money in cents. */
export const OrderLine = z.object({
  quantity: z.number().int(),
  /** One unit with its options. */
  subTotal: z.number().int(),
  /** subTotal × quantity. */
  lineTotal: z.number().int(),
  dish: z.object({
    id: z.string(),
    name: z.string(),
    altName: z.string().nullable(),
    price: z.number().int(),
  }),
  size: z.object({ name: z.string(), price: z.number().int() }).nullable(),
  options: z.array(OrderLineOption),
  specialInstructions: z.string(),
  isTakeaway: z.boolean(),
  permanentDeletion: z.boolean(),
  isVoidedDish: z.boolean(),
});
export type OrderLine = z.infer<typeof OrderLine>;

/** GET /invoice?restaurantId&orderId (restaurantId: the url identifier; orderId: the reference). */
export const InvoiceQuery = z.object({
  restaurantId: z.string().trim().min(1, ORDER_MESSAGES.restaurantRequired).max(100),
  orderId: z.string().trim().min(1, 'orderId is required').max(100),
});
export type InvoiceQuery = z.infer<typeof InvoiceQuery>;

/** The invoice of diner.md §2 "Invoice"; money in cents, GST included in the total. */
export const InvoiceResponse = z.object({
  /** The last 4 characters of the order number, upper case: the number every diner screen shows. */
  invoiceNumber: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  restaurant: z.object({
    name: z.string(),
    altName: z.string().nullable(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    abn: z.string().nullable(),
    taxName: z.string(),
  }),
  /** ISO date-time, and DD/MM/YYYY HH:mm:ss on the restaurant's clock. */
  orderTime: z.string(),
  orderTimeText: z.string(),
  realTableId: z.string().nullable(),
  type: z.string(),
  items: z.array(OrderLine),
  surcharges: z.array(OrderSurcharge),
  subtotal: z.number().int(),
  surchargeTotal: z.number().int(),
  /** A member voucher's discount (cents; 0 without one), shown as its own line (decision 0271). */
  discountTotal: z.number().int(),
  /** The voucher's name (decision 0360), 'Member voucher' if it is gone; null without a discount. */
  discountName: z.string().nullable(),
  total: z.number().int(),
  /** total / 11, rounded. */
  gst: z.number().int(),
  currency: z.string(),
  currencySymbol: z.string(),
  paymentType: z.enum(PAYMENT_TYPES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
});
export type InvoiceResponse = z.infer<typeof InvoiceResponse>;

/** GET /orderSummary?restaurantId&orderIds=a,b,c (order ids, at most 10). */
export const OrderSummaryQuery = z.object({
  restaurantId: z.string().trim().min(1, ORDER_MESSAGES.restaurantRequired).max(100),
  orderIds: z
    .string()
    .max(1100)
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(100)).min(1, 'orderIds is required').max(10, ORDER_MESSAGES.tooManyOrders)),
});
export type OrderSummaryQuery = z.infer<typeof OrderSummaryQuery>;

/** One order of the diner's summary (diner.md §3 "Order summary (diner)"); money in cents. */
export const OrderSummaryOrder = z.object({
  id: z.string(),
  orderNumber: z.string(),
  /** ISO date-time, and DD/MM/YYYY HH:mm:ss on the restaurant's clock. */
  orderTime: z.string(),
  orderTimeText: z.string(),
  realTableId: z.string().nullable(),
  type: z.string(),
  items: z.array(OrderLine),
  surcharges: z.array(OrderSurcharge.pick({ name: true, amount: true })),
  subtotal: z.number().int(),
  /** A member voucher's discount (cents; 0 without one) and the voucher's name (decision 0360). */
  discountTotal: z.number().int(),
  discountName: z.string().nullable(),
  total: z.number().int(),
  /** null when unpaid at the counter: shown as 'Not Paid'. */
  paymentType: z.enum(PAYMENT_TYPES).nullable(),
  status: z.enum(ORDER_STATUSES),
});
export type OrderSummaryOrder = z.infer<typeof OrderSummaryOrder>;

export const OrderSummaryResponse = z.object({
  /** In the order asked for; unknown ids and other restaurants' orders are left out. */
  orders: z.array(OrderSummaryOrder),
  /** The restaurant's special terms, shown under the orders. */
  specialTerms: z.string(),
  currencySymbol: z.string(),
});
export type OrderSummaryResponse = z.infer<typeof OrderSummaryResponse>;
