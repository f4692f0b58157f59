import type { PaymentAction, PaymentMethod, PaymentProviderName } from '@rpos/domain';

// The one interface every payment provider implements (sandbox, Stripe, Adyen). The payment service
// owns the database rows, idempotency, webhooks storage, monotonic state and refund limits; a
// provider only talks to its payment service and translates to and from these normalised types.
// Decisions: docs/decisions/0030-payment-providers.md.

/** A restaurant's account with a provider (table payment_provider_accounts). */
export interface ProviderAccount {
  provider: PaymentProviderName;
  /** Stripe: the connected account id (acct_...). Adyen: the merchant account (or store) to charge. */
  accountId: string;
  /** Provider-specific extras (e.g. Adyen store reference, balance account); never secrets. */
  settings: Record<string, unknown>;
}

/**
 * What is being paid for: an order placed with /placeOrder, a booking's deposit, or a client's own
 * reference (POST /makeAdyenAuthorizePayment for something that is not one of our orders).
 */
export type PaymentSubject =
  | { kind: 'order'; orderId: string; orderNumber: string }
  | { kind: 'booking'; bookingId: string }
  | { kind: 'reference'; reference: string };

/** Where the shopper's browser goes after a hosted page or redirect (absolute URLs). */
export interface PaymentReturnUrls {
  /** Paid: the success screen (e.g. /orderSuccess/{menuId}/{tableId}/{reference}?type=success). */
  success: string;
  /** Failed: e.g. /online/{menuId}/{tableId}/{reference}?type=error. */
  failure: string;
  /** Cancelled by the shopper: e.g. /online/{menuId}/{tableId}/{reference}?type=cancel. */
  cancel: string;
  /** Where a redirect action (3-D Secure) returns with ?redirectResult=...: the card payment screen. */
  action: string;
}

/** One payment attempt as a provider sees it. Built by the service from the payments row. */
export interface PaymentContext {
  /** Our id of the attempt: send it as the provider's merchant reference (Adyen reference, Stripe client_reference_id + metadata.paymentId) so webhooks find it. */
  paymentId: string;
  restaurant: { id: string; urlIdentifier: string; name: string };
  /** The restaurant's account with this provider; null for the sandbox or a platform-wide account. */
  account: ProviderAccount | null;
  method: PaymentMethod;
  subject: PaymentSubject;
  /** Minor units (total × 100). */
  amount: number;
  /** ISO 4217, default AUD. */
  currency: string;
  /** Default AU. */
  countryCode: string;
  /** Default en_AU. */
  locale: string;
  /** A pre-authorisation: authorise only, capture later (makeAdyenAuthorizePayment with isPreAuth). */
  isPreAuth: boolean;
  shopperEmail: string | null;
  /** One line for the provider's statement/checkout page, e.g. "Order 1A2B – Restaurant name". */
  description: string;
  returnUrls: PaymentReturnUrls;
  /** The provider's reference once known (Adyen pspReference, Stripe checkout session or payment intent id). */
  providerReference: string | null;
  /** What the provider kept from earlier steps (providerData of earlier results). Never card data. */
  providerData: Record<string, unknown>;
}

/** How the shopper pays after startPayment. */
export type StartResult =
  /** An embedded card widget (Adyen drop-in, sandbox card form): placeOrder answers isAdyenPayment. */
  | {
      kind: 'dropIn';
      /** The widget's payment methods ({ paymentMethods: [...] }). */
      paymentMethodResults: unknown;
      clientKey: string;
      /** 'test' | 'live' for Adyen, 'sandbox' for the sandbox. */
      environment: string;
      providerReference?: string;
      providerData?: Record<string, unknown>;
    }
  /**
   * A hosted page: Stripe Checkout (sessionId + stripeAccount, placeOrder answers them), the
   * sandbox's hosted checkout, PayPal approval or till page (url).
   */
  | {
      kind: 'redirect';
      url: string;
      sessionId?: string;
      stripeAccount?: string;
      providerReference?: string;
      providerData?: Record<string, unknown>;
    }
  /** A wallet (WeChat Pay) QR/H5 page; its status is read with getStatus or arrives by webhook. */
  | { kind: 'wallet'; payUrl: string; providerReference?: string; providerData?: Record<string, unknown> };

/** Card details a provider may report; only the last 4 digits, never the number. */
export interface CardSummary {
  last4?: string;
  brand?: string;
}

/** The normalised result of submitting, continuing or reading a payment. */
export type PaymentOutcome =
  | {
      status: 'authorised';
      providerReference?: string;
      /** What was captured (minor units); defaults to the amount, or 0 for a pre-authorisation. */
      capturedAmount?: number;
      card?: CardSummary;
      providerData?: Record<string, unknown>;
    }
  | { status: 'refused'; providerReference?: string; reason?: string; card?: CardSummary }
  | {
      status: 'requiresAction';
      /** Passed to the web widget as is (Adyen action object; the sandbox's redirect to its challenge page). */
      action: PaymentAction;
      providerReference?: string;
      providerData?: Record<string, unknown>;
      card?: CardSummary;
    }
  | { status: 'pending'; providerReference?: string; providerData?: Record<string, unknown> }
  | { status: 'cancelled'; providerReference?: string; reason?: string }
  | { status: 'error'; providerReference?: string; reason: string };

/** What continuePayment learns: the outcome, and our payment id when the provider tells it. */
export type ContinueOutcome = PaymentOutcome & {
  /** The merchant reference the provider answered (our paymentId), when the call started without one. */
  paymentId?: string;
};

