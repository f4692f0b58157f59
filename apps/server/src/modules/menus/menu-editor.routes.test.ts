import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemGroups, menuItems, options, sizeGroups } from '../../db/schema';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

const t = await buildTestApp();

let cookie = '';
let menuId = '';

beforeAll(async () => {
  const restaurant = await createRestaurant(t.db);
  cookie = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: restaurant.id })).cookie;
  menuId = (await post('/api/myMenu', { menuName: 'Dinner' })).json().id;
});

const post = (url: string, payload: object) => t.request({ method: 'POST', url, payload, as: cookie });
const put = (url: string, payload: object) => t.request({ method: 'PUT', url, payload, as: cookie });
const del = (url: string) => t.request({ method: 'DELETE', url, as: cookie });
const get = (url: string) => t.request({ method: 'GET', url, as: cookie });

async function ok(res: Promise<{ statusCode: number; body: string; json(): { id: string } }>) {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json().id;
}
const refused = async (
  res: Promise<{ statusCode: number; json(): { message: string } }>,
  message: string,
) => {
  const r = await res;
  expect(r.statusCode).toBeGreaterThanOrEqual(400);
  expect(r.statusCode).toBeLessThan(500);
  expect(r.json().message).toContain(message);
};

const categories = async () =>
  (await get(`/api/menuCategories/${menuId}`)).json().categories as {
    id: string;
    name: string;
    sort: number;
    items: Record<string, unknown>[];
  }[];

describe('categories', () => {
  it('adds, validates, reorders and deletes (with their items)', async () => {
    await refused(post('/api/menuCategory', { menuId, name: '' }), 'Please enter a category name.');
    await refused(
      post('/api/menuCategory', { menuId, name: 'Soups', cookingPriority: 1.5 }),
      'Please input an interger for the cooking priority',
    );
    const soups = await ok(post('/api/menuCategory', { menuId, name: 'Soups' }));
    const mains = await ok(post('/api/menuCategory', { menuId, name: 'Mains', cookingPriority: 2 }));
    expect((await categories()).map((c) => [c.name, c.sort])).toEqual([
      ['Soups', 1],
      ['Mains', 2],
    ]);
    await ok(
      put('/api/menuCategory', {
        id: soups,
        menuId,
        name: 'Soup',
        hidden_until: '2030-01-01T00:00:00Z',
        active_begin: 600,
        active_end: 900,
      }),
    );
    const [soup] = await categories();
    // Choosing "hidden until" clears the time range.
    expect(soup).toMatchObject({
      name: 'Soup',
      hidden_until: '2030-01-01T00:00:00.000Z',
      active_begin: null,
    });
    const reorder = await put('/api/menuCategories', { menuId, categories: [{ id: mains }, { id: soups }] });
    expect(reorder.json()).toEqual({ message: 'Updated successfully!' });
    expect((await categories()).map((c) => c.name)).toEqual(['Mains', 'Soup']);
    await ok(post('/api/menuItem', { menuId, categoryId: soups, name: 'Wonton Soup', price: 1200 }));
    const res = await del(`/api/menuCategory/${menuId}/${soups}`);
    expect(res.json()).toEqual({ message: 'Deleted successfully!' });
    const [left] = await t.db.select({ n: count() }).from(menuItems).where(eq(menuItems.categoryId, soups));
    expect(left!.n).toBe(0);
    expect((await del(`/api/menuCategory/${menuId}/${soups}`)).statusCode).toBe(404);
  });
});

