import { findCardNumbers } from '@rpos/domain';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config';
import type { AppDeps } from '../../../platform/deps';
import { MIGRATIONS_DIR } from '../../../test/test-paths';
import { type PaymentContext, WebhookVerificationError } from '../payment-provider';
import { startFakeStripeApi } from './fake-stripe-api';
import { createStripeProvider } from './stripe-provider';

// The Stripe adapter against a local fake of Stripe's API (127.0.0.1): Checkout Sessions on the
// connected account, status reads, cancellation, refunds, and webhooks signed by the SDK's own helper.

const SECRET_KEY = 'sk_test_fake_key_for_tests';
const WEBHOOK_SECRET = 'whsec_test_fake_secret';
const ACCOUNT = 'acct_1TestConnected';

const fake = await startFakeStripeApi({ secretKey: SECRET_KEY });
afterAll(() => fake.close());

const config = loadConfig(
  {
    NODE_ENV: 'test',
    PAYMENT_CARD_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  },
  { migrationsDir: MIGRATIONS_DIR },
);
const provider = createStripeProvider({ config } as AppDeps);
const sdk = new Stripe(SECRET_KEY);

let seq = 0;
function ctxOf(fields: Partial<PaymentContext> = {}): PaymentContext {
  seq++;
  return {
    paymentId: `pay-${seq}-${Date.now().toString(36)}`,
    restaurant: { id: 'rest-1', urlIdentifier: 'demo', name: 'Demo Restaurant' },
    account: { provider: 'stripe', accountId: ACCOUNT, settings: {} },
    method: 'card',
    subject: { kind: 'order', orderId: 'order-1', orderNumber: '20261121-0001' },
    amount: 2360,
    currency: 'AUD',
    countryCode: 'AU',
    locale: 'en_AU',
    isPreAuth: false,
    shopperEmail: 'diner@example.test',
    description: 'Order 0001 – Demo Restaurant',
    returnUrls: {
      success: 'http://localhost:3000/orderSuccess/m/t/o?type=success',
      failure: 'http://localhost:3000/online/m/t/o?type=error',
      cancel: 'http://localhost:3000/online/m/t/o?type=cancel',
      action: 'http://localhost:3000/adyenPayment/m/t/o',
    },
    providerReference: null,
    providerData: {},
    ...fields,
  };
}

/** Starts a payment and answers the context as the service stores it afterwards. */
async function started(fields: Partial<PaymentContext> = {}) {
  const ctx = ctxOf(fields);
  const start = await provider.startPayment(ctx);
  if (start.kind !== 'redirect') throw new Error('expected a redirect');
  return {
    start,
    ctx: {
      ...ctx,
      providerReference: start.providerReference ?? null,
      providerData: start.providerData ?? {},
    },
  };
}

const signed = (payload: string, opts: { timestamp?: number; secret?: string } = {}) =>
  sdk.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? WEBHOOK_SECRET,
    ...(opts.timestamp ? { timestamp: opts.timestamp } : {}),
  });

const eventBody = (type: string, object: Record<string, unknown>, id = `evt_${++seq}`) =>
  JSON.stringify(
    {
      id,
      object: 'event',
      type,
      account: ACCOUNT,
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    },
    null,
    2,
  );

const parse = (body: string, header: string | undefined) =>
  provider.parseWebhook({ rawBody: Buffer.from(body, 'utf8'), headers: { 'stripe-signature': header } });

