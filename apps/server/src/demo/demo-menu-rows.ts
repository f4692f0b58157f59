import { sortAllergens } from '@rpos/domain';
import type { DbOrTx } from '../db/client';
import {
  itemGroups,
  itemSizes,
  menuCategories,
  menuItems,
  menus,
  optionGroups,
  options,
  sizeGroups,
} from '../db/schema';
import { type ImageInsert, imageRow, insertImageRows } from '../modules/images/images.repository';
import { newId } from '../platform/ids';
import type { DemoMenu } from './demo-menu-types';
import { DISH_IMAGE_SIZE, drawDishPng } from './dish-illustration';

export interface MenuRows {
  menu: typeof menus.$inferInsert;
  categories: (typeof menuCategories.$inferInsert)[];
  items: (typeof menuItems.$inferInsert)[];
  sizes: (typeof itemSizes.$inferInsert)[];
  groups: (typeof optionGroups.$inferInsert)[];
  options: (typeof options.$inferInsert)[];
  itemGroups: (typeof itemGroups.$inferInsert)[];
  sizeGroups: (typeof sizeGroups.$inferInsert)[];
  images: ImageInsert[];
}

const DAY_MS = 86_400_000;

/** Turns a demo menu into table rows, drawing a picture for each dish that has one. */
export function buildMenuRows(
  def: DemoMenu,
  ctx: { restaurantId: string; now: Date; isMainMenu: boolean },
): MenuRows {
  const menuId = newId();
  const rows: MenuRows = {
    menu: {
      id: menuId,
      restaurantId: ctx.restaurantId,
      name: def.name,
      description: def.description,
      isMainMenu: ctx.isMainMenu,
      isDefault: ctx.isMainMenu,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    },
    categories: [],
    items: [],
    sizes: [],
    groups: [],
    options: [],
    itemGroups: [],
    sizeGroups: [],
    images: [],
  };

  const groupIds = new Map<string, string>();
  def.groups.forEach((g, gi) => {
    const id = newId();
    groupIds.set(g.key, id);
    rows.groups.push({
      id,
      menuId,
      name: g.name,
      altName: g.altName ?? null,
      required: g.required,
      forceMin: g.min,
      forceMax: g.max,
      allowQuantity: g.allowQuantity ?? false,
      hideForWeb: g.hideForWeb ?? false,
      sort: gi + 1,
    });
  });
  const groupId = (key: string) => {
    const id = groupIds.get(key);
    if (!id) throw new Error(`demo menu ${def.name}: unknown group ${key}`);
    return id;
  };

  const itemIdsByName = new Map<string, string>();
  def.categories.forEach((c, ci) => {
    const categoryId = newId();
    rows.categories.push({
      id: categoryId,
      menuId,
      name: c.name,
      altName: c.altName ?? null,
      description: c.description ?? null,
      sort: ci + 1,
      activeBegin: c.window?.[0] ?? null,
      activeEnd: c.window?.[1] ?? null,
    });
    c.dishes.forEach((d, di) => {
      const itemId = newId();
      itemIdsByName.set(d.name, itemId);
      let imageId: string | null = null;
      if (d.image !== false) {
        const png = drawDishPng({
          background: c.background,
          food: d.food ?? c.food,
          shape: d.shape ?? c.shape,
          name: d.name,
        });
        const image = imageRow({
          bytes: png,
          contentType: 'image/png',
          width: DISH_IMAGE_SIZE,
          height: DISH_IMAGE_SIZE,
          restaurantId: ctx.restaurantId,
        });
        rows.images.push(image);
        imageId = image.id;
      }
      rows.items.push({
        id: itemId,
        menuId,
        categoryId,
        name: d.name,
        altName: d.altName ?? null,
        description: d.description ?? null,
        price: d.price,
        imageId,
        tags: d.tags ?? [],
        allergens: sortAllergens(d.allergens ?? []),
        sort: di + 1,
        active: d.active ?? true,
        activeBegin: d.window?.[0] ?? null,
        activeEnd: d.window?.[1] ?? null,
        activeWeekDays: d.activeWeekDays ?? [],
        hideDays: d.hideDays ?? [],
        hiddenUntil: d.hiddenForDays ? new Date(ctx.now.getTime() + d.hiddenForDays * DAY_MS) : null,
        hideForWeb: d.hideForWeb ?? false,
        isTakeawayDisabled: d.isTakeawayDisabled ?? false,
        gstFree: d.gstFree ?? false,
      });
      (d.groups ?? []).forEach((key, sort) => {
        rows.itemGroups.push({ menuId, itemId, groupId: groupId(key), sort: sort + 1 });
      });
      (d.sizes ?? []).forEach((s, si) => {
        const sizeId = newId();
        rows.sizes.push({
          id: sizeId,
          itemId,
          name: s.name,
          altName: s.altName ?? null,
          price: s.price,
          isDefault: s.default ?? false,
          sort: si + 1,
        });
        (s.groups ?? []).forEach((key, sort) => {
          rows.sizeGroups.push({ sizeId, groupId: groupId(key), sort: sort + 1 });
        });
      });
    });
  });

  def.groups.forEach((g) => {
    g.options.forEach((o, oi) => {
      const linked = o.linkTo ? itemIdsByName.get(o.linkTo) : undefined;
      if (o.linkTo && !linked)
        throw new Error(`demo menu ${def.name}: option links to unknown dish ${o.linkTo}`);
      rows.options.push({
        id: newId(),
        groupId: groupId(g.key),
        name: o.name,
        altName: o.altName ?? null,
        price: o.price ?? 0,
        isDefault: o.default ?? false,
        sort: oi + 1,
        menuItemId: linked ?? null,
        linkedItemName: o.linkTo ?? null,
        allergens: o.allergens ?? [],
      });
    });
  });
  return rows;
}

/** Inserts the rows of a menu, parents first. */
export async function insertMenuRows(tx: DbOrTx, rows: MenuRows): Promise<void> {
  await insertImageRows(tx, rows.images);
  await tx.insert(menus).values(rows.menu);
  await tx.insert(menuCategories).values(rows.categories);
  await tx.insert(menuItems).values(rows.items);
  await tx.insert(optionGroups).values(rows.groups);
  await tx.insert(options).values(rows.options);
  if (rows.sizes.length) await tx.insert(itemSizes).values(rows.sizes);
  if (rows.itemGroups.length) await tx.insert(itemGroups).values(rows.itemGroups);
  if (rows.sizeGroups.length) await tx.insert(sizeGroups).values(rows.sizeGroups);
}
