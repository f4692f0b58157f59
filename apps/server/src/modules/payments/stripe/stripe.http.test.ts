import { findCardNumbers } from '@rpos/domain';
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { paymentProviderAccounts, paymentRefunds, payments, paymentWebhookEvents } from '../../../db/schema';
import { loadConfig } from '../../../platform/config';
import { buildTestApp } from '../../../test/test-app';
import { MIGRATIONS_DIR } from '../../../test/test-paths';
import { startBookingDepositPayment } from '../booking-deposit-payments.service';
import { startOrderPayment } from '../order-payments.service';
import { insertOrder, orderRow, orderWithPayment, paymentRestaurant, waitFor } from '../payment-test-helpers';
import { refundPayment } from '../refunds.service';
import { startFakeStripeApi } from './fake-stripe-api';

// Through HTTP with PAYMENT_CARD_PROVIDER=stripe against the local fake of Stripe's API: placeOrder's
// payment start answers sessionId + stripeAccount; POST /api/payments/webhooks/stripe (signed by the
// SDK's helper) pays the order, once; refunds go to the connected account.

const SECRET_KEY = 'sk_test_fake_http';
const WEBHOOK_SECRET = 'whsec_test_fake_http';
const ACCOUNT = 'acct_1HttpConnected';

const fake = await startFakeStripeApi({ secretKey: SECRET_KEY });
afterAll(() => fake.close());
const { payments: paymentsConfig } = loadConfig(
  {
    NODE_ENV: 'test',
    PAYMENT_CARD_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  },
  { migrationsDir: MIGRATIONS_DIR },
);
const t = await buildTestApp({ payments: paymentsConfig });
const sdk = new Stripe(SECRET_KEY);

async function stripeRestaurant() {
  const r = await paymentRestaurant(t);
  await t.db
    .insert(paymentProviderAccounts)
    .values({ restaurantId: r.id, provider: 'stripe', accountId: ACCOUNT });
  return r;
}