describe('stripe provider: checkout', () => {
  it('creates a Checkout Session on the connected account, once per payment', async () => {
    const before = fake.requests.length;
    const { start, ctx } = await started();
    expect(start).toMatchObject({
      kind: 'redirect',
      sessionId: expect.stringMatching(/^cs_test_/),
      stripeAccount: ACCOUNT,
      url: expect.stringContaining(start.sessionId!),
      providerReference: start.sessionId,
    });
    const req = fake.requests[before]!;
    expect(req).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(req.headers['stripe-account']).toBe(ACCOUNT);
    expect(req.headers['idempotency-key']).toBe(`checkout-session:${ctx.paymentId}`);
    expect(req.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '2360',
      'line_items[0][price_data][currency]': 'aud',
      success_url: ctx.returnUrls.success,
      cancel_url: ctx.returnUrls.cancel,
      client_reference_id: ctx.paymentId,
      'metadata[paymentId]': ctx.paymentId,
      'payment_intent_data[metadata][paymentId]': ctx.paymentId,
      customer_email: 'diner@example.test',
    });
    expect(req.form['payment_intent_data[capture_method]']).toBeUndefined();

    // A retried start (same payment) gets the same session back: Stripe replays the idempotency key.
    const sessions = fake.sessions.size;
    const again = await provider.startPayment({ ...ctx, providerReference: null, providerData: {} });
    expect(again).toMatchObject({ sessionId: start.sessionId });
    expect(fake.sessions.size).toBe(sessions);
  });

  it('refuses to start without a connected account', async () => {
    await expect(provider.startPayment(ctxOf({ account: null }))).rejects.toThrow();
    expect(provider.requiresAccount).toBe(true);
  });

  it('getStatus reads the session: open is pending, paid is authorised with the last 4 digits', async () => {
    const { ctx, start } = await started();
    expect(await provider.getStatus(ctx)).toMatchObject({
      status: 'pending',
      providerReference: start.sessionId,
    });
    fake.completeSession(start.sessionId!, 'paid');
    const paid = await provider.getStatus(ctx);
    expect(paid).toMatchObject({
      status: 'authorised',
      capturedAmount: 2360,
      card: { last4: '4242', brand: 'visa' },
      providerData: { paymentIntentId: expect.stringMatching(/^pi_test_/) },
    });
    const read = fake.requests.at(-1)!;
    expect(read.method).toBe('GET');
    expect(read.headers['stripe-account']).toBe(ACCOUNT);
  });

  it('a decline on the hosted page keeps the session open (the shopper may retry): pending', async () => {
    const { ctx, start } = await started();
    fake.completeSession(start.sessionId!, 'declined');
    expect(await provider.getStatus(ctx)).toMatchObject({ status: 'pending' });
  });

  it('the shopper coming back (3-D Secure is on the hosted page) continues with the session state', async () => {
    const { ctx, start } = await started();
    await expect(provider.continuePayment(null, { details: {}, idempotencyKey: 'k' })).rejects.toThrow();
    fake.completeSession(start.sessionId!, 'paid');
    expect(await provider.continuePayment(ctx, { details: {}, idempotencyKey: 'k' })).toMatchObject({
      status: 'authorised',
      paymentId: ctx.paymentId,
    });
  });

  it('a pre-authorisation asks for manual capture and reads as authorised with nothing captured', async () => {
    const before = fake.requests.length;
    const { ctx, start } = await started({ isPreAuth: true });
    expect(fake.requests[before]!.form['payment_intent_data[capture_method]']).toBe('manual');
    fake.completeSession(start.sessionId!, 'authorisedOnly');
    expect(await provider.getStatus(ctx)).toMatchObject({ status: 'authorised', capturedAmount: 0 });
  });

  it('cancelPayment expires an open session; a completed one answers its real state', async () => {
    const { ctx, start } = await started();
    expect(await provider.cancelPayment!(ctx)).toMatchObject({ status: 'cancelled' });
    expect(fake.sessions.get(start.sessionId!)!.status).toBe('expired');
    const paid = await started();
    fake.completeSession(paid.start.sessionId!, 'paid');
    expect(await provider.cancelPayment!(paid.ctx)).toMatchObject({ status: 'authorised' });
  });
});

