import { DELIVERY_MESSAGES, type UberEatsMenuPayload } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { menus, restaurants } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { signIn } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { DeliveryPlatformError } from './delivery-platform-client';
import {
  FAKE_FANTUAN_KEY,
  FAKE_HUNGRY_PANDA_KEY,
  liveConfigFor,
  startDeliveryPlatformsFake,
} from './delivery-platforms-fake';
import { createUberEatsLiveClient, isRestaurantStore } from './uber-eats-live-client';

// DELIVERY_PLATFORMS_MODE=live against a local fake of Uber Eats, Fantuan and Hungry Panda.
const fake = await startDeliveryPlatformsFake();
afterAll(() => fake.close());
const t = await buildTestApp(liveConfigFor(fake.url));
let menuId: string;
let admin: string;

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: new Date('2025-06-02T02:00:00Z') });
  const [r] = await t.db.select().from(restaurants).where(eq(restaurants.urlIdentifier, 'goldendragon'));
  const [m] = await t.db.select().from(menus).where(eq(menus.restaurantId, r!.id));
  menuId = m!.id;
  admin = await signIn(t, 'restaurantadmin@rpos.demo', 'demo-restaurantadmin');
});
beforeEach(() => {
  fake.state.failUploads = false;
});

const post = (url: string, payload?: Record<string, unknown>) =>
  t.request({ method: 'POST', url, as: admin, ...(payload === undefined ? {} : { payload }) });

