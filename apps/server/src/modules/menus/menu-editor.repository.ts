import { and, asc, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { independently } from '../../db/independent-queries';
import {
  cookingCategories,
  itemGroups,
  itemPrintCategories,
  itemSizes,
  menuCategories,
  menuItems,
  optionGroups,
  options,
  sizeGroups,
} from '../../db/schema';
import type { CookingCategoryRow, ItemPrintCategoryRow } from './menu-admin.repository';

export type CategoryRow = typeof menuCategories.$inferSelect;
export type CategoryInsert = typeof menuCategories.$inferInsert;
export type ItemRow = typeof menuItems.$inferSelect;
export type ItemInsert = typeof menuItems.$inferInsert;
export type GroupInsert = typeof optionGroups.$inferInsert;
export type OptionInsert = typeof options.$inferInsert;
export type OptionRow = typeof options.$inferSelect;
export type CookingCategoryInsert = typeof cookingCategories.$inferInsert;

/** Cooking categories of a menu (by name) and the print categories of its items. */
export async function loadCookingData(
  db: DbOrTx,
  menuId: string,
): Promise<{ cookingCategories: CookingCategoryRow[]; printLinks: ItemPrintCategoryRow[] }> {
  const [cats, links] = await independently(db, [
    () =>
      db
        .select()
        .from(cookingCategories)
        .where(eq(cookingCategories.menuId, menuId))
        .orderBy(asc(cookingCategories.name)),
    () =>
      db
        .select()
        .from(itemPrintCategories)
        .where(eq(itemPrintCategories.menuId, menuId))
        .orderBy(asc(itemPrintCategories.sort)),
  ]);
  return { cookingCategories: cats, printLinks: links };
}

/**
 * Inserts a row, or updates it when the id exists in the same menu. Answers undefined when the id
 * belongs to another menu (the caller refuses).
 */
export async function upsertCategory(
  tx: DbOrTx,
  row: CategoryInsert & { id: string },
): Promise<CategoryRow | undefined> {
  const { id: _id, createdAt: _c, ...set } = row;
  const [saved] = await tx
    .insert(menuCategories)
    .values(row)
    .onConflictDoUpdate({ target: menuCategories.id, set, setWhere: eq(menuCategories.menuId, row.menuId) })
    .returning();
  return saved;
}

export async function findCategory(
  db: DbOrTx,
  menuId: string,
  categoryId: string,
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(menuCategories)
    .where(and(eq(menuCategories.id, categoryId), eq(menuCategories.menuId, menuId)));
  return row;
}

export async function findCategoriesOfMenu(db: DbOrTx, menuId: string): Promise<CategoryRow[]> {
  return db.select().from(menuCategories).where(eq(menuCategories.menuId, menuId));
}

/** Deletes a category; its items (and their sizes and links) go with it. */
export async function deleteCategory(tx: DbOrTx, menuId: string, categoryId: string): Promise<boolean> {
  const rows = await tx
    .delete(menuCategories)
    .where(and(eq(menuCategories.id, categoryId), eq(menuCategories.menuId, menuId)))
    .returning({ id: menuCategories.id });
  return rows.length > 0;
}

export async function setCategorySort(tx: DbOrTx, menuId: string, id: string, sort: number, at: Date) {
  await tx
    .update(menuCategories)
    .set({ sort, updatedAt: at })
    .where(and(eq(menuCategories.id, id), eq(menuCategories.menuId, menuId)));
}

export async function upsertItem(tx: DbOrTx, row: ItemInsert & { id: string }): Promise<ItemRow | undefined> {
  const { id: _id, createdAt: _c, imageId: _i, ...set } = row;
  const [saved] = await tx
    .insert(menuItems)
    .values(row)
    .onConflictDoUpdate({ target: menuItems.id, set, setWhere: eq(menuItems.menuId, row.menuId) })
    .returning();
  return saved;
}

export async function findItem(db: DbOrTx, menuId: string, itemId: string): Promise<ItemRow | undefined> {
  const [row] = await db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.id, itemId), eq(menuItems.menuId, menuId)));
  return row;
}

