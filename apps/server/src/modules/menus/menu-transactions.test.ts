import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { menus, menuVersions, restaurants } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { signedInUser } from '../../test/factories';
import '../../test/one-query-per-connection';
import { buildTestApp } from '../../test/test-app';

// Regression of issue 11 (defect 3): reads run side by side on a transaction's one connection
// (publishing a menu, saving items, seeding). On PostgreSQL (DATABASE_URL) node-postgres warns, and
// one-query-per-connection.ts warns from the second query at once; on PGlite, which queues its
// queries, these tests still check the outcomes.
const t = await buildTestApp();
const NOW = new Date('2025-06-02T02:00:00Z');

const warnings: Error[] = [];
const onWarning = (w: Error) => warnings.push(w);
beforeEach(() => {
  warnings.length = 0;
  process.on('warning', onWarning);
});
afterEach(() => {
  process.off('warning', onWarning);
});
const warningTexts = () => warnings.map((w) => `${w.name}: ${w.message}`);

let gdMenuId = '';
let cookie = '';

describe('one query at a time on a transaction', () => {
  it('seeds the demo data, publishing its menus inside the seed transaction', async () => {
    expect(await seedDemoDataIfEmpty(t.db, { now: NOW })).not.toBeNull();
    t.setNow(NOW);
    const [gd] = await t.db.select().from(restaurants).where(eq(restaurants.urlIdentifier, 'goldendragon'));
    const [menu] = await t.db
      .select()
      .from(menus)
      .where(and(eq(menus.restaurantId, gd!.id), eq(menus.isMainMenu, true)));
    gdMenuId = menu!.id;
    cookie = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gd!.id })).cookie;
    const versions = await t.db.select().from(menuVersions).where(eq(menuVersions.menuId, gdMenuId));
    expect(versions.map((v) => v.version)).toEqual([1]);
    expect(warningTexts()).toEqual([]);
  });

  it('publishes one menu from several requests at once: consecutive versions', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => t.request({ method: 'PUT', url: `/api/publishMenu/${gdMenuId}`, as: cookie })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(results.map((r) => r.json().version).sort()).toEqual([2, 3, 4, 5]);
    expect(warningTexts()).toEqual([]);
  });

  it('saves items from several requests at once, each in its transaction', async () => {
    const categories = (
      await t.request({ method: 'GET', url: `/api/menuCategories/${gdMenuId}`, as: cookie })
    ).json().categories as { id: string }[];
    const categoryId = categories[0]!.id;
    const saves = await Promise.all([
      ...[1, 2, 3].map((n) =>
        t.request({
          method: 'POST',
          url: '/api/menuItem',
          payload: {
            id: `together-${n}`,
            menuId: gdMenuId,
            categoryId,
            name: `Dish ${n}`,
            price: 1000 + n,
            // The demo menu has cooking categories, so every dish names one (its "Kitchen": no printer).
            printCategory: 'Kitchen',
          },
          as: cookie,
        }),
      ),
      t.request({
        method: 'POST',
        url: '/api/menuItems',
        payload: {
          menuId: gdMenuId,
          categoryId,
          items: [
            { id: 'together-4', name: 'Dish 4', price: 1004, printCategory: 'Kitchen' },
            { id: 'together-5', name: 'Dish 5', price: 1005, printCategory: 'Kitchen' },
          ],
        },
        as: cookie,
      }),
    ]);
    expect(saves.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const after = (
      await t.request({ method: 'GET', url: `/api/menuCategories/${gdMenuId}`, as: cookie })
    ).json().categories as { id: string; items: { id: string; price: number }[] }[];
    const saved = after
      .find((c) => c.id === categoryId)!
      .items.filter((i) => i.id.startsWith('together-'))
      .map((i) => [i.id, i.price])
      .sort();
    expect(saved).toEqual([1, 2, 3, 4, 5].map((n) => [`together-${n}`, 1000 + n]));
    expect(warningTexts()).toEqual([]);
  });
});
