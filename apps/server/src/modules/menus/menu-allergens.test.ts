import { ALLERGEN_MESSAGES } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { menuVersions } from '../../db/schema';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

// The menu editor's allergens (issue 32; decision 0560): dishes and options carry codes, the menu its
// own ones; unknown codes are refused; the published snapshot carries them compactly.

const t = await buildTestApp();

let cookie = '';
let menuId = '';
let categoryId = '';

beforeAll(async () => {
  const restaurant = await createRestaurant(t.db);
  cookie = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: restaurant.id })).cookie;
  menuId = (await send('POST', '/api/myMenu', { menuName: 'Dinner' })).json().id;
  categoryId = (await send('POST', '/api/menuCategory', { menuId, name: 'Mains' })).json().id;
});

function send(method: 'POST' | 'PUT' | 'GET', url: string, payload?: object, as = cookie) {
  return t.request({ method, url, ...(payload ? { payload } : {}), as });
}
async function ok(res: Promise<{ statusCode: number; body: string; json(): { id: string } }>) {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json().id;
}
async function refused(res: ReturnType<typeof send>, status: number, message: string) {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  expect(r.json().message).toContain(message);
}
const staffItems = async () =>
  (await send('GET', `/api/menuCategories/${menuId}`)).json() as {
    allergens: { code: string; name: string }[];
    categories: { items: { id: string; name: string; allergens: string[] }[] }[];
  };

