import { z } from 'zod';
import { PAYMENT_ATTEMPT_STATUSES, type PaymentAttemptStatus } from '../payments/payment-rules';
import {
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  type PaymentMethod,
  type PaymentProviderName,
  REFUND_STATUSES,
  RefundResponse,
  WALLET_ORDER_STATUSES,
  type WalletOrderStatus,
} from '../payments/payments.contract';
import { ORDER_STATUSES, OrderLineOption, PAYMENT_STATUSES, PAYMENT_TYPES } from './order.contract';

// The back-office orders screens (back-office.md §2.6, §3 "Order", "Order item", payment kinds,
// "Refund record", §7 "Orders"). Money in integer cents unless a field says otherwise; times ISO.
// Decisions 0153-0157.

/** back-office.md §8 texts (verbatim), then ours where the spec words none. */
export const BACK_OFFICE_ORDER_MESSAGES = {
  loadFailed: 'Error in retrieving the data',
  deleteFailed: 'Error in deleteOrders',
  refundSuccessful: 'Refund Successful',
  refundFailed: 'Something went wrong with the refund',
  refundAmountMissing: 'Something went wrong with the amount',
  walletTotalMissing: 'Payment total amount is nil',
  // Ours:
  deleted: 'Deleted successfully!',
  dateInvalid: 'Please choose a valid date (DD-MM-YY).',
  typeInvalid: 'The order type must be online or local.',
  selectOrder: 'Please select an order.',
  orderNotFound: 'Order not found',
  /** A till-style refund of an order with no till payment (paid at the counter, or not paid): decision 0456. */
  noTillPayment:
    'This order has no online till payment to refund: it is paid at the counter. Refund it on its bill at the POS.',
  paidOrder: 'This order has been paid online. Refund it in full before deleting it.',
  paidBill: 'This order is on a paid bill. Delete the transaction instead.',
  refundRequested: 'The refund has been requested. The payment provider will confirm it shortly.',
} as const;

/** Where an order was taken: the diner's QR/online pages, or the restaurant's POS ("Local Orders"). */
export const ORDER_ORIGINS = ['online', 'local'] as const;
export type OrderOrigin = (typeof ORDER_ORIGINS)[number];

/** Orders a page: back-office.md §9 (default 100; 50 or 100). */
export const ORDERS_PAGE_SIZE = 100;
export const ORDERS_PAGE_SIZES = [50, 100] as const;

/** Most orders one PUT /deleteOrders may delete (ours: one day's page and then some). */
export const DELETE_ORDERS_MAX = 500;

/** A restaurant day as the order calls send it: DD-MM-YY (back-office.md §7, §9). */
export const ORDER_DATE_PATTERN = /^\d{2}-\d{2}-\d{2}$/;

// The calls' fields are loose here: the server checks them with the texts above (exactly, with no
// field name in front), by readOrderOrigin and the day rules of back-office-order-rules.ts.
const looseText = z.string().trim().max(100).optional();

/** online or local; null for anything else. */
export const readOrderOrigin = (value: unknown): OrderOrigin | null =>
  (ORDER_ORIGINS as readonly unknown[]).includes(value) ? (value as OrderOrigin) : null;

// ---------------------------------------------------------------------------------------------
// Calls

/** GET /todayOrder?type&dateStr: the day's orders of one origin. */
export const TodayOrderQuery = z.object({ type: looseText, dateStr: looseText });
export type TodayOrderQuery = z.infer<typeof TodayOrderQuery>;

/** PUT /deleteOrders {ids, type, dateStr}: ids are order ids of that day and origin (decision 0155). */
export const DeleteOrdersRequest = z.object({
  ids: z.array(z.string().trim().max(100)).max(DELETE_ORDERS_MAX).nullish(),
  type: looseText,
  dateStr: looseText,
});
export type DeleteOrdersRequest = z.infer<typeof DeleteOrdersRequest>;

export const DeleteOrdersResponse = z.object({
  message: z.string(),
  /** The ids now deleted (an order deleted before counts as deleted). */
  ids: z.array(z.string()),
});
export type DeleteOrdersResponse = z.infer<typeof DeleteOrdersResponse>;

