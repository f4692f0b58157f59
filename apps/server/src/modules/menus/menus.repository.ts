import type { PublishedMenu } from '@rpos/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { independently } from '../../db/independent-queries';
import {
  itemGroups,
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

export type MenuRow = typeof menus.$inferSelect;
export type MenuVersionRow = typeof menuVersions.$inferSelect;

/** Every row of one menu, as the editor stores it: what a snapshot is built from. */
export interface MenuTree {
  menu: MenuRow;
  categories: (typeof menuCategories.$inferSelect)[];
  items: (typeof menuItems.$inferSelect)[];
  sizes: (typeof itemSizes.$inferSelect)[];
  groups: (typeof optionGroups.$inferSelect)[];
  options: (typeof options.$inferSelect)[];
  itemGroups: (typeof itemGroups.$inferSelect)[];
  sizeGroups: (typeof sizeGroups.$inferSelect)[];
}

export async function findMenuById(db: DbOrTx, menuId: string): Promise<MenuRow | undefined> {
  const [row] = await db.select().from(menus).where(eq(menus.id, menuId));
  return row;
}

/** Locks the menu row until the transaction ends, so two publishes of one menu take turns. */
export async function lockMenu(tx: DbOrTx, menuId: string): Promise<MenuRow | undefined> {
  const [row] = await tx.select().from(menus).where(eq(menus.id, menuId)).for('update');
  return row;
}

/** Loads every row of a menu, each list in its display order. */
export async function loadMenuTree(db: DbOrTx, menu: MenuRow): Promise<MenuTree> {
  const menuId = menu.id;
  const [categories, items, groups, links] = await independently(db, [
    () =>
      db
        .select()
        .from(menuCategories)
        .where(eq(menuCategories.menuId, menuId))
        .orderBy(asc(menuCategories.sort), asc(menuCategories.name)),
    () =>
      db
        .select()
        .from(menuItems)
        .where(eq(menuItems.menuId, menuId))
        .orderBy(asc(menuItems.sort), asc(menuItems.name)),
    () =>
      db
        .select()
        .from(optionGroups)
        .where(eq(optionGroups.menuId, menuId))
        .orderBy(asc(optionGroups.sort), asc(optionGroups.name)),
    () => db.select().from(itemGroups).where(eq(itemGroups.menuId, menuId)).orderBy(asc(itemGroups.sort)),
  ]);
  const itemIds = items.map((i) => i.id);
  const groupIds = groups.map((g) => g.id);
  const [sizes, opts] = await independently(db, [
    async () =>
      itemIds.length
        ? db
            .select()
            .from(itemSizes)
            .where(inArray(itemSizes.itemId, itemIds))
            .orderBy(asc(itemSizes.sort), asc(itemSizes.price))
        : [],
    async () =>
      groupIds.length
        ? db
            .select()
            .from(options)
            .where(inArray(options.groupId, groupIds))
            .orderBy(asc(options.sort), asc(options.name))
        : [],
  ]);
  const sizeIds = sizes.map((s) => s.id);
  const sizeLinks = sizeIds.length
    ? await db
        .select()
        .from(sizeGroups)
        .where(inArray(sizeGroups.sizeId, sizeIds))
        .orderBy(asc(sizeGroups.sort))
    : [];
  return { menu, categories, items, sizes, groups, options: opts, itemGroups: links, sizeGroups: sizeLinks };
}

/** The newest published version of a menu, or undefined. */
export async function findLatestMenuVersion(db: DbOrTx, menuId: string): Promise<MenuVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(menuVersions)
    .where(eq(menuVersions.menuId, menuId))
    .orderBy(desc(menuVersions.version))
    .limit(1);
  return row;
}

/** The snapshot of one published version. */
export async function findMenuSnapshot(
  db: DbOrTx,
  menuId: string,
  version: number,
): Promise<PublishedMenu | undefined> {
  const [row] = await db
    .select({ snapshot: menuVersions.snapshot })
    .from(menuVersions)
    .where(and(eq(menuVersions.menuId, menuId), eq(menuVersions.version, version)));
  return row?.snapshot;
}

/** The newest version number of a menu (0 when never published), without loading the snapshot. */
export async function latestVersionNumber(db: DbOrTx, menuId: string): Promise<number> {
  const [row] = await db
    .select({ version: menuVersions.version })
    .from(menuVersions)
    .where(eq(menuVersions.menuId, menuId))
    .orderBy(desc(menuVersions.version))
    .limit(1);
  return row?.version ?? 0;
}

export async function insertMenuVersion(
  tx: DbOrTx,
  row: Omit<typeof menuVersions.$inferInsert, 'id'>,
): Promise<MenuVersionRow> {
  const [inserted] = await tx
    .insert(menuVersions)
    .values({ id: newId(), ...row })
    .returning();
  return inserted!;
}

export async function markMenuPublished(tx: DbOrTx, menuId: string, at: Date): Promise<void> {
  await tx
    .update(menus)
    .set({ isPublished: true, publishedAt: at, updatedAt: at })
    .where(eq(menus.id, menuId));
}

/**
 * The published menu diners of this order type are served: the published menu for that QR type,
 * else the published main menu. For dine-in ('none') only the main menu.
 */
export async function findServedMenu(
  db: DbOrTx,
  restaurantId: string,
  qrCodeType: MenuRow['qrCodeType'],
): Promise<MenuRow | undefined> {
  const published = await db
    .select()
    .from(menus)
    .where(and(eq(menus.restaurantId, restaurantId), eq(menus.isPublished, true)))
    .orderBy(desc(menus.publishedAt));
  if (qrCodeType !== 'none') {
    const forType = published.find((m) => m.qrCodeType === qrCodeType);
    if (forType) return forType;
  }
  return published.find((m) => m.isMainMenu);
}

/** Ids of the menu's dishes switched inactive in the editor (live, not from the snapshot). */
export async function findInactiveItemIds(db: DbOrTx, menuId: string): Promise<string[]> {
  const rows = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.menuId, menuId), eq(menuItems.active, false)));
  return rows.map((r) => r.id);
}
