import { type PublishedMenu, SURCHARGE_MESSAGES, SurchargeSettingsResponse } from '@rpos/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import {
  dishNamed,
  line,
  MONDAY_NOON,
  menuOf,
  payload,
  placeOrder,
  restaurantRow,
  SATURDAY_NOON,
} from '../orders/order-test-helpers';

// Kept a minute: the saved rules must reach placeOrder through the restaurantChanged event.
const t = await buildTestApp({ dinerCacheMs: 60_000 });
let owner: string;
let menu: PublishedMenu;

const list = async (as = owner) => {
  const res = await t.request({ method: 'GET', url: '/api/surcharges', as });
  expect(res.statusCode, res.body).toBe(200);
  return SurchargeSettingsResponse.parse(res.json()).surchargeSettings;
};
const save = (surchargeSettings: unknown, as: string | null = owner) =>
  t.request({
    method: 'PUT',
    url: '/api/updateRestaurantValues/',
    payload: { surchargeSettings },
    as: as ?? undefined,
  });
/** An order placed on Saturday noon (the staff session stays on Monday: it would expire by then). */
const order = async () => {
  t.setNow(SATURDAY_NOON);
  try {
    return await placeOrder(t, payload([line(dishNamed(menu, 'Siu Mai'), { quantity: 5 })]));
  } finally {
    t.setNow(MONDAY_NOON);
  }
};

const SATURDAY = {
  name: 'Saturday surcharge',
  surchargeDescription: 'Weekend staff rates',
  weekdays: ['Saturday'],
  publicHolidayDays: [],
  isEnabled: true,
  isPercentage: false,
  isTax: false,
  isExclusive: false,
  isTaxBasedOnSubtotal: false,
  amount: 250,
};

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: MONDAY_NOON });
  t.setNow(MONDAY_NOON);
  owner = (
    await signedInUser(t, {
      role: 'restaurantAdmin',
      restaurantId: (await restaurantRow(t, 'goldendragon')).id,
    })
  ).cookie;
  menu = await menuOf(t, 'goldendragon', '5');
});
beforeEach(() => t.setNow(MONDAY_NOON));

describe('GET /api/surcharges', () => {
  it("answers the acting restaurant's surcharges with day names, DD/MM/YYYY and percent", async () => {
    const [sunday, holiday] = await list();
    expect(sunday).toMatchObject({
      name: 'Sunday surcharge',
      weekdays: ['Sunday'],
      isPercentage: true,
      amount: 10,
      isEnabled: true,
    });
    expect(holiday).toMatchObject({ name: 'Public holiday surcharge', weekdays: [], amount: 15 });
    expect(holiday!.publicHolidayDays).toContain('25/12/2025');
  });

  it('refuses other roles and anonymous callers', async () => {
    const { cookie } = await signedInUser(t, {
      role: 'restaurantStaff',
      restaurantId: (await restaurantRow(t, 'goldendragon')).id,
    });
    expect((await t.request({ method: 'GET', url: '/api/surcharges', as: cookie })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/surcharges' })).statusCode).toBe(403);
  });
});

describe('PUT /api/updateRestaurantValues/ {surchargeSettings}', () => {
  it('prices the next Saturday order with a new Saturday surcharge, the higher one only', async () => {
    expect((await order()).json()).toMatchObject({ surchargeTotalCent: 0, surcharges: [] });

    const before = await list();
    const res = await save([...before, SATURDAY]);
    expect(res.statusCode, res.body).toBe(200);
    const saved = SurchargeSettingsResponse.shape.surchargeSettings.parse(res.json().surchargeSettings);
    expect(saved.map((s) => s.id).slice(0, 2)).toEqual(before.map((s) => s.id));
    expect(saved[2]).toMatchObject({ ...SATURDAY, id: expect.any(String) });
    expect(await list()).toEqual(saved);

    expect((await order()).json()).toMatchObject({
      subtotalCent: 4400,
      surchargeTotalCent: 250,
      totalCent: 4650,
      surcharges: [{ name: 'Saturday surcharge', type: 'fixed', amount: 250 }],
    });

    // A second Saturday rule of 12.5 %: only the higher (550) applies.
    await save([...saved, { ...SATURDAY, name: 'Weekend rate', isPercentage: true, amount: 12.5 }]);
    expect((await order()).json()).toMatchObject({
      surchargeTotalCent: 550,
      surcharges: [{ name: 'Weekend rate', type: 'percentage', amount: 550 }],
    });

    // Disabled, then deleted: back to no surcharge on a Saturday.
    const withBoth = await list();
    await save(withBoth.map((s) => (s.weekdays.includes('Saturday') ? { ...s, isEnabled: false } : s)));
    expect((await order()).json()).toMatchObject({ surchargeTotalCent: 0 });
    const restored = await save(before);
    expect(restored.statusCode).toBe(200);
    expect(await list()).toEqual(before);
    expect((await order()).json()).toMatchObject({ surchargeTotalCent: 0, surcharges: [] });
  });

  it('answers the rule texts and saves nothing of a list with one bad item', async () => {
    const before = await list();
    const refused = async (item: Record<string, unknown>, message: string) => {
      const res = await save([...before, SATURDAY, { ...SATURDAY, ...item }]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await list()).toEqual(before);
    };
    await refused({ name: ' ' }, SURCHARGE_MESSAGES.name);
    await refused({ surchargeDescription: 'x'.repeat(51) }, SURCHARGE_MESSAGES.description);
    await refused({ amount: undefined }, SURCHARGE_MESSAGES.amount);
    await refused({ amount: 2.5 }, SURCHARGE_MESSAGES.cents);
    await refused({ isPercentage: true, amount: 101 }, SURCHARGE_MESSAGES.percentage);
    await refused({ publicHolidayDays: ['2025-12-25'] }, 'Date must be DD/MM/YYYY');
    const twoKeys = await t.request({
      method: 'PUT',
      url: '/api/updateRestaurantValues/',
      payload: { surchargeSettings: [], serviceTypes: [] },
      as: owner,
    });
    expect(twoKeys.statusCode).toBe(400);
    expect(await list()).toEqual(before);
  });

  it("refuses other roles and never reaches another restaurant's surcharges", async () => {
    const gd = await restaurantRow(t, 'goldendragon');
    for (const role of ['restaurantStaff', 'restaurantManager']) {
      const { cookie } = await signedInUser(t, { role, restaurantId: gd.id });
      expect((await save([], cookie)).statusCode).toBe(403);
    }
    expect((await save([], null)).statusCode).toBe(403);

    const before = await list();
    const bondi = await restaurantRow(t, 'bondibites');
    const bondiAdmin = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: bondi.id })).cookie;
    // Golden Dragon's ids in Bondi's list: Bondi gets new rows, Golden Dragon's stay as they were.
    const res = await save(
      before.map((s) => ({ ...s, name: `${s.name} (Bondi)` })),
      bondiAdmin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const bondiList = await list(bondiAdmin);
    expect(bondiList.map((s) => s.name)).toEqual(before.map((s) => `${s.name} (Bondi)`));
    expect(bondiList.map((s) => s.id)).not.toEqual(before.map((s) => s.id));
    expect(await list()).toEqual(before);
  });
});
