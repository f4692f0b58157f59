import { z } from 'zod';
import { DEFAULT_COUNTRY, DEFAULT_CURRENCY, DEFAULT_LOCALE } from '../shared/constants';
import { PAYMENT_ATTEMPT_STATUSES } from './payment-rules';

// Online payments (issue 4; diner.md §2-§9). Amounts: `total` fields are dollars as the spec's
// payloads carry them, `*Cent`/`amount` fields are integer minor units (total × 100).
// Decisions: docs/decisions/0030-* … 0039-*.

/** Where a payment is made: the configured card provider, or a provider chosen by the method. */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe', 'adyen'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * How the diner pays online. card: the card provider (drop-in or hosted checkout); till: the second
 * card provider (restaurant's isTillPaymentEnabled); wechat: the chat-app wallet; paypal.
 */
export const PAYMENT_METHODS = ['card', 'till', 'wechat', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Payment defaults (diner.md §3, §9). */
export const PAYMENT_DEFAULTS = {
  currency: DEFAULT_CURRENCY,
  countryCode: DEFAULT_COUNTRY,
  locale: DEFAULT_LOCALE,
} as const;

/** The message texts of diner.md §8 (verbatim), then ours for what the spec does not word. */
export const PAYMENT_MESSAGES = {
  /** A further-details step (3-D Secure) that does not authorise. */
  detailsNotAuthorised: 'The payment failed, please try again',
  /** An exception on the details call (then back one page), or a non-authorised result. */
  paymentFailedTryAgain: 'Payment failed, please try again',
  /** An exception on submit; also the menu screen's alert for query type=error. */
  paymentFailed: 'Payment failed',
  /** A session-based payment not authorised (then back). */
  sessionFailedOrCancelled: 'Payment failed or was cancelled',
  /** The widget's isValid is false. */
  invalidPaymentDetails: 'Invalid payment details',
  /** The result screen's failure variant (then back to /online/{menuId}/{tableId}). */
  resultFailed: 'Payment failed, please try again.',
  /** Wallet status page. */
  walletChecking: 'Checking payment status...',
  walletNetworkError: 'Network response was not ok',
  walletFetchError: 'Error fetching payment status',
  /** /h5WechatPay without a usable url parameter (logged). */
  h5UrlMissing: 'URL parameter is missing or invalid.',
  // Ours (the spec shows none):
  orderNotFound: 'Order not found',
  paymentNotFound: 'Payment not found',
  /** A payment attempt for an order (or deposit) already paid, whatever its idempotency key (decision 0390). */
  alreadyPaid: 'This order is already paid',
  orderNotPayable: 'This order cannot be paid online.',
  paymentInProgress: 'A payment is already in progress. Please wait and try again.',
  /** Another attempt of the same order (or deposit) is in flight, whatever its idempotency key. */
  orderPaymentInProgress: 'A payment for this order is in progress',
  /** The reason stored on the automatic refund of a capture that arrived for an order already paid. */
  duplicateCaptureRefund: 'Paid twice: the second payment was refunded automatically',
  idempotencyKeyRequired: 'idempotencyKey is required',
  idempotencyKeyReused: 'This idempotency key was already used for another request.',
  paymentUnavailable: 'Online payment is not available yet for this restaurant.',
  methodNotEnabled: 'This payment method is not available for this restaurant.',
  providerError: 'The payment provider could not be reached. Please try again.',
  invalidStateData: 'Invalid payment details',
  amountMismatch: 'The payment amount does not match the order total.',
  refundTooLarge: 'The refund amount is more than can be refunded.',
  refundInvalidAmount: 'Please enter a refund amount greater than 0.',
  refundNotCaptured: 'This payment has nothing to refund.',
  refundFailed: 'The refund failed. Please try again.',
  webhookInvalid: 'Invalid webhook',
  unknownProvider: 'Unknown payment provider',
  // Sandbox card form:
  holderNameRequired: 'Please enter the card holder name.',
  cardNumberInvalid: 'The card number is invalid.',
  expiryInvalid: 'The expiry date is invalid.',
  cvcInvalid: 'The security code is invalid.',
  sandboxNotice: 'Test payment provider: no real payment is made and no real card is charged.',
  sandboxAlreadyDecided: 'This test payment has already been completed.',
} as const;

/**
 * The sandbox provider's test cards (any holder name, any future expiry, any 3-4 digit CVC).
 * Another Luhn-valid number authorises like `authorise`.
 */
export const SANDBOX_TEST_CARDS = {
  /** Authorised at once. */
  authorise: '4111111111111111',
  /** Refused (resultCode Refused). */
  decline: '4000000000000002',
  /** Asks for a 3-D Secure-style challenge page first (action redirect, then details). */
  challenge: '4000000000003220',
} as const;

/**
 * Web pages of the sandbox (built in apps/web; the server puts these paths, with the payment id, in
 * its answers). :paymentId is the id of the payment attempt.
 * - challenge: 3-D Secure-style page; Pass/Fail → POST /sandbox/payments/{id}/challenge.
 * - pay: hosted card checkout, till page, wallet QR/H5 page and PayPal approval page, chosen by the
 *   `kind` of GET /sandbox/payments/{id}; the checkout's card form → POST /sandbox/payments/{id}/card,
 *   the others' Pay/Decline, and every Cancel → POST /sandbox/payments/{id}/{decision}.
 */
export const SANDBOX_PAGES = {
  challenge: '/sandbox/challenge/:paymentId',
  pay: '/sandbox/pay/:paymentId',
} as const;

/** The sandbox page path for a payment (e.g. sandboxPagePath('pay', id) → /sandbox/pay/<id>). */
export const sandboxPagePath = (page: keyof typeof SANDBOX_PAGES, paymentId: string): string =>
  SANDBOX_PAGES[page].replace(':paymentId', encodeURIComponent(paymentId));

// ----------------------------------------------------------------------------------------------
// Shared pieces

const text = (max: number) => z.string().max(max);
/** Numbers the clients send either as numbers or numeric strings. */
const looseNumber = z.union([z.number(), z.string().max(30)]).transform((v, ctx) => {
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isFinite(n)) {
    ctx.addIssue({ code: 'custom', message: 'must be a number' });
    return z.NEVER;
  }
  return n;
});
const looseBool = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

/** The browser details the card widget collects for 3-D Secure (diner.md §7). */
export const BrowserInfo = z.looseObject({
  userAgent: text(1000).optional(),
  javaEnabled: z.boolean().optional(),
  acceptHeader: text(1000).optional(),
  language: text(50).optional(),
  colorDepth: z.number().int().optional(),
  screenHeight: z.number().int().optional(),
  screenWidth: z.number().int().optional(),
  timeZoneOffset: z.number().int().optional(),
});
export type BrowserInfo = z.infer<typeof BrowserInfo>;

/**
 * The card widget's state data: { paymentMethod: { type, ... }, ... } as the widget builds it. With
 * the sandbox the paymentMethod is { type: 'scheme', sandboxCardToken } from POST /sandbox/cards;
 * with Adyen it carries the widget's encrypted card fields. Never a plain card number.
 */
export const PaymentStateData = z.looseObject({
  paymentMethod: z.looseObject({ type: text(60) }),
});
export type PaymentStateData = z.infer<typeof PaymentStateData>;

/** A key the client makes once per payment submit: the same key again gives the first answer. */
export const IdempotencyKey = z
  .string({ error: PAYMENT_MESSAGES.idempotencyKeyRequired })
  .trim()
  .min(1, PAYMENT_MESSAGES.idempotencyKeyRequired)
  .max(200);

/**
 * What the shopper must do next (Adyen's action object, which the widget handles): the sandbox
 * answers { type: 'redirect', url, method: 'GET', paymentMethodType: 'scheme' } for its challenge.
 */
export const PaymentAction = z.looseObject({
  type: text(60),
  url: text(4000).optional(),
  method: text(10).optional(),
  paymentMethodType: text(60).optional(),
  paymentData: text(10000).optional(),
});
export type PaymentAction = z.infer<typeof PaymentAction>;

/** Adyen's result codes, which the web app reads (diner.md §4 "Payment"). */
export const PAYMENT_RESULT_CODES = [
  'Authorised',
  'Refused',
  'Pending',
  'Received',
  'Cancelled',
  'Error',
  'RedirectShopper',
  'IdentifyShopper',
  'ChallengeShopper',
  'PresentToShopper',
] as const;
export type PaymentResultCode = (typeof PAYMENT_RESULT_CODES)[number];

/**
 * The answer of every card call (/adyenPayments, /adyenOBPayments, /makeAdyenAuthorizePayment,
 * /adyenPaymentDetails): a resultCode, and an action when the shopper must act. Authorised means
 * paid (or pre-authorised); anything else but an action is a failure to show
 * PAYMENT_MESSAGES.paymentFailedTryAgain for.
 */
export const PaymentCallResponse = z.object({
  resultCode: z.enum(PAYMENT_RESULT_CODES),
  action: PaymentAction.optional(),
  /** Our payment attempt id (the merchant reference sent to the provider). */
  paymentId: z.string(),
  /** The provider's reference for the attempt, when it has one. */
  pspReference: z.string().optional(),
  refusalReason: z.string().optional(),
  orderNumber: z.string().optional(),
  /** The order id (reference of /orderSuccess/{menuId}/{tableId}/{reference}), for order payments. */
  reference: z.string().optional(),
});
export type PaymentCallResponse = z.infer<typeof PaymentCallResponse>;

// ----------------------------------------------------------------------------------------------
// The calls of diner.md §7

/**
 * POST /adyenPayments: pays an order placed with POST /placeOrder by card (drop-in). restaurantId is
 * the restaurant's url identifier (as everywhere on the diner side); the amount is the order's
 * total, read on the server. yearStr/dateStr/tableId are accepted and not needed.
 */
export const AdyenPaymentsRequest = z.looseObject({
  orderNumber: text(64).min(1),
  yearStr: text(20).nullish(),
  dateStr: text(20).nullish(),
  restaurantId: text(100).min(1),
  tableId: text(50).nullish(),
  stateData: PaymentStateData,
  shopperEmail: text(254).nullish(),
  idempotencyKey: IdempotencyKey,
  browserInfo: BrowserInfo.nullish(),
});
export type AdyenPaymentsRequest = z.infer<typeof AdyenPaymentsRequest>;

/**
 * POST /adyenOBPayments: the same for an app order paid on /obPayment (payment details payload of
 * §3). The amount is the order's total; a `total` that disagrees is refused (amountMismatch).
 */
export const AdyenOBPaymentsRequest = z.looseObject({
  orderNumber: text(64).min(1),
  yearStr: text(20).nullish(),
  dateStr: text(20).nullish(),
  restaurantId: text(100).min(1),
  total: looseNumber.nullish(),
  tableId: text(50).nullish(),
  stateData: PaymentStateData,
  obPayment: z.unknown().optional(),
  userId: text(100).nullish(),
  merchantId: text(100).nullish(),
  isPOSOrder: looseBool.nullish(),
  shopperEmail: text(254).nullish(),
  idempotencyKey: IdempotencyKey,
  browserInfo: BrowserInfo.nullish(),
});
export type AdyenOBPaymentsRequest = z.infer<typeof AdyenOBPaymentsRequest>;

/**
 * POST /makeAdyenAuthorizePayment: a pre-authorisation (isPreAuth) of totalCent (else total × 100)
 * for a reference (an order id, order number, or the client's own reference), not captured. redirectUrl
 * is where the shopper returns after a redirect action.
 */
export const MakeAdyenAuthorizePaymentRequest = z.looseObject({
  reference: text(100).min(1),
  isPreAuth: looseBool.nullish(),
  paymentType: text(30).nullish(),
  restaurantId: text(100).min(1),
  total: looseNumber.nullish(),
  totalCent: looseNumber.pipe(z.number().int().positive()).nullish(),
  merchantTotal: looseNumber.nullish(),
  redirectUrl: text(2000).nullish(),
  stateData: PaymentStateData,
  merchantId: text(100).nullish(),
  shopperEmail: text(254).nullish(),
  idempotencyKey: IdempotencyKey,
  browserInfo: BrowserInfo.nullish(),
});
export type MakeAdyenAuthorizePaymentRequest = z.infer<typeof MakeAdyenAuthorizePaymentRequest>;

/**
 * POST /adyenPaymentDetails: { payload } with the action's result: payload.details.redirectResult
 * after a redirect (the sandbox challenge answers one), or payload.details.threeDSResult etc. with
 * payload.paymentData. A details result is single-use: the same one again answers the first result.
 */
export const AdyenPaymentDetailsRequest = z.looseObject({
  payload: z.looseObject({
    details: z.looseObject({
      redirectResult: text(10000).optional(),
      threeDSResult: text(10000).optional(),
    }),
    paymentData: text(10000).nullish(),
  }),
  /** Ours, optional: the payment id (PaymentCallResponse.paymentId) the details belong to. */
  paymentId: text(100).nullish(),
  /** Optional: by default the details themselves are the key (a details result is single-use). */
  idempotencyKey: text(200).nullish(),
});
export type AdyenPaymentDetailsRequest = z.infer<typeof AdyenPaymentDetailsRequest>;

/** GET /wechatPaymentStatus?restaurantId&orderNo: orderNo is the provider order number of payUrl. */
export const WechatPaymentStatusQuery = z.object({
  restaurantId: text(100).trim().min(1),
  orderNo: text(100).trim().min(1),
});
export type WechatPaymentStatusQuery = z.infer<typeof WechatPaymentStatusQuery>;

/** 'Success' when paid; otherwise 'Pending', 'Failed' or 'Cancelled' (the page treats all as failure but Pending keeps polling). */
export const WALLET_ORDER_STATUSES = ['Success', 'Pending', 'Failed', 'Cancelled'] as const;
export type WalletOrderStatus = (typeof WALLET_ORDER_STATUSES)[number];

export const WechatPaymentStatusResponse = z.object({ orderStatus: z.enum(WALLET_ORDER_STATUSES) });
export type WechatPaymentStatusResponse = z.infer<typeof WechatPaymentStatusResponse>;

/**
 * The keyed wallet status call: GET /walletPaymentStatus/{restaurantId}/{orderNumber} (our path, the
 * spec shows none; decision 0031). orderNumber is the order's number (placeOrder's orderNumber).
 * Answers { orderStatus, status } with the same value, for clients reading either name.
 */
export const WALLET_PAYMENT_STATUS_PATH = '/walletPaymentStatus/:restaurantId/:orderNumber';
export const WalletPaymentStatusParams = z.object({
  restaurantId: text(100).trim().min(1),
  orderNumber: text(64).trim().min(1),
});
export type WalletPaymentStatusParams = z.infer<typeof WalletPaymentStatusParams>;
export const WalletPaymentStatusResponse = z.object({
  orderStatus: z.enum(WALLET_ORDER_STATUSES),
  status: z.enum(WALLET_ORDER_STATUSES),
});
export type WalletPaymentStatusResponse = z.infer<typeof WalletPaymentStatusResponse>;

// ----------------------------------------------------------------------------------------------
// Payloads

/**
 * The "Payment details payload" of diner.md §3: /obPayment and /obSessionPayment read it as base64
 * JSON from the paymentDetails query parameter. Defaults AUD / AU / en_AU.
 */
export const PaymentDetailsPayload = z.looseObject({
  orderNumber: text(64).optional(),
  reference: text(100).optional(),
  yearStr: text(20).optional(),
  dateStr: text(20).optional(),
  restaurantId: text(100).optional(),
  total: looseNumber.optional(),
  orderTotal: looseNumber.optional(),
  totalCent: looseNumber.optional(),
  merchantTotal: looseNumber.optional(),
  tableId: text(50).optional(),
  userId: text(100).optional(),
  merchantId: text(100).optional(),
  isPOSOrder: looseBool.optional(),
  isPreAuth: looseBool.optional(),
  paymentType: text(30).optional(),
  customerEmail: text(254).optional(),
  redirectUrl: text(2000).optional(),
  paymentMethodResults: z.unknown().optional(),
  currency: text(3).default(PAYMENT_DEFAULTS.currency),
  countryCode: text(2).default(PAYMENT_DEFAULTS.countryCode),
  environment: text(30).optional(),
  clientKey: text(200).optional(),
  locale: text(10).default(PAYMENT_DEFAULTS.locale),
  id: text(100).optional(),
  sessionData: text(20000).optional(),
  referenceNumber: text(100).optional(),
});
export type PaymentDetailsPayload = z.infer<typeof PaymentDetailsPayload>;

/**
 * The payment part of the POST /placeOrder answer (diner.md §4 "Placing an order", §7), merged into
 * PlaceOrderResponse. The client routes on the first that applies: paymentUrl → redirect;
 * isAdyenPayment + paymentMethodResults → /adyenPayment/{menuId}/{tableId}/{reference} with the card
 * widget; sessionId (+ stripeAccount) → hosted card checkout; isTillPayment →
 * /tillPayment/{menuId}/{tableId}/{reference}; payUrl → redirect; else the success screen.
 */
export const PlaceOrderPaymentFields = z.object({
  paymentUrl: z.string().optional(),
  isAdyenPayment: z.boolean().optional(),
  /** The card widget's payment methods ({ paymentMethods: [...] }). */
  paymentMethodResults: z.unknown().optional(),
  /** 'sandbox' for the sandbox provider (the web app then mounts the simulated drop-in), else 'test' | 'live'. */
  environment: z.string().optional(),
  clientKey: z.string().optional(),
  /** The order id (as PlaceOrderResponse.reference). */
  reference: z.string().optional(),
  /** Dollars, as PlaceOrderResponse.orderTotal (the widget's amount is orderTotal × 100). */
  orderTotal: z.number().optional(),
  currency: z.string().optional(),
  locale: z.string().optional(),
  countryCode: z.string().optional(),
  sessionId: z.string().optional(),
  stripeAccount: z.string().optional(),
  isTillPayment: z.boolean().optional(),
  payUrl: z.string().optional(),
  // Additions (ours):
  /** The payment attempt id: the sandbox pages and GET /payments/{paymentId} use it. */
  paymentId: z.string().optional(),
  /** Which provider runs the payment. */
  paymentProvider: z.enum(PAYMENT_PROVIDERS).optional(),
});
export type PlaceOrderPaymentFields = z.infer<typeof PlaceOrderPaymentFields>;

// ----------------------------------------------------------------------------------------------
// Payment status (ours)

/** GET /payments/{paymentId}: a payment attempt as the diner's pages may see it (no card data but last 4). */
export const PaymentIdParams = z.object({ paymentId: text(100).trim().min(1) });
export type PaymentIdParams = z.infer<typeof PaymentIdParams>;

export const PaymentSummary = z.object({
  paymentId: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  /** Minor units. */
  amount: z.number().int(),
  currency: z.string(),
  capturedAmount: z.number().int(),
  refundedAmount: z.number().int(),
  last4: z.string().nullable(),
  brand: z.string().nullable(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  bookingId: z.string().nullable(),
  /** A second successful payment of an already paid order: to be refunded. */
  needsRefund: z.boolean(),
  /** Where the shopper pays (sandbox page, hosted checkout, wallet page), when the flow has one. */
  payUrl: z.string().nullable(),
});
export type PaymentSummary = z.infer<typeof PaymentSummary>;

/** GET /payments/orders/{orderId}: the order's latest payment attempt (the till page reads it). */
export const PaymentOrderParams = z.object({ orderId: text(100).trim().min(1) });
export type PaymentOrderParams = z.infer<typeof PaymentOrderParams>;

// ----------------------------------------------------------------------------------------------
// Refunds (back-office, issue 4 builds and tests them)

/** POST /payments/{paymentId}/refunds: amount in minor units; absent = everything still refundable. */
export const RefundRequest = z.object({
  amount: z.number().int().positive(PAYMENT_MESSAGES.refundInvalidAmount).optional(),
  reason: text(300).optional(),
  idempotencyKey: IdempotencyKey,
});
export type RefundRequest = z.infer<typeof RefundRequest>;

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const RefundResponse = z.object({
  refundId: z.string(),
  paymentId: z.string(),
  status: z.enum(REFUND_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
  /** After this refund (pending refunds count): what has been refunded and what still may be. */
  refundedAmount: z.number().int(),
  refundableAmount: z.number().int(),
});
export type RefundResponse = z.infer<typeof RefundResponse>;

// ----------------------------------------------------------------------------------------------
// Sandbox provider calls (the simulated pages of apps/web call these; decision 0033)

/**
 * POST /sandbox/cards: the simulated card drop-in's tokeniser (like a provider's card encryption):
 * validates the card and answers stateData to send to /adyenPayments. The server keeps the last 4
 * digits and the outcome the test card asks for; never the number or CVC. 400 with
 * PAYMENT_MESSAGES.holderNameRequired / cardNumberInvalid / expiryInvalid / cvcInvalid.
 */
export const SandboxCardRequest = z.object({
  holderName: text(100),
  number: text(30),
  /** MM/YY or MM/YYYY. */
  expiry: text(10),
  cvc: text(4),
});
export type SandboxCardRequest = z.infer<typeof SandboxCardRequest>;

export const SandboxCardResponse = z.object({
  /** Send as stateData of POST /adyenPayments (or /adyenOBPayments, /makeAdyenAuthorizePayment). */
  stateData: z.object({
    paymentMethod: z.object({
      type: z.literal('scheme'),
      sandboxCardToken: z.string(),
      holderName: z.string(),
    }),
  }),
  last4: z.string(),
  brand: z.string(),
});
export type SandboxCardResponse = z.infer<typeof SandboxCardResponse>;

/** The kinds of sandbox page /sandbox/pay/{paymentId} shows. */
export const SANDBOX_PAGE_KINDS = ['card', 'checkout', 'till', 'wallet', 'paypal'] as const;
export type SandboxPageKind = (typeof SANDBOX_PAGE_KINDS)[number];

/** GET /sandbox/payments/{paymentId}: what a sandbox page shows. */
export const SandboxPaymentInfo = z.object({
  paymentId: z.string(),
  kind: z.enum(SANDBOX_PAGE_KINDS),
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  /** Minor units, and the same in dollars for display. */
  amount: z.number().int(),
  total: z.number(),
  currency: z.string(),
  restaurantName: z.string(),
  orderNumber: z.string().nullable(),
  /** A 3-D Secure challenge is waiting on /sandbox/challenge/{paymentId}. */
  challengePending: z.boolean(),
  /** For the wallet page: the text to draw as a QR code (the page's own URL). */
  qrText: z.string().nullable(),
  /** PAYMENT_MESSAGES.sandboxNotice, to show plainly on screen. */
  notice: z.string(),
  testCards: z.object({ authorise: z.string(), decline: z.string(), challenge: z.string() }),
});
export type SandboxPaymentInfo = z.infer<typeof SandboxPaymentInfo>;

/** POST /sandbox/payments/{paymentId}/challenge: the 3-D Secure page's Pass or Fail. */
export const SandboxChallengeRequest = z.object({ outcome: z.enum(['pass', 'fail']) });
export type SandboxChallengeRequest = z.infer<typeof SandboxChallengeRequest>;

/**
 * The challenge's answer: send redirectResult with POST /adyenPaymentDetails
 * ({ payload: { details: { redirectResult } } }); returnUrl is the card page's URL with
 * ?redirectResult=... appended, for pages that navigate back instead. For the hosted checkout the
 * challenge decides the payment (pass → authorised, fail → refused) and returnUrl is where the
 * checkout goes next, as after POST /sandbox/payments/{id}/card.
 */
export const SandboxChallengeResponse = z.object({
  /** Null for the hosted checkout, whose challenge completes the payment itself (go to returnUrl). */
  redirectResult: z.string().nullable(),
  returnUrl: z.string().nullable(),
});
export type SandboxChallengeResponse = z.infer<typeof SandboxChallengeResponse>;

/** POST /sandbox/payments/{paymentId}/approve | /decline | /cancel: the hosted pages' buttons. */
export const SANDBOX_DECISIONS = ['approve', 'decline', 'cancel'] as const;
export type SandboxDecision = (typeof SANDBOX_DECISIONS)[number];
export const SandboxDecisionParams = z.object({
  paymentId: text(100).trim().min(1),
  decision: z.enum(SANDBOX_DECISIONS),
});
export type SandboxDecisionParams = z.infer<typeof SandboxDecisionParams>;

/**
 * The decision's answer: the payment's status, and where the browser goes next (the order success
 * screen, the menu with ?type=error|cancel, the wallet status page, or the booking confirmation).
 * A decision on a payment already decided answers its status and redirect again (no second charge).
 */
export const SandboxDecisionResponse = z.object({
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  redirectUrl: z.string(),
});
export type SandboxDecisionResponse = z.infer<typeof SandboxDecisionResponse>;

/**
 * POST /sandbox/payments/{paymentId}/card: the hosted checkout's card form (kind 'checkout'), the card
 * typed on the provider's page as with Stripe Checkout. Checked like POST /sandbox/cards (400 with
 * PAYMENT_MESSAGES.holderNameRequired / cardNumberInvalid / expiryInvalid / cvcInvalid; a payment
 * of another kind: invalidPaymentDetails) and decided by the test card: authorised → the success
 * redirect, declined → the failure redirect (both as the approve / decline decisions), 3-D Secure →
 * status requiresAction and redirectUrl /sandbox/challenge/{id}. Only the last 4 digits are kept. On
 * a payment already decided it answers its status and redirect again.
 */
export const SandboxCheckoutCardRequest = SandboxCardRequest;
export type SandboxCheckoutCardRequest = z.infer<typeof SandboxCheckoutCardRequest>;
export const SandboxCheckoutCardResponse = SandboxDecisionResponse;
export type SandboxCheckoutCardResponse = z.infer<typeof SandboxCheckoutCardResponse>;
