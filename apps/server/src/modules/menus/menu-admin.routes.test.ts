import { OnlineResponse } from '@rpos/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { menuCategories, menus, restaurants } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

const t = await buildTestApp();
const NOW = new Date('2025-06-02T02:00:00Z');

let gdId = '';
let gdMenuId = '';
let owner = '';
const events: { topic: string; message: unknown }[] = [];

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: NOW });
  t.setNow(NOW);
  gdId = (await t.db.select().from(restaurants).where(eq(restaurants.urlIdentifier, 'goldendragon')))[0]!.id;
  gdMenuId = (
    await t.db
      .select()
      .from(menus)
      .where(and(eq(menus.restaurantId, gdId), eq(menus.isMainMenu, true)))
  )[0]!.id;
  owner = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gdId })).cookie;
  const publish = t.deps.events.publish.bind(t.deps.events);
  t.deps.events.publish = async (topic, message) => {
    events.push({ topic, message });
    return publish(topic, message);
  };
});

type Req = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object; as?: string };
const call = ({ as = owner, ...rest }: Req) => t.request({ ...rest, as });

async function newRestaurantAdmin() {
  const restaurant = await createRestaurant(t.db);
  const { cookie } = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: restaurant.id });
  return { restaurant, cookie };
}

async function createMenu(cookie: string, body: object = {}) {
  const res = await call({
    method: 'POST',
    url: '/api/myMenu',
    payload: { menuName: 'Lunch', ...body },
    as: cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string } & Record<string, unknown>;
}

describe('menu list and form', () => {
  it('lists newest first with paging and search', async () => {
    const { cookie } = await newRestaurantAdmin();
    for (const [i, name] of ['Breakfast', 'Lunch', 'Dinner', 'Late night', 'Drinks', 'Desserts'].entries()) {
      t.setNow(new Date(NOW.getTime() + i * 1000));
      await createMenu(cookie, {
        menuName: name,
        menuDescription: name === 'Drinks' ? 'Tea and coffee' : null,
      });
    }
    t.setNow(NOW);
    const page1 = (await call({ method: 'GET', url: '/api/myMenus?page=1&pageSize=5', as: cookie })).json();
    expect(page1.total).toBe(6);
    expect(page1.menus.map((m: { menuName: string }) => m.menuName)).toEqual([
      'Desserts',
      'Drinks',
      'Late night',
      'Dinner',
      'Lunch',
    ]);
    const page2 = (await call({ method: 'GET', url: '/api/mymenus?page=2&pageSize=5', as: cookie })).json();
    expect(page2.menus.map((m: { menuName: string }) => m.menuName)).toEqual(['Breakfast']);
    const search = (await call({ method: 'GET', url: '/api/myMenus?search=coffee', as: cookie })).json();
    expect(search.menus.map((m: { menuName: string }) => m.menuName)).toEqual(['Drinks']);
    expect(search.pageSize).toBe(10);
    const bad = await call({ method: 'GET', url: '/api/myMenus?pageSize=7', as: cookie });
    expect(bad.statusCode).toBe(400);
  });

  it('needs a name; keeps main to fifth exclusive and turns sixth off; moves the main flag', async () => {
    const { restaurant, cookie } = await newRestaurantAdmin();
    const noName = await call({ method: 'POST', url: '/api/myMenu', payload: { menuName: ' ' }, as: cookie });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('Please enter a menu name.');
    const two = await call({
      method: 'POST',
      url: '/api/myMenu',
      payload: { menuName: 'X', isMainMenu: true, isThirdMenu: true },
      as: cookie,
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Only one of Main, Second, Third, Fourth and Fifth can be chosen.');
    const a = await createMenu(cookie, { isMainMenu: true, isSixthMenu: true, isForHubster: true });
    expect(a).toMatchObject({
      isMainMenu: true,
      isSixthMenu: false,
      isForHubster: true,
      status: 'unpublished',
    });
    const b = await createMenu(cookie, { menuName: 'Other', isSixthMenu: true });
    expect(b).toMatchObject({ isSixthMenu: true });
    const res = await call({
      method: 'PUT',
      url: `/api/myMenu/${b.id}`,
      payload: { isMainMenu: true },
      as: cookie,
    });
    expect(res.json()).toMatchObject({ isMainMenu: true, isSixthMenu: false, menuName: 'Other' });
    const mains = await t.db
      .select()
      .from(menus)
      .where(and(eq(menus.restaurantId, restaurant.id), eq(menus.isMainMenu, true)));
    expect(mains.map((m) => m.id)).toEqual([b.id]);
  });

  it('saves service availability: HH:mm only, days without periods dropped', async () => {
    const { cookie } = await newRestaurantAdmin();
    const menu = await createMenu(cookie);
    const bad = await call({
      method: 'PUT',
      url: `/api/myMenu/${menu.id}`,
      payload: {
        serviceAvailability: [{ day_of_week: 1, time_periods: [{ start_time: '9:00', end_time: '17:00' }] }],
      },
      as: cookie,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Times must be 24-hour HH:mm.');
    const res = await call({
      method: 'PUT',
      url: `/api/myMenu/${menu.id}`,
      payload: {
        serviceAvailability: [
          { day_of_week: 3, time_periods: [{ start_time: '17:00', end_time: '22:30' }] },
          { day_of_week: 2, time_periods: [] },
          { day_of_week: 1, time_periods: [{ start_time: '09:00', end_time: '17:00' }] },
        ],
      },
      as: cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().serviceAvailability).toEqual([
      { day_of_week: 1, time_periods: [{ start_time: '09:00', end_time: '17:00' }] },
      { day_of_week: 3, time_periods: [{ start_time: '17:00', end_time: '22:30' }] },
    ]);
    expect(res.json().menuName).toBe('Lunch');
  });
});

describe('permissions and tenancy', () => {
  it("never reads or edits another restaurant's menu", async () => {
    const other = await newRestaurantAdmin();
    for (const req of [
      { method: 'GET', url: `/api/myMenu/${gdMenuId}` },
      { method: 'PUT', url: `/api/myMenu/${gdMenuId}`, payload: { menuName: 'Mine' } },
      { method: 'PUT', url: `/api/publishMenu/${gdMenuId}` },
      { method: 'GET', url: `/api/menuCategories/${gdMenuId}` },
      { method: 'GET', url: `/api/menuGroups/${gdMenuId}` },
      { method: 'POST', url: '/api/myMenu', payload: { id: gdMenuId, menuName: 'Mine' } },
    ] as const) {
      const res = await call({ ...req, as: other.cookie });
      expect(res.statusCode, `${req.method} ${req.url}`).toBe(403);
      expect(res.json().message).toBe('This menu belongs to another restaurant.');
    }
    const list = (await call({ method: 'GET', url: '/api/myMenus', as: other.cookie })).json();
    expect(list.total).toBe(0);
  });

  it('needs a signed-in user with menu management', async () => {
    expect((await t.request({ method: 'GET', url: '/api/myMenus' })).statusCode).toBe(403);
    const staff = await signedInUser(t, { role: 'restaurantStaff', restaurantId: gdId, permissions: [] });
    expect((await call({ method: 'GET', url: '/api/myMenus', as: staff.cookie })).statusCode).toBe(403);
    const manager = await signedInUser(t, {
      role: 'restaurantManager',
      restaurantId: gdId,
      permissions: ['menuManagement'],
    });
    expect((await call({ method: 'GET', url: '/api/myMenus', as: manager.cookie })).statusCode).toBe(200);
    const menuAdmin = await signedInUser(t, { role: 'menuAdmin', restaurantId: gdId });
    expect((await call({ method: 'GET', url: '/api/myMenus', as: menuAdmin.cookie })).statusCode).toBe(200);
  });

  it('lets only admin delete and copy; only group admins send', async () => {
    const { cookie } = await newRestaurantAdmin();
    const menu = await createMenu(cookie);
    const del = await call({ method: 'DELETE', url: `/api/myMenu/${menu.id}`, as: cookie });
    expect(del.statusCode).toBe(403);
    const copy = await call({
      method: 'POST',
      url: `/api/copyMenu/${menu.id}`,
      payload: { restaurantId: gdId, isCopyToTest: false },
      as: cookie,
    });
    expect(copy.statusCode).toBe(403);
    const send = await call({
      method: 'POST',
      url: `/api/sendMenu/${menu.id}`,
      payload: { restaurants: [gdId] },
      as: cookie,
    });
    expect(send.statusCode).toBe(403);
  });
});

describe('admin actions', () => {
  it('deletes, copies to a restaurant and to a test restaurant', async () => {
    const source = await createRestaurant(t.db);
    const target = await createRestaurant(t.db);
    const testTarget = await createRestaurant(t.db, { isTest: true });
    const admin = (await signedInUser(t, { role: 'admin', restaurantId: source.id })).cookie;
    const menu = await createMenu(admin, { isMainMenu: true });
    await call({
      method: 'POST',
      url: '/api/menuCategory',
      payload: { menuId: menu.id, name: 'Noodles' },
      as: admin,
    });
    const noTarget = await call({ method: 'POST', url: `/api/copyMenu/${menu.id}`, payload: {}, as: admin });
    expect(noTarget.statusCode).toBe(400);
    expect(noTarget.json().message).toContain('Please select a restaurant.');
    const notTest = await call({
      method: 'POST',
      url: `/api/copyMenu/${menu.id}`,
      payload: { restaurantId: target.id, isCopyToTest: true },
      as: admin,
    });
    expect(notTest.statusCode).toBe(400);
    const copied = await call({
      method: 'POST',
      url: `/api/copyMenu/${menu.id}`,
      payload: { restaurantId: target.id, isCopyToTest: false },
      as: admin,
    });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json()).toMatchObject({
      restaurantId: target.id,
      menuName: 'Lunch',
      isMainMenu: true,
      status: 'unpublished',
    });
    expect(copied.json().id).not.toBe(menu.id);
    const cats = await t.db.select().from(menuCategories).where(eq(menuCategories.menuId, copied.json().id));
    expect(cats.map((c) => c.name)).toEqual(['Noodles']);
    const toTest = await call({
      method: 'POST',
      url: `/api/copyMenu/${menu.id}`,
      payload: { restaurantId: testTarget.id, isCopyToTest: true },
      as: admin,
    });
    expect(toTest.json()).toMatchObject({ restaurantId: testTarget.id });
    // The target may be named by its url identifier too, as PUT /userRestaurantId accepts it (issue 25).
    const byIdentifier = await call({
      method: 'POST',
      url: `/api/copyMenu/${menu.id}`,
      payload: { restaurantId: target.urlIdentifier },
      as: admin,
    });
    expect(byIdentifier.statusCode, byIdentifier.body).toBe(200);
    expect(byIdentifier.json()).toMatchObject({ restaurantId: target.id, isMainMenu: false });
    const unknown = await call({
      method: 'POST',
      url: `/api/copyMenu/${menu.id}`,
      payload: { restaurantId: 'no-such-place' },
      as: admin,
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'Please select a restaurant.']);
    const del = await call({ method: 'DELETE', url: `/api/myMenu/${menu.id}`, as: admin });
    expect(del.json()).toEqual({ message: 'Deleted successfully!' });
    expect(await t.db.select().from(menuCategories).where(eq(menuCategories.menuId, menu.id))).toEqual([]);
  });

  it('sends a menu to restaurants of the group only', async () => {
    const group = await createRestaurant(t.db, { type: 'restaurantGroup' });
    const a = await createRestaurant(t.db, { groupId: group.id });
    const b = await createRestaurant(t.db, { groupId: group.id });
    const outsider = await createRestaurant(t.db);
    const groupAdmin = await signedInUser(t, { role: 'restaurantGroupAdmin', restaurantId: group.id });
    // The group admin works on restaurant a (selected).
    const { users } = await import('../../db/schema');
    await t.db.update(users).set({ selectedRestaurantId: a.id }).where(eq(users.id, groupAdmin.user.id));
    const menu = await createMenu(groupAdmin.cookie, { menuName: 'Group menu' });
    expect(menu.restaurantId).toBe(a.id);
    const refused = await call({
      method: 'POST',
      url: `/api/sendMenu/${menu.id}`,
      payload: { restaurants: [b.id, outsider.id] },
      as: groupAdmin.cookie,
    });
    expect(refused.statusCode).toBe(403);
    expect(await t.db.select().from(menus).where(eq(menus.restaurantId, b.id))).toEqual([]);
    const sent = await call({
      method: 'POST',
      url: `/api/sendMenu/${menu.id}`,
      payload: { restaurants: [b.id] },
      as: groupAdmin.cookie,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe('Sent successfully!');
    const copies = await t.db.select().from(menus).where(eq(menus.restaurantId, b.id));
    expect(copies.map((m) => m.name)).toEqual(['Group menu']);
  });
});

describe('publishing', () => {
  const online = (headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url: '/api/online?menuId=goldendragon&tableId=5', headers });

  it('publishes a new version that diners get at their next menu check, and tells open pages', async () => {
    const before = OnlineResponse.parse((await online()).json());
    const version = before.menu!.version;
    const categoryId = before.menu!.categories[0]!.id;
    const item = await call({
      method: 'POST',
      url: '/api/menuItem',
      payload: {
        id: 'new-dish-1',
        menuId: gdMenuId,
        categoryId,
        name: 'Salt and Pepper Squid',
        price: 2250,
        // The demo menu has cooking categories (decision 0349): a dish names one.
        printCategory: 'Kitchen',
      },
    });
    expect(item.statusCode, item.body).toBe(200);
    expect(item.json().id).toBe('new-dish-1');
    events.length = 0;
    const res = await call({ method: 'PUT', url: `/api/publishMenu/${gdMenuId}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Published successfully!', version: version + 1 });
    expect(events).toContainEqual({
      topic: `restaurant:${gdId}`,
      message: { event: 'menuPublished', data: { menuId: gdMenuId, version: version + 1 } },
    });
    const after = OnlineResponse.parse(
      (await online({ menuId: gdMenuId, menuVersion: String(version) })).json(),
    );
    expect(after.isSameVersion).toBe(false);
    const dish = after.menu!.categories.flatMap((c) => c.items).find((i) => i.id === 'new-dish-1');
    expect(dish).toMatchObject({ name: 'Salt and Pepper Squid', price: 2250 });
  });

  it('needs the menu QR type for Publish QR and Unpublish QR', async () => {
    const { cookie } = await newRestaurantAdmin();
    const dineIn = await createMenu(cookie);
    for (const req of [
      { method: 'PUT', url: `/api/publishMenu/${dineIn.id}/takeaway` },
      { method: 'DELETE', url: `/api/unpublishMenu/${dineIn.id}/takeaway` },
    ] as const) {
      const res = await call({ ...req, as: cookie });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please select a QR code type for this menu.');
    }
    const takeaway = await createMenu(cookie, { menuName: 'Takeaway', qrCodeType: 'takeaway' });
    const pub = await call({ method: 'PUT', url: `/api/publishMenu/${takeaway.id}/takeaway`, as: cookie });
    expect(pub.json()).toMatchObject({ version: 1, menu: { status: 'published' } });
    const secondary = await call({
      method: 'PUT',
      url: `/api/publishSecondaryMenu/${dineIn.id}`,
      as: cookie,
    });
    expect(secondary.json()).toMatchObject({ version: 1, menu: { status: 'published', isMainMenu: false } });
    const unpub = await call({
      method: 'DELETE',
      url: `/api/unpublishMenu/${takeaway.id}/takeaway`,
      as: cookie,
    });
    expect(unpub.json()).toMatchObject({
      message: 'Unpublished successfully!',
      menu: { status: 'unpublished' },
    });
  });
});
