import { MenuCategoriesResponse } from '@rpos/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { menuItems, menus, restaurants } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { addUnavailable } from '../availability/availability.repository';

// GET /menuCategories/{id} tells the editor which dishes are sold out now: each item's `unavailable`
// entries that count today or later (restaurant's date), as PUT /menuItems/:itemId/unavailable sets them.

const t = await buildTestApp();
// Monday 2 June 2025, 12:00 in Sydney.
const NOW = new Date('2025-06-02T02:00:00Z');
const TODAY = '2025-06-02';

let staff = '';
let menuId = '';
let dishId = '';
let restaurantId = '';

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: NOW });
  t.setNow(NOW);
  const [r] = await t.db.select().from(restaurants).where(eq(restaurants.urlIdentifier, 'goldendragon'));
  const [dish] = await t.db
    .select({ id: menuItems.id, menuId: menuItems.menuId })
    .from(menuItems)
    .innerJoin(menus, eq(menuItems.menuId, menus.id))
    .where(and(eq(menus.restaurantId, r!.id), eq(menuItems.name, 'Siu Mai')));
  dishId = dish!.id;
  restaurantId = r!.id;
  menuId = dish!.menuId;
  staff = (
    await signedInUser(t, { role: 'restaurantManager', restaurantId: r!.id, permissions: ['menuManagement'] })
  ).cookie;
});

const setSoldOut = async (payload: object) => {
  const res = await t.request({
    method: 'PUT',
    url: `/api/menuItems/${dishId}/unavailable`,
    payload,
    as: staff,
  });
  expect(res.statusCode).toBe(200);
};

async function soldOutEntries(): Promise<(string | null)[]> {
  const res = await t.request({ method: 'GET', url: `/api/menuCategories/${menuId}`, as: staff });
  expect(res.statusCode).toBe(200);
  const body = MenuCategoriesResponse.parse(res.json());
  const items = body.categories.flatMap((c) => c.items);
  const dish = items.find((i) => i.id === dishId)!;
  return dish.unavailable.map((u) => u.effectiveDate);
}

describe('GET /api/menuCategories/{id}: sold out now', () => {
  it('reflects PUT /menuItems/:itemId/unavailable (today, until further notice, back on sale)', async () => {
    expect(await soldOutEntries()).toEqual([]);

    await setSoldOut({ unavailable: true, scope: 'today' });
    expect(await soldOutEntries()).toEqual([TODAY]);

    await setSoldOut({ unavailable: true, scope: 'always' });
    expect((await soldOutEntries()).sort()).toEqual([TODAY, null].sort());

    await setSoldOut({ unavailable: false });
    expect(await soldOutEntries()).toEqual([]);

    // An entry of an earlier day (in Sydney) no longer counts; one of a later day does.
    await addUnavailable(t.db, { restaurantId, menuItemId: dishId, effectiveDate: '2025-06-01' });
    await addUnavailable(t.db, { restaurantId, menuItemId: dishId, effectiveDate: '2025-06-03' });
    expect(await soldOutEntries()).toEqual(['2025-06-03']);
  });
});
