import { PAYMENT_MESSAGES } from '@rpos/domain';
import Stripe from 'stripe';
import type { AppDeps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import type {
  CardSummary,
  PaymentContext,
  PaymentOutcome,
  PaymentProvider,
  RefundOutcome,
  WebhookEvent,
} from '../payment-provider';
import { WebhookVerificationError } from '../payment-provider';

// Stripe (issue 4): a Checkout Session on the restaurant's connected account, i.e. a Stripe-hosted
// card page: no card data ever reaches us. Webhooks are verified by the SDK on the raw body.
// Decisions: docs/decisions/0040-stripe-checkout-on-connected-accounts.md, 0042, 0043.

/** Tolerance of a webhook's signed timestamp (seconds), as Stripe recommends. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/** SDK options for a base URL override (a local fake of Stripe's API; test/fake endpoints only). */
export function stripeBaseOptions(
  apiBase: string | undefined,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const u = new URL(apiBase);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: u.port || (protocol === 'http' ? 80 : 443), protocol };
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
const idOf = (v: unknown): string | undefined =>
  str(v) ?? (v && typeof v === 'object' ? str((v as { id?: unknown }).id) : undefined);
const upper = (c: string | null | undefined): string | undefined => (c ? c.toUpperCase() : undefined);

function cardOf(pi: Stripe.PaymentIntent | null | undefined): CardSummary | undefined {
  const charge = pi?.latest_charge;
  if (!charge || typeof charge === 'string') return undefined;
  const card = charge.payment_method_details?.card;
  if (!card) return undefined;
  return { last4: card.last4 ?? undefined, brand: card.brand ?? undefined };
}

/** The outcome of a Checkout Session (with its payment intent expanded when it has one). */
export function sessionOutcome(session: Stripe.Checkout.Session): PaymentOutcome {
  const providerReference = session.id;
  const pi = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  const providerData: Record<string, unknown> = {};
  const piId = idOf(session.payment_intent);
  if (piId) providerData.paymentIntentId = piId;
  const card = cardOf(pi);
  if (session.status === 'expired')
    return { status: 'cancelled', providerReference, reason: 'Checkout expired' };
  if (pi?.status === 'canceled')
    return { status: 'cancelled', providerReference, reason: 'Payment cancelled' };
  if (pi?.status === 'requires_capture')
    return { status: 'authorised', providerReference, capturedAmount: 0, card, providerData };
  if (
    session.payment_status === 'paid' ||
    session.payment_status === 'no_payment_required' ||
    pi?.status === 'succeeded'
  )
    return {
      status: 'authorised',
      providerReference,
      capturedAmount: pi?.amount_received ?? session.amount_total ?? undefined,
      card,
      providerData,
    };
  // Open (the shopper is on the page, may retry after a decline) or complete but an async payment
  // method still settling: the final word comes by webhook or a later read.
  return { status: 'pending', providerReference, providerData };
}

function refundOutcome(refund: Stripe.Refund): RefundOutcome {
  switch (refund.status) {
    case 'succeeded':
      return { status: 'succeeded', providerRefundId: refund.id };
    case 'failed':
    case 'canceled':
      return {
        status: 'failed',
        providerRefundId: refund.id,
        reason: refund.failure_reason ?? `Refund ${refund.status}`,
      };
    default:
      return { status: 'pending', providerRefundId: refund.id };
  }
}

/** A Stripe error that is an answer about the request (4xx), not a transport failure. */
const isRequestError = (err: unknown): err is Stripe.errors.StripeError =>
  err instanceof Stripe.errors.StripeError &&
  typeof err.statusCode === 'number' &&
  err.statusCode >= 400 &&
  err.statusCode < 500 &&
  err.statusCode !== 429;

type Normalised = Omit<WebhookEvent, 'eventId' | 'occurredAt'> & { eventId?: string };

function sessionEvent(type: string, s: Stripe.Checkout.Session): Normalised {
  const base = {
    paymentId: s.client_reference_id ?? str(s.metadata?.paymentId) ?? null,
    providerReference: s.id,
    amount: s.amount_total ?? undefined,
    currency: upper(s.currency),
  };
  switch (type) {
    case 'checkout.session.completed':
      if (s.payment_status === 'paid' || s.payment_status === 'no_payment_required')
        return { ...base, type: 'payment.authorised' };
      return { ...base, type: 'payment.pending' };
    case 'checkout.session.async_payment_succeeded':
      return { ...base, type: 'payment.authorised' };
    case 'checkout.session.async_payment_failed':
      return { ...base, type: 'payment.refused', reason: 'Payment failed' };
    case 'checkout.session.expired':
      return { ...base, type: 'payment.cancelled', reason: 'Checkout expired' };
    default:
      return { ...base, type: 'ignored' };
  }
}

function paymentIntentEvent(type: string, pi: Stripe.PaymentIntent): Normalised {
  const base = {
    paymentId: str(pi.metadata?.paymentId) ?? null,
    providerReference: pi.id,
    currency: upper(pi.currency),
  };
  switch (type) {
    case 'payment_intent.succeeded':
      return { ...base, type: 'payment.authorised', amount: pi.amount_received };
    case 'payment_intent.amount_capturable_updated':
      return { ...base, type: 'payment.authorised', amount: pi.amount_capturable };
    case 'payment_intent.processing':
      return { ...base, type: 'payment.pending' };
    case 'payment_intent.canceled':
      return { ...base, type: 'payment.cancelled', reason: pi.cancellation_reason ?? 'Payment cancelled' };
    default:
      // payment_intent.payment_failed: on a Checkout page the shopper may try another card; the
      // session's expiry or async failure is the final word.
      return { ...base, type: 'ignored', reason: pi.last_payment_error?.code ?? undefined };
  }
}

function refundEvent(r: Stripe.Refund): Normalised {
  const base = {
    paymentId: str(r.metadata?.paymentId) ?? null,
    providerReference: idOf(r.payment_intent) ?? null,
    amount: r.amount,
    currency: upper(r.currency),
    refund: { refundId: str(r.metadata?.refundId) ?? null, providerRefundId: r.id },
  };
  if (r.status === 'succeeded') return { ...base, type: 'refund.succeeded' };
  if (r.status === 'failed' || r.status === 'canceled')
    return { ...base, type: 'refund.failed', reason: r.failure_reason ?? `Refund ${r.status}` };
  return { ...base, type: 'ignored' };
}

/** Normalises one verified Stripe event (one WebhookEvent each, except charge.refunded lists its refunds). */
export function normaliseStripeEvent(event: Stripe.Event): WebhookEvent[] {
  const occurredAt = new Date(event.created * 1000);
  const one = (n: Normalised): WebhookEvent[] => [{ ...n, eventId: n.eventId ?? event.id, occurredAt }];
  const object = event.data.object as unknown as { object?: string };
  if (event.type.startsWith('checkout.session.'))
    return one(sessionEvent(event.type, object as Stripe.Checkout.Session));
  if (event.type.startsWith('payment_intent.'))
    return one(paymentIntentEvent(event.type, object as Stripe.PaymentIntent));
  if (
    (event.type.startsWith('refund.') || event.type === 'charge.refund.updated') &&
    object.object === 'refund'
  )
    return one(refundEvent(object as Stripe.Refund));
  if (event.type === 'charge.refunded') {
    const charge = object as Stripe.Charge;
    const refunds = charge.refunds?.data ?? [];
    if (refunds.length === 0)
      return one({ type: 'ignored', providerReference: idOf(charge.payment_intent) ?? null });
    return refunds.map((r) => ({
      ...refundEvent({ ...r, metadata: { ...(charge.metadata ?? {}), ...(r.metadata ?? {}) } }),
      eventId: `${event.id}:${r.id}`,
      occurredAt,
    }));
  }
  return one({ type: 'ignored' });
}

export function createStripeProvider(deps: AppDeps): PaymentProvider {
  const cfg = deps.config.payments.stripe;
  if (!cfg.secretKey) throw new Error('The stripe payment provider needs STRIPE_SECRET_KEY');
  const stripe = new Stripe(cfg.secretKey, {
    maxNetworkRetries: 1,
    timeout: 30_000,
    telemetry: false,
    appInfo: { name: 'rpos' },
    ...stripeBaseOptions(cfg.apiBase),
  });

  const accountOf = (ctx: PaymentContext): string => {
    const id = ctx.account?.accountId;
    if (!id) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.paymentUnavailable);
    return id;
  };
  const sessionIdOf = (ctx: PaymentContext): string => {
    const id = str(ctx.providerData.checkoutSessionId) ?? ctx.providerReference;
    if (!id) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.paymentNotFound);
    return id;
  };
  const readSession = (ctx: PaymentContext) =>
    stripe.checkout.sessions.retrieve(
      sessionIdOf(ctx),
      { expand: ['payment_intent', 'payment_intent.latest_charge'] },
      { stripeAccount: accountOf(ctx) },
    );

  return {
    name: 'stripe',
    // A hosted page: the card method (orders, booking deposits). The till page embeds a drop-in.
    methods: ['card'],
    requiresAccount: true,

    async startPayment(ctx) {
      const stripeAccount = accountOf(ctx);
      const metadata = { paymentId: ctx.paymentId, restaurantId: ctx.restaurant.id };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: ctx.currency.toLowerCase(),
                unit_amount: ctx.amount,
                product_data: { name: ctx.description },
              },
            },
          ],
          success_url: ctx.returnUrls.success,
          cancel_url: ctx.returnUrls.cancel,
          client_reference_id: ctx.paymentId,
          metadata,
          payment_intent_data: {
            metadata,
            description: ctx.description,
            ...(ctx.isPreAuth ? { capture_method: 'manual' as const } : {}),
          },
          ...(ctx.shopperEmail ? { customer_email: ctx.shopperEmail } : {}),
        },
        // One session per payment attempt: a retried start gets the same session back.
        { stripeAccount, idempotencyKey: `checkout-session:${ctx.paymentId}` },
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a url');
      return {
        kind: 'redirect',
        url: session.url,
        sessionId: session.id,
        stripeAccount,
        providerReference: session.id,
        providerData: { checkoutSessionId: session.id, stripeAccount },
      };
    },

    async continuePayment(ctx) {
      // A hosted page has no details step: the shopper comes back to success_url; read the session.
      if (!ctx) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.invalidPaymentDetails);
      return { ...sessionOutcome(await readSession(ctx)), paymentId: ctx.paymentId };
    },

    async getStatus(ctx) {
      return sessionOutcome(await readSession(ctx));
    },

    async cancelPayment(ctx) {
      try {
        const session = await stripe.checkout.sessions.expire(
          sessionIdOf(ctx),
          {},
          { stripeAccount: accountOf(ctx) },
        );
        return sessionOutcome(session);
      } catch (err) {
        // Only an open session can expire: a completed one answers its real state.
        if (isRequestError(err)) return sessionOutcome(await readSession(ctx));
        throw err;
      }
    },

    async refund(ctx, input) {
      const stripeAccount = accountOf(ctx);
      let paymentIntent = str(ctx.providerData.paymentIntentId);
      if (!paymentIntent) {
        const session = await stripe.checkout.sessions.retrieve(sessionIdOf(ctx), {}, { stripeAccount });
        paymentIntent = idOf(session.payment_intent);
      }
      if (!paymentIntent) return { status: 'failed', reason: 'The payment has no charge to refund' };
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntent,
            amount: input.amount,
            metadata: {
              refundId: input.refundId,
              paymentId: ctx.paymentId,
              ...(input.reason ? { reason: input.reason.slice(0, 500) } : {}),
            },
          },
          { stripeAccount, idempotencyKey: input.idempotencyKey },
        );
        return refundOutcome(refund);
      } catch (err) {
        if (isRequestError(err)) return { status: 'failed', reason: err.message.slice(0, 300) };
        throw err;
      }
    },

    async parseWebhook({ rawBody, headers }) {
      const secret = cfg.webhookSecret;
      if (!secret) throw new WebhookVerificationError('STRIPE_WEBHOOK_SECRET is not set');
      const raw = headers[STRIPE_SIGNATURE_HEADER];
      const signature = Array.isArray(raw) ? raw[0] : raw;
      if (!signature) throw new WebhookVerificationError('missing stripe-signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, secret, STRIPE_WEBHOOK_TOLERANCE_SECONDS);
      } catch (err) {
        throw new WebhookVerificationError(err instanceof Error ? err.message : 'bad signature');
      }
      return {
        events: normaliseStripeEvent(event),
        acknowledgement: { contentType: 'application/json', body: '{"received":true}' },
      };
    },
  };
}
