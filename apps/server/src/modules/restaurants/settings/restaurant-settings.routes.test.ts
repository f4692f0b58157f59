import { OnlineResponse, RestaurantInfoResponse, RestaurantSettingsResponse } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { menuSettings, restaurants, users } from '../../../db/schema';
import { seedDemoDataIfEmpty } from '../../../demo/seed';
import { createRestaurant, signedInUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';

const t = await buildTestApp();
const NOW = new Date('2025-06-02T02:00:00Z');
const events: { topic: string; message: { event: string; data: unknown } }[] = [];

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: NOW });
  const publish = t.deps.events.publish.bind(t.deps.events);
  t.deps.events.publish = async (topic, message) => {
    events.push({ topic, message: message as { event: string; data: unknown } });
    return publish(topic, message);
  };
});

async function owner() {
  const restaurant = await createRestaurant(t.db);
  const { cookie } = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: restaurant.id });
  return { restaurant, cookie };
}
const getSettings = (as?: string) => t.request({ method: 'GET', url: '/api/restaurantSettings', as });
const putSettings = (as: string | undefined, payload: object) =>
  t.request({ method: 'PUT', url: '/api/restaurantSettings', payload, as });
const putValues = (as: string | undefined, payload: object) =>
  t.request({ method: 'PUT', url: '/api/updateRestaurantValues/', payload, as });
const settingsOf = async (cookie: string) =>
  RestaurantSettingsResponse.parse((await getSettings(cookie)).json());
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const rowOf = async (id: string) => (await t.db.select().from(restaurants).where(eq(restaurants.id, id)))[0]!;

describe('GET /restaurantSettings', () => {
  it("answers a new restaurant's settings with their defaults", async () => {
    const { restaurant, cookie } = await owner();
    const res = await getSettings(cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = RestaurantSettingsResponse.parse(res.json());
    expect(body.urlIdentifier).toBe(restaurant.urlIdentifier);
    expect(body.posSettings).toMatchObject({ posPartners: [], posDeliveryPartners: [], discounts: [] });
    expect(body.onlineSettings).toMatchObject({
      isAdyenPaymentEnabled: false,
      postpaidAutoAcceptAmountThreshold: null,
      orderCompleteMessages: [],
      showDialog: false,
      dialogTitle: '',
      dialogText: '',
    });
    expect(body.posOrderingSettings).toEqual({
      disableOrderDishPin: false,
      disablePaymentPin: false,
      directTransferLocalDiningOrders: false,
    });
    expect(body.paymentRequiredTableNumbers).toEqual([]);
  });

  it("shows the demo restaurant's announcement as its home dialog", async () => {
    const gd = (
      await t.db.select().from(restaurants).where(eq(restaurants.urlIdentifier, 'goldendragon'))
    )[0]!;
    const { cookie } = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gd.id });
    expect((await settingsOf(cookie)).onlineSettings).toMatchObject({
      showDialog: true,
      dialogTitle: 'Yum cha every day',
      allergyNotice: expect.stringContaining('peanuts'),
    });
  });
});

