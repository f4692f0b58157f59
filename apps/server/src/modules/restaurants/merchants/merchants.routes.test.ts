import {
  MERCHANT_MESSAGES as M,
  type Merchant,
  type MerchantListResponse,
  ONLINE_MESSAGES,
} from '@rpos/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { menuSettings, paymentProviderAccounts, posPaymentTypes, qrCodeSettings } from '../../../db/schema';
import { createRestaurant, signedInUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';

const t = await buildTestApp();
let admin = '';
let groupAdmin = '';
let restaurantAdmin = '';
let manager = '';
let groupId = '';
let inGroupId = '';
let outsideId = '';

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, as?: string, payload?: object) =>
  t.request({ method, url, as, ...(payload ? { payload } : {}) });
const messageOf = (res: { json(): { message: string; issues?: { message: string }[] } }) =>
  res.json().issues?.[0]?.message ?? res.json().message;

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Harbour Noodles',
  urlIdentifier: 'harbournoodles',
  timezone: 'Australia/Sydney',
  taxPercentage: 10,
  ...over,
});

beforeAll(async () => {
  const group = await createRestaurant(t.db, { type: 'restaurantGroup', name: 'Test Group' });
  groupId = group.id;
  inGroupId = (await createRestaurant(t.db, { groupId, name: 'Alpha Kitchen' })).id;
  outsideId = (await createRestaurant(t.db, { name: 'Zeta Diner' })).id;
  admin = (await signedInUser(t, { role: 'admin', restaurantId: null })).cookie;
  groupAdmin = (await signedInUser(t, { role: 'restaurantGroupAdmin', restaurantId: groupId })).cookie;
  restaurantAdmin = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: inGroupId })).cookie;
  manager = (
    await signedInUser(t, { role: 'restaurantManager', restaurantId: inGroupId, permissions: ['orders'] })
  ).cookie;
});