describe('stripe provider: refunds', () => {
  it('refunds in part then in full on the connected account, with our idempotency key and refund id', async () => {
    const { ctx, start } = await started();
    fake.completeSession(start.sessionId!, 'paid');
    const before = fake.requests.length;
    const partial = await provider.refund(ctx, {
      refundId: 'refund-1',
      amount: 1000,
      currency: 'AUD',
      idempotencyKey: 'refund:refund-1',
      reason: 'cold soup',
    });
    expect(partial).toMatchObject({
      status: 'succeeded',
      providerRefundId: expect.stringMatching(/^re_test_/),
    });
    const refundReq = fake.requests.slice(before).find((r) => r.path === '/v1/refunds')!;
    expect(refundReq.headers['idempotency-key']).toBe('refund:refund-1');
    expect(refundReq.headers['stripe-account']).toBe(ACCOUNT);
    expect(refundReq.form).toMatchObject({
      amount: '1000',
      payment_intent: expect.stringMatching(/^pi_test_/),
      'metadata[refundId]': 'refund-1',
      'metadata[paymentId]': ctx.paymentId,
      'metadata[reason]': 'cold soup',
    });

    // The same request again (a retry) is the same refund, not a second one.
    const replay = await provider.refund(ctx, {
      refundId: 'refund-1',
      amount: 1000,
      currency: 'AUD',
      idempotencyKey: 'refund:refund-1',
      reason: 'cold soup',
    });
    expect(replay).toEqual(partial);

    // More than what is left is refused by Stripe: a failed outcome, not a throw.
    const tooMuch = await provider.refund(ctx, {
      refundId: 'refund-2',
      amount: 2000,
      currency: 'AUD',
      idempotencyKey: 'refund:refund-2',
    });
    expect(tooMuch).toMatchObject({ status: 'failed', reason: expect.stringContaining('greater than') });

    // With the payment intent id kept from a status read, no session read is needed.
    const status = await provider.getStatus(ctx);
    const known = status.status === 'authorised' ? (status.providerData ?? {}) : {};
    expect(known.paymentIntentId).toEqual(expect.stringMatching(/^pi_test_/));
    const reads = fake.requests.length;
    const rest = await provider.refund(
      { ...ctx, providerData: { ...ctx.providerData, ...known } },
      { refundId: 'refund-3', amount: 1360, currency: 'AUD', idempotencyKey: 'refund:refund-3' },
    );
    expect(fake.requests.length).toBe(reads + 1);
    expect(rest).toMatchObject({ status: 'succeeded' });
    expect(fake.requests.at(-1)!.form.amount).toBe('1360');
  });

  it('a payment without a charge has nothing to refund', async () => {
    const { ctx } = await started();
    expect(
      await provider.refund(ctx, { refundId: 'r', amount: 100, currency: 'AUD', idempotencyKey: 'refund:r' }),
    ).toMatchObject({ status: 'failed' });
  });
});

