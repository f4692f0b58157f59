import { KdsOrdersResponse, type PublishedMenu, restaurantTopic } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookingCategories, itemPrintCategories, kitchenBumps, menuItems } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { newId } from '../../platform/ids';
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
} from '../orders/order-test-helpers';

const t = await buildTestApp();
let menu: PublishedMenu;
let gdId: string;
let cook: string;

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: MONDAY_NOON });
  t.setNow(MONDAY_NOON);
  menu = await menuOf(t, 'goldendragon', '5');
  gdId = (await restaurantRow(t, 'goldendragon')).id;
  cook = (await signedInUser(t, { role: 'restaurantStaff', restaurantId: gdId })).cookie;
});
beforeEach(() => t.setNow(MONDAY_NOON));

const kds = async (as: string) => {
  const res = await t.request({ method: 'GET', url: '/api/kds/orders', as });
  expect(res.statusCode, res.body).toBe(200);
  return KdsOrdersResponse.parse(res.json());
};
const bump = (as: string | undefined, body: object) =>
  t.request({ method: 'POST', url: '/api/kds/bump', payload: body, as });
const ticketsOf = (r: KdsOrdersResponse, orderNumber: string) =>
  r.categories.flatMap((c) =>
    c.tickets.filter((x) => x.orderNumber === orderNumber).map((x) => ({ category: c.name, ...x })),
  );

describe('kitchen display', () => {
  it('shows a diner order by cooking category (KDS categories, else Other) and bumps it for good', async () => {
    const siuMai = dishNamed(menu, 'Siu Mai');
    const soup = dishNamed(menu, 'Egg Tarts');
    // Siu Mai goes to a KDS cooking category "Dim Sum"; the soup has none (Other).
    const [item] = await t.db.select().from(menuItems).where(eq(menuItems.id, siuMai.id));
    const catId = newId();
    await t.db
      .insert(cookingCategories)
      .values({ id: catId, menuId: item!.menuId, name: 'Dim Sum', isForKDS: true });
    await t.db
      .insert(itemPrintCategories)
      .values({ menuId: item!.menuId, itemId: siuMai.id, cookingCategoryId: catId });

    const body = payload([line(siuMai, { quantity: 2, specialInstructions: 'no roe' }), line(soup)]);
    const placed = await placeOrder(t, body);
    expect(placed.statusCode, placed.body).toBe(200);
    const number = body.order.orderNumber;

    const tickets = ticketsOf(await kds(cook), number);
    expect(
      tickets.map((x) => [
        x.category,
        x.tableId,
        x.lines.map((l) => [l.name, l.quantity, l.specialInstructions]),
      ]),
    ).toEqual([
      ['Dim Sum', '5', [['Siu Mai', 2, 'no roe']]],
      ['Other', '5', [['Egg Tarts', 1, '']]],
    ]);

    const events: unknown[] = [];
    const off = t.deps.events.subscribe(restaurantTopic(gdId), (e) => events.push(e.payload));
    const r = await bump(cook, { orderId: tickets[0]!.orderId, cookingCategoryId: catId });
    off();
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ bumped: 1 });
    expect(events).toEqual([{ event: 'kitchenChanged', data: { orderId: tickets[0]!.orderId, bumped: 1 } }]);
    expect(ticketsOf(await kds(cook), number).map((x) => x.category)).toEqual(['Other']);

    // Bumping it again finds nothing open; the rest of the order is bumped with the whole-order call.
    expect((await bump(cook, { orderId: tickets[0]!.orderId, cookingCategoryId: catId })).statusCode).toBe(
      404,
    );
    expect((await bump(cook, { orderId: tickets[0]!.orderId })).json().bumped).toBe(1);
    expect(ticketsOf(await kds(cook), number)).toEqual([]);
    const rows = await t.db.select().from(kitchenBumps).where(eq(kitchenBumps.orderId, tickets[0]!.orderId));
    expect(rows).toHaveLength(2);
  });

  it("names the display client of the signed-in user; refuses other restaurants' orders and other roles", async () => {
    const body = payload([line(dishNamed(menu, 'Siu Mai'))]);
    expect((await placeOrder(t, body)).statusCode).toBe(200);
    const ticket = ticketsOf(await kds(cook), body.order.orderNumber)[0]!;

    const stranger = await signedInUser(t, { role: 'restaurantAdmin' });
    expect(ticketsOf(await kds(stranger.cookie), body.order.orderNumber)).toEqual([]);
    expect((await bump(stranger.cookie, { orderId: ticket.orderId })).statusCode).toBe(404);
    expect((await bump(undefined, { orderId: ticket.orderId })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/kds/orders' })).statusCode).toBe(403);
    const report = await signedInUser(t, { role: 'restaurantReport', restaurantId: gdId });
    expect((await t.request({ method: 'GET', url: '/api/kds/orders', as: report.cookie })).statusCode).toBe(
      403,
    );

    const admin = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gdId });
    const kitchen = await signedInUser(t, { role: 'restaurantStaff', restaurantId: gdId });
    const pos = await t.request({
      method: 'POST',
      url: '/api/posClient',
      payload: { posClientName: 'Till', posClientType: 'counter', username: kitchen.user.username },
      as: admin.cookie,
    });
    const dc = await t.request({
      method: 'POST',
      url: '/api/displayClient',
      payload: {
        displayClientName: 'Hot kitchen',
        username: kitchen.user.username,
        posIds: [pos.json().client.id],
      },
      as: admin.cookie,
    });
    expect(dc.statusCode, dc.body).toBe(200);
    expect((await kds(kitchen.cookie)).displayClientName).toBe('Hot kitchen');
    expect((await kds(cook)).displayClientName).toBeNull();
    // An order older than a day is no longer open on the display.
    t.setNow(new Date(MONDAY_NOON.getTime() + 25 * 3600_000));
    const later = await signedInUser(t, { role: 'restaurantStaff', restaurantId: gdId });
    expect(ticketsOf(await kds(later.cookie), body.order.orderNumber)).toEqual([]);
  });
});