describe('items', () => {
  let categoryId = '';
  beforeAll(async () => {
    categoryId = await ok(post('/api/menuCategory', { menuId, name: 'Noodles' }));
  });

  it('saves every field, sizes with one default, groups per item and size; sort 999 by default', async () => {
    const spice = await ok(
      post('/api/menuGroup', { menuId, name: 'Spice', required: true, force_min: 1, force_max: 1 }),
    );
    const id = await ok(
      post('/api/menuItem', {
        id: 'client-id-1',
        menuId,
        categoryId,
        name: 'Dan Dan Noodles',
        altName: '担担面',
        shortName: 'DDN',
        description: 'Sesame and chilli',
        price: 1680,
        ingredients: 'pork, noodles',
        gstFree: true,
        productId: 'P-1',
        displayNumber: '12',
        tags: ['Spicy', 'Recommended'],
        colorHex: '#ff0000',
        isTakeawayDisabled: true,
        isForPrintingDisabled: true,
        isForKDSDisabled: true,
        isMainCourse: true,
        isOpenTableItem: true,
        groups: [{ id: spice, sort: 1 }],
        sizes: [
          { name: 'Small', price: 1680, default: true },
          { name: 'Large', price: 1980, groups: [{ id: spice, sort: 1 }] },
        ],
        active: true,
        active_begin: 660,
        active_end: 900,
        activeWeekDays: [6, 7],
      }),
    );
    expect(id).toBe('client-id-1');
    const item = (await categories()).find((c) => c.id === categoryId)!.items[0]!;
    expect(item).toMatchObject({
      name: 'Dan Dan Noodles',
      altName: '担担面',
      price: 1680,
      sort: 999,
      tags: ['Spicy', 'Recommended'],
      gstFree: true,
      isTakeawayDisabled: true,
      active_begin: 660,
      active_end: 900,
      activeWeekDays: [6, 7],
      groups: [{ id: spice, sort: 1 }],
      printCategory: '',
    });
    expect(
      (item.sizes as { name: string; default: boolean; sort: number }[]).map((s) => [
        s.name,
        s.default,
        s.sort,
      ]),
    ).toEqual([
      ['Small', true, 1],
      ['Large', false, 2],
    ]);
    // Saving again with the same id updates; the sort is kept.
    await ok(
      post('/api/menuItem', {
        id,
        menuId,
        categoryId,
        name: 'Dan Dan Mian',
        price: 1780,
        active: false,
        hideDays: [1],
      }),
    );
    const again = (await categories()).find((c) => c.id === categoryId)!.items[0]!;
    expect(again).toMatchObject({
      name: 'Dan Dan Mian',
      price: 1780,
      sort: 999,
      active: false,
      hideDays: [1],
      active_begin: null,
      activeWeekDays: [],
      sizes: [],
      groups: [],
    });
  });

  it('refuses what §5 refuses, with its message', async () => {
    const base = { menuId, categoryId, name: 'Rice' };
    await refused(
      post('/api/menuItem', { ...base, price: 'abc' }),
      'Please enter a valiad number in the price field.',
    );
    await refused(
      post('/api/menuItem', { ...base, price: -1 }),
      'Please enter a valiad number in the price field.',
    );
    await refused(post('/api/menuItem', { ...base, name: '', price: 100 }), 'Please enter a name.');
    await refused(
      post('/api/menuItem', {
        ...base,
        price: 100,
        sizes: [
          { name: 'S', price: 1, default: true },
          { name: 'L', price: 2, default: true },
        ],
      }),
      'Only one size can be default',
    );
    await refused(
      post('/api/menuItem', { ...base, price: 100, sizes: [{ name: '', price: 1 }] }),
      'Every size needs a name and a price.',
    );
    await refused(post('/api/menuItem', { ...base, price: 100, tags: ['Crunchy'] }), 'Unknown tag.');
    await refused(
      post('/api/menuItem', { ...base, price: 100, active_begin: 7, active_end: 900 }),
      'The time range must lie within 0 to 2880 minutes, in steps of 15.',
    );
    await refused(
      post('/api/menuItem', { ...base, price: 100, active_begin: 0, active_end: 2895 }),
      'in steps of 15',
    );
    await refused(
      post('/api/menuItem', { ...base, price: 100, groups: [{ id: 'nope', sort: 1 }] }),
      'Group not found',
    );
  });

  it('needs a print category when the menu has cooking categories', async () => {
    const other = await ok(post('/api/myMenu', { menuName: 'Kitchen' }));
    const cat = await ok(post('/api/menuCategory', { menuId: other, name: 'Grill' }));
    await refused(
      post('/api/menuCookingCategory', { menuId: other, name: ' ' }),
      'The category name cannot be empty.',
    );
    await refused(
      post('/api/menuCookingCategory', { menuId: other, name: 'Hot', printer: 'Kitchen', printCopies: 0 }),
      'The print copies should be a positive integer.',
    );
    const hot = await ok(
      post('/api/menuCookingCategory', { menuId: other, name: 'Hot', printer: 'Kitchen', printCopies: 2 }),
    );
    await refused(
      post('/api/menuCookingCategory', { menuId: other, name: 'hot' }),
      'The category alreay exists.',
    );
    await ok(
      post('/api/menuCookingCategory', { menuId: other, name: 'Screen', isForKDS: true, printCopies: 0 }),
    );
    const item = { menuId: other, categoryId: cat, name: 'Steak', price: 3500 };
    await refused(post('/api/menuItem', item), 'Please select a print cooking category or print categories.');
    await refused(post('/api/menuItem', { ...item, printCategory: 'Cold' }), 'Unknown print category.');
    const id = await ok(post('/api/menuItem', { ...item, printCategory: 'Hot;Screen' }));
    const list = (await get(`/api/menuCookingCategories/${other}`)).json().cookingCategories;
    expect(list).toEqual([
      expect.objectContaining({ name: 'Hot', printer: 'Kitchen', printCopies: 2, items: ['Steak'] }),
      expect.objectContaining({ name: 'Screen', isForKDS: true, printCopies: 1, items: ['Steak'] }),
    ]);
    // Renaming keeps the item's link; deleting removes it.
    await ok(
      put('/api/menuCookingCategory', { id: hot, menuId: other, name: 'Grill station', printer: 'Kitchen' }),
    );
    const cats = (await get(`/api/menuCategories/${other}`)).json().categories;
    expect(cats[0].items[0]).toMatchObject({ id, printCategory: 'Grill station;Screen' });
    expect((await del(`/api/menuCookingCategory/${other}/${hot}`)).json()).toEqual({
      message: 'Deleted successfully!',
    });
    const after = (await get(`/api/menuCategories/${other}`)).json().categories;
    expect(after[0].items[0].printCategory).toBe('Screen');
  });

  it('saves several items of a category at once', async () => {
    const res = await post('/api/menuItems', {
      menuId,
      categoryId,
      items: [
        { id: 'bulk-1', name: 'Spring Roll', price: 600, sort: 2 },
        { id: 'bulk-2', name: 'Dumpling', price: 800, sort: 1 },
      ],
    });
    expect(res.json()).toEqual({ ids: ['bulk-1', 'bulk-2'], message: 'Saved successfully!' });
  });

  it('deletes an item; an option linking to it becomes a broken link', async () => {
    const group = await ok(post('/api/menuGroup', { menuId, name: 'Add-ons' }));
    await ok(
      post('/api/menuGroupOption', {
        menuId,
        groupId: group,
        name: 'Roll',
        price: 300,
        menuItemId: 'bulk-1',
      }),
    );
    expect((await del(`/api/menuItem/${menuId}/bulk-1`)).json()).toEqual({
      message: 'Deleted successfully!',
    });
    expect((await del(`/api/menuItem/${menuId}/bulk-1`)).statusCode).toBe(404);
    const [link] = await t.db.select().from(options).where(eq(options.groupId, group));
    expect(link).toMatchObject({ menuItemId: null, linkedItemName: 'Spring Roll' });
  });
});

