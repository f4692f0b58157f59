import {
  type AllergenDef,
  type CategoryInput,
  DEFAULT_TIMEZONE,
  type ItemInput,
  itemRuleError,
  localClock,
  MENU_MESSAGES as M,
  type MenuCategoriesResponse,
  normalizeVisibility,
  type ReorderCategoriesRequest,
  type SaveItemsRequest,
  sortAllergens,
  splitPrintCategories,
} from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import { independently } from '../../db/independent-queries';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { findMenuUnavailableFrom } from '../availability/availability.repository';
import { deleteImageIfUnused } from '../images/images.repository';
import { findRestaurantById } from '../restaurants/restaurants.repository';
import { ownMenu } from './menu-access';
import { checkAllergenCodes, findCustomAllergens } from './menu-allergens';
import {
  deleteCategory,
  deleteItem,
  findCategory,
  findGroupIds,
  findItem,
  loadCookingData,
  replaceItemChildren,
  setCategorySort,
  sizeIdsOfOtherItems,
  upsertCategory,
  upsertItem,
} from './menu-editor.repository';
import { toStaffCategories, toStaffMenu } from './menu-staff-views';
import { latestVersionNumber, loadMenuTree } from './menus.repository';

const idInUse = () => new AppError('CONFLICT', 'This id is already used by another menu.');

/** Visibility columns of a category or item from the form, one mode only (§4). */
function visibilityColumns(
  v: Pick<
    CategoryInput,
    'active' | 'active_begin' | 'active_end' | 'activeWeekDays' | 'hideDays' | 'hidden_until' | 'hideForWeb'
  >,
) {
  const n = normalizeVisibility({
    ...v,
    active_begin: v.active_begin ?? null,
    active_end: v.active_end ?? null,
  });
  return {
    active: n.active,
    activeBegin: n.active_begin ?? null,
    activeEnd: n.active_end ?? null,
    activeWeekDays: [...n.activeWeekDays],
    hideDays: [...n.hideDays],
    hiddenUntil: n.hidden_until ? new Date(n.hidden_until) : null,
    hideForWeb: v.hideForWeb,
  };
}

/** What saving items of one menu needs to know about it. */
export interface ItemSaveContext {
  menuId: string;
  cookingByName: Map<string, string>;
  groupIds: Set<string>;
  /** The menu's own allergens: a dish's codes must be standard or one of these. */
  customAllergens: AllergenDef[];
  now: Date;
}

export async function itemSaveContext(tx: DbOrTx, menuId: string, now: Date): Promise<ItemSaveContext> {
  const cooking = await loadCookingData(tx, menuId);
  return {
    menuId,
    cookingByName: new Map(cooking.cookingCategories.map((c) => [c.name.toLowerCase(), c.id])),
    groupIds: await findGroupIds(tx, menuId),
    customAllergens: await findCustomAllergens(tx, menuId),
    now,
  };
}

/**
 * Saves one item inside the caller's transaction (POST /menuItem, POST /menuItems, CSV upload):
 * §5 rules, one visibility mode, sizes (sort = position + 1 unless given) with their groups, the
 * item's groups and print categories. A new item without a sort gets 999.
 */
export async function saveItemTx(
  tx: DbOrTx,
  ctx: ItemSaveContext,
  item: Omit<ItemInput, 'menuId'>,
): Promise<string> {
  if (!(await findCategory(tx, ctx.menuId, item.categoryId)))
    throw new AppError('NOT_FOUND', M.categoryNotFound);
  const ruleError = itemRuleError(item, [...ctx.cookingByName.keys()]);
  if (ruleError) throw new AppError('VALIDATION', ruleError);
  const linked = [...item.groups, ...item.sizes.flatMap((s) => s.groups)];
  if (linked.some((g) => !ctx.groupIds.has(g.id))) throw new AppError('VALIDATION', M.groupNotFound);
  if (item.allergens) checkAllergenCodes(item.allergens, ctx.customAllergens);
  const id = item.id ?? newId();
  const existing = await findItem(tx, ctx.menuId, id);
  const sizes = item.sizes.map((s, i) => ({
    id: s.id ?? newId(),
    name: s.name,
    altName: s.altName ?? null,
    price: s.price,
    isDefault: s.default,
    sort: s.sort ?? i + 1,
    groups: s.groups,
  }));
  if (
    (
      await sizeIdsOfOtherItems(
        tx,
        id,
        sizes.map((s) => s.id),
      )
    ).length > 0
  )
    throw idInUse();
  const printNames = splitPrintCategories(item.printCategory);
  const saved = await upsertItem(tx, {
    id,
    menuId: ctx.menuId,
    categoryId: item.categoryId,
    name: item.name,
    altName: item.altName ?? null,
    shortName: item.shortName ?? null,
    description: item.description ?? null,
    price: item.price,
    sort: item.sort ?? existing?.sort ?? 999,
    tags: item.tags,
    // Absent (a CSV file): the saved ones stay.
    allergens: item.allergens ? sortAllergens(item.allergens) : (existing?.allergens ?? []),
    ...visibilityColumns(item),
    ingredients: item.ingredients ?? null,
    gstFree: item.gstFree,
    productId: item.productId ?? null,
    displayNumber: item.displayNumber ?? null,
    isOpenTableItem: item.isOpenTableItem,
    isOpenTableSharedItem: item.isOpenTableSharedItem,
    cookingCategory: item.cookingCategory ?? printNames[0] ?? null,
    promotionTags: item.promotionTags,
    colorHex: item.colorHex ?? null,
    isTakeawayDisabled: item.isTakeawayDisabled,
    isForPrintingDisabled: item.isForPrintingDisabled,
    isForKDSDisabled: item.isForKDSDisabled,
    isMainCourse: item.isMainCourse,
    isOption: item.isOption,
    updatedAt: ctx.now,
  });
  if (!saved) throw idInUse();
  await replaceItemChildren(tx, ctx.menuId, id, {
    sizes,
    groups: item.groups,
    printCategoryIds: printNames.map((n) => ctx.cookingByName.get(n.toLowerCase())!),
  });
  return id;
}

