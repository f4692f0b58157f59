import {
  applicableSurcharges,
  OnlineResponse,
  type PlaceOrderResponse,
  type PublishedMenu,
  type SurchargeSetting,
  surchargeDay,
} from '@rpos/domain';
import { beforeAll, describe, expect, it } from 'vitest';
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
  SUNDAY_NOON,
} from './order-test-helpers';

// The checkout shows the surcharge from GET /online's rules; placeOrder adds its own. They must agree.
// Kept a minute: saved rules reach GET /online and placeOrder through the restaurantChanged event.
const t = await buildTestApp({ dinerCacheMs: 60_000 });
let owner: string;
let menu: PublishedMenu;

const rule = (extra: Partial<SurchargeSetting>) => ({
  name: 'Rule',
  surchargeDescription: '',
  weekdays: [],
  publicHolidayDays: [],
  isEnabled: true,
  isPercentage: true,
  isTax: false,
  isExclusive: false,
  isTaxBasedOnSubtotal: false,
  amount: 10,
  ...extra,
});

async function saveRules(surchargeSettings: unknown[]) {
  t.setNow(MONDAY_NOON);
  const res = await t.request({
    method: 'PUT',
    url: '/api/updateRestaurantValues/',
    payload: { surchargeSettings },
    as: owner,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function online(at: Date, tableId = '5') {
  t.setNow(at);
  const res = await t.request({ method: 'GET', url: `/api/online?menuId=goldendragon&tableId=${tableId}` });
  expect(res.statusCode, res.body).toBe(200);
  return OnlineResponse.parse(res.json());
}

async function place(at: Date, order: Record<string, unknown> = {}, tableId = '5') {
  t.setNow(at);
  const items = [line(dishNamed(menu, 'Siu Mai'), { quantity: 3 }), line(dishNamed(menu, 'Coca-Cola'))];
  const res = await placeOrder(t, payload(items, { tableId, order }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PlaceOrderResponse;
}

/** What the checkout shows for the /online answer, an order subtotal and day. */
const shown = (body: OnlineResponse, subtotal: number, at: Date, chosenDate?: string) =>
  applicableSurcharges(
    body.surchargeRules,
    surchargeDay(at, body.restaurant.timezone, chosenDate),
    subtotal,
  ).map(({ name, type, amount }) => ({ name, type, amount }));

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: MONDAY_NOON });
  t.setNow(MONDAY_NOON);
  const restaurantId = (await restaurantRow(t, 'goldendragon')).id;
  owner = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId })).cookie;
  menu = await menuOf(t, 'goldendragon', '5');
});

describe('GET /online surchargeRules and placeOrder agree', () => {
  it("carries the demo restaurant's enabled rules; a Sunday order pays what they give", async () => {
    const body = await online(SUNDAY_NOON);
    expect(body.surchargeRules).toEqual([
      expect.objectContaining({ name: 'Sunday surcharge', isPercentage: true, amount: 10, weekdays: [7] }),
      expect.objectContaining({ name: 'Public holiday surcharge', isPercentage: true, amount: 15 }),
    ]);
    const sunday = await place(SUNDAY_NOON);
    expect(sunday.surcharges).toEqual(shown(body, sunday.subtotalCent, SUNDAY_NOON));
    expect(sunday.surcharges).toHaveLength(1);
    expect(sunday.totalCent).toBe(sunday.subtotalCent + sunday.surcharges[0]!.amount);

    const monday = await place(MONDAY_NOON);
    expect(monday.surcharges).toEqual([]);
    expect(shown(await online(MONDAY_NOON), monday.subtotalCent, MONDAY_NOON)).toEqual([]);
  });

  it('follows saved rules on the next order: disabled ones are not sent, the higher one applies', async () => {
    await saveRules([
      rule({ name: 'Saturday surcharge', weekdays: ['Saturday'], isPercentage: false, amount: 250 }),
      rule({ name: 'Weekend rate', weekdays: ['Saturday', 'Sunday'], amount: 12.5 }),
      rule({ name: 'Switched off', weekdays: ['Saturday'], amount: 90, isEnabled: false }),
      rule({ name: 'Holiday', publicHolidayDays: ['07/06/2025'], amount: 2.5 }),
    ]);
    const body = await online(SATURDAY_NOON);
    expect(body.surchargeRules.map((r) => r.name)).toEqual(['Saturday surcharge', 'Weekend rate', 'Holiday']);
    expect(body.surchargeRules[2]).toMatchObject({ weekdays: [], publicHolidayDays: ['2025-06-07'] });

    const saturday = await place(SATURDAY_NOON);
    const expected = shown(body, saturday.subtotalCent, SATURDAY_NOON);
    expect(saturday.surcharges).toEqual(expected);
    // 12.5 % of the subtotal beats $2.50 for this order (Siu Mai × 3 and a Coca-Cola).
    expect(saturday.surcharges).toEqual([
      { name: 'Weekend rate', type: 'percentage', amount: Math.round(saturday.subtotalCent * 0.125) },
    ]);
    expect(saturday.totalCent).toBe(saturday.subtotalCent + expected[0]!.amount);
  });

  it('an order ahead pays the surcharge of its chosen date, as the checkout works it out', async () => {
    await saveRules([
      rule({ name: 'Saturday surcharge', weekdays: ['Saturday'], isPercentage: false, amount: 250 }),
    ]);
    // Placed on Monday for Saturday: the Saturday rule applies, not Monday's (none).
    const body = await online(MONDAY_NOON, 'pickup');
    const ahead = await place(
      MONDAY_NOON,
      { pickupTimeType: 'chooseTime', selectedDate: '07/06/2025', pickupTime: '12:00' },
      'pickup',
    );
    expect(ahead.surcharges).toEqual([{ name: 'Saturday surcharge', type: 'fixed', amount: 250 }]);
    expect(ahead.surcharges).toEqual(shown(body, ahead.subtotalCent, MONDAY_NOON, '2025-06-07'));
    expect(shown(body, ahead.subtotalCent, MONDAY_NOON)).toEqual([]);
    // Placed on Saturday for the same day.
    const now = await place(SATURDAY_NOON);
    expect(now.surcharges).toEqual(shown(await online(SATURDAY_NOON), now.subtotalCent, SATURDAY_NOON));
    expect(now.totalCent).toBe(now.subtotalCent + 250);
  });
});
