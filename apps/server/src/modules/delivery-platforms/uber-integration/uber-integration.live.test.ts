import { MERCHANT_MESSAGES as M, type UberIntegrationConfig } from '@rpos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, signedInUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';
import {
  FAKE_UBER_CLIENT,
  FAKE_UBER_CODE,
  liveConfigFor,
  startDeliveryPlatformsFake,
} from '../delivery-platforms-fake';

// DELIVERY_PLATFORMS_MODE=live: the Uber Eats store integration's OAuth authorization-code flow and
// POS provisioning against the local fake of Uber (auth + API).
const fake = await startDeliveryPlatformsFake();
afterAll(() => fake.close());
const t = await buildTestApp(liveConfigFor(fake.url));
let admin = '';
let restaurantId = '';
const get = (url: string) => t.request({ method: 'GET', url, as: admin });
const redirectUri = `${t.deps.config.publicUrl.replace(/\/$/, '')}/api/uber/callback`;

beforeAll(async () => {
  restaurantId = (await createRestaurant(t.db, { name: 'Harbour Noodles', urlIdentifier: 'harbournoodles' }))
    .id;
  admin = (await signedInUser(t, { role: 'admin', restaurantId: null })).cookie;
});

/** The auth URL the dialog opens, and the state Uber hands back to the callback. */
async function authorise() {
  const res = await get(`/api/uber/auth-url?restaurantId=${restaurantId}`);
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json<{ authUrl: string }>().authUrl);
  return { url, state: url.searchParams.get('state')! };
}

describe('the Uber Eats integration (live adapter, local fake of Uber)', () => {
  it("sends the merchant to Uber's authorisation page with our client, scope and callback", async () => {
    const { url, state } = await authorise();
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/oauth/v2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: FAKE_UBER_CLIENT.id,
      response_type: 'code',
      scope: 'eats.pos_provisioning',
      redirect_uri: redirectUri,
    });
    expect(state.length).toBeGreaterThan(20);
  });

  it('a refused code stores nothing and says so on the callback page', async () => {
    const { state } = await authorise();
    const page = await t.request({ method: 'GET', url: `/api/uber/callback?state=${state}&code=wrong-code` });
    expect(page.statusCode).toBe(400);
    expect((await get(`/api/uber/integration-config?restaurantId=${restaurantId}`)).statusCode).toBe(404);
  });

  it("exchanges the code, finds the restaurant's store on the second page and provisions it", async () => {
    const { state } = await authorise();
    const page = await t.request({
      method: 'GET',
      url: `/api/uber/callback?state=${state}&code=${FAKE_UBER_CODE}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Harbour Noodles (Uber)');

    const token = fake.calls.findLast(
      (c) =>
        c.path === '/oauth/v2/token' &&
        (c.body as Record<string, string>).grant_type === 'authorization_code',
    );
    expect(token?.body).toMatchObject({ code: FAKE_UBER_CODE, redirect_uri: redirectUri });
    const pages = fake.calls.filter((c) => c.method === 'GET' && c.path === '/v1/eats/stores');
    expect(pages.map((c) => c.query.get('next_page_token'))).toEqual([null, 'page-2']);
    expect(fake.posData.get('uber-harbour')).toMatchObject({
      integrator_store_id: 'harbournoodles',
      integration_enabled: true,
    });

    const config = await get(`/api/uber/integration-config?restaurantId=${restaurantId}`);
    expect(config.statusCode).toBe(200);
    expect(config.json<UberIntegrationConfig>()).toMatchObject({
      store_id: 'uber-harbour',
      uberStoreName: 'Harbour Noodles (Uber)',
      localRestaurantId: 'harbournoodles',
      isConnected: true,
      online_status: 'ONLINE',
      integration_enabled: true,
      integrator_store_id: 'harbournoodles',
    });
  });

  it('the same code is not accepted twice', async () => {
    const { state } = await authorise();
    const page = await t.request({
      method: 'GET',
      url: `/api/uber/callback?state=${state}&code=${FAKE_UBER_CODE}`,
    });
    expect(page.statusCode).toBe(400);
  });

  it("Disconnect removes our integration from Uber's store and clears the store id", async () => {
    const res = await t.request({
      method: 'DELETE',
      url: `/api/uber/integration-config?restaurantId=${restaurantId}`,
      as: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(fake.posData.has('uber-harbour')).toBe(false);
    const config = await get(`/api/uber/integration-config?restaurantId=${restaurantId}`);
    expect(config.statusCode).toBe(404);
    expect(config.json().message).toBe(M.notConnected);
  });
});