describe('POST /api/restaurant', () => {
  it('creates a restaurant with the defaults of §9 and the rows it needs; its diner URL answers at once', async () => {
    const res = await call('POST', '/api/restaurant', admin, {
      name: 'Harbour Noodles',
      urlIdentifier: 'harbournoodles',
    });
    expect(res.statusCode).toBe(200);
    const r = res.json<Merchant>();
    expect(r).toMatchObject({
      type: 'restaurant',
      taxPercentage: 10,
      serviceMonthlyPrice: 4995,
      applicationFee: 0,
      timezone: 'Australia/Sydney',
      dinerPath: '/online/harbournoodles/pickup-delivery',
      hasPaymentPartnerCredential: false,
    });
    expect(
      await t.db.select().from(qrCodeSettings).where(eq(qrCodeSettings.restaurantId, r.id)),
    ).toHaveLength(9);
    expect(await t.db.select().from(menuSettings).where(eq(menuSettings.restaurantId, r.id))).toHaveLength(1);
    const types = await t.db.select().from(posPaymentTypes).where(eq(posPaymentTypes.restaurantId, r.id));
    expect(types.map((p) => p.paymentType).sort()).toEqual([
      'AMEX',
      'CASH',
      'EFTPOS',
      'Other',
      'VISAMastercard',
    ]);
    // Decision 0223: the diner side knows it at once — no hours (closed) and no published menu yet.
    const info = await call('GET', '/api/restaurantInfo?restaurantId=harbournoodles');
    expect(info.statusCode).toBe(200);
    expect(info.json().restaurant).toMatchObject({ name: 'Harbour Noodles', openHoursItems: [] });
    const online = await call('GET', '/api/online?menuId=harbournoodles&tableId=pickup-delivery');
    expect(online.statusCode).toBe(404);
    expect(online.json().message).toBe(ONLINE_MESSAGES.menuNotPublished);
    // Decision 0480: not live until its admin presses Go live on the setup checklist.
    expect(r.isOnline).toBe(false);
  });

  it('keeps every field of §3 and never answers the credential', async () => {
    const res = await call('POST', '/api/restaurant', admin, {
      ...body({ urlIdentifier: 'fullfields' }),
      altName: '港口面馆',
      restaurantAdmin: 'Mei Lin',
      paymentPartnerCode: 'PP-1',
      paymentPartnerCredential: 'secret-123',
      isFranchise: true,
      serviceMonthlyPrice: 5995,
      applicationFee: 25,
      isApplicationFeeEnabled: true,
      restaurantType: 'Halal',
      restaurantCategory: 'Turish',
      merchantType: 'Whole Sale Platform',
      fantuanStoreId: 'ft-1',
      onlinePaymentSurchargeRate: 1.555,
      inPersonPaymentSurchargeRate: 0.5,
      disableAdyenMinimumSurcharge: true,
      chinaPaymentsMerchantCode: 'CP1',
      merchantId: 'M1',
      hungryPandaStoreId: 'hp-1',
      posSettings: { showRemoveTakeawayOrders: true },
      onlineSettings: { isTillPaymentEnabled: true },
      groupId,
    });
    expect(res.statusCode).toBe(200);
    const r = res.json<Merchant>();
    expect(r).toMatchObject({
      restaurantType: 'Halal',
      restaurantCategory: 'Turish',
      merchantType: 'Whole Sale Platform',
      onlinePaymentSurchargeRate: 1.555,
      inPersonPaymentSurchargeRate: 0.5,
      hasPaymentPartnerCredential: true,
      posSettings: { showRemoveTakeawayOrders: true },
      onlineSettings: { isTillPaymentEnabled: true },
      groupId,
    });
    expect(JSON.stringify(r)).not.toContain('secret-123');
  });

  it('creates a group with its restaurants', async () => {
    const res = await call('POST', '/api/restaurant', admin, {
      ...body({ urlIdentifier: 'newgroup', name: 'New Group', type: 'restaurantGroup' }),
      restaurants: [outsideId],
      isApplicationFeeDisabled: true,
    });
    expect(res.statusCode).toBe(200);
    const g = res.json<Merchant>();
    expect(g.type).toBe('restaurantGroup');
    expect(g.isApplicationFeeDisabled).toBe(true);
    expect(g.restaurants.map((m) => m.restaurantId)).toEqual([outsideId]);
    expect(g.dinerPath).toBeNull();
  });

  it.each([
    [{ name: '' }, M.nameRequired],
    [{ name: 'ab' }, M.nameTooShort],
    [{ urlIdentifier: 'has space' }, M.identifierFormat],
    [{ urlIdentifier: 'a-b' }, M.identifierFormat],
    [{ urlIdentifier: 'a_b' }, M.identifierFormat],
    [{ urlIdentifier: 'a&b' }, M.identifierFormat],
    [{ taxPercentage: 10.5 }, M.taxInteger],
    [{ taxPercentage: 101 }, M.taxRange],
    [{ taxPercentage: -1 }, M.taxRange],
    [{ onlinePaymentSurchargeRate: 1.2345 }, M.surchargeRate],
    [{ timezone: 'Mars/Olympus' }, M.timezoneRequired],
  ])('refuses %j with its text and writes nothing', async (over, message) => {
    const res = await call('POST', '/api/restaurant', admin, body({ urlIdentifier: 'refused', ...over }));
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
    expect((await call('GET', '/api/restaurant/refused', admin)).statusCode).toBe(404);
  });

  it('refuses an identifier already taken, whatever its casing', async () => {
    const res = await call('POST', '/api/restaurant', admin, body({ urlIdentifier: 'HarbourNoodles' }));
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(M.identifierTaken);
  });

  it('is admin only', async () => {
    for (const who of [groupAdmin, restaurantAdmin, manager])
      expect((await call('POST', '/api/restaurant', who, body({ urlIdentifier: 'nope' }))).statusCode).toBe(
        403,
      );
    expect(
      (await call('POST', '/api/restaurant', undefined, body({ urlIdentifier: 'nope' }))).statusCode,
    ).toBe(403);
  });
});

