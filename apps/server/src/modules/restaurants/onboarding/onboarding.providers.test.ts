import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentProviderAccounts } from '../../../db/schema';
import { loadConfig } from '../../../platform/config';
import { createRestaurant, signedInUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';
import { MIGRATIONS_DIR } from '../../../test/test-paths';
import { startFakeAdyenApi } from '../../payments/adyen/fake-adyen-api';
import { startFakeStripeApi } from '../../payments/stripe/fake-stripe-api';

// With Stripe taking cards and Adyen configured, onboarding goes through the official SDKs to local
// fakes of their APIs: a Connect account and its account link; a legal entity and its hosted link.

const STRIPE_KEY = 'sk_test_onboarding';
const ADYEN_KEY = 'adyen_test_onboarding';
const stripeApi = await startFakeStripeApi({ secretKey: STRIPE_KEY });
const adyenApi = await startFakeAdyenApi({ apiKey: ADYEN_KEY });
afterAll(async () => {
  await stripeApi.close();
  await adyenApi.close();
});
const { payments, publicUrl } = loadConfig(
  {
    NODE_ENV: 'test',
    PUBLIC_URL: 'https://pos.example.test',
    PAYMENT_CARD_PROVIDER: 'stripe',
    PAYMENT_TILL_PROVIDER: 'adyen',
    STRIPE_SECRET_KEY: STRIPE_KEY,
    STRIPE_API_BASE: stripeApi.url,
    ADYEN_API_KEY: ADYEN_KEY,
    ADYEN_CLIENT_KEY: 'test_client',
    ADYEN_MERCHANT_ACCOUNT: 'RposTestMerchant',
    ADYEN_API_BASE: adyenApi.url,
  },
  { migrationsDir: MIGRATIONS_DIR },
);
const t = await buildTestApp({ payments, publicUrl });

let restaurant: Awaited<ReturnType<typeof createRestaurant>>;
let cookie = '';
const accountRow = async (provider: 'stripe' | 'adyen') =>
  (
    await t.db
      .select()
      .from(paymentProviderAccounts)
      .where(
        and(
          eq(paymentProviderAccounts.restaurantId, restaurant.id),
          eq(paymentProviderAccounts.provider, provider),
        ),
      )
  )[0];

beforeAll(async () => {
  restaurant = await createRestaurant(t.db, {
    address: '380 Sussex Street, Sydney NSW 2000',
    addressObject: {
      line1: '380 Sussex Street',
      city: 'Sydney',
      stateOrProvinceCode: 'NSW',
      postalCode: '2000',
      countryCode: 'AU',
    },
    notificationEmail: 'owner@example.com',
  });
  cookie = (await signedInUser(t, { restaurantId: restaurant.id })).cookie;
});

describe('POST /onboardUser with Stripe', () => {
  it('makes one Express account and answers its account link; card payments switch on once Stripe enables charges', async () => {
    const res = await t.request({ method: 'POST', url: '/api/onboardUser', as: cookie });
    expect(res.statusCode, res.body).toBe(200);
    const row = await accountRow('stripe');
    expect(row).toMatchObject({ isActive: false });
    expect(res.json().url).toBe(`https://connect.stripe.test/setup/${row!.accountId}`);
    const created = stripeApi.requests.find((r) => r.path === '/v1/accounts')!;
    expect(created.form).toMatchObject({
      type: 'express',
      country: 'AU',
      email: 'owner@example.com',
      'metadata[restaurantId]': restaurant.id,
    });
    const link = stripeApi.requests.find((r) => r.path === '/v1/account_links')!;
    expect(link.form).toMatchObject({
      account: row!.accountId,
      type: 'account_onboarding',
      return_url: 'https://pos.example.test/api/onboarding/stripe/return',
      refresh_url: 'https://pos.example.test/myRestaurant?onboarding=refresh',
    });

    // A second press reuses the account.
    await t.request({ method: 'POST', url: '/api/onboardUser', as: cookie });
    expect(stripeApi.requests.filter((r) => r.path === '/v1/accounts')).toHaveLength(1);

    // Back from Stripe before the account is ready: still off.
    const early = await t.request({ method: 'GET', url: '/api/onboarding/stripe/return', as: cookie });
    expect(early.statusCode).toBe(303);
    expect(early.headers.location).toBe('/myRestaurant?onboarding=pending');
    expect((await t.request({ method: 'GET', url: '/api/myrestaurant', as: cookie })).json()).toMatchObject({
      stripeAccountId: row!.accountId,
      paymentOnboarding: { cardProvider: 'stripe', connected: false },
    });

    stripeApi.accounts.get(row!.accountId)!.chargesEnabled = true;
    const back = await t.request({ method: 'GET', url: '/api/onboarding/stripe/return', as: cookie });
    expect(back.headers.location).toBe('/myRestaurant?onboarding=done');
    expect((await accountRow('stripe'))!.isActive).toBe(true);
    expect(
      (await t.request({ method: 'GET', url: '/api/myrestaurant', as: cookie })).json().paymentOnboarding,
    ).toEqual({ cardProvider: 'stripe', connected: true });
    const online = (
      await t.request({ method: 'GET', url: `/api/restaurantInfo?restaurantId=${restaurant.urlIdentifier}` })
    ).json();
    expect(online.restaurant.isCardPaymentEnabled).toBe(true);
  });
});

describe('POST /adyenOnboarding with Adyen', () => {
  it('creates the organisation legal entity from the address and answers its hosted onboarding link', async () => {
    const res = await t.request({ method: 'POST', url: '/api/adyenOnboarding', as: cookie, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    const entity = adyenApi.requests.find((r) => /^\/lem\/v\d+\/legalEntities$/.test(r.path))!;
    expect(entity.json).toMatchObject({
      type: 'organization',
      organization: {
        legalName: restaurant.name,
        registeredAddress: { street: '380 Sussex Street', city: 'Sydney', postalCode: '2000', country: 'AU' },
      },
    });
    const row = await accountRow('adyen');
    expect(row).toMatchObject({ isActive: false, accountId: 'RposTestMerchant' });
    const legalEntityId = row!.settings.legalEntityId as string;
    expect(res.json()).toEqual({ bordingLink: `https://onboarding.adyen.test/${legalEntityId}` });
    const link = adyenApi.requests.find((r) => r.path.endsWith('/onboardingLinks'))!;
    expect(link.json).toMatchObject({ redirectUrl: 'https://pos.example.test/myRestaurant?onboarding=done' });
  });

  it("onboards a trust with the form's individual", async () => {
    const individual = {
      residentialAddress: { city: 'Sydney', country: 'AU', postalCode: '2000', street: '1 George St' },
      name: { firstName: 'Mei', lastName: 'Chen' },
      birthData: { dateOfBirth: '1980-04-12' },
      email: 'mei@example.com',
      identificationData: {
        type: 'driversLicense',
        cardNumber: 'C123',
        issuerState: 'NSW',
        number: '998877',
      },
    };
    const res = await t.request({
      method: 'POST',
      url: '/api/adyenOnboarding',
      as: cookie,
      payload: { isTrust: true, individual },
    });
    expect(res.statusCode, res.body).toBe(200);
    const entities = adyenApi.requests.filter((r) => /^\/lem\/v\d+\/legalEntities$/.test(r.path));
    expect(entities.at(-1)!.json).toMatchObject({
      type: 'individual',
      individual: {
        name: individual.name,
        identificationData: { type: 'driversLicense', issuerState: 'NSW' },
      },
    });
    expect((await accountRow('adyen'))!.settings).toMatchObject({ isTrust: true });
  });
});
