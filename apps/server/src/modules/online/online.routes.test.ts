import { OnlineResponse } from '@rpos/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { menuItems, menus, restaurants, restaurantTables } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { createRestaurant, createTable } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { publishMenu } from '../menus/menus.service';

const t = await buildTestApp();
// Monday 2 June 2025, 12:00 in Sydney.
const NOW = new Date('2025-06-02T02:00:00Z');

const online = (query: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: `/api/online?${query}`, headers });

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: NOW });
  t.setNow(NOW);
});

async function goldenDragonMenuId(): Promise<string> {
  const [row] = await t.db
    .select({ id: menus.id })
    .from(menus)
    .innerJoin(restaurants, eq(menus.restaurantId, restaurants.id))
    .where(eq(restaurants.urlIdentifier, 'goldendragon'));
  return row!.id;
}

describe('GET /api/online', () => {
  it('answers the full published menu of a dine-in table with the live state around it', async () => {
    const res = await online('menuId=goldendragon&tableId=5');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = OnlineResponse.parse(res.json());
    expect(body.isSameVersion).toBe(false);
    expect(body.table).toEqual({ tableId: '5', name: 'Table 5', type: 'dinein', isPaymentRequired: false });
    expect(body.menu!.menuId).toBe(await goldenDragonMenuId());
    expect(body.menu!.version).toBe(1);

    const categories = body.menu!.categories;
    expect(categories.length).toBeGreaterThanOrEqual(8);
    const dishes = categories.flatMap((c) => c.items);
    expect(dishes.length).toBeGreaterThanOrEqual(60);
    expect(categories[0]!.altName).toMatch(/[\u4e00-\u9fff]/);
    expect(dishes.every((d) => d.price > 0 && Number.isInteger(d.price))).toBe(true);
    const harGow = dishes.find((d) => d.name === 'Har Gow')!;
    expect(harGow).toMatchObject({ altName: '虾饺', price: 880, tags: ['Recommended'], active: true });
    expect(harGow.image).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);

    // Sizes with one default; a size with its own groups; required and optional groups with options.
    const wonton = dishes.find((d) => d.name === 'Wonton Soup')!;
    expect(wonton.sizes.map((s) => [s.name, s.price, s.default])).toEqual([
      ['Small', 1280, true],
      ['Large', 1880, false],
    ]);
    expect(wonton.sizes[1]!.groups.map((g) => g.name)).toEqual(['Extra toppings']);
    const noodleSoup = dishes.find((d) => d.name === 'Wonton Noodle Soup')!;
    expect(noodleSoup.groups.map((g) => g.name)).toEqual(['Choice of noodle', 'Extra toppings']);
    expect(noodleSoup.groups[0]).toMatchObject({
      required: true,
      force_min: 1,
      force_max: 1,
      allow_quantity: false,
    });
    expect(noodleSoup.groups[0]!.options[0]).toMatchObject({ name: 'Egg noodles', default: true, price: 0 });
    expect(noodleSoup.groups[1]).toMatchObject({ required: false, force_max: 3, allow_quantity: true });
    const side = dishes
      .find((d) => d.name === 'Honey BBQ Pork')!
      .groups.find((g) => g.name === 'Add a side')!;
    const rice = dishes.find((d) => d.name === 'Steamed Rice')!;
    expect(side.options.find((o) => o.name === 'Steamed rice')!.menuItemId).toBe(rice.id);

    // Visibility fields are carried for the diner to apply.
    expect(dishes.find((d) => d.name === 'Salt & Pepper Chicken Wings')).toMatchObject({
      active_begin: 1320,
      active_end: 1560,
    });
    expect(dishes.find((d) => d.name === 'Corkage (per bottle)')!.hideForWeb).toBe(true);
    expect(dishes.find((d) => d.name === "Chef's Weekend Peking Duck")).toMatchObject({
      active: false,
      hideDays: [1, 2, 3, 4, 5],
    });
    expect(dishes.find((d) => d.name === 'Hairy Crab (Seasonal)')!.hidden_until).toBe(
      new Date(NOW.getTime() + 30 * 86_400_000).toISOString(),
    );

    expect(body.restaurant).toMatchObject({
      restaurantId: 'goldendragon',
      name: 'Golden Dragon',
      altName: '金龙酒家',
      themeColor: '#e91e63',
      websiteStyle: 'classic',
      timezone: 'Australia/Sydney',
      currencySymbol: '$',
    });
    expect(body.restaurant.openHoursItems[0]).toMatchObject({
      weekdays: [1, 2, 3, 4, 5],
      openStart: '11:00',
      openEnd: '15:00',
    });
    expect(body.restaurant.closeDaysItems).toEqual(['25/12/2025']);
    expect(body.unavailable).toEqual([
      { menuItemId: dishes.find((d) => d.name === 'Seafood Congee')!.id, effectiveDate: '2025-06-02' },
    ]);
    expect(body.inactiveDishIds).toEqual([dishes.find((d) => d.name === "Chef's Weekend Peking Duck")!.id]);
    expect(body.announcement).toMatchObject({
      showDialog: true,
      dialogTitle: 'Yum cha every day',
      dialogVersion: 1,
    });
    expect(body.qrSettings).toEqual({ isOrderingDisabled: false, disabledDate: null });
  });

  it('serves the pictures it points at', async () => {
    const body = (await online('menuId=goldendragon&tableId=5')).json();
    const image = body.menu.categories[0].items[0].image as string;
    const res = await t.request({ method: 'GET', url: image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('answers isSameVersion true, without the menu, when the client holds the latest version', async () => {
    const menuId = await goldenDragonMenuId();
    const same = await online('menuId=goldendragon&tableId=5', { menuId, menuVersion: '1' });
    expect(same.statusCode).toBe(200);
    expect(same.json().isSameVersion).toBe(true);
    expect(same.json()).not.toHaveProperty('menu');
    expect(same.json().table.tableId).toBe('5');

    const otherMenu = await online('menuId=goldendragon&tableId=5', { menuId: 'another', menuVersion: '1' });
    expect(otherMenu.json().isSameVersion).toBe(false);

    // Publishing a new version makes the client's copy stale.
    await t.db.update(menuItems).set({ price: 990 }).where(eq(menuItems.name, 'Har Gow'));
    await publishMenu(t.db, menuId, { now: NOW });
    const stale = await online('menuId=goldendragon&tableId=5', { menuId, menuVersion: '1' });
    const body = stale.json();
    expect(body.isSameVersion).toBe(false);
    expect(body.menu.version).toBe(2);
    const harGow = body.menu.categories
      .flatMap((c: { items: { name: string }[] }) => c.items)
      .find((d: { name: string }) => d.name === 'Har Gow');
    expect(harGow.price).toBe(990);
    const fresh = await online('menuId=goldendragon&tableId=5', { menuId, menuVersion: '2' });
    expect(fresh.json().isSameVersion).toBe(true);
  });

  it('lists dishes switched inactive after publishing', async () => {
    const [squid] = await t.db
      .update(menuItems)
      .set({ active: false })
      .where(eq(menuItems.name, 'Salt & Pepper Squid'))
      .returning();
    const body = (await online('menuId=goldendragon&tableId=5')).json();
    expect(body.inactiveDishIds).toContain(squid!.id);
    await t.db.update(menuItems).set({ active: true }).where(eq(menuItems.id, squid!.id));
  });

  it('serves named order types with their QR settings', async () => {
    const takeaway = await online('menuId=goldendragon&tableId=takeaway');
    expect(takeaway.statusCode).toBe(200);
    expect(takeaway.json().table).toEqual({ tableId: 'takeaway', name: 'Takeaway', type: 'takeaway' });
    expect(takeaway.json().menu.version).toBeGreaterThanOrEqual(1);

    const delivery = await online('menuId=bondibites&tableId=delivery');
    expect(delivery.statusCode).toBe(200);
    expect(delivery.json().qrSettings).toEqual({ isOrderingDisabled: true, disabledDate: null });
    expect(delivery.json().restaurant.altName).toBeNull();
    expect(delivery.json().menu.categories.length).toBeGreaterThanOrEqual(4);
  });

  it('answers 404 with a clear message for an unknown restaurant or table', async () => {
    const noRestaurant = await online('menuId=nosuchplace&tableId=5');
    expect(noRestaurant.statusCode).toBe(404);
    expect(noRestaurant.json()).toEqual({ code: 'NOT_FOUND', message: 'Restaurant not found' });
    const group = await online('menuId=harboureats&tableId=5');
    expect(group.statusCode).toBe(404);
    const noTable = await online('menuId=goldendragon&tableId=99');
    expect(noTable.statusCode).toBe(404);
    expect(noTable.json()).toEqual({ code: 'NOT_FOUND', message: 'Table not found' });
  });

  it('answers 404 when the restaurant has no published menu', async () => {
    const r = await createRestaurant(t.db);
    await createTable(t.db, r.id, { tableNumber: '1' });
    const res = await online(`menuId=${r.urlIdentifier}&tableId=1`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/no published menu/);
  });

  it('answers 400 for a bad query or cache header', async () => {
    const missing = await online('menuId=goldendragon');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION' });
    expect(missing.json().message).toMatch(/tableId/);
    const empty = await online('menuId=&tableId=5');
    expect(empty.statusCode).toBe(400);
    const badHeader = await online('menuId=goldendragon&tableId=5', { menuVersion: 'latest' });
    expect(badHeader.statusCode).toBe(400);
    expect(badHeader.json().message).toMatch(/menuVersion/);
  });

  it('keeps each table to its own restaurant', async () => {
    const [bb] = await t.db.select().from(restaurants).where(eq(restaurants.urlIdentifier, 'bondibites'));
    await createTable(t.db, bb!.id, { tableNumber: 'P1', name: 'Patio 1' });
    expect((await online('menuId=bondibites&tableId=P1')).statusCode).toBe(200);
    expect((await online('menuId=goldendragon&tableId=P1')).statusCode).toBe(404);
    await t.db
      .delete(restaurantTables)
      .where(and(eq(restaurantTables.restaurantId, bb!.id), eq(restaurantTables.tableNumber, 'P1')));
  });
});