/** Items of a menu by id with their category names (link options). */
export async function findItemsWithCategory(db: DbOrTx, menuId: string, ids?: readonly string[]) {
  const where = ids
    ? and(eq(menuItems.menuId, menuId), inArray(menuItems.id, [...ids]))
    : eq(menuItems.menuId, menuId);
  if (ids && ids.length === 0) return [];
  return db
    .select({
      id: menuItems.id,
      name: menuItems.name,
      price: menuItems.price,
      categoryName: menuCategories.name,
    })
    .from(menuItems)
    .innerJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
    .where(where);
}

export interface SizeWrite {
  id: string;
  name: string;
  altName: string | null;
  price: number;
  isDefault: boolean;
  sort: number;
  groups: { id: string; sort: number }[];
}

/** Replaces an item's sizes (with their groups), its groups and its print categories. */
export async function replaceItemChildren(
  tx: DbOrTx,
  menuId: string,
  itemId: string,
  children: { sizes: SizeWrite[]; groups: { id: string; sort: number }[]; printCategoryIds: string[] },
): Promise<void> {
  await tx.delete(itemSizes).where(eq(itemSizes.itemId, itemId));
  await tx.delete(itemGroups).where(eq(itemGroups.itemId, itemId));
  await tx.delete(itemPrintCategories).where(eq(itemPrintCategories.itemId, itemId));
  if (children.sizes.length) {
    await tx.insert(itemSizes).values(children.sizes.map(({ groups: _g, ...s }) => ({ ...s, itemId })));
    const links = children.sizes.flatMap((s) =>
      s.groups.map((g) => ({ sizeId: s.id, groupId: g.id, sort: g.sort })),
    );
    if (links.length) await tx.insert(sizeGroups).values(links);
  }
  if (children.groups.length)
    await tx
      .insert(itemGroups)
      .values(children.groups.map((g) => ({ menuId, itemId, groupId: g.id, sort: g.sort })));
  if (children.printCategoryIds.length)
    await tx
      .insert(itemPrintCategories)
      .values(
        children.printCategoryIds.map((id, i) => ({ menuId, itemId, cookingCategoryId: id, sort: i + 1 })),
      );
}

/** Ids among `ids` used by rows of another item (sizes are global rows: a client id must be fresh). */
export async function sizeIdsOfOtherItems(
  db: DbOrTx,
  itemId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: itemSizes.id })
    .from(itemSizes)
    .where(and(inArray(itemSizes.id, [...ids]), ne(itemSizes.itemId, itemId)));
  return rows.map((r) => r.id);
}

/** Deletes an item (sizes and links go with it; options linking to it become broken links). */
export async function deleteItem(tx: DbOrTx, menuId: string, itemId: string): Promise<ItemRow | undefined> {
  const [row] = await tx
    .delete(menuItems)
    .where(and(eq(menuItems.id, itemId), eq(menuItems.menuId, menuId)))
    .returning();
  return row;
}

export async function setItemImage(tx: DbOrTx, itemId: string, imageId: string | null, at: Date) {
  await tx.update(menuItems).set({ imageId, updatedAt: at }).where(eq(menuItems.id, itemId));
}

// ── groups and options ─────────────────────────────────────────────────────────────────────────

export async function findGroupIds(db: DbOrTx, menuId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: optionGroups.id })
    .from(optionGroups)
    .where(eq(optionGroups.menuId, menuId));
  return new Set(rows.map((r) => r.id));
}

export async function upsertGroup(tx: DbOrTx, row: GroupInsert & { id: string }) {
  const { id: _id, createdAt: _c, ...set } = row;
  const [saved] = await tx
    .insert(optionGroups)
    .values(row)
    .onConflictDoUpdate({ target: optionGroups.id, set, setWhere: eq(optionGroups.menuId, row.menuId) })
    .returning();
  return saved;
}

