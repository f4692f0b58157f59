import { BILLING_MESSAGES as M, type ProductsResponse, type SubscriptionsResponse } from '@rpos/domain';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { MIGRATIONS_DIR } from '../../test/test-paths';
import { expandsOf, startFakeStripeBillingApi } from './fake-stripe-billing-api';

// Subscriptions with STRIPE_SECRET_KEY set, through HTTP, against a local fake of Stripe's API: the
// plans come from Stripe's prices, the checkout is a Stripe Checkout session in subscription mode on
// the platform account, and the SDK-signed webhooks make the subscription active.

const SECRET_KEY = 'sk_test_fake_billing';
const WEBHOOK_SECRET = 'whsec_test_fake_billing';
const fake = await startFakeStripeBillingApi({ secretKey: SECRET_KEY });
afterAll(() => fake.close());
const { payments } = loadConfig(
  {
    NODE_ENV: 'test',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_BILLING_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  },
  { migrationsDir: MIGRATIONS_DIR },
);
const t = await buildTestApp({ payments });
const sdk = new Stripe(SECRET_KEY);
let owner = '';
let restaurantId = '';

beforeAll(async () => {
  restaurantId = (await createRestaurant(t.db, { name: 'Stripe Subscribing Sushi' })).id;
  owner = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId })).cookie;
});
beforeEach(() => {
  fake.state.failing = false;
});

const signedWebhook = (event: object) => {
  const payload = JSON.stringify(event);
  return t.request({
    method: 'POST',
    url: '/api/billing/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    payload,
  });
};

const subscribe = (priceId: string) =>
  t.request({ method: 'POST', url: '/api/createSubscribeCheckoutSession', as: owner, payload: { priceId } });

describe('GET /api/getProducts on Stripe', () => {
  it("lists Stripe's recurring prices with their products, from the platform account", async () => {
    const res = await t.request({ method: 'GET', url: '/api/getProducts', as: owner });
    expect(res.statusCode).toBe(200);
    expect(res.json<ProductsResponse>().prices).toEqual([
      {
        id: 'price_std_month',
        unit_amount: 4995,
        currency: 'aud',
        interval: 'month',
        product: { name: 'POS Standard' },
        description: 'One venue',
      },
      {
        id: 'price_pro_year',
        unit_amount: 49_900,
        currency: 'aud',
        interval: 'year',
        product: { name: 'POS Pro' },
        description: 'Every venue',
      },
    ]);
    const call = fake.requests.findLast((r) => r.path === '/v1/prices')!;
    expect(call.query.get('active')).toBe('true');
    expect(call.query.get('type')).toBe('recurring');
    expect(expandsOf(call.query)).toContain('data.product');
    expect(call.headers['stripe-account']).toBeUndefined();
  });

  it("answers 502 'Cannot get products' when Stripe fails", async () => {
    fake.state.failing = true;
    const res = await t.request({ method: 'GET', url: '/api/getProducts', as: owner });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(M.cannotGetProducts);
  });
});

describe('POST /api/createSubscribeCheckoutSession on Stripe', () => {
  it('opens a subscription checkout; the signed webhooks make the subscription active', async () => {
    const res = await subscribe('price_std_month');
    expect(res.statusCode).toBe(200);
    const { sessionId, url } = res.json<{ sessionId: string; url: string }>();
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const sent = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(sent.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_std_month',
      'line_items[0][quantity]': '1',
      client_reference_id: restaurantId,
      'metadata[restaurantId]': restaurantId,
      'subscription_data[metadata][restaurantId]': restaurantId,
    });
    expect(sent.form.success_url).toMatch(/\/subscriptions\?checkout=success$/);
    expect(sent.form.cancel_url).toMatch(/\/prices\?checkout=cancel$/);
    expect(sent.headers['idempotency-key']).toMatch(/^subscribe-/);

    const created = 1_900_000_000;
    const completed = await signedWebhook({
      id: 'evt_checkout_done',
      object: 'event',
      created,
      type: 'checkout.session.completed',
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: restaurantId,
          subscription: 'sub_fake_1',
          metadata: { restaurantId },
        },
      },
    });
    expect(completed.statusCode).toBe(200);
    const subscribed = await signedWebhook({
      id: 'evt_sub_created',
      object: 'event',
      created: created + 1,
      type: 'customer.subscription.created',
      data: {
        object: {
          id: 'sub_fake_1',
          object: 'subscription',
          customer: 'cus_fake_1',
          status: 'active',
          metadata: { restaurantId },
          items: {
            data: [
              {
                current_period_start: created,
                current_period_end: created + 2_592_000,
                price: {
                  id: 'price_std_month',
                  unit_amount: 4995,
                  currency: 'aud',
                  recurring: { interval: 'month' },
                  product: { id: 'prod_price_std_month', name: 'POS Standard' },
                },
              },
            ],
          },
        },
      },
    });
    expect(subscribed.statusCode).toBe(200);

    const mine = (
      await t.request({ method: 'GET', url: '/api/subscriptions', as: owner })
    ).json<SubscriptionsResponse>();
    expect(mine.restaurants[0]).toMatchObject({ restaurantId, status: 'active' });
    expect(mine.restaurants[0]!.subscriptions[0]).toMatchObject({
      productName: 'POS Standard',
      plan: { amount: 4995, interval: 'month', currency: 'aud' },
    });
  });

  it("refuses a price Stripe does not list with 'Cannot create a subscription', opening nothing", async () => {
    const before = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').length;
    const res = await subscribe('price_setup_once');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.cannotCreate);
    expect(fake.requests.filter((r) => r.path === '/v1/checkout/sessions')).toHaveLength(before);
  });

  it("answers 502 'Cannot create a subscription' when Stripe fails", async () => {
    fake.state.failing = true;
    const res = await subscribe('price_std_month');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(M.cannotCreate);
  });
});
