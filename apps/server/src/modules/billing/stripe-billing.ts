import type { Price } from '@rpos/domain';
import Stripe from 'stripe';
import {
  STRIPE_SIGNATURE_HEADER,
  STRIPE_WEBHOOK_TOLERANCE_SECONDS,
  stripeBaseOptions,
} from '../payments/stripe/stripe-provider';
import {
  type BillingEvent,
  type BillingProvider,
  BillingWebhookError,
  type ProviderSubscription,
} from './billing-provider';

const seconds = (v: unknown): Date | null => (typeof v === 'number' ? new Date(v * 1000) : null);
const idOf = (v: unknown): string | null =>
  typeof v === 'string'
    ? v
    : v && typeof v === 'object' && 'id' in v
      ? String((v as { id: unknown }).id)
      : null;

/** A Stripe price as the plans list shows it (recurring prices only; the product expanded). */
export function toPrice(p: Stripe.Price): Price | null {
  const raw: string | undefined = p.recurring?.interval;
  if (raw !== 'month' && raw !== 'year') return null;
  const interval: 'month' | 'year' = raw;
  const product =
    typeof p.product === 'object' && !('deleted' in p.product && p.product.deleted) ? p.product : null;
  return {
    id: p.id,
    unit_amount: p.unit_amount ?? 0,
    currency: p.currency,
    interval,
    product: { name: (product as Stripe.Product | null)?.name ?? p.nickname ?? p.id },
    description: (product as Stripe.Product | null)?.description ?? null,
  };
}

/**
 * A Stripe subscription, normalised. The period moved to the subscription items in newer API
 * versions: read from either.
 */
export function toProviderSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const item = sub.items?.data?.[0];
  const price = item?.price;
  const legacy = sub as unknown as { current_period_start?: number; current_period_end?: number };
  const itemPeriod = item as unknown as
    | { current_period_start?: number; current_period_end?: number }
    | undefined;
  const product = price && typeof price.product === 'object' ? (price.product as Stripe.Product) : null;
  return {
    id: sub.id,
    customerId: idOf(sub.customer),
    status: sub.status,
    priceId: price?.id ?? '',
    productName: product?.name ?? price?.nickname ?? null,
    amount: price?.unit_amount ?? null,
    currency: price?.currency ?? null,
    interval: price?.recurring?.interval ?? null,
    currentPeriodStart: seconds(legacy.current_period_start ?? itemPeriod?.current_period_start),
    currentPeriodEnd: seconds(legacy.current_period_end ?? itemPeriod?.current_period_end),
    restaurantId: sub.metadata?.restaurantId ?? null,
  };
}

/** Normalises a verified Stripe event (the few the subscriptions use; the rest ignored). */
export function toBillingEvent(event: Stripe.Event): BillingEvent {
  const occurredAt = new Date(event.created * 1000);
  if (event.type === 'checkout.session.completed') {
    const s = event.data.object as Stripe.Checkout.Session;
    if (s.mode !== 'subscription') return { eventId: event.id, type: 'ignored', occurredAt };
    return {
      eventId: event.id,
      type: 'checkout.completed',
      occurredAt,
      checkoutSessionId: s.id,
      subscriptionId: idOf(s.subscription) ?? undefined,
      restaurantId: s.client_reference_id ?? s.metadata?.restaurantId ?? null,
    };
  }
  if (event.type.startsWith('customer.subscription.')) {
    const sub = event.data.object as Stripe.Subscription;
    return {
      eventId: event.id,
      type: 'subscription.updated',
      occurredAt,
      subscription: toProviderSubscription(sub),
    };
  }
  return { eventId: event.id, type: 'ignored', occurredAt };
}

/** Stripe Billing on the platform account through the official SDK (decision 0229). */
export function createStripeBilling(cfg: {
  secretKey: string;
  webhookSecret?: string;
  apiBase?: string;
}): BillingProvider {
  const stripe = new Stripe(cfg.secretKey, {
    maxNetworkRetries: 1,
    timeout: 30_000,
    telemetry: false,
    appInfo: { name: 'rpos' },
    ...stripeBaseOptions(cfg.apiBase),
  });
  return {
    name: 'stripe',
    async listPrices() {
      const list = await stripe.prices.list({
        active: true,
        type: 'recurring',
        limit: 100,
        expand: ['data.product'],
      });
      return list.data.map(toPrice).filter((p): p is Price => p !== null);
    },
    async createCheckout({ price, checkoutId, restaurant, email, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [{ price: price.id, quantity: 1 }],
          client_reference_id: restaurant.id,
          customer_email: email,
          metadata: { restaurantId: restaurant.id, checkoutId },
          subscription_data: {
            metadata: { restaurantId: restaurant.id, urlIdentifier: restaurant.urlIdentifier },
          },
          success_url: successUrl,
          cancel_url: cancelUrl,
        },
        { idempotencyKey: `subscribe-${checkoutId}` },
      );
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { sessionId: session.id, url: session.url };
    },
    async parseWebhook(rawBody, headers) {
      if (!cfg.webhookSecret) throw new BillingWebhookError('no webhook secret configured');
      const raw = headers[STRIPE_SIGNATURE_HEADER];
      const signature = (Array.isArray(raw) ? raw[0] : raw) ?? '';
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          cfg.webhookSecret,
          STRIPE_WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (err) {
        throw new BillingWebhookError(err instanceof Error ? err.message : 'bad signature');
      }
      const normalised = toBillingEvent(event);
      // A subscription event may carry the price's product as an id only: fetch its name.
      const sub = normalised.subscription;
      if (sub && !sub.productName && sub.priceId) {
        const price = await stripe.prices.retrieve(sub.priceId, { expand: ['product'] });
        sub.productName = toPrice(price)?.product.name ?? price.id;
      }
      return [normalised];
    },
  };
}
