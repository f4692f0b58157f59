import { and, count, desc, eq, ilike, inArray, max, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { independently } from '../../db/independent-queries';
import {
  cookingCategories,
  itemGroups,
  itemPrintCategories,
  itemSizes,
  menuCategories,
  menuItems,
  menus,
  menuVersions,
  optionGroups,
  options,
  sizeGroups,
} from '../../db/schema';
import { newId } from '../../platform/ids';
import type { MenuRow, MenuTree } from './menus.repository';

export type MenuInsert = typeof menus.$inferInsert;

/** Escapes LIKE wildcards so a search matches the text as typed. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the restaurant's menus, newest first, with each one's newest version number. */
export async function listMenus(
  db: DbOrTx,
  restaurantId: string,
  query: { page: number; pageSize: number; search?: string },
): Promise<{ rows: { menu: MenuRow; version: number }[]; total: number }> {
  const conditions: SQL[] = [eq(menus.restaurantId, restaurantId)];
  if (query.search) {
    conditions.push(
      or(ilike(menus.name, likeText(query.search)), ilike(menus.description, likeText(query.search)))!,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await independently(db, [
    () =>
      db
        .select({ menu: menus })
        .from(menus)
        .where(where)
        .orderBy(desc(menus.createdAt), desc(menus.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
    () => db.select({ n: count() }).from(menus).where(where),
  ]);
  const versions = await latestVersions(
    db,
    rows.map((r) => r.menu.id),
  );
  return {
    rows: rows.map((r) => ({ menu: r.menu, version: versions.get(r.menu.id) ?? 0 })),
    total: total?.n ?? 0,
  };
}

/** Newest version number per menu id. */
export async function latestVersions(db: DbOrTx, menuIds: readonly string[]): Promise<Map<string, number>> {
  if (menuIds.length === 0) return new Map();
  const rows = await db
    .select({ menuId: menuVersions.menuId, version: max(menuVersions.version) })
    .from(menuVersions)
    .where(inArray(menuVersions.menuId, [...menuIds]))
    .groupBy(menuVersions.menuId);
  return new Map(rows.map((r) => [r.menuId, r.version ?? 0]));
}

export async function insertMenu(tx: DbOrTx, row: MenuInsert): Promise<MenuRow> {
  const [inserted] = await tx.insert(menus).values(row).returning();
  return inserted!;
}

export async function updateMenu(
  tx: DbOrTx,
  menuId: string,
  patch: Partial<MenuInsert>,
): Promise<MenuRow | undefined> {
  const [row] = await tx.update(menus).set(patch).where(eq(menus.id, menuId)).returning();
  return row;
}

/** Takes the main flag off the restaurant's other menus (one main menu per restaurant). */
export async function clearOtherMainMenus(
  tx: DbOrTx,
  restaurantId: string,
  keepMenuId: string,
): Promise<void> {
  await tx
    .update(menus)
    .set({ isMainMenu: false })
    .where(and(eq(menus.restaurantId, restaurantId), eq(menus.isMainMenu, true), ne(menus.id, keepMenuId)));
}

export async function hasMainMenu(db: DbOrTx, restaurantId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(menus)
    .where(and(eq(menus.restaurantId, restaurantId), eq(menus.isMainMenu, true)));
  return (row?.n ?? 0) > 0;
}

/** Deletes a menu; its categories, items, groups, options and versions go with it (foreign keys). */
export async function deleteMenu(tx: DbOrTx, menuId: string): Promise<boolean> {
  const rows = await tx.delete(menus).where(eq(menus.id, menuId)).returning({ id: menus.id });
  return rows.length > 0;
}

export async function setMenuUnpublished(tx: DbOrTx, menuId: string, at: Date): Promise<MenuRow | undefined> {
  const [row] = await tx
    .update(menus)
    .set({ isPublished: false, updatedAt: at })
    .where(eq(menus.id, menuId))
    .returning();
  return row;
}

export type CookingCategoryRow = typeof cookingCategories.$inferSelect;
export type ItemPrintCategoryRow = typeof itemPrintCategories.$inferSelect;

/**
 * Copies a whole menu (categories, items, sizes, groups, options, links, cooking categories) under
 * new ids into a restaurant, unpublished. Images are shared by id (an image never changes).
 */
export async function copyMenuTree(
  tx: DbOrTx,
  source: MenuTree & { cookingCategories: CookingCategoryRow[]; printLinks: ItemPrintCategoryRow[] },
  target: { restaurantId: string; menu: Partial<MenuInsert>; now: Date },
): Promise<MenuRow> {
  const ids = new Map<string, string>();
  const idOf = (old: string) => {
    let id = ids.get(old);
    if (!id) {
      id = newId();
      ids.set(old, id);
    }
    return id;
  };
  const {
    id: _id,
    restaurantId: _r,
    createdAt: _c,
    updatedAt: _u,
    publishedAt: _p,
    ...menuFields
  } = source.menu;
  const menuId = newId();
  const menu = await insertMenu(tx, {
    ...menuFields,
    ...target.menu,
    id: menuId,
    restaurantId: target.restaurantId,
    isPublished: false,
    publishedAt: null,
    createdAt: target.now,
    updatedAt: target.now,
  });
  const strip = <T extends { createdAt?: Date; updatedAt?: Date }>(row: T) => {
    const { createdAt: _a, updatedAt: _b, ...rest } = row;
    return rest;
  };
  if (source.categories.length)
    await tx
      .insert(menuCategories)
      .values(source.categories.map((c) => ({ ...strip(c), id: idOf(c.id), menuId })));
  if (source.items.length)
    await tx
      .insert(menuItems)
      .values(
        source.items.map((i) => ({ ...strip(i), id: idOf(i.id), menuId, categoryId: idOf(i.categoryId) })),
      );
  if (source.sizes.length)
    await tx
      .insert(itemSizes)
      .values(source.sizes.map((s) => ({ ...s, id: idOf(s.id), itemId: idOf(s.itemId) })));
  if (source.groups.length)
    await tx.insert(optionGroups).values(source.groups.map((g) => ({ ...strip(g), id: idOf(g.id), menuId })));
  const itemIds = new Set(source.items.map((i) => i.id));
  if (source.options.length)
    await tx.insert(options).values(
      source.options.map((o) => ({
        ...o,
        id: idOf(o.id),
        groupId: idOf(o.groupId),
        menuItemId: o.menuItemId && itemIds.has(o.menuItemId) ? idOf(o.menuItemId) : null,
      })),
    );
  if (source.itemGroups.length)
    await tx
      .insert(itemGroups)
      .values(
        source.itemGroups.map((l) => ({ ...l, menuId, itemId: idOf(l.itemId), groupId: idOf(l.groupId) })),
      );
  if (source.sizeGroups.length)
    await tx
      .insert(sizeGroups)
      .values(source.sizeGroups.map((l) => ({ ...l, sizeId: idOf(l.sizeId), groupId: idOf(l.groupId) })));
  if (source.cookingCategories.length)
    await tx
      .insert(cookingCategories)
      .values(source.cookingCategories.map((c) => ({ ...strip(c), id: idOf(c.id), menuId })));
  if (source.printLinks.length)
    await tx.insert(itemPrintCategories).values(
      source.printLinks.map((l) => ({
        ...l,
        menuId,
        itemId: idOf(l.itemId),
        cookingCategoryId: idOf(l.cookingCategoryId),
      })),
    );
  return menu;
}