/** §9: groups at the default sort are pushed up (to sort - 1) when a new group is inserted there. */
export async function pushUpGroupsAt(tx: DbOrTx, menuId: string, sort: number, exceptId: string) {
  await tx
    .update(optionGroups)
    .set({ sort: sql`${optionGroups.sort} - 1` })
    .where(and(eq(optionGroups.menuId, menuId), eq(optionGroups.sort, sort), ne(optionGroups.id, exceptId)));
}

export async function deleteGroup(tx: DbOrTx, menuId: string, groupId: string): Promise<boolean> {
  const rows = await tx
    .delete(optionGroups)
    .where(and(eq(optionGroups.id, groupId), eq(optionGroups.menuId, menuId)))
    .returning({ id: optionGroups.id });
  return rows.length > 0;
}

export async function setGroupSort(tx: DbOrTx, menuId: string, id: string, sort: number, at: Date) {
  await tx
    .update(optionGroups)
    .set({ sort, updatedAt: at })
    .where(and(eq(optionGroups.id, id), eq(optionGroups.menuId, menuId)));
}

export async function findOptionsOfGroup(db: DbOrTx, groupId: string): Promise<OptionRow[]> {
  return db.select().from(options).where(eq(options.groupId, groupId)).orderBy(asc(options.sort));
}

/** Option ids among `ids` that belong to another group. */
export async function optionIdsOfOtherGroups(db: DbOrTx, groupId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: options.id })
    .from(options)
    .where(and(inArray(options.id, [...ids]), ne(options.groupId, groupId)));
  return rows.map((r) => r.id);
}

/** Upserts options of one group; with `replace`, options of the group not in the list are deleted. */
export async function saveOptions(
  tx: DbOrTx,
  groupId: string,
  rows: (OptionInsert & { id: string })[],
  replace: boolean,
): Promise<void> {
  if (replace) {
    await tx.delete(options).where(
      rows.length
        ? and(
            eq(options.groupId, groupId),
            notInArray(
              options.id,
              rows.map((r) => r.id),
            ),
          )
        : eq(options.groupId, groupId),
    );
  }
  for (const row of rows) {
    const { id: _id, ...set } = row;
    await tx
      .insert(options)
      .values(row)
      .onConflictDoUpdate({ target: options.id, set, setWhere: eq(options.groupId, groupId) });
  }
}

/** Link options of the menu's groups (linked or broken). */
export async function findLinkOptions(db: DbOrTx, menuId: string) {
  return db
    .select({ option: options })
    .from(options)
    .innerJoin(optionGroups, eq(optionGroups.id, options.groupId))
    .where(
      and(
        eq(optionGroups.menuId, menuId),
        sql`(${isNotNull(options.menuItemId)} or ${isNotNull(options.linkedItemName)})`,
      ),
    );
}

export async function updateOptionLink(
  tx: DbOrTx,
  id: string,
  link: { menuItemId: string | null; linkedItemName: string | null; linkedCategoryName: string | null },
) {
  await tx.update(options).set(link).where(eq(options.id, id));
}

// ── cooking categories ─────────────────────────────────────────────────────────────────────────

export async function findCookingByName(db: DbOrTx, menuId: string, name: string) {
  const [row] = await db
    .select()
    .from(cookingCategories)
    .where(and(eq(cookingCategories.menuId, menuId), sql`lower(${cookingCategories.name}) = lower(${name})`));
  return row;
}

export async function insertCooking(tx: DbOrTx, row: CookingCategoryInsert & { id: string }) {
  const [saved] = await tx.insert(cookingCategories).values(row).returning();
  return saved!;
}

export async function updateCooking(
  tx: DbOrTx,
  menuId: string,
  id: string,
  patch: Partial<CookingCategoryInsert>,
) {
  const [saved] = await tx
    .update(cookingCategories)
    .set(patch)
    .where(and(eq(cookingCategories.id, id), eq(cookingCategories.menuId, menuId)))
    .returning();
  return saved;
}

export async function deleteCooking(tx: DbOrTx, menuId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(cookingCategories)
    .where(and(eq(cookingCategories.id, id), eq(cookingCategories.menuId, menuId)))
    .returning({ id: cookingCategories.id });
  return rows.length > 0;
}