describe('roles and tenancy', () => {
  it.each(['restaurantStaff', 'restaurantManager'])('%s gets 403 on every call', async (role) => {
    const { cookie } = await signedInUser(t, { role });
    expect((await getSettings(cookie)).statusCode).toBe(403);
    expect((await putSettings(cookie, { posOrderingSettings: { disablePaymentPin: true } })).statusCode).toBe(
      403,
    );
    expect((await putValues(cookie, { posSettings: { discounts: [] } })).statusCode).toBe(403);
  });

  it('without a session: 403 (the screen goes to sign-in); admin without a selected restaurant: 400', async () => {
    expect((await getSettings()).statusCode).toBe(403);
    expect((await putSettings(undefined, { posOrderingSettings: {} })).statusCode).toBe(403);
    expect((await putValues(undefined, { posSettings: { discounts: [] } })).statusCode).toBe(403);
    const admin = await signedInUser(t, { role: 'admin', restaurantId: null });
    const res = await getSettings(admin.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a restaurant');
  });

  it("saves only the acting restaurant's settings; admin and a group admin act on the selected one", async () => {
    const a = await owner();
    const b = await owner();
    await putSettings(a.cookie, { onlineSettings: { allergyNotice: 'Nuts everywhere' } });
    expect((await settingsOf(a.cookie)).onlineSettings.allergyNotice).toBe('Nuts everywhere');
    expect((await settingsOf(b.cookie)).onlineSettings.allergyNotice).toBe('');

    const admin = await signedInUser(t, { role: 'admin', restaurantId: b.restaurant.id });
    expect(
      (await putSettings(admin.cookie, { posSettings: { isPOSOpenCashEnabled: true } })).statusCode,
    ).toBe(200);
    expect((await settingsOf(b.cookie)).posSettings.isPOSOpenCashEnabled).toBe(true);
    expect((await settingsOf(a.cookie)).posSettings.isPOSOpenCashEnabled).toBe(false);

    const group = await createRestaurant(t.db, { type: 'restaurantGroup' });
    const member = await createRestaurant(t.db, { groupId: group.id });
    const groupAdmin = await signedInUser(t, { role: 'restaurantGroupAdmin', restaurantId: group.id });
    await t.db.update(users).set({ selectedRestaurantId: member.id }).where(eq(users.id, groupAdmin.user.id));
    const saved = await putSettings(groupAdmin.cookie, {
      posOrderingSettings: { disableOrderDishPin: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await rowOf(member.id)).posOrderingSettings).toEqual({ disableOrderDishPin: true });
  });
});

describe('PUT /restaurantSettings', () => {
  it('merges each group over the stored one and answers the whole settings', async () => {
    const { restaurant, cookie } = await owner();
    // A key another screen keeps in the same column stays.
    await t.db
      .update(restaurants)
      .set({ posSettings: { fromProfile: 1 } })
      .where(eq(restaurants.id, restaurant.id));
    const res = await putSettings(cookie, {
      onlineSettings: {
        allergyNotice: '  Contains sesame  ',
        specialTerms: 'Prices include GST',
        hideSpecialRequirement: true,
        isDineInGuestNumberRequired: true,
        isDineInMobilePhoneRequired: true,
        isAdyenPaymentEnabled: true,
        foodCourtPaymentRequired: true,
        postpaidAutoAcceptAmountThreshold: 5000,
        orderCompleteMessages: [
          { type: 'dinein', message: 'We bring it to your table.' },
          { type: 'takeaway', message: 'Ready in 15 minutes.' },
        ],
      },
      posSettings: { showRemoveTakeawayOrders: true, isTakingAdyenEftposCharges: true },
      posOrderingSettings: { disablePaymentPin: true, directTransferLocalDiningOrders: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Updated successfully');
    expect(body.onlineSettings).toMatchObject({
      allergyNotice: 'Contains sesame',
      hideSpecialRequirement: true,
      isAdyenPaymentEnabled: true,
      postpaidAutoAcceptAmountThreshold: 5000,
    });
    expect(body.posSettings).toMatchObject({
      showRemoveTakeawayOrders: true,
      isTakingAdyenEftposCharges: true,
    });
    expect(body.posOrderingSettings).toMatchObject({ disablePaymentPin: true, disableOrderDishPin: false });
    expect((await rowOf(restaurant.id)).posSettings).toMatchObject({
      fromProfile: 1,
      showRemoveTakeawayOrders: true,
    });

    // A second save of one field keeps the others.
    await putSettings(cookie, { onlineSettings: { specialTerms: '' } });
    const after = await settingsOf(cookie);
    expect(after.onlineSettings).toMatchObject({ specialTerms: '', allergyNotice: 'Contains sesame' });

    // The diner view has them at once.
    const info = RestaurantInfoResponse.parse(
      (
        await t.request({
          method: 'GET',
          url: `/api/restaurantInfo?restaurantId=${restaurant.urlIdentifier}`,
        })
      ).json(),
    );
    expect(info.restaurant.onlineSettings).toMatchObject({
      hideSpecialRequirement: true,
      orderCompleteMessages: [
        { type: 'dinein', message: 'We bring it to your table.' },
        { type: 'takeaway', message: 'Ready in 15 minutes.' },
      ],
    });
    expect(
      events.some((e) => e.message.event === 'restaurantChanged' && e.topic.includes(restaurant.id)),
    ).toBe(true);
  });

  it.each([
    [
      { onlineSettings: { allergyNotice: 'a'.repeat(201) } },
      'The allergy notice can have at most 200 characters',
    ],
    [
      { onlineSettings: { specialTerms: 'a'.repeat(101) } },
      'The special terms can have at most 100 characters',
    ],
    [
      { onlineSettings: { orderCompleteMessages: [{ type: 'foodcourt', message: 'a'.repeat(151) }] } },
      'The order completion message can have at most 150 characters',
    ],
    [
      { onlineSettings: { foodCourtPaymentRequired: true, foodCourtPaymentOptional: true } },
      'Food court payment cannot be both required and optional',
    ],
    [
      { onlineSettings: { isTillPaymentEnabled: true, isAdyenPaymentEnabled: true } },
      'Till payment and Adyen payment cannot both be enabled',
    ],
    [
      { onlineSettings: { showDialog: true, dialogTitle: '', dialogText: 'Hi' } },
      'Title must be between 1 and 50 characters',
    ],
    [{ onlineSettings: { dialogTitle: 'a'.repeat(51) } }, 'Title must be between 1 and 50 characters'],
    [
      { onlineSettings: { showDialog: true, dialogTitle: 'Hi', dialogText: '' } },
      'Dialog text must be between 1 and 800 characters',
    ],
    [{ onlineSettings: { dialogText: 'a'.repeat(801) } }, 'Dialog text must be between 1 and 800 characters'],
    [
      { onlineSettings: { dialogText: '<img src=x onerror=alert(1)>' } },
      'Dialog text cannot contain HTML tags',
    ],
    [
      { onlineSettings: { postpaidAutoAcceptAmountThreshold: 12.5 } },
      'The auto-accept amount must be a whole number of cents, 0 or more',
    ],
    [
      { posSettings: { discounts: [{ name: 'A', percentage: 'x' }] } },
      'The discount percentage is not a valid number',
    ],
    [
      { posPrintSettings: [] },
      'Print settings cannot be saved here yet: send posSettings, onlineSettings or posOrderingSettings',
    ],
    [{}, 'Send posSettings, onlineSettings or posOrderingSettings'],
  ])('%j → 400 %s, nothing saved', async (payload, message) => {
    const { restaurant, cookie } = await owner();
    const before = await rowOf(restaurant.id);
    const res = await putSettings(cookie, { ...payload, posOrderingSettings: undefined });
    expect(res.statusCode, res.body).toBe(400);
    // Schema refusals name the field first ('onlineSettings.dialogTitle: ...').
    expect(res.json().message).toMatch(new RegExp(`(^|: )${escapeRegExp(message)}$`));
    const after = await rowOf(restaurant.id);
    expect([after.onlineSettings, after.posSettings]).toEqual([before.onlineSettings, before.posSettings]);
  });

  it('judges the exclusions on the merged settings and writes nothing of a refused body', async () => {
    const { restaurant, cookie } = await owner();
    await putSettings(cookie, { onlineSettings: { isTillPaymentEnabled: true } });
    const res = await putSettings(cookie, {
      posSettings: { isPOSOpenCashEnabled: true },
      onlineSettings: { isAdyenPaymentEnabled: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Till payment and Adyen payment cannot both be enabled');
    const row = await rowOf(restaurant.id);
    expect(row.posSettings).toEqual({});
    expect(row.onlineSettings).toEqual({ isTillPaymentEnabled: true });
    // Switching both in one save is fine.
    const ok = await putSettings(cookie, {
      onlineSettings: { isTillPaymentEnabled: false, isAdyenPaymentEnabled: true },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('the home dialog', () => {
  it('is kept as the diner announcement: a change raises dialogVersion and tells open diner pages', async () => {
    const { restaurant, cookie } = await owner();
    events.length = 0;
    const res = await putSettings(cookie, {
      onlineSettings: {
        showDialog: true,
        dialogTitle: 'Closed Monday',
        dialogText: 'We are closed on Monday 9 June.',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(menuSettings).where(eq(menuSettings.restaurantId, restaurant.id));
    expect(row).toMatchObject({ showDialog: true, dialogTitle: 'Closed Monday', dialogVersion: 1 });
    const announcement = events.find((e) => e.message.event === 'announcement');
    expect(announcement?.topic).toContain(restaurant.id);
    expect(announcement?.message.data).toEqual({
      showDialog: true,
      dialogTitle: 'Closed Monday',
      dialogText: 'We are closed on Monday 9 June.',
      dialogVersion: 1,
    });

    // The same dialog again (with another setting) does not show it again to diners.
    events.length = 0;
    await putSettings(cookie, {
      onlineSettings: { showDialog: true, dialogTitle: 'Closed Monday', allergyNotice: 'Nuts' },
    });
    expect(events.some((e) => e.message.event === 'announcement')).toBe(false);
    await putSettings(cookie, {
      onlineSettings: { dialogText: 'We are closed on Monday 9 and Tuesday 10 June.' },
    });
    const [bumped] = await t.db
      .select()
      .from(menuSettings)
      .where(eq(menuSettings.restaurantId, restaurant.id));
    expect(bumped?.dialogVersion).toBe(2);
  });

  it("reaches the diner's menu answer", async () => {
    const gd = (await t.db.select().from(restaurants).where(eq(restaurants.urlIdentifier, 'bondibites')))[0]!;
    const { cookie } = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gd.id });
    await putSettings(cookie, {
      onlineSettings: {
        showDialog: true,
        dialogTitle: 'Surf report',
        dialogText: 'Waves are up, coffee is on.',
      },
    });
    const online = OnlineResponse.parse(
      (await t.request({ method: 'GET', url: '/api/online?menuId=bondibites&tableId=5' })).json(),
    );
    expect(online.announcement).toMatchObject({ showDialog: true, dialogTitle: 'Surf report' });
  });
});

describe('PUT /updateRestaurantValues/ {posSettings}', () => {
  it('replaces the lists given and keeps the rest', async () => {
    const { cookie } = await owner();
    await putSettings(cookie, { posSettings: { showRemoveTakeawayOrders: true } });
    const first = await putValues(cookie, {
      posSettings: {
        posPartners: [
          { name: 'Cash', isPrepaid: false },
          { name: 'Gift card', isPrepaid: true },
        ],
        posDeliveryPartners: [
          { name: 'UBER EATS', commissionPercentage: 30 },
          { name: 'Local rider', commissionPercentage: 0 },
        ],
        discounts: [
          { name: 'Staff', percentage: 20 },
          { name: 'Five off', amount: 500 },
        ],
      },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().posSettings.discounts).toEqual([
      { name: 'Staff', percentage: 20, amount: null, sort: 1 },
      { name: 'Five off', percentage: null, amount: 500, sort: 2 },
    ]);
    const second = await putValues(cookie, {
      posSettings: { discounts: [{ name: 'Seniors', percentage: 10 }] },
    });
    expect(second.statusCode, second.body).toBe(200);
    const settings = await settingsOf(cookie);
    expect(settings.posSettings.discounts.map((d) => d.name)).toEqual(['Seniors']);
    expect(settings.posSettings.posPartners.map((p) => [p.name, p.isPrepaid])).toEqual([
      ['Cash', false],
      ['Gift card', true],
    ]);
    expect(settings.posSettings.posDeliveryPartners[0]).toEqual({
      name: 'UBER EATS',
      commissionPercentage: 30,
      sort: 1,
    });
    expect(settings.posSettings.showRemoveTakeawayOrders).toBe(true);
  });

  it.each([
    [{ posPartners: [{ name: 'Cash' }, { name: 'CASH' }] }, 'The partner name alreay exists.'],
    [{ posPartners: [{ name: ' ' }] }, 'The partner name cannot be empty'],
    [{ posDeliveryPartners: [{ name: 'EASI' }, { name: 'easi' }] }, 'The partner name alreay exists.'],
    [
      { posDeliveryPartners: [{ name: 'EASI', commissionPercentage: 120 }] },
      'The commission percentage must be a number between 0 and 100',
    ],
    [{ discounts: [{ name: '', percentage: 5 }] }, 'The discount name cannot be empty'],
    [
      {
        discounts: [
          { name: 'A', percentage: 5 },
          { name: 'a', amount: 5 },
        ],
      },
      'The discount name alreay exists.',
    ],
    [{ discounts: [{ name: 'A', percentage: '' }] }, 'The discount percentage cannot be empty'],
    [{ discounts: [{ name: 'A', percentage: 'ten' }] }, 'The discount percentage is not a valid number'],
    [{ discounts: [{ name: 'A', amount: null }] }, 'The discount amount cannot be empty'],
    [{ discounts: [{ name: 'A', amount: -3 }] }, 'The discount amount is not a valid number'],
    [{}, 'posSettings must carry posPartners, posDeliveryPartners or discounts'],
  ])('%j → 400 %s, nothing saved', async (posSettings, message) => {
    const { restaurant, cookie } = await owner();
    const body = Object.keys(posSettings).length ? { posPartners: [{ name: 'Keep' }], ...posSettings } : {};
    const res = await putValues(cookie, { posSettings: body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await rowOf(restaurant.id)).posSettings).toEqual({});
  });
});
