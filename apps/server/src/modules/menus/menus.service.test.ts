import { PublishedMenu } from '@rpos/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  itemGroups,
  itemSizes,
  menuCategories,
  menuItems,
  menus,
  menuVersions,
  optionGroups,
  options,
  restaurants,
  sizeGroups,
  unavailableItems,
} from '../../db/schema';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { createRestaurant } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { publishMenu } from './menus.service';

const t = await buildTestApp();
const NOW = new Date('2025-06-02T02:00:00Z');

/** A small menu: one category, a dish with two sizes, a required group on the dish and one on a size. */
async function smallMenu() {
  const restaurant = await createRestaurant(t.db);
  const menuId = newId();
  const categoryId = newId();
  const [noodles, rice, large, small, spice, extra] = [newId(), newId(), newId(), newId(), newId(), newId()];
  await t.db
    .insert(menus)
    .values({ id: menuId, restaurantId: restaurant.id, name: 'Lunch', isMainMenu: true });
  await t.db
    .insert(menuCategories)
    .values({ id: categoryId, menuId, name: 'Noodles', altName: '面', sort: 1 });
  await t.db.insert(menuItems).values([
    {
      id: noodles,
      menuId,
      categoryId,
      name: 'Dan Dan Noodles',
      altName: '担担面',
      price: 1680,
      sort: 1,
      tags: ['Spicy'],
    },
    {
      id: rice,
      menuId,
      categoryId,
      name: 'Steamed Rice',
      price: 350,
      sort: 2,
      activeBegin: 1320,
      activeEnd: 1560,
    },
  ]);
  await t.db.insert(itemSizes).values([
    { id: large, itemId: noodles, name: 'Large', price: 1980, sort: 2 },
    { id: small, itemId: noodles, name: 'Small', price: 1680, sort: 1, isDefault: true },
  ]);
  await t.db.insert(optionGroups).values([
    { id: spice, menuId, name: 'Spice level', required: true, forceMin: 1, forceMax: 1, sort: 2 },
    { id: extra, menuId, name: 'Extras', forceMax: 3, allowQuantity: true, sort: 1 },
  ]);
  await t.db.insert(options).values([
    { id: newId(), groupId: spice, name: 'Hot', sort: 2 },
    { id: newId(), groupId: spice, name: 'Mild', sort: 1, isDefault: true },
    {
      id: newId(),
      groupId: extra,
      name: 'Rice',
      price: 350,
      menuItemId: rice,
      linkedItemName: 'Steamed Rice',
    },
  ]);
  await t.db.insert(itemGroups).values({ menuId, itemId: noodles, groupId: spice, sort: 1 });
  await t.db.insert(sizeGroups).values({ sizeId: large, groupId: extra, sort: 1 });
  return { restaurant, menuId, categoryId, noodles, rice, spice, extra };
}

describe('publishMenu', () => {
  it('stores the menu as an immutable snapshot, version 1 then 2', async () => {
    const m = await smallMenu();
    const first = await publishMenu(t.db, m.menuId, { now: NOW });
    expect(first.version).toBe(1);
    const snap = PublishedMenu.parse(first.snapshot);
    expect(snap).toMatchObject({
      menuId: m.menuId,
      version: 1,
      name: 'Lunch',
      publishedAt: NOW.toISOString(),
    });
    const [category] = snap.categories;
    expect(category).toMatchObject({ id: m.categoryId, name: 'Noodles', altName: '面' });
    expect(category!.items.map((i) => i.name)).toEqual(['Dan Dan Noodles', 'Steamed Rice']);
    const dish = category!.items[0]!;
    expect(dish).toMatchObject({ altName: '担担面', price: 1680, tags: ['Spicy'], categoryId: m.categoryId });
    expect(dish.sizes.map((s) => [s.name, s.default])).toEqual([
      ['Small', true],
      ['Large', false],
    ]);
    expect(dish.sizes[1]!.groups.map((g) => g.name)).toEqual(['Extras']);
    expect(dish.sizes[1]!.groups[0]!.options[0]).toMatchObject({
      name: 'Rice',
      price: 350,
      menuItemId: m.rice,
    });
    expect(dish.groups).toHaveLength(1);
    expect(dish.groups[0]).toMatchObject({ name: 'Spice level', required: true, force_min: 1, force_max: 1 });
    expect(dish.groups[0]!.options.map((o) => [o.name, o.default])).toEqual([
      ['Mild', true],
      ['Hot', false],
    ]);
    expect(category!.items[1]).toMatchObject({
      active_begin: 1320,
      active_end: 1560,
      image: null,
      sizes: [],
    });

    const [menu] = await t.db.select().from(menus).where(eq(menus.id, m.menuId));
    expect(menu).toMatchObject({ isPublished: true });
    expect(menu!.publishedAt?.toISOString()).toBe(NOW.toISOString());

    await t.db.update(menuItems).set({ price: 1880 }).where(eq(menuItems.id, m.noodles));
    const second = await publishMenu(t.db, m.menuId, { now: NOW });
    expect(second.version).toBe(2);
    expect(second.snapshot.categories[0]!.items[0]!.price).toBe(1880);
    const versions = await t.db
      .select()
      .from(menuVersions)
      .where(eq(menuVersions.menuId, m.menuId))
      .orderBy(menuVersions.version);
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect(versions[0]!.snapshot.categories[0]!.items[0]!.price).toBe(1680);
  });

  it('gives concurrent publishes of one menu consecutive versions', async () => {
    const m = await smallMenu();
    const results = await Promise.all([1, 2, 3].map(() => publishMenu(t.db, m.menuId, { now: NOW })));
    expect(results.map((r) => r.version).sort()).toEqual([1, 2, 3]);
  });

  it('refuses an unknown menu with NOT_FOUND', async () => {
    await expect(publishMenu(t.db, 'nope')).rejects.toBeInstanceOf(AppError);
  });
});