/** Input of submitPayment: the widget's state data for a drop-in payment. */
export interface SubmitInput {
  /** The widget's stateData (Adyen: encrypted card fields; sandbox: a sandboxCardToken). Never logged. */
  stateData: Record<string, unknown>;
  browserInfo: Record<string, unknown> | null;
  /** The client's idempotency key, scoped by the service; send it to the provider as its idempotency key. */
  idempotencyKey: string;
  /** The shopper's IP and origin, for 3-D Secure. */
  shopperIp?: string;
  origin?: string;
}

/** Input of continuePayment: the action's result (payload of /adyenPaymentDetails). */
export interface ContinueInput {
  details: Record<string, unknown>;
  paymentData?: string | null;
  idempotencyKey: string;
}

/** The normalised result of a refund request. */
export type RefundOutcome =
  /** Refunded (synchronous providers: Stripe, sandbox). */
  | { status: 'succeeded'; providerRefundId: string }
  /** Accepted; the final word comes by webhook (Adyen's REFUND notification). */
  | { status: 'pending'; providerRefundId: string }
  | { status: 'failed'; reason: string; providerRefundId?: string };

export interface RefundInput {
  /** Our refund id: send it as the refund's merchant reference / metadata so its webhook finds it. */
  refundId: string;
  /** Minor units, at most what the service found refundable. */
  amount: number;
  currency: string;
  /** Send to the provider as its idempotency key. */
  idempotencyKey: string;
  reason?: string;
}

/** Normalised webhook event types. */
export const WEBHOOK_EVENT_TYPES = [
  'payment.authorised',
  /** A pre-authorised payment captured later (amount = captured). */
  'payment.captured',
  'payment.pending',
  'payment.refused',
  'payment.cancelled',
  'payment.error',
  'refund.succeeded',
  'refund.failed',
  /** Verified, stored, nothing to apply (an event type we do not use). */
  'ignored',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** One verified provider event, normalised. */
export interface WebhookEvent {
  /** Unique per provider and event, stable across redeliveries (Stripe event.id; Adyen pspReference:eventCode:success). */
  eventId: string;
  type: WebhookEventType;
  /** Our payment id (the merchant reference we sent), when the event carries it. */
  paymentId?: string | null;
  /** The provider's payment reference (to find the attempt when paymentId is absent). */
  providerReference?: string | null;
  /** Minor units: the authorised/captured amount, or the refund's amount. */
  amount?: number;
  currency?: string;
  card?: CardSummary;
  /** For refund events. */
  refund?: {
    /** Our refund id when the refund was made through us (its merchant reference). */
    refundId?: string | null;
    providerRefundId: string;
  };
  reason?: string;
  occurredAt?: Date;
}

/** What parseWebhook answers: the events, and how to acknowledge (Adyen wants "[accepted]"). */
export interface WebhookParseResult {
  events: WebhookEvent[];
  acknowledgement?: { contentType: string; body: string };
}

/** The request as it arrived, for signature checks on the exact bytes. */
export interface WebhookRequest {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

/** Thrown by parseWebhook when the signature or body is not valid: answered 400, nothing stored. */
export class WebhookVerificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

/**
 * A payment provider. Every method may throw for a transport failure (network, 5xx): the service
 * then records an error outcome and answers a generic payment failure. Business outcomes (refused,
 * cancelled...) are results, not throws.
 */
export interface PaymentProvider {
  /** Its name, stored on every payment row. */
  readonly name: PaymentProviderName;
  /** The methods it can run (the registry refuses others). */
  readonly methods: readonly PaymentMethod[];
  /** True when a restaurant needs its own account with it (Stripe: a connected account). */
  readonly requiresAccount?: boolean;

  /**
   * Starts a payment for an order or a booking deposit: creates the provider's session/intent
   * when the flow needs one (Stripe Checkout Session on ctx.account's connected account; the sandbox's
   * hosted page) or returns what the drop-in widget needs (Adyen /paymentMethods, clientKey). The
   * service stores providerReference and providerData on the payment row.
   */
  startPayment(ctx: PaymentContext): Promise<StartResult>;

  /**
   * Submits the drop-in widget's state data (Adyen /payments; the sandbox's test card). Only for
   * providers whose startPayment answers 'dropIn'. Answers authorised, refused, requiresAction
   * (3-D Secure/redirect) or pending.
   */
  submitPayment?(ctx: PaymentContext, input: SubmitInput): Promise<PaymentOutcome>;

  /**
   * Continues a payment with an action's result (Adyen /payments/details with redirectResult or
   * threeDSResult; the sandbox's challenge result). ctx is null when the service could not tell
   * which payment the details belong to: the provider then answers the paymentId it learns.
   */
  continuePayment(ctx: PaymentContext | null, input: ContinueInput): Promise<ContinueOutcome>;

  /**
   * Our payment id encoded in an action result (a redirectResult of the sandbox), when the provider
   * can tell without a network call; null otherwise.
   */
  paymentIdFromDetails?(details: Record<string, unknown>): string | null;

  /** Reads the payment's current status from the provider (Stripe: the session/intent; wallets: the order query). */
  getStatus(ctx: PaymentContext): Promise<PaymentOutcome>;

  /** Cancels a payment that is not finished (expire a Checkout Session, cancel an authorisation). Optional. */
  cancelPayment?(ctx: PaymentContext): Promise<PaymentOutcome>;

  /**
   * Refunds part or all of a captured payment. The service has already reserved the amount (never
   * more than captured minus refunded); the provider just asks for it and says how it went.
   */
  refund(ctx: PaymentContext, input: RefundInput): Promise<RefundOutcome>;

  /**
   * Verifies a webhook on the raw body and headers (Stripe: stripe-signature, tolerance 300 s; Adyen:
   * HMAC of each notification item) and normalises its events. Throws WebhookVerificationError
   * when the signature or body is not valid. Does not touch the database.
   */
  parseWebhook(request: WebhookRequest): Promise<WebhookParseResult>;
}
