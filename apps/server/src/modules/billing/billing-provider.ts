import type { Price, SubscriptionStatus } from '@rpos/domain';

/** A subscription as a provider's event describes it (amounts in cents). */
export interface ProviderSubscription {
  id: string;
  customerId: string | null;
  status: SubscriptionStatus | string;
  priceId: string;
  productName: string | null;
  amount: number | null;
  currency: string | null;
  interval: string | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  /** Our restaurant id, when the provider carries it (metadata). */
  restaurantId: string | null;
}

/** One verified billing event, normalised. */
export interface BillingEvent {
  /** Unique per provider, stable across redeliveries. */
  eventId: string;
  type: 'checkout.completed' | 'subscription.updated' | 'ignored';
  /** When the provider produced it: an older event never overwrites a newer state. */
  occurredAt: Date;
  /** checkout.completed: the session and the subscription it created. */
  checkoutSessionId?: string;
  subscriptionId?: string;
  restaurantId?: string | null;
  subscription?: ProviderSubscription;
}

/** Thrown by parseWebhook when the signature or body is not valid: 400, nothing stored. */
export class BillingWebhookError extends Error {}

/**
 * Who runs the subscriptions (decision 0229): Stripe Billing through the official SDK when
 * STRIPE_SECRET_KEY is set, otherwise the built-in sandbox with its hosted checkout page.
 */
export interface BillingProvider {
  readonly name: 'sandbox' | 'stripe';
  /** The plans offered (GET /getProducts). */
  listPrices(): Promise<Price[]>;
  /** A checkout in subscription mode for one price; answers its session id and the page's URL. */
  createCheckout(input: {
    price: Price;
    checkoutId: string;
    restaurant: { id: string; urlIdentifier: string; name: string };
    email: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ sessionId: string; url: string }>;
  /** Verifies a webhook on its raw bytes and normalises its events. */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<BillingEvent[]>;
}