/**
 * GET /order?dateStr&orderType&orderNumber: one order by its number (unique per restaurant). dateStr
 * and orderType are optional (a transaction's order link has neither); when sent they must match.
 */
export const OrderQuery = z.object({ orderNumber: looseText, dateStr: looseText, orderType: looseText });
export type OrderQuery = z.infer<typeof OrderQuery>;

/** GET /dineCustomers?dateStr: the day's online customers as the CSV file customer-{dateStr}.csv. */
export const DineCustomersQuery = z.object({ dateStr: looseText });
export type DineCustomersQuery = z.infer<typeof DineCustomersQuery>;

/** The columns of customer-{date}.csv (ours: the spec names the file only; like customers.csv). */
export const DINE_CUSTOMERS_CSV_HEADER = ['Name', 'Phone', 'Email'] as const;
export const dineCustomersFileName = (dateStr: string): string => `customer-${dateStr}.csv`;

// ---------------------------------------------------------------------------------------------
// The order (§3)

/** An order line (§3 "Order item"); the dish's money in cents. */
export const BackOfficeOrderItem = z.object({
  quantity: z.number().int(),
  dish: z.object({
    id: z.string(),
    name: z.string(),
    foodName: z.string(),
    altName: z.string().nullable(),
    foodAltName: z.string().nullable(),
    /** Not kept with an order line: always ''. */
    description: z.string(),
    price: z.number().int(),
    /** Refunds are of payments, not dishes: always false (decision 0154). */
    isRefunded: z.boolean(),
    /** Removed at the POS (permanentDeletion). */
    isDeletedDish: z.boolean(),
  }),
  options: z.array(OrderLineOption),
  size: z.object({ name: z.string(), price: z.number().int() }).nullable(),
  specialInstructions: z.string(),
  /** The size and options in one line of text ('Large, Extra chilli x2'). */
  specialString: z.string(),
  /** One unit with its options. */
  subTotal: z.number().int(),
  lineTotal: z.number().int(),
  isTakeaway: z.boolean(),
  permanentDeletion: z.boolean(),
  isVoidedDish: z.boolean(),
  voidReason: z.string().nullable(),
});
export type BackOfficeOrderItem = z.infer<typeof BackOfficeOrderItem>;

/**
 * How a payment is shown and refunded (§3 "Payment kinds"): card (Stripe-like, and the sandbox's
 * card), online (Adyen, PayPal), till, wallet (the chat-app wallet). paymentKindOf decides.
 */
export const ORDER_PAYMENT_KINDS = ['card', 'online', 'till', 'wallet'] as const;
export type OrderPaymentKind = (typeof ORDER_PAYMENT_KINDS)[number];

/** Result codes of a payment as the refunded flag reads them (§3). */
export const PAYMENT_RESULT_REFUND_CODES = ['FULL_REFUND', 'PARTIAL_REFUND'] as const;

/** What every payment kind carries (ours, and the §3 Order.payment fields). */
const paymentBase = {
  paymentId: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  method: z.enum(PAYMENT_METHODS),
  /** Our attempt status. */
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
  /** Refunded so far, pending refunds included (the reservation). */
  amount_refunded: z.number().int(),
  /** What may still be refunded: captured minus refunded. */
  refundableAmount: z.number().int(),
  result_code: z.enum(PAYMENT_RESULT_REFUND_CODES).nullable(),
  /** The last provider event applied ('AUTHORISATION', 'REFUND'); null when none. */
  eventCode: z.string().nullable(),
  /** Success when the money was taken, else Pending, Failed or Cancelled. */
  orderStatus: z.enum(WALLET_ORDER_STATUSES),
  created: z.string(),
  /** This payment paid the order (the others are attempts, or a second payment to refund). */
  settlesOrder: z.boolean(),
  needsRefund: z.boolean(),
};