describe('stripe provider: webhooks', () => {
  const session = {
    id: 'cs_test_hook',
    object: 'checkout.session',
    client_reference_id: 'pay-hook',
    metadata: { paymentId: 'pay-hook' },
    amount_total: 2360,
    currency: 'aud',
    status: 'complete',
    payment_status: 'paid',
    payment_intent: 'pi_test_hook',
  };

  it('verifies the SDK-signed body and normalises checkout events', async () => {
    const body = eventBody('checkout.session.completed', session, 'evt_completed');
    const res = await parse(body, signed(body));
    expect(res.acknowledgement).toEqual({ contentType: 'application/json', body: '{"received":true}' });
    expect(res.events).toEqual([
      expect.objectContaining({
        eventId: 'evt_completed',
        type: 'payment.authorised',
        paymentId: 'pay-hook',
        providerReference: 'cs_test_hook',
        amount: 2360,
        currency: 'AUD',
        occurredAt: expect.any(Date),
      }),
    ]);
    const cases: [string, Record<string, unknown>, string][] = [
      ['checkout.session.completed', { ...session, payment_status: 'unpaid' }, 'payment.pending'],
      ['checkout.session.async_payment_succeeded', session, 'payment.authorised'],
      ['checkout.session.async_payment_failed', { ...session, payment_status: 'unpaid' }, 'payment.refused'],
      ['checkout.session.expired', { ...session, status: 'expired' }, 'payment.cancelled'],
      [
        'payment_intent.succeeded',
        {
          id: 'pi_1',
          object: 'payment_intent',
          amount_received: 2360,
          currency: 'aud',
          metadata: { paymentId: 'pay-hook' },
        },
        'payment.authorised',
      ],
      [
        'payment_intent.canceled',
        { id: 'pi_1', object: 'payment_intent', metadata: {} },
        'payment.cancelled',
      ],
      ['payment_intent.payment_failed', { id: 'pi_1', object: 'payment_intent', metadata: {} }, 'ignored'],
      ['customer.created', { id: 'cus_1', object: 'customer' }, 'ignored'],
    ];
    for (const [type, object, expected] of cases) {
      const b = eventBody(type, object);
      const parsed = await parse(b, signed(b));
      expect(
        parsed.events.map((e) => e.type),
        type,
      ).toEqual([expected]);
    }
  });

  it('normalises refunds with our refund id, and charge.refunded per refund', async () => {
    const refund = {
      id: 're_1',
      object: 'refund',
      amount: 500,
      currency: 'aud',
      status: 'succeeded',
      payment_intent: 'pi_test_hook',
      metadata: { refundId: 'refund-9', paymentId: 'pay-hook' },
    };
    let b = eventBody('refund.updated', refund, 'evt_refund');
    expect((await parse(b, signed(b))).events).toEqual([
      expect.objectContaining({
        eventId: 'evt_refund',
        type: 'refund.succeeded',
        paymentId: 'pay-hook',
        providerReference: 'pi_test_hook',
        amount: 500,
        refund: { refundId: 'refund-9', providerRefundId: 're_1' },
      }),
    ]);
    b = eventBody('refund.failed', {
      ...refund,
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
    });
    expect((await parse(b, signed(b))).events[0]).toMatchObject({
      type: 'refund.failed',
      reason: 'expired_or_canceled_card',
    });
    b = eventBody(
      'charge.refunded',
      {
        id: 'ch_1',
        object: 'charge',
        payment_intent: 'pi_test_hook',
        metadata: {},
        refunds: { object: 'list', data: [refund, { ...refund, id: 're_2', amount: 300, metadata: {} }] },
      },
      'evt_charge',
    );
    const charge = await parse(b, signed(b));
    expect(charge.events.map((e) => [e.eventId, e.type, e.amount])).toEqual([
      ['evt_charge:re_1', 'refund.succeeded', 500],
      ['evt_charge:re_2', 'refund.succeeded', 300],
    ]);
  });

  it('refuses a changed byte, a stale timestamp, a re-serialised body, another secret or no signature', async () => {
    const body = eventBody('checkout.session.completed', session);
    const header = signed(body);
    await expect(parse(body, header)).resolves.toBeDefined();

    const changed = body.replace('"amount_total": 2360', '"amount_total": 2361');
    expect(changed).not.toBe(body);
    await expect(parse(changed, header)).rejects.toBeInstanceOf(WebhookVerificationError);

    const stale = signed(body, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    await expect(parse(body, stale)).rejects.toBeInstanceOf(WebhookVerificationError);

    const reserialised = JSON.stringify(JSON.parse(body));
    expect(reserialised).not.toBe(body);
    await expect(parse(reserialised, header)).rejects.toBeInstanceOf(WebhookVerificationError);
    const { id, ...rest } = JSON.parse(body) as Record<string, unknown>;
    await expect(parse(JSON.stringify({ ...rest, id }, null, 2), header)).rejects.toBeInstanceOf(
      WebhookVerificationError,
    );

    await expect(parse(body, signed(body, { secret: 'whsec_other' }))).rejects.toBeInstanceOf(
      WebhookVerificationError,
    );
    await expect(parse(body, undefined)).rejects.toBeInstanceOf(WebhookVerificationError);
  });
});

describe('stripe provider: card data', () => {
  it('never sends a card number: the fake received none in any request', () => {
    expect(fake.requests.length).toBeGreaterThan(10);
    for (const r of fake.requests) {
      expect(findCardNumbers(r.rawBody)).toEqual([]);
      expect(Object.keys(r.form).some((k) => /card|number|cvc/i.test(k))).toBe(false);
    }
  });
});
