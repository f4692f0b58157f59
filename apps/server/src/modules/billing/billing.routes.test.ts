import {
  BILLING_MESSAGES as M,
  type ProductsResponse,
  type SandboxSubscribeInfo,
  type SubscriptionsResponse,
} from '@rpos/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { SANDBOX_SIGNATURE_HEADER } from '../payments/sandbox/sandbox-provider';
import { signSandboxBilling } from './sandbox-billing';

const t = await buildTestApp();
let admin = '';
let owner = '';
let otherOwner = '';
let manager = '';
let restaurantId = '';
let otherId = '';

const call = (method: 'GET' | 'POST', url: string, as?: string, payload?: object) =>
  t.request({ method, url, as, ...(payload ? { payload } : {}) });
const card = (number: string) => ({ holderName: 'Mei Lin', number, expiry: '12/40', cvc: '123' });
const sessionOf = (url: string) => decodeURIComponent(url.split('/').pop()!);

beforeAll(async () => {
  restaurantId = (await createRestaurant(t.db, { name: 'Subscribing Sushi' })).id;
  otherId = (await createRestaurant(t.db, { name: 'Other Ramen' })).id;
  admin = (await signedInUser(t, { role: 'admin', restaurantId: null })).cookie;
  owner = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId })).cookie;
  otherOwner = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: otherId })).cookie;
  manager = (await signedInUser(t, { role: 'restaurantManager', restaurantId, permissions: ['orders'] }))
    .cookie;
});

describe('GET /api/getProducts', () => {
  it("answers the sandbox's plans", async () => {
    const res = await call('GET', '/api/getProducts', owner);
    expect(res.statusCode).toBe(200);
    const { prices } = res.json<ProductsResponse>();
    expect(prices.find((p) => p.id === 'price_sandbox_standard_monthly')).toMatchObject({
      unit_amount: 4995,
      interval: 'month',
      product: { name: 'POS Standard' },
    });
  });

  it('refuses roles that do not configure a restaurant', async () => {
    expect((await call('GET', '/api/getProducts', manager)).statusCode).toBe(403);
    expect((await call('GET', '/api/getProducts')).statusCode).toBe(403);
  });
});