describe('Uber Eats live adapter', () => {
  it("fetches a client-credentials token, lists the restaurant's stores over every page, then uploads the mapped body", async () => {
    const first = await post(`/api/uploadUberEatsMenu/${menuId}/main`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      stores: [
        { storeId: 'uber-gd-1', name: 'Golden Dragon Haymarket' },
        { storeId: 'uber-gd-2', name: 'Golden Dragon Chatswood' },
      ],
    });
    const token = fake.calls.find((c) => c.path === '/oauth/v2/token')!;
    expect(token.method).toBe('POST');
    expect(token.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(token.body).toEqual({
      client_id: 'uber-client',
      client_secret: 'uber-secret',
      grant_type: 'client_credentials',
      scope: 'eats.store',
    });
    const pages = fake.calls.filter((c) => c.path === '/v1/eats/stores');
    expect(pages.map((p) => p.query.get('next_page_token'))).toEqual([null, 'page-2']);
    expect(pages[0]!.headers.authorization).toBe('Bearer token-1');

    const res = await post(`/api/uploadUberEatsMenu/${menuId}/weekend`, { storeId: 'uber-gd-2' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Menu uploaded successfully to UberEats');
    const upload = res.json().upload;
    expect(upload).toMatchObject({ mode: 'live', status: 'sent', storeId: 'uber-gd-2', kind: 'weekend' });
    const put = fake.calls.at(-1)!;
    expect(put.method).toBe('PUT');
    expect(put.path).toBe('/v2/eats/stores/uber-gd-2/menus');
    expect(put.headers.authorization).toBe('Bearer token-1');
    expect(put.headers['content-type']).toBe('application/json');
    expect(put.body).toEqual(upload.payload);
    expect(
      (put.body as UberEatsMenuPayload).menus[0]!.service_availability.map((d) => d.day_of_week),
    ).toEqual(['saturday', 'sunday']);
    expect(upload.result).toMatchObject({
      status: 204,
      request: { method: 'PUT', url: `${fake.url}${put.path}` },
    });
    // One token for every call while it is valid.
    expect(fake.calls.filter((c) => c.path === '/oauth/v2/token')).toHaveLength(1);
  });

  it("refuses another restaurant's Uber store", async () => {
    const res = await post(`/api/uploadUberEatsMenu/${menuId}/main`, { storeId: 'uber-bondi' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(DELIVERY_MESSAGES.unknownStore);
  });

  it('answers 502 with a message when Uber fails, and records the failed upload', async () => {
    fake.state.failUploads = true;
    const res = await post(`/api/uploadUberEatsMenu/${menuId}/main`, { storeId: 'uber-gd-1' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      code: 'DELIVERY_PLATFORM_UNAVAILABLE',
      message: DELIVERY_MESSAGES.unavailable('uberEats'),
    });
    const listed = await t.request({
      method: 'GET',
      url: '/api/deliveryPlatformUploads?platform=uberEats',
      as: admin,
    });
    expect(listed.json().uploads[0]).toMatchObject({
      status: 'failed',
      storeId: 'uber-gd-1',
      error: expect.stringContaining('HTTP 500'),
      result: { status: 500, body: { code: 'internal_error', message: 'Something broke' } },
    });
  });

  it('fetches a new token once when Uber refuses the old one', async () => {
    fake.revokeTokens();
    const before = fake.calls.filter((c) => c.path === '/oauth/v2/token').length;
    const res = await post(`/api/uploadUberEatsMenu/${menuId}/main`, { storeId: 'uber-gd-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.calls.filter((c) => c.path === '/oauth/v2/token')).toHaveLength(before + 1);
  });

  it('answers 502 when the platform cannot be reached or the credentials are refused', async () => {
    const closed = createUberEatsLiveClient({
      baseUrl: 'http://127.0.0.1:1',
      authUrl: 'http://127.0.0.1:1/oauth/v2/token',
      clientId: 'x',
      clientSecret: 'y',
    });
    const restaurant = { id: 'r', urlIdentifier: 'goldendragon', name: 'Golden Dragon' };
    await expect(closed.listStores(restaurant)).rejects.toMatchObject({ status: 502, reason: 'unavailable' });
    const wrong = createUberEatsLiveClient({
      baseUrl: fake.url,
      authUrl: `${fake.url}/oauth/v2/token`,
      clientId: 'uber-client',
      clientSecret: 'wrong',
    });
    const err = await wrong.listStores(restaurant).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DeliveryPlatformError);
    expect(err).toMatchObject({
      status: 502,
      reason: 'refused',
      message: DELIVERY_MESSAGES.refused('uberEats'),
    });
  });

  it('keeps a store to the restaurant whose url identifier its partner_store_id carries', () => {
    expect(isRestaurantStore('goldendragon', 'goldendragon')).toBe(true);
    expect(isRestaurantStore('GoldenDragon-Haymarket', 'goldendragon')).toBe(true);
    expect(isRestaurantStore('goldendragonx', 'goldendragon')).toBe(false);
    expect(isRestaurantStore('golden-dragon', 'golden')).toBe(true);
    expect(isRestaurantStore(null, 'goldendragon')).toBe(false);
  });
});

describe('Fantuan and Hungry Panda live adapters', () => {
  it('POST the mapped body with the API key and record the answer', async () => {
    const fantuan = await post(`/api/uploadFantuanMenu/${menuId}`);
    expect(fantuan.statusCode, fantuan.body).toBe(200);
    const fCall = fake.calls.at(-1)!;
    expect(fCall).toMatchObject({ method: 'POST', path: '/fantuan/v1/partner/menus' });
    expect(fCall.headers['x-api-key']).toBe(FAKE_FANTUAN_KEY);
    expect(fCall.body).toEqual(fantuan.json().upload.payload);
    expect(fantuan.json().upload).toMatchObject({
      status: 'sent',
      result: { status: 200, body: { code: 0 } },
    });

    const panda = await post(`/api/uploadHungryPandaMenu/${menuId}`);
    expect(panda.statusCode, panda.body).toBe(200);
    const pCall = fake.calls.at(-1)!;
    expect(pCall).toMatchObject({ method: 'POST', path: '/hungrypanda/v1/merchant/menu/sync' });
    expect(pCall.headers.authorization).toBe(`Bearer ${FAKE_HUNGRY_PANDA_KEY}`);
    expect(pCall.body).toEqual(panda.json().upload.payload);
  });

  it('answer 502 with a message when the platform fails', async () => {
    fake.state.failUploads = true;
    const fantuan = await post(`/api/uploadFantuanMenu/${menuId}`);
    expect(fantuan.statusCode).toBe(502);
    expect(fantuan.json().message).toBe(DELIVERY_MESSAGES.unavailable('fantuan'));
    const panda = await post(`/api/uploadHungryPandaMenu/${menuId}`);
    expect(panda.statusCode).toBe(502);
    expect(panda.json().message).toBe(DELIVERY_MESSAGES.unavailable('hungryPanda'));
  });
});
