import { OnlineResponse, RestaurantInfoResponse } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentProviderAccounts, restaurants } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { loadConfig } from '../../platform/config';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { MIGRATIONS_DIR } from '../../test/test-paths';

// The diner view's isCardPaymentEnabled: what the payment provider registry and the restaurant's
// provider accounts allow, on GET /online and GET /restaurantInfo.

const NOW = new Date('2025-06-02T02:00:00Z');

async function seeded(t: TestApp): Promise<TestApp> {
  await seedDemoDataIfEmpty(t.db, { now: NOW });
  t.setNow(NOW);
  return t;
}

async function cardFlags(t: TestApp): Promise<{ online: boolean; info: boolean }> {
  const online = await t.request({ method: 'GET', url: '/api/online?menuId=goldendragon&tableId=5' });
  expect(online.statusCode).toBe(200);
  const info = await t.request({ method: 'GET', url: '/api/restaurantInfo?restaurantId=goldendragon' });
  expect(info.statusCode).toBe(200);
  return {
    online: OnlineResponse.parse(online.json()).restaurant.isCardPaymentEnabled,
    info: RestaurantInfoResponse.parse(info.json()).restaurant.isCardPaymentEnabled,
  };
}

describe('isCardPaymentEnabled in the diner view', () => {
  it('is true with the sandbox (the default card provider)', async () => {
    const t = await seeded(await buildTestApp());
    expect(await cardFlags(t)).toEqual({ online: true, info: true });
  });

  it('with PAYMENT_CARD_PROVIDER=stripe, is false until the restaurant has a Stripe account', async () => {
    const { payments } = loadConfig(
      {
        NODE_ENV: 'test',
        PAYMENT_CARD_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_card_flag',
        STRIPE_WEBHOOK_SECRET: 'whsec_test_card_flag',
      },
      { migrationsDir: MIGRATIONS_DIR },
    );
    const t = await seeded(await buildTestApp({ payments }));
    expect(await cardFlags(t)).toEqual({ online: false, info: false });

    const [r] = await t.db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.urlIdentifier, 'goldendragon'));
    await t.db
      .insert(paymentProviderAccounts)
      .values({ restaurantId: r!.id, provider: 'stripe', accountId: 'acct_1CardFlag' });
    expect(await cardFlags(t)).toEqual({ online: true, info: true });
  });
});