describe('menu model constraints', () => {
  it('deleting a menu removes everything under it; deleting a dish unlinks its options', async () => {
    const m = await smallMenu();
    await publishMenu(t.db, m.menuId, { now: NOW });
    await t.db
      .insert(unavailableItems)
      .values({ id: newId(), restaurantId: m.restaurant.id, menuItemId: m.rice, effectiveDate: null });

    await t.db.delete(menuItems).where(eq(menuItems.id, m.rice));
    const [link] = await t.db.select().from(options).where(eq(options.groupId, m.extra));
    expect(link).toMatchObject({ menuItemId: null, linkedItemName: 'Steamed Rice' });
    const [unavailable] = await t.db
      .select({ n: count() })
      .from(unavailableItems)
      .where(eq(unavailableItems.restaurantId, m.restaurant.id));
    expect(unavailable!.n).toBe(0);

    await t.db.delete(menus).where(eq(menus.id, m.menuId));
    for (const [table, column] of [
      [menuCategories, menuCategories.menuId],
      [menuItems, menuItems.menuId],
      [optionGroups, optionGroups.menuId],
      [menuVersions, menuVersions.menuId],
      [itemGroups, itemGroups.menuId],
    ] as const) {
      const [row] = await t.db.select({ n: count() }).from(table).where(eq(column, m.menuId));
      expect(row!.n).toBe(0);
    }
    const [orphanOptions] = await t.db
      .select({ n: count() })
      .from(options)
      .where(eq(options.groupId, m.spice));
    expect(orphanOptions!.n).toBe(0);
  });

  it('deleting a restaurant removes its menus', async () => {
    const m = await smallMenu();
    await t.db.delete(restaurants).where(eq(restaurants.id, m.restaurant.id));
    const [row] = await t.db.select({ n: count() }).from(menus).where(eq(menus.id, m.menuId));
    expect(row!.n).toBe(0);
  });

  it('keeps a dish in its own menu, one default size, and exclusive menu kinds', async () => {
    const a = await smallMenu();
    const b = await smallMenu();
    // A dish of menu B cannot sit in a category of menu A.
    await expect(
      t.db
        .insert(menuItems)
        .values({ id: newId(), menuId: b.menuId, categoryId: a.categoryId, name: 'X', price: 100 }),
    ).rejects.toThrow();
    // A group of menu B cannot be linked to a dish of menu A.
    await expect(
      t.db.insert(itemGroups).values({ menuId: a.menuId, itemId: a.noodles, groupId: b.extra }),
    ).rejects.toThrow();
    await expect(
      t.db
        .insert(itemSizes)
        .values({ id: newId(), itemId: a.noodles, name: 'Huge', price: 2500, isDefault: true }),
    ).rejects.toThrow();
    await expect(
      t.db.update(menus).set({ isSecondaryMenu: true }).where(eq(menus.id, a.menuId)),
    ).rejects.toThrow();
    await expect(
      t.db
        .insert(menus)
        .values({ id: newId(), restaurantId: a.restaurant.id, name: 'Second main', isMainMenu: true }),
    ).rejects.toThrow();
    await expect(
      t.db
        .insert(optionGroups)
        .values({ id: newId(), menuId: a.menuId, name: 'Bad', forceMin: 3, forceMax: 1 }),
    ).rejects.toThrow();
    await expect(
      t.db.update(menuItems).set({ price: -1 }).where(eq(menuItems.id, a.noodles)),
    ).rejects.toThrow();
  });
});