/** Saves a category inside the caller's transaction; a new one without a sort goes last. */
export async function saveCategoryTx(
  tx: DbOrTx,
  input: CategoryInput & { sort?: number },
  now: Date,
  fallbackSort: number,
): Promise<string> {
  const id = input.id ?? newId();
  const existing = await findCategory(tx, input.menuId, id);
  const saved = await upsertCategory(tx, {
    id,
    menuId: input.menuId,
    name: input.name,
    altName: input.altName ?? null,
    description: input.description ?? null,
    cookingPriority: input.cookingPriority,
    colorHex: input.colorHex ?? null,
    sort: input.sort ?? existing?.sort ?? fallbackSort,
    promotionTags: input.promotionTags,
    ...visibilityColumns(input),
    updatedAt: now,
  });
  if (!saved) throw idInUse();
  return id;
}

/** Categories and items of the menu editor (restaurant-config.md §7 "Menus"). */
export function createMenuItemsService(deps: AppDeps) {
  const db = deps.database.db;

  return {
    /** GET /menuCategories/{id}: the menu and its categories with their items. */
    async categories(restaurantId: string, menuId: string): Promise<MenuCategoriesResponse> {
      const menu = await ownMenu(db, restaurantId, menuId);
      const [tree, cooking, version, restaurant] = await independently(db, [
        () => loadMenuTree(db, menu),
        () => loadCookingData(db, menuId),
        () => latestVersionNumber(db, menuId),
        () => findRestaurantById(db, menu.restaurantId),
      ]);
      const timezone = restaurant?.timezone || DEFAULT_TIMEZONE;
      const today = localClock(deps.now(), timezone).isoDate;
      const unavailable = await findMenuUnavailableFrom(db, menuId, today);
      return {
        menu: toStaffMenu(menu, version),
        categories: toStaffCategories(tree, cooking, unavailable),
        timezone,
        allergens: menu.customAllergens,
      };
    },

    /** POST /menuCategory and PUT /menuCategory. */
    async saveCategory(restaurantId: string, input: CategoryInput, mustExist: boolean): Promise<string> {
      const menu = await ownMenu(db, restaurantId, input.menuId);
      if (mustExist && !(input.id && (await findCategory(db, menu.id, input.id)))) {
        throw new AppError('NOT_FOUND', M.categoryNotFound);
      }
      const tree = await loadMenuTree(db, menu);
      const last = Math.max(0, ...tree.categories.map((c) => c.sort));
      return db.transaction((tx) => saveCategoryTx(tx, input, deps.now(), last + 1));
    },

    /** PUT /menuCategories: the new order (sort given, else position + 1). */
    async reorderCategories(restaurantId: string, body: ReorderCategoriesRequest): Promise<void> {
      await ownMenu(db, restaurantId, body.menuId);
      await db.transaction(async (tx) => {
        for (const [i, c] of body.categories.entries()) {
          await setCategorySort(tx, body.menuId, c.id, c.sort ?? i + 1, deps.now());
        }
      });
    },

    /** DELETE /menuCategory/{menuId}/{categoryId}: its items go with it. */
    async deleteCategory(restaurantId: string, menuId: string, categoryId: string): Promise<void> {
      await ownMenu(db, restaurantId, menuId);
      const deleted = await db.transaction((tx) => deleteCategory(tx, menuId, categoryId));
      if (!deleted) throw new AppError('NOT_FOUND', M.categoryNotFound);
    },

    /** POST /menuItem: creates or updates the item of that (client-generated) id. */
    async saveItem(restaurantId: string, input: ItemInput): Promise<string> {
      await ownMenu(db, restaurantId, input.menuId);
      return db.transaction(async (tx) =>
        saveItemTx(tx, await itemSaveContext(tx, input.menuId, deps.now()), input),
      );
    },

    /** DELETE /menuItem/{menuId}/{itemId} (decision 55): its image goes when nothing else uses it. */
    async deleteItem(restaurantId: string, menuId: string, itemId: string): Promise<void> {
      await ownMenu(db, restaurantId, menuId);
      await db.transaction(async (tx) => {
        const item = await deleteItem(tx, menuId, itemId);
        if (!item) throw new AppError('NOT_FOUND', M.itemNotFound);
        if (item.imageId) await deleteImageIfUnused(tx, item.imageId);
      });
    },

    /** POST /menuItems: several items of one category in one transaction. */
    async saveItems(restaurantId: string, body: SaveItemsRequest): Promise<string[]> {
      await ownMenu(db, restaurantId, body.menuId);
      return db.transaction(async (tx) => {
        const ctx = await itemSaveContext(tx, body.menuId, deps.now());
        const ids: string[] = [];
        for (const item of body.items)
          ids.push(await saveItemTx(tx, ctx, { ...item, categoryId: body.categoryId }));
        return ids;
      });
    },
  };
}
