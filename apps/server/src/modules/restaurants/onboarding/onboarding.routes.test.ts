import { ONBOARDING_MESSAGES as M } from '@rpos/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentProviderAccounts, restaurants, users } from '../../../db/schema';
import { createRestaurant, signedInUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';

// The built-in sandbox (default): POST /onboardUser and POST /adyenOnboarding answer our own page,
// whose button connects the restaurant's sandbox account. Stripe and Adyen: onboarding.providers.test.ts.

const t = await buildTestApp();
let restaurant: Awaited<ReturnType<typeof createRestaurant>>;
let cookie = '';

const trustIndividual = () => ({
  residentialAddress: {
    city: 'Sydney',
    country: 'AU',
    postalCode: '2000',
    stateOrProvince: 'NSW',
    street: '1 George St',
  },
  name: { firstName: 'Mei', lastName: 'Chen' },
  birthData: { dateOfBirth: '1980-04-12' },
  email: 'mei@example.com',
  identificationData: { type: 'passport', number: 'PA1234567' },
});

const messageOf = (res: { json(): { message: string; issues?: { message: string }[] } }) =>
  res.json().issues?.[0]?.message ?? res.json().message;

const sandboxRow = async (restaurantId: string) =>
  (
    await t.db
      .select()
      .from(paymentProviderAccounts)
      .where(
        and(
          eq(paymentProviderAccounts.restaurantId, restaurantId),
          eq(paymentProviderAccounts.provider, 'sandbox'),
        ),
      )
  )[0];

beforeAll(async () => {
  restaurant = await createRestaurant(t.db, { address: '1 George St, Sydney NSW 2000' });
  cookie = (await signedInUser(t, { restaurantId: restaurant.id })).cookie;
});

describe('POST /onboardUser (sandbox)', () => {
  it("answers the sandbox page, whose button connects the restaurant's account", async () => {
    const res = await t.request({ method: 'POST', url: '/api/onboardUser', as: cookie });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json();
    expect(url).toBe(`/api/sandbox/onboarding/card/${restaurant.urlIdentifier}`);
    const page = await t.request({ method: 'GET', url, as: cookie });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(restaurant.name);
    expect(page.body).toContain(`action="${url}"`);
    expect(
      (await t.request({ method: 'GET', url: '/api/myrestaurant', as: cookie })).json().paymentOnboarding,
    ).toEqual({ cardProvider: 'sandbox', connected: false });
    // The form posts text/plain (the API's CSP allows no script).
    const done = await t.request({
      method: 'POST',
      url,
      as: cookie,
      headers: { 'content-type': 'text/plain' },
      payload: 'confirm=yes\r\n',
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/myRestaurant?onboarding=done');
    expect(await sandboxRow(restaurant.id)).toMatchObject({ isActive: true, settings: { card: true } });
    expect(
      (await t.request({ method: 'GET', url: '/api/myrestaurant', as: cookie })).json().paymentOnboarding,
    ).toEqual({ cardProvider: 'sandbox', connected: true });
  });

  it("never connects another restaurant's account", async () => {
    const other = await createRestaurant(t.db);
    const res = await t.request({
      method: 'POST',
      url: `/api/sandbox/onboarding/card/${other.urlIdentifier}`,
      as: cookie,
      headers: { 'content-type': 'text/plain' },
      payload: 'confirm=yes',
    });
    expect(res.statusCode).toBe(403);
    expect(await sandboxRow(other.id)).toBeUndefined();
  });

  it('is for configuring roles only', async () => {
    for (const role of ['restaurantStaff', 'restaurantManager']) {
      const user = await signedInUser(t, { role, restaurantId: restaurant.id });
      expect((await t.request({ method: 'POST', url: '/api/onboardUser', as: user.cookie })).statusCode).toBe(
        403,
      );
      expect(
        (await t.request({ method: 'POST', url: '/api/adyenOnboarding', as: user.cookie, payload: {} }))
          .statusCode,
      ).toBe(403);
    }
    expect((await t.request({ method: 'POST', url: '/api/onboardUser' })).statusCode).toBe(403);
    const group = await createRestaurant(t.db, { type: 'restaurantGroup' });
    const groupAdmin = await signedInUser(t, { role: 'restaurantGroupAdmin', restaurantId: group.id });
    await t.db
      .update(users)
      .set({ selectedRestaurantId: restaurant.id })
      .where(eq(users.id, groupAdmin.user.id));
    // A restaurant outside its group is not selectable: the group admin acts on the group itself,
    // which is no restaurant to onboard.
    expect(
      (await t.request({ method: 'POST', url: '/api/onboardUser', as: groupAdmin.cookie })).statusCode,
    ).toBe(404);
    // Once the restaurant is in the group, its group admin configures it.
    await t.db.update(restaurants).set({ groupId: group.id }).where(eq(restaurants.id, restaurant.id));
    expect(
      (await t.request({ method: 'POST', url: '/api/onboardUser', as: groupAdmin.cookie })).statusCode,
    ).toBe(200);
  });
});

describe('POST /adyenOnboarding (sandbox)', () => {
  it("answers 'Please update the address' when the restaurant has none", async () => {
    const bare = await createRestaurant(t.db, { address: null });
    const user = await signedInUser(t, { restaurantId: bare.id });
    const res = await t.request({
      method: 'POST',
      url: '/api/adyenOnboarding',
      as: user.cookie,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.updateAddress);
  });

  it('answers the sandbox page as bordingLink, for a company or a trust', async () => {
    const plain = await t.request({ method: 'POST', url: '/api/adyenOnboarding', as: cookie, payload: {} });
    expect(plain.json()).toEqual({
      bordingLink: `/api/sandbox/onboarding/adyen/${restaurant.urlIdentifier}`,
    });
    const trust = await t.request({
      method: 'POST',
      url: '/api/adyenOnboarding',
      as: cookie,
      payload: { isTrust: true, individual: trustIndividual() },
    });
    expect(trust.statusCode, trust.body).toBe(200);
    const link = trust.json().bordingLink as string;
    expect(link).toBe(`/api/sandbox/onboarding/adyen/${restaurant.urlIdentifier}?trust=1`);
    const done = await t.request({
      method: 'POST',
      url: link,
      as: cookie,
      headers: { 'content-type': 'text/plain' },
      payload: 'confirm=yes',
    });
    expect(done.statusCode).toBe(303);
    const me = (await t.request({ method: 'GET', url: '/api/myrestaurant', as: cookie })).json();
    expect(me.adyenPaymentSettings).toMatchObject({
      isAdyenAccountValid: true,
      legalEntityId: `LE-sandbox-${restaurant.urlIdentifier}`,
    });
  });

  it.each([
    [['residentialAddress', 'city'], M.cityRequired],
    [['residentialAddress', 'country'], M.countryRequired],
    [['residentialAddress', 'postalCode'], M.postalCodeRequired],
    [['residentialAddress', 'street'], M.streetRequired],
    [['name', 'firstName'], M.firstNameRequired],
    [['name', 'lastName'], M.lastNameRequired],
    [['birthData', 'dateOfBirth'], M.dateOfBirthRequired],
  ])('refuses an individual without %s: its text', async ([group, field], message) => {
    const individual = trustIndividual() as unknown as Record<string, Record<string, string>>;
    individual[group!]![field!] = '';
    const res = await t.request({
      method: 'POST',
      url: '/api/adyenOnboarding',
      as: cookie,
      payload: { isTrust: true, individual },
    });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
  });

  it('refuses a bad date of birth, email or identification with their texts', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ birthData: { dateOfBirth: '12/04/1980' } }, M.dateOfBirthFormat],
      [{ email: 'mei@' }, M.invalidEmail],
      [{ email: '' }, M.emailRequired],
      [{ identificationData: {} }, M.identityTypeRequired],
      [{ identificationData: { type: 'passport' } }, M.passportNumberRequired],
      [
        { identificationData: { type: 'driversLicense', issuerState: 'NSW', number: '1' } },
        M.cardNumberRequired,
      ],
      [
        { identificationData: { type: 'driversLicense', cardNumber: 'C1', number: '1' } },
        M.issuerStateRequired,
      ],
      [
        { identificationData: { type: 'driversLicense', cardNumber: 'C1', issuerState: 'NSW' } },
        M.licenceNumberRequired,
      ],
      [
        { identificationData: { type: 'driversLicense', cardNumber: 'C1', issuerState: 'NZ', number: '1' } },
        M.issuerStateInvalid,
      ],
    ];
    for (const [change, message] of cases) {
      const res = await t.request({
        method: 'POST',
        url: '/api/adyenOnboarding',
        as: cookie,
        payload: { isTrust: true, individual: { ...trustIndividual(), ...change } },
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(messageOf(res)).toBe(message);
    }
  });
});