function postEvent(type: string, object: Record<string, unknown>, id: string, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    account: ACCOUNT,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  return t.request({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': sdk.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

/**
 * Card numbers in a text, ignoring UUIDs: a UUID's digit-only groups joined by hyphens can look like
 * a Luhn-valid 13-19 digit number (e.g. 4985-8136-118408873...).
 */
const cardNumbersIn = (text: string): string[] =>
  findCardNumbers(text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>'));

const paymentOf = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;

describe('stripe through HTTP', () => {
  it('an order paid on Stripe Checkout is paid by the signed webhook, once', async () => {
    const r = await stripeRestaurant();
    const { order, fields } = await orderWithPayment(t, r);
    expect(fields).toMatchObject({
      sessionId: expect.stringMatching(/^cs_test_/),
      stripeAccount: ACCOUNT,
      paymentProvider: 'stripe',
    });
    expect(fields.isAdyenPayment).toBeUndefined();
    const paymentId = fields.paymentId!;
    const created = fake.requests.find((q) => q.form.client_reference_id === paymentId)!;
    expect(created.form['line_items[0][price_data][unit_amount]']).toBe(String(order.total));
    expect(created.form.success_url).toMatch(/^http:\/\/localhost:\d+\/orderSuccess\//);

    const session = fake.completeSession(fields.sessionId!, 'paid');
    const object = {
      id: session.id,
      object: 'checkout.session',
      client_reference_id: paymentId,
      metadata: { paymentId },
      amount_total: session.amount,
      currency: 'aud',
      status: 'complete',
      payment_status: 'paid',
      payment_intent: session.paymentIntent!.id,
    };
    // A wrong signature: 400, nothing stored, nothing paid.
    const bad = await postEvent('checkout.session.completed', object, `evt_bad_${paymentId}`, 'whsec_wrong');
    expect(bad.statusCode).toBe(400);
    expect(
      await t.db
        .select()
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.eventId, `evt_bad_${paymentId}`)),
    ).toHaveLength(0);
    expect((await paymentOf(paymentId)).status).toBe('created');

    const answers = await Promise.all(
      [1, 2].map(() => postEvent('checkout.session.completed', object, `evt_ok_${paymentId}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json()).toEqual({ received: true });
    const stored = await t.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, `evt_ok_${paymentId}`));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ provider: 'stripe', processed: true, paymentId });
    expect(await paymentOf(paymentId)).toMatchObject({
      status: 'authorised',
      capturedAmount: order.total,
      providerReference: session.id,
    });
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'paid' });

    // A staff refund in part goes to the connected account; its webhook counts it once.
    const refund = await refundPayment(t.deps, {
      paymentId,
      restaurantId: r.id,
      amount: 1000,
      idempotencyKey: 'refund-http-1',
    });
    expect(refund).toMatchObject({ status: 'succeeded', amount: 1000, refundedAmount: 1000 });
    const refundReq = fake.requests.at(-1)!;
    expect(refundReq).toMatchObject({ path: '/v1/refunds' });
    expect(refundReq.headers['stripe-account']).toBe(ACCOUNT);
    expect(refundReq.form).toMatchObject({
      amount: '1000',
      'metadata[refundId]': refund.refundId,
      'metadata[paymentId]': paymentId,
    });
    const [row] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refund.refundId));
    const hook = await postEvent(
      'refund.updated',
      {
        id: row!.providerRefundId,
        object: 'refund',
        amount: 1000,
        currency: 'aud',
        status: 'succeeded',
        payment_intent: session.paymentIntent!.id,
        metadata: { refundId: refund.refundId, paymentId },
      },
      `evt_refund_${paymentId}`,
    );
    expect(hook.statusCode).toBe(200);
    expect(await paymentOf(paymentId)).toMatchObject({ refundedAmount: 1000 });
  });

  it('an expired session cancels the payment; the order stays unpaid', async () => {
    const r = await stripeRestaurant();
    const { order, fields } = await orderWithPayment(t, r);
    const res = await postEvent(
      'checkout.session.expired',
      {
        id: fields.sessionId,
        object: 'checkout.session',
        client_reference_id: fields.paymentId,
        status: 'expired',
        payment_status: 'unpaid',
        metadata: {},
      },
      `evt_exp_${fields.paymentId}`,
    );
    expect(res.statusCode).toBe(200);
    expect(await paymentOf(fields.paymentId!)).toMatchObject({ status: 'cancelled' });
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'unpaid' });
  });

  it("a booking deposit answers the Checkout page's URL with its session", async () => {
    const r = await stripeRestaurant();
    const started = await startBookingDepositPayment(t.deps, {
      restaurant: r,
      bookingId: 'bk-stripe-1',
      amount: 2000,
      returnPaths: {
        success: `/bookingSuccess/${r.urlIdentifier}?bookingId=bk-stripe-1&type=success`,
        failure: `/bookingSuccess/${r.urlIdentifier}?bookingId=bk-stripe-1&type=error`,
        cancel: `/bookingSuccess/${r.urlIdentifier}?bookingId=bk-stripe-1&type=cancel`,
      },
    });
    expect(started).toMatchObject({
      sessionId: expect.stringMatching(/^cs_test_/),
      stripeAccount: ACCOUNT,
      paymentUrl: `https://checkout.stripe.test/c/pay/${started.sessionId}`,
    });
    const created = fake.requests.find((q) => q.form.client_reference_id === started.paymentId)!;
    expect(created.form.success_url).toMatch(/^http:\/\/localhost:\d+\/bookingSuccess\/.+type=success$/);
  });

  it('a restaurant without a connected account cannot start a Stripe payment', async () => {
    const r = await paymentRestaurant(t);
    await expect(orderWithPayment(t, r)).rejects.toThrow();
  });

  it('no table holds a card number', async () => {
    expect(cardNumbersIn('{"n":"4111 1111 1111 1111"}')).toHaveLength(1);
    const tables = (await t.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] };
    for (const { table_name } of tables.rows) {
      const rows = (await t.db.execute(
        sql.raw(`select row_to_json(t)::text as j from "${table_name}" t`),
      )) as unknown as {
        rows: { j: string }[];
      };
      for (const { j } of rows.rows) expect(cardNumbersIn(j), table_name).toEqual([]);
    }
  });
});

describe('stripe: one charge per order (decision 0390)', () => {
  const completed = (paymentId: string, session: ReturnType<typeof fake.completeSession>) => ({
    id: session.id,
    object: 'checkout.session',
    client_reference_id: paymentId,
    metadata: { paymentId },
    amount_total: session.amount,
    currency: 'aud',
    status: 'complete',
    payment_status: 'paid',
    payment_intent: session.paymentIntent!.id,
  });

  it('twenty payment starts at once for one order: one Checkout Session', async () => {
    const r = await stripeRestaurant();
    const order = await insertOrder(t, r);
    const started = await Promise.allSettled(
      Array.from({ length: 20 }, () => startOrderPayment(t.deps, { order, restaurant: r })),
    );
    const sessions = new Set(started.flatMap((x) => (x.status === 'fulfilled' ? [x.value.sessionId] : [])));
    expect(sessions.size).toBe(1);
    const ids = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(ids).toHaveLength(1);
    expect(fake.requests.filter((q) => q.form.client_reference_id === ids[0]!.id)).toHaveLength(1);
  });

  it('a late checkout.session.completed of an attempt taken over is refunded on the connected account', async () => {
    const r = await stripeRestaurant();
    const order = await insertOrder(t, r);
    const a = await startOrderPayment(t.deps, { order, restaurant: r });
    // Taken over (the diner left that Checkout page open past the lease and paid again elsewhere).
    await t.db
      .update(payments)
      .set({ status: 'cancelled', failureReason: 'superseded' })
      .where(eq(payments.id, a.paymentId!));
    const b = await startOrderPayment(t.deps, { order, restaurant: r });
    expect(b.paymentId).not.toBe(a.paymentId);
    const paidB = await postEvent(
      'checkout.session.completed',
      completed(b.paymentId!, fake.completeSession(b.sessionId!, 'paid')),
      `evt_b_${b.paymentId}`,
    );
    expect(paidB.statusCode).toBe(200);
    const late = await postEvent(
      'checkout.session.completed',
      completed(a.paymentId!, fake.completeSession(a.sessionId!, 'paid')),
      `evt_a_${a.paymentId}`,
    );
    expect(late.statusCode).toBe(200);
    const refund = await waitFor(async () => {
      const [row] = await t.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, a.paymentId!));
      return row?.status === 'succeeded' ? row : undefined;
    });
    expect(refund).toMatchObject({ source: 'auto', amount: order.total });
    const asked = fake.requests.filter(
      (q) => q.path === '/v1/refunds' && q.form['metadata[paymentId]'] === a.paymentId,
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]!.headers['stripe-account']).toBe(ACCOUNT);
    expect(await paymentOf(a.paymentId!)).toMatchObject({ needsRefund: true, refundedAmount: order.total });
    expect(await paymentOf(b.paymentId!)).toMatchObject({ needsRefund: false, refundedAmount: 0 });
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'paid' });
  });
});