describe('groups and options', () => {
  it('adds groups at 99 pushing the others up, replaces options with sort = position + 1, removes links on delete', async () => {
    const menu = await ok(post('/api/myMenu', { menuName: 'Groups' }));
    await refused(post('/api/menuGroup', { menuId: menu, name: '' }), 'Please enter a group name.');
    await refused(
      post('/api/menuGroup', { menuId: menu, name: 'X', force_min: -1 }),
      'Force min and force max',
    );
    await refused(
      post('/api/menuGroup', { menuId: menu, name: 'X', force_min: 3, force_max: 1 }),
      'Force min and force max',
    );
    const first = await ok(post('/api/menuGroup', { menuId: menu, name: 'Sauce' }));
    const second = await ok(post('/api/menuGroup', { menuId: menu, name: 'Sides' }));
    let groups = (await get(`/api/menuGroups/${menu}`)).json().groups;
    expect(groups.map((g: { name: string; sort: number }) => [g.name, g.sort])).toEqual([
      ['Sauce', 98],
      ['Sides', 99],
    ]);
    await refused(
      post('/api/menuGroupOption', { menuId: menu, groupId: first, name: 'Chilli', price: -5 }),
      'Please enter a valid positive number',
    );
    await refused(
      post('/api/menuGroupOption', { menuId: menu, groupId: first, name: '', price: 0 }),
      'Please enter an option name.',
    );
    await ok(post('/api/menuGroupOption', { menuId: menu, groupId: first, name: 'Chilli', price: 50 }));
    await ok(post('/api/menuGroupOption', { menuId: menu, groupId: first, name: 'Soy', price: 0 }));
    groups = (await get(`/api/menuGroups/${menu}`)).json().groups;
    const sauce = groups.find((g: { id: string }) => g.id === first);
    expect(sauce.options.map((o: { name: string; sort: number }) => [o.name, o.sort])).toEqual([
      ['Chilli', 1],
      ['Soy', 2],
    ]);
    const [chilli, soy] = sauce.options;
    await ok(
      put('/api/menuGroup', {
        id: first,
        menuId: menu,
        name: 'Sauces',
        required: true,
        force_min: 1,
        force_max: 2,
        options: [{ ...soy, price: 20 }, { name: 'Garlic', price: 30, default: true }, chilli],
      }),
    );
    groups = (await get(`/api/menuGroups/${menu}`)).json().groups;
    const updated = groups.find((g: { id: string }) => g.id === first);
    expect(updated).toMatchObject({ name: 'Sauces', required: true, force_min: 1, force_max: 2 });
    expect(
      updated.options.map((o: { name: string; sort: number; price: number }) => [o.name, o.sort, o.price]),
    ).toEqual([
      ['Soy', 1, 20],
      ['Garlic', 2, 30],
      ['Chilli', 3, 50],
    ]);
    // Attach to an item and a size, then delete the group: nothing dangles.
    const cat = await ok(post('/api/menuCategory', { menuId: menu, name: 'Mains' }));
    await ok(
      post('/api/menuItem', {
        id: 'grp-item',
        menuId: menu,
        categoryId: cat,
        name: 'Chips',
        price: 500,
        groups: [{ id: first, sort: 1 }],
        sizes: [{ id: 'grp-size', name: 'Large', price: 700, groups: [{ id: first, sort: 1 }] }],
      }),
    );
    const reorder = await put('/api/menuGroups', { menuId: menu, groups: [{ id: second }, { id: first }] });
    expect(reorder.statusCode).toBe(200);
    expect((await del(`/api/menuGroup/${menu}/${first}`)).json()).toEqual({
      message: 'Deleted successfully!',
    });
    expect(await t.db.select().from(itemGroups).where(eq(itemGroups.groupId, first))).toEqual([]);
    expect(await t.db.select().from(sizeGroups).where(eq(sizeGroups.groupId, first))).toEqual([]);
    expect(await t.db.select().from(options).where(eq(options.groupId, first))).toEqual([]);
  });

  it('links options to items, labels them, and repairs broken links', async () => {
    const menu = await ok(post('/api/myMenu', { menuName: 'Links' }));
    const cat = await ok(post('/api/menuCategory', { menuId: menu, name: 'Drinks' }));
    const tea = await ok(
      post('/api/menuItem', { menuId: menu, categoryId: cat, name: 'Milk Tea', price: 550 }),
    );
    const coke = await ok(post('/api/menuItem', { menuId: menu, categoryId: cat, name: 'Coke', price: 400 }));
    const group = await ok(post('/api/menuGroup', { menuId: menu, name: 'Add a drink' }));
    const none = await post(`/api/refreshOptionLinks/${menu}`, {});
    expect(none.json()).toMatchObject({ message: 'No broken links found', broken: 0 });
    await refused(
      post('/api/menuGroupOption', {
        menuId: menu,
        groupId: group,
        name: 'Ghost',
        price: 0,
        menuItemId: 'missing',
      }),
      'Please select an item to link.',
    );
    const res = await post('/api/menuGroupOptions', {
      menuId: menu,
      groupId: group,
      options: [
        { name: 'Milk Tea', price: 450, menuItemId: tea },
        { name: 'Coke', price: 300, menuItemId: coke, category: 'Drinks' },
        { name: 'Water', price: 0 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const opts = () =>
      t
        .request({ method: 'GET', url: `/api/menuGroups/${menu}`, as: cookie })
        .then((r) => r.json().groups[0].options);
    expect(
      (await opts()).map((o: { name: string; sort: number; linkLabel: string | null }) => [
        o.name,
        o.sort,
        o.linkLabel,
      ]),
    ).toEqual([
      ['Water', 1, null],
      // Same sort: by name.
      ['Coke', 999, '(link - category)'],
      ['Milk Tea', 999, '(link)'],
    ]);
    // Deleting the dish breaks the link; a dish of that name repairs it.
    await t.db.delete(menuItems).where(eq(menuItems.id, tea));
    const broken = (await opts()).find((o: { name: string }) => o.name === 'Milk Tea');
    expect(broken).toMatchObject({ menuItemId: null, menuItemName: 'Milk Tea', linkLabel: '(broken link)' });
    const still = await post(`/api/refreshOptionLinks/${menu}`, {});
    expect(still.json()).toMatchObject({ broken: 1, repaired: 0 });
    // Saving the group with its options as read keeps the broken link for the repair.
    const asRead = await opts();
    const saved = await put('/api/menuGroup', {
      id: group,
      menuId: menu,
      name: 'Add a drink',
      options: asRead,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await opts()).find((o: { name: string }) => o.name === 'Milk Tea')).toMatchObject({
      menuItemId: null,
      menuItemName: 'Milk Tea',
      linkLabel: '(broken link)',
    });
    const newTea = await ok(
      post('/api/menuItem', { menuId: menu, categoryId: cat, name: 'Milk Tea', price: 600 }),
    );
    const fixed = await post(`/api/refreshOptionLinks/${menu}`, {});
    expect(fixed.json()).toEqual({
      message: 'Option links refreshed successfully',
      refreshed: 0,
      repaired: 1,
      broken: 0,
    });
    expect((await opts()).find((o: { name: string }) => o.name === 'Milk Tea')).toMatchObject({
      menuItemId: newTea,
      linkLabel: '(link)',
    });
  });
});