describe('allergens in the menu editor', () => {
  it("saves a dish's allergens and an option that takes one away; the snapshot carries them", async () => {
    const group = await ok(
      send('POST', '/api/menuGroup', {
        menuId,
        name: 'Peanuts',
        options: [
          { name: 'No peanuts', price: 0, allergens: ['-pe'] },
          { name: 'Extra sesame', price: 50, allergens: ['se'] },
        ],
      }),
    );
    await ok(
      send('POST', '/api/menuItem', {
        menuId,
        categoryId,
        name: 'Kung Pao Chicken',
        price: 2380,
        allergens: ['so', 'pe', 'pe'],
        tags: ['Halal'],
        groups: [{ id: group }],
      }),
    );
    await ok(send('POST', '/api/menuItem', { menuId, categoryId, name: 'Rice', price: 300 }));
    const items = (await staffItems()).categories[0]!.items;
    const saved = items.find((i) => i.name === 'Kung Pao Chicken')!;
    expect(saved.allergens).toEqual(['pe', 'so']);
    // Saved again without the field (as a CSV file does): its allergens stay; an empty list clears them.
    const again = {
      menuId,
      categoryId,
      id: saved.id,
      name: 'Kung Pao Chicken',
      price: 2380,
      groups: [{ id: group }],
    };
    await ok(send('POST', '/api/menuItem', again));
    expect(
      (await staffItems()).categories[0]!.items.find((i) => i.name === 'Kung Pao Chicken')?.allergens,
    ).toEqual(['pe', 'so']);
    await ok(send('POST', '/api/menuItem', { ...again, allergens: [] }));
    expect(
      (await staffItems()).categories[0]!.items.find((i) => i.name === 'Kung Pao Chicken')?.allergens,
    ).toEqual([]);
    await ok(send('POST', '/api/menuItem', { ...again, allergens: ['pe', 'so'] }));
    const groups = (await send('GET', `/api/menuGroups/${menuId}`)).json().groups;
    expect(groups[0].options.map((o: { allergens: string[] }) => o.allergens)).toEqual([['-pe'], ['se']]);

    expect((await send('PUT', `/api/publishMenu/${menuId}`)).statusCode).toBe(200);
    const [version] = await t.db.select().from(menuVersions).where(eq(menuVersions.menuId, menuId));
    const dishes = version!.snapshot.categories[0]!.items;
    const kp = dishes.find((d) => d.name === 'Kung Pao Chicken')!;
    expect(kp.allergens).toEqual(['pe', 'so']);
    expect(kp.groups[0]!.options.map((o) => o.allergens)).toEqual([['-pe'], ['se']]);
    // A dish without allergens has no field in the diner's menu.
    expect(dishes.find((d) => d.name === 'Rice')).not.toHaveProperty('allergens');
    expect(version!.snapshot).not.toHaveProperty('allergens');
  });

  it('refuses unknown codes on a dish or an option with a clear 400, saving nothing', async () => {
    await refused(
      send('POST', '/api/menuItem', { menuId, categoryId, name: 'Satay', price: 100, allergens: ['peanut'] }),
      400,
      ALLERGEN_MESSAGES.unknownAllergen,
    );
    // A code of the menu's own form, before the menu has it.
    await refused(
      send('POST', '/api/menuItem', { menuId, categoryId, name: 'Satay', price: 100, allergens: ['x1'] }),
      400,
      ALLERGEN_MESSAGES.unknownAllergen,
    );
    await refused(
      send('POST', '/api/menuGroup', {
        menuId,
        name: 'Bad',
        options: [{ name: 'A', price: 0, allergens: ['-x2'] }],
      }),
      400,
      ALLERGEN_MESSAGES.unknownAllergen,
    );
    const names = (await staffItems()).categories[0]!.items.map((i) => i.name);
    expect(names).not.toContain('Satay');
  });

  it("adds the menu's own allergens, bilingual; a dish can carry one; one in use cannot be removed", async () => {
    await refused(
      send('PUT', '/api/menuAllergens', {
        menuId,
        allergens: [
          { code: 'x1', name: 'Celery' },
          { code: 'x2', name: 'celery' },
        ],
      }),
      400,
      ALLERGEN_MESSAGES.customAllergenDuplicate,
    );
    await refused(
      send('PUT', '/api/menuAllergens', { menuId, allergens: [{ code: 'x1', name: '' }] }),
      400,
      ALLERGEN_MESSAGES.customAllergenName,
    );
    const saved = await send('PUT', '/api/menuAllergens', {
      menuId,
      allergens: [
        { code: 'x1', name: 'Celery', altName: '芹菜' },
        { code: 'x2', name: 'Mustard' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().allergens).toEqual([
      { code: 'x1', name: 'Celery', altName: '芹菜' },
      { code: 'x2', name: 'Mustard', altName: null },
    ]);
    await ok(
      send('POST', '/api/menuItem', { menuId, categoryId, name: 'Waldorf', price: 900, allergens: ['x1'] }),
    );
    expect((await staffItems()).allergens.map((a) => a.name)).toEqual(['Celery', 'Mustard']);

    await refused(
      send('PUT', '/api/menuAllergens', { menuId, allergens: [{ code: 'x2', name: 'Mustard' }] }),
      409,
      'Waldorf',
    );
    // Mustard is on nothing: it goes.
    const kept = await send('PUT', '/api/menuAllergens', {
      menuId,
      allergens: [{ code: 'x1', name: 'Celery' }],
    });
    expect(kept.statusCode, kept.body).toBe(200);

    expect((await send('PUT', `/api/publishMenu/${menuId}`)).statusCode).toBe(200);
    const versions = await t.db.select().from(menuVersions).where(eq(menuVersions.menuId, menuId));
    const latest = versions.sort((a, b) => b.version - a.version)[0]!;
    expect(latest.snapshot.allergens).toEqual([{ code: 'x1', name: 'Celery', altName: null }]);
  });

  it("refuses staff without menu rights and another restaurant's menu", async () => {
    const other = await createRestaurant(t.db);
    const outsider = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: other.id })).cookie;
    await refused(
      send('PUT', '/api/menuAllergens', { menuId, allergens: [] }, outsider),
      403,
      'This menu belongs to another restaurant.',
    );
    const staff = (await signedInUser(t, { role: 'restaurantStaff', restaurantId: other.id })).cookie;
    expect((await send('PUT', '/api/menuAllergens', { menuId, allergens: [] }, staff)).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'PUT', url: '/api/menuAllergens', payload: { menuId, allergens: [] } }))
        .statusCode,
    ).toBe(403);
    // Nothing changed.
    expect((await staffItems()).allergens.map((a) => a.code)).toEqual(['x1']);
  });
});