export const CardPayment = z.object({
  kind: z.literal('card'),
  ...paymentBase,
  amount_received: z.number().int(),
  /** The provider's fee: not known to us. */
  real_fee: z.number().int().nullable(),
  /** The order number. */
  partner_order_id: z.string(),
  firstCharge: z.object({
    paymentMethodDetails: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }),
    billingDetails: z.object({ email: z.string().nullable() }),
  }),
});
export const OnlineProviderPayment = z.object({
  kind: z.literal('online'),
  ...paymentBase,
  success: z.boolean(),
  paymentMethod: z.string(),
  additionalData: z.object({ cardSummary: z.string().nullable(), pspReference: z.string().nullable() }),
  /** Our payment id (the merchant reference sent to the provider). */
  merchantReference: z.string(),
  eventDate: z.string().nullable(),
});
export const TillPayment = z.object({
  kind: z.literal('till'),
  ...paymentBase,
  /** OK when paid, PENDING while open, FAILED otherwise. */
  result: z.enum(['OK', 'PENDING', 'FAILED']),
  paymentMethod: z.string(),
  customer: z.string().nullable(),
  returnData: z.object({
    binBank: z.string().nullable(),
    binBrand: z.string().nullable(),
    binCountry: z.string().nullable(),
    cardHolder: z.string().nullable(),
    lastFourDigits: z.string().nullable(),
  }),
});
export const WalletPayment = z.object({
  kind: z.literal('wallet'),
  ...paymentBase,
  /** The wallet's order number (its reference), else our payment id. */
  orderNo: z.string(),
  orderAmount: z.number().int(),
  totalAmount: z.number().int().nullable(),
  /** Our payment id. */
  merchantOrderNo: z.string(),
  orderCurrency: z.string(),
  surchargeAmount: z.number().int(),
});
export const OrderPayment = z.discriminatedUnion('kind', [
  CardPayment,
  OnlineProviderPayment,
  TillPayment,
  WalletPayment,
]);
export type CardPayment = z.infer<typeof CardPayment>;
export type OnlineProviderPayment = z.infer<typeof OnlineProviderPayment>;
export type TillPayment = z.infer<typeof TillPayment>;
export type WalletPayment = z.infer<typeof WalletPayment>;
export type OrderPayment = z.infer<typeof OrderPayment>;

/** A refund (§3 "Refund record"); failed refunds are not listed (they returned nothing). */
export const RefundRecord = z.object({
  id: z.string(),
  paymentId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  partner_refund_id: z.string().nullable(),
  result_code: z.enum(['SUCCESS', 'PENDING']),
  return_code: z.enum(['SUCCESS', 'PENDING']),
  /** OK once refunded (the till's sum counts these), PENDING until the provider confirms. */
  result: z.enum(['OK', 'PENDING']),
  success: z.boolean(),
  status: z.enum(REFUND_STATUSES),
  created: z.string(),
  orderStatus: z.enum(['Success', 'Pending']),
  reason: z.string().nullable(),
  /** The staff member who asked for it; null for a refund made at the provider and reported. */
  requestedBy: z.string().nullable(),
});
export type RefundRecord = z.infer<typeof RefundRecord>;

/** An order as the back-office shows it (§3 "Order"), with ours marked. */
export const BackOfficeOrder = z.object({
  id: z.string(),
  orderNumber: z.string(),
  /** Ours: the last 4 of the order number, upper case (decision 87), the number staff hear. */
  shortNumber: z.string(),
  /** Ours: online or local. */
  type: z.enum(ORDER_ORIGINS),
  /** Ours: dinein, takeaway, pickup, delivery, pickup-delivery, foodcourt. */
  kind: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentType: z.enum(PAYMENT_TYPES),
  user: z.object({
    name: z.string(),
    phoneNumber: z.string().nullable(),
    email: z.string().nullable(),
    postcode: z.string().nullable(),
    address: z.string().nullable(),
  }),
  restaurant: z.object({ tableId: z.string() }),
  order: z.object({
    items: z.array(BackOfficeOrderItem),
    pickupTime: z.string(),
    selectedDate: z.string().nullable(),
    notes: z.string().nullable(),
  }),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  customerEmail: z.string().nullable(),
  customerPostcode: z.string().nullable(),
  address: z.string().nullable(),
  subtotal: z.number().int(),
  surchargeTotal: z.number().int(),
  /** Ours: a member voucher's discount (cents; 0 without one) and the voucher's name (decision 0360). */
  discountTotal: z.number().int(),
  discountName: z.string().nullable(),
  total: z.number().int(),
  currency: z.string(),
  /** Ours: the bill the order is on. */
  transactionId: z.string().nullable(),
  /** The payment id of `payment` (what a card refund sends back as paymentIntent). */
  paymentIntent: z.string().nullable(),
  /** The payment that paid the order, else its latest attempt; null when none was made. */
  payment: OrderPayment.nullable(),
  /** Ours: every payment shown (the paying one first, then any second payment to refund). */
  payments: z.array(OrderPayment),
  refund: z.array(RefundRecord),
  tillRefunds: z.array(RefundRecord),
  adyenRefunds: z.array(RefundRecord),
  chinaPaymentsRefunds: z.array(RefundRecord),
  /** Everything the order's payment took was refunded (paymentStatus refunded). */
  isRefunded: z.boolean(),
  /** Ours: deleted from the list (PUT /deleteOrders). */
  deletedAt: z.string().nullable(),
});
export type BackOfficeOrder = z.infer<typeof BackOfficeOrder>;