describe('PUT /api/restaurant/{urlIdentifier}', () => {
  it('saves the fields and keeps the stored credential when none is sent', async () => {
    const res = await call('PUT', '/api/restaurant/fullfields', admin, {
      ...body({ urlIdentifier: 'fullfields', name: 'Full Fields Renamed', taxPercentage: 0 }),
      onlineSettings: { isTillPaymentEnabled: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Merchant>()).toMatchObject({
      name: 'Full Fields Renamed',
      taxPercentage: 0,
      hasPaymentPartnerCredential: true,
    });
  });

  it('keeps the restaurant live or not when isOnline is left out, and sets it when sent (decision 0480)', async () => {
    const made = await call(
      'POST',
      '/api/restaurant',
      admin,
      body({ urlIdentifier: 'liveornot', name: 'Live Or Not' }),
    );
    expect(made.json<Merchant>().isOnline).toBe(false);
    const on = await call(
      'PUT',
      '/api/restaurant/liveornot',
      admin,
      body({ urlIdentifier: 'liveornot', name: 'Live Or Not', isOnline: true }),
    );
    expect(on.json<Merchant>().isOnline).toBe(true);
    const kept = await call(
      'PUT',
      '/api/restaurant/liveornot',
      admin,
      body({ urlIdentifier: 'liveornot', name: 'Live Or Not' }),
    );
    expect(kept.json<Merchant>().isOnline).toBe(true);
  });

  it('refuses a changed identifier', async () => {
    const res = await call('PUT', '/api/restaurant/fullfields', admin, body({ urlIdentifier: 'other' }));
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(M.identifierFixed);
  });

  it('is admin only', async () => {
    const res = await call(
      'PUT',
      '/api/restaurant/fullfields',
      groupAdmin,
      body({ urlIdentifier: 'fullfields' }),
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/restaurants', () => {
  it('lists every merchant for admin, by name, with the online payment column', async () => {
    await t.db.insert(paymentProviderAccounts).values({
      restaurantId: inGroupId,
      provider: 'stripe',
      accountId: 'acct_123',
      settings: {},
      isActive: true,
    });
    const res = await call('GET', '/api/restaurants?pageSize=50', admin);
    expect(res.statusCode).toBe(200);
    const list = res.json<MerchantListResponse>();
    expect(list.pageSize).toBe(50);
    const byName = Object.fromEntries(list.restaurants.map((r) => [r.name, r]));
    expect(byName['Alpha Kitchen']?.onlinePayment).toBe('Stripe-acct_123');
    expect(byName['Full Fields Renamed']?.onlinePayment).toBe('Till');
    expect(byName['Zeta Diner']?.onlinePayment).toBe('None');
    expect(byName['Test Group']?.type).toBe('restaurantGroup');
  });

  it('pages by 25 by default and searches', async () => {
    const res = await call('GET', '/api/restaurants?search=noodles', admin);
    const list = res.json<MerchantListResponse>();
    expect(list.pageSize).toBe(25);
    expect(list.restaurants.map((r) => r.urlIdentifier)).toEqual(['harbournoodles']);
    expect(list.total).toBe(1);
  });

  it("shows a group admin only its group's restaurants", async () => {
    const list = (await call('GET', '/api/restaurants?pageSize=50', groupAdmin)).json<MerchantListResponse>();
    const ids = list.restaurants.map((r) => r.id);
    expect(ids).toContain(inGroupId);
    expect(ids).not.toContain(outsideId);
  });

  it('refuses roles without the Restaurants menu', async () => {
    expect((await call('GET', '/api/restaurants', restaurantAdmin)).statusCode).toBe(403);
    expect((await call('GET', '/api/restaurants', manager)).statusCode).toBe(403);
  });
});

describe('GET /api/restaurant/{urlIdentifier} and /api/restaurantManagers', () => {
  it("answers 404 for another group's restaurant", async () => {
    const outside = await call('GET', `/api/restaurant/${outsideId}`, groupAdmin);
    expect(outside.statusCode).toBe(404);
    expect((await call('GET', `/api/restaurant/${inGroupId}`, groupAdmin)).statusCode).toBe(200);
  });

  it('lists the accounts of a restaurant for admin only', async () => {
    const res = await call('GET', `/api/restaurantManagers?restaurantId=${inGroupId}`, admin);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .managers.map((m: { role: string }) => m.role)
        .sort(),
    ).toEqual(['restaurantAdmin', 'restaurantManager']);
    expect(
      (await call('GET', `/api/restaurantManagers?restaurantId=${inGroupId}`, groupAdmin)).statusCode,
    ).toBe(403);
  });

  it('takes the call without ?restaurantId= for the acting restaurant (decision 0454)', async () => {
    const acting = await signedInUser(t, { role: 'admin', restaurantId: inGroupId });
    const res = await call('GET', '/api/restaurantManagers', acting.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const named = await call('GET', `/api/restaurantManagers?restaurantId=${inGroupId}`, acting.cookie);
    expect(res.json()).toEqual(named.json());
    expect(res.json().managers.map((m: { role: string }) => m.role)).toContain('restaurantManager');
    // An admin acting on no restaurant is told to pick one.
    expect((await call('GET', '/api/restaurantManagers', admin)).json().message).toContain(
      'Please select a restaurant',
    );
  });
});

describe('GET /api/restaurantIds (decision 0220)', () => {
  it('takes the test-environment flag as env=test (or isTest=true)', async () => {
    await createRestaurant(t.db, { name: 'Sandbox Test Cafe', isTest: true });
    const names = async (q: string) =>
      (await call('GET', `/api/restaurantIds${q}`, admin)).json().map((r: { name: string }) => r.name);
    expect(await names('?env=test')).toEqual(['Sandbox Test Cafe']);
    expect(await names('?isTest=true')).toEqual(['Sandbox Test Cafe']);
    expect(await names('?env=live')).not.toContain('Sandbox Test Cafe');
    expect(await names('')).toContain('Sandbox Test Cafe');
  });
});

describe('POST /api/restaurant/image/{urlIdentifier}', () => {
  it("lets admin upload a new restaurant's logo without selecting it", async () => {
    const bytes = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#3f51b5' } })
      .png()
      .toBuffer();
    const boundary = '----merchant-logo';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="l.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.request({
      method: 'POST',
      url: '/api/restaurant/image/harbournoodles',
      as: admin,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(200);
    const r = (await call('GET', '/api/restaurant/harbournoodles', admin)).json<Merchant>();
    expect(r.logo).toBe(res.json().imageUrl);
  });
});