describe('the sandbox subscription checkout', () => {
  it('refuses roles that do not configure a restaurant, and admin without a selected restaurant', async () => {
    const body = { priceId: 'price_sandbox_standard_monthly' };
    expect((await call('POST', '/api/createSubscribeCheckoutSession', manager, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/createSubscribeCheckoutSession', undefined, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/createSubscribeCheckoutSession', admin, body)).statusCode).toBe(400);
    expect((await call('GET', '/api/subscriptions', manager)).statusCode).toBe(403);
  });

  it('refuses an unknown price with the spec text', async () => {
    const res = await call('POST', '/api/createSubscribeCheckoutSession', owner, { priceId: 'price_nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.cannotCreate);
  });

  it('a declined card keeps the checkout open and starts nothing', async () => {
    const res = await call('POST', '/api/createSubscribeCheckoutSession', owner, {
      priceId: 'price_sandbox_plus_monthly',
    });
    const sessionId = sessionOf(res.json().url);
    const paid = await call(
      'POST',
      `/api/sandbox/subscriptions/${sessionId}/card`,
      undefined,
      card('4000000000000002'),
    );
    expect(paid.json()).toMatchObject({ status: 'open', declined: true });
    const list = (await call('GET', '/api/subscriptions', owner)).json<SubscriptionsResponse>();
    expect(list.restaurants[0]?.subscriptions).toEqual([]);
  });

  it('pays with a test card; the signed webhook makes the subscription active', async () => {
    const res = await call('POST', '/api/createSubscribeCheckoutSession', owner, {
      priceId: 'price_sandbox_standard_monthly',
    });
    expect(res.statusCode).toBe(200);
    const { sessionId, url } = res.json();
    expect(url).toBe(`/sandbox/subscribe/${sessionId}`);
    const info = (await call('GET', `/api/sandbox/subscriptions/${sessionId}`)).json<SandboxSubscribeInfo>();
    expect(info).toMatchObject({ status: 'open', restaurantName: 'Subscribing Sushi', amount: 4995 });

    const paid = await call(
      'POST',
      `/api/sandbox/subscriptions/${sessionId}/card`,
      undefined,
      card('4111111111111111'),
    );
    expect(paid.json()).toMatchObject({
      status: 'complete',
      declined: false,
      redirectUrl: '/subscriptions?checkout=success',
    });
    // A second click starts no second subscription.
    await call('POST', `/api/sandbox/subscriptions/${sessionId}/card`, undefined, card('4111111111111111'));

    const mine = (await call('GET', '/api/subscriptions', owner)).json<SubscriptionsResponse>();
    expect(mine.restaurants).toHaveLength(1);
    const row = mine.restaurants[0]!;
    expect(row.status).toBe('active');
    expect(row.startDate).not.toBeNull();
    expect(row.subscriptions).toHaveLength(1);
    expect(row.subscriptions[0]).toMatchObject({
      productName: 'POS Standard',
      plan: { amount: 4995, interval: 'month' },
    });
  });

  it("another restaurant's admin sees only its own restaurant", async () => {
    const theirs = (await call('GET', '/api/subscriptions', otherOwner)).json<SubscriptionsResponse>();
    expect(theirs.restaurants.map((r) => r.restaurantId)).toEqual([otherId]);
  });

  it('admin lists every restaurant, with the active filter and text search', async () => {
    const all = (await call('GET', '/api/subscriptions', admin)).json<SubscriptionsResponse>();
    expect(all.restaurants.map((r) => r.restaurantId)).toEqual(
      expect.arrayContaining([restaurantId, otherId]),
    );
    const active = (await call('GET', '/api/subscriptions?active=true', admin)).json<SubscriptionsResponse>();
    expect(active.restaurants.map((r) => r.restaurantId)).toEqual([restaurantId]);
    const searched = (
      await call('GET', '/api/subscriptions?search=ramen', admin)
    ).json<SubscriptionsResponse>();
    expect(searched.restaurants.map((r) => r.restaurantId)).toEqual([otherId]);
  });
});

describe('POST /api/billing/webhooks/sandbox', () => {
  const event = (status: string, occurredAt: string) => ({
    events: [
      {
        eventId: `evt-${status}-${occurredAt}`,
        type: 'subscription.updated',
        occurredAt,
        subscription: {
          id: 'sbx_sub_manual',
          customerId: null,
          status,
          priceId: 'price_sandbox_plus_monthly',
          productName: 'POS Plus',
          amount: 8995,
          currency: 'aud',
          interval: 'month',
          currentPeriodStart: occurredAt,
          currentPeriodEnd: null,
          restaurantId: otherId,
        },
      },
    ],
  });
  const post = (payload: object, signature?: string) => {
    const body = JSON.stringify(payload);
    return t.request({
      method: 'POST',
      url: '/api/billing/webhooks/sandbox',
      payload: body,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]:
          signature ?? signSandboxBilling(t.deps.config.payments.sandboxWebhookSecret, body),
      },
    });
  };
  const statusOfOther = async () =>
    (await call('GET', '/api/subscriptions', otherOwner)).json<SubscriptionsResponse>().restaurants[0]
      ?.status;

  it('refuses a bad signature and stores nothing', async () => {
    const res = await post(event('active', '2030-01-01T00:00:00.000Z'), 'deadbeef');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.webhookInvalid);
    expect(await statusOfOther()).toBeNull();
  });

  it('refuses the provider that is not configured', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/billing/webhooks/stripe',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('keeps the newest state: an older event never overwrites it; a redelivery changes nothing', async () => {
    expect((await post(event('active', '2030-01-02T00:00:00.000Z'))).statusCode).toBe(200);
    expect(await statusOfOther()).toBe('active');
    expect((await post(event('past_due', '2030-01-01T00:00:00.000Z'))).statusCode).toBe(200);
    expect(await statusOfOther()).toBe('active');
    expect((await post(event('canceled', '2030-01-03T00:00:00.000Z'))).statusCode).toBe(200);
    expect(await statusOfOther()).toBe('canceled');
    expect((await post(event('active', '2030-01-02T00:00:00.000Z'))).statusCode).toBe(200);
    expect(await statusOfOther()).toBe('canceled');
  });
});