export const TodayOrderResponse = z.object({
  orders: z.array(BackOfficeOrder),
  type: z.enum(ORDER_ORIGINS),
  dateStr: z.string(),
  /** The restaurant's zone and currency symbol, for showing times and money. */
  timezone: z.string(),
  currencySymbol: z.string(),
});
export type TodayOrderResponse = z.infer<typeof TodayOrderResponse>;

export const OrderResponse = z.object({
  order: BackOfficeOrder,
  /** The order's restaurant day (DD-MM-YY). */
  dateStr: z.string(),
  timezone: z.string(),
  currencySymbol: z.string(),
});
export type OrderResponse = z.infer<typeof OrderResponse>;

// ---------------------------------------------------------------------------------------------
// POST /onlinePaymentRefund (§7)

/**
 * Always refundAmount; then by kind — card {partnerOrderId, paymentIntent, orderDate}; online
 * {partnerOrderId, paymentIntent, orderDate, payment}; till {payment, orderNumber, orderDate};
 * wallet {reference, refundFee, payment}. Card, online and wallet amounts are minor units, the
 * till's as entered (dollars). idempotencyKey (ours, optional) makes a resend answer the first
 * refund. The amounts are checked by refundRequestOf (with the §8 texts), not here.
 */
export const OnlinePaymentRefundRequest = z.looseObject({
  refundAmount: z.unknown().optional(),
  partnerOrderId: z.string().max(100).nullish(),
  paymentIntent: z.string().max(100).nullish(),
  orderDate: z.string().max(20).nullish(),
  payment: z.looseObject({}).nullish(),
  orderNumber: z.string().max(100).nullish(),
  reference: z.string().max(100).nullish(),
  refundFee: z.unknown().optional(),
  reason: z.string().max(300).nullish(),
  idempotencyKey: z.string().trim().min(1).max(200).nullish(),
});
export type OnlinePaymentRefundRequest = z.infer<typeof OnlinePaymentRefundRequest>;

export const OnlinePaymentRefundResponse = RefundResponse.extend({
  success: z.literal(true),
  /** 'Refund Successful', or that the provider will confirm a pending refund. */
  message: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  kind: z.enum(ORDER_PAYMENT_KINDS),
  provider: z.enum(PAYMENT_PROVIDERS),
});
export type OnlinePaymentRefundResponse = z.infer<typeof OnlinePaymentRefundResponse>;

/** The payment kind of a provider and method (decision 0154). */
export function paymentKindOf(provider: PaymentProviderName, method: PaymentMethod): OrderPaymentKind {
  if (method === 'till') return 'till';
  if (method === 'wechat') return 'wallet';
  if (method === 'paypal' || provider === 'adyen') return 'online';
  return 'card';
}

/** The wallet orderStatus of an attempt status. */
export function walletOrderStatus(status: PaymentAttemptStatus): WalletOrderStatus {
  if (status === 'authorised') return 'Success';
  if (status === 'cancelled') return 'Cancelled';
  if (status === 'refused' || status === 'error') return 'Failed';
  return 'Pending';
}
