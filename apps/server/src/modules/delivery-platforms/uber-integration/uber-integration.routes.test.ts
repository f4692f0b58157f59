import { MERCHANT_MESSAGES as M, type Merchant, type UberIntegrationConfig } from '@rpos/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, signedInUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';

const t = await buildTestApp();
let admin = '';
let ownerAdmin = '';
let otherAdmin = '';
let manager = '';
let restaurantId = '';
let urlIdentifier = '';

const get = (url: string, as?: string) => t.request({ method: 'GET', url, as });

/** Follows the popup: auth URL → consent page → its Allow (or Deny) link → the callback page. */
async function consent(authUrl: string, choice: 'Allow' | 'Deny') {
  const path = new URL(authUrl).pathname + new URL(authUrl).search;
  const page = await get(path);
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  const link = new RegExp(`<a href="([^"]+)">${choice}</a>`).exec(page.body)?.[1]?.replaceAll('&amp;', '&');
  expect(link).toBeDefined();
  const callback = new URL(link!);
  return get(callback.pathname + callback.search);
}

beforeAll(async () => {
  const r = await createRestaurant(t.db, { name: 'Uber Test Kitchen' });
  restaurantId = r.id;
  urlIdentifier = r.urlIdentifier;
  admin = (await signedInUser(t, { role: 'admin', restaurantId: null })).cookie;
  ownerAdmin = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId })).cookie;
  otherAdmin = (await signedInUser(t, { role: 'restaurantAdmin' })).cookie;
  manager = (await signedInUser(t, { role: 'restaurantManager', restaurantId, permissions: ['orders'] }))
    .cookie;
});

describe('the Uber Eats integration (offline adapter)', () => {
  it('has no config before the restaurant is connected', async () => {
    const res = await get(`/api/uber/integration-config?restaurantId=${restaurantId}`, admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.notConnected);
  });

  it('a denied consent stores nothing', async () => {
    const { authUrl } = (await get(`/api/uber/auth-url?restaurantId=${restaurantId}`, admin)).json();
    const result = await consent(authUrl, 'Deny');
    expect(result.statusCode).toBe(400);
    expect((await get(`/api/uber/integration-config?restaurantId=${restaurantId}`, admin)).statusCode).toBe(
      404,
    );
  });

  it('the consent callback stores the store id; the config then answers; a state works once', async () => {
    const res = await get(`/api/uber/auth-url?restaurantId=${urlIdentifier}`, ownerAdmin);
    expect(res.statusCode).toBe(200);
    const { authUrl } = res.json();
    expect(authUrl).toContain('/api/uber/consent?');
    const page = await consent(authUrl, 'Allow');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Connected to Uber Eats');
    const again = await consent(authUrl, 'Allow').catch(() => null);
    expect(again).toBeNull(); // the consent page of a used state no longer offers Allow

    const config = await get(`/api/uber/integration-config?restaurantId=${restaurantId}`, admin);
    expect(config.statusCode).toBe(200);
    expect(config.json<UberIntegrationConfig>()).toMatchObject({
      store_id: `offline-${urlIdentifier}`,
      uberStoreName: 'Uber Test Kitchen',
      localRestaurantId: urlIdentifier,
      isConnected: true,
    });
    const merchant = (await get(`/api/restaurant/${restaurantId}`, admin)).json<Merchant>();
    expect(merchant.uberEatsStoreId).toBe(`offline-${urlIdentifier}`);
    // The restaurant's own admin reads it for the restaurant it acts on.
    expect((await get('/api/uber/integration-config', ownerAdmin)).statusCode).toBe(200);
  });

  it("refuses another restaurant's admin (404) and roles that do not configure (403)", async () => {
    expect(
      (await get(`/api/uber/integration-config?restaurantId=${restaurantId}`, otherAdmin)).statusCode,
    ).toBe(404);
    expect((await get(`/api/uber/auth-url?restaurantId=${restaurantId}`, otherAdmin)).statusCode).toBe(404);
    expect((await get(`/api/uber/auth-url?restaurantId=${restaurantId}`, manager)).statusCode).toBe(403);
    expect((await get(`/api/uber/auth-url?restaurantId=${restaurantId}`)).statusCode).toBe(403);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/uber/integration-config?restaurantId=${restaurantId}`,
      as: otherAdmin,
    });
    expect(del.statusCode).toBe(404);
  });

  it('an unknown state shows the expired page', async () => {
    const res = await get('/api/uber/callback?state=nosuchstate&code=offline-x');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(M.consentExpired);
  });

  it('Disconnect clears the store id', async () => {
    const res = await t.request({
      method: 'DELETE',
      url: `/api/uber/integration-config?restaurantId=${restaurantId}`,
      as: admin,
    });
    expect(res.statusCode).toBe(200);
    expect((await get(`/api/uber/integration-config?restaurantId=${restaurantId}`, admin)).statusCode).toBe(
      404,
    );
    const merchant = (await get(`/api/restaurant/${restaurantId}`, admin)).json<Merchant>();
    expect(merchant.uberEatsStoreId).toBeNull();
  });
});
