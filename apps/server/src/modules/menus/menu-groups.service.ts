import {
  DEFAULT_GROUP_SORT,
  type GroupInput,
  groupRuleError,
  MENU_MESSAGES as M,
  type MenuGroupsResponse,
  type OptionInput,
  type RefreshLinksResponse,
  type ReorderGroupsRequest,
} from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { ownMenu } from './menu-access';
import { checkAllergenCodes, findCustomAllergens } from './menu-allergens';
import {
  deleteGroup,
  findItemsWithCategory,
  findLinkOptions,
  findOptionsOfGroup,
  type OptionInsert,
  optionIdsOfOtherGroups,
  pushUpGroupsAt,
  saveOptions,
  setGroupSort,
  updateOptionLink,
  upsertGroup,
} from './menu-editor.repository';
import { toStaffGroups } from './menu-staff-views';
import { loadMenuTree } from './menus.repository';

/** New link options sort last (§9). */
export const DEFAULT_LINK_OPTION_SORT = 999;

const idInUse = () => new AppError('CONFLICT', 'This id is already used by another menu.');

/**
 * Option rows from the form. Link options must point at a dish of the menu; they keep its name (to
 * show a broken link later) and, when linked through a category, its category name. A broken link
 * sent back as read (no menuItemId, its menuItemName) stays a broken link.
 */
async function optionRows(
  tx: DbOrTx,
  menuId: string,
  groupId: string,
  list: readonly OptionInput[],
  sortOf: (o: OptionInput, index: number) => number,
): Promise<(OptionInsert & { id: string })[]> {
  const entries = list.flatMap((o) => o.allergens ?? []);
  if (entries.length > 0) checkAllergenCodes(entries, await findCustomAllergens(tx, menuId));
  // An option sent without allergens (a CSV file) keeps its saved ones.
  const saved = list.some((o) => !o.allergens)
    ? new Map((await findOptionsOfGroup(tx, groupId)).map((o) => [o.id, o.allergens]))
    : new Map<string, string[]>();
  const linkedIds = list.flatMap((o) => (o.menuItemId ? [o.menuItemId] : []));
  const items = new Map((await findItemsWithCategory(tx, menuId, linkedIds)).map((i) => [i.id, i]));
  const rows = list.map((o, i) => {
    const item = o.menuItemId ? items.get(o.menuItemId) : undefined;
    if (o.menuItemId && !item) throw new AppError('VALIDATION', M.linkedItemRequired);
    return {
      id: o.id ?? newId(),
      groupId,
      name: o.name,
      altName: o.altName ?? null,
      shortName: o.shortName ?? null,
      price: o.price,
      isDefault: o.default,
      sort: sortOf(o, i),
      hideForWeb: o.hideForWeb,
      colorHex: o.colorHex ?? null,
      allergens: o.allergens ? [...new Set(o.allergens)] : ((o.id ? saved.get(o.id) : undefined) ?? []),
      menuItemId: item?.id ?? null,
      // A broken link keeps the remembered dish (and category) for the repair.
      linkedItemName: item ? item.name : (o.menuItemName ?? null),
      linkedCategoryName: item
        ? o.category
          ? item.categoryName
          : null
        : o.menuItemName
          ? (o.category ?? null)
          : null,
    };
  });
  if (
    (
      await optionIdsOfOtherGroups(
        tx,
        groupId,
        rows.map((r) => r.id),
      )
    ).length > 0
  )
    throw idInUse();
  return rows;
}

/**
 * Saves a group inside the caller's transaction (POST/PUT /menuGroup, CSV upload). A new group
 * defaults to sort 99 and pushes the groups already at 99 up; with `options`, the group's options
 * become that list (`replaceOptions`) or are upserted, each sort = position + 1 unless `keepSorts`.
 */
export async function saveGroupTx(
  tx: DbOrTx,
  input: GroupInput,
  now: Date,
  mode: { isNew: boolean; replaceOptions: boolean; keepSorts: boolean },
): Promise<string> {
  const ruleError = groupRuleError(input);
  if (ruleError) throw new AppError('VALIDATION', ruleError);
  const id = input.id ?? newId();
  const sort = input.sort ?? DEFAULT_GROUP_SORT;
  const saved = await upsertGroup(tx, {
    id,
    menuId: input.menuId,
    name: input.name,
    altName: input.altName ?? null,
    required: input.required,
    allowQuantity: input.allow_quantity,
    forceMin: input.force_min,
    forceMax: input.force_max,
    sort,
    hideForWeb: input.hideForWeb,
    colorHex: input.colorHex ?? null,
    updatedAt: now,
  });
  if (!saved) throw idInUse();
  if (mode.isNew && sort === DEFAULT_GROUP_SORT) await pushUpGroupsAt(tx, input.menuId, sort, id);
  if (input.options) {
    const rows = await optionRows(tx, input.menuId, id, input.options, (o, i) =>
      mode.keepSorts && o.sort !== undefined ? o.sort : i + 1,
    );
    await saveOptions(tx, id, rows, mode.replaceOptions);
  }
  return id;
}

/** 'Choices And Addons': groups and options of a menu, and the repair of link options. */
export function createMenuGroupsService(deps: AppDeps) {
  const db = deps.database.db;

  async function ownGroup(restaurantId: string, menuId: string, groupId: string) {
    const menu = await ownMenu(db, restaurantId, menuId);
    const tree = await loadMenuTree(db, menu);
    if (!tree.groups.some((g) => g.id === groupId)) throw new AppError('NOT_FOUND', M.groupNotFound);
    return tree;
  }

  return {
    /** GET /menuGroups/{menuId}. */
    async list(restaurantId: string, menuId: string): Promise<MenuGroupsResponse> {
      const menu = await ownMenu(db, restaurantId, menuId);
      return { groups: toStaffGroups(await loadMenuTree(db, menu)) };
    },

    /** POST /menuGroup (new; returns id) and PUT /menuGroup (existing; options replaced, sort = position + 1). */
    async save(restaurantId: string, input: GroupInput, isNew: boolean): Promise<string> {
      if (isNew) await ownMenu(db, restaurantId, input.menuId);
      else if (!input.id) throw new AppError('NOT_FOUND', M.groupNotFound);
      else await ownGroup(restaurantId, input.menuId, input.id);
      return db.transaction((tx) =>
        saveGroupTx(tx, input, deps.now(), { isNew, replaceOptions: !isNew, keepSorts: false }),
      );
    },

    /** PUT /menuGroups: the new order (sort given, else position + 1). */
    async reorder(restaurantId: string, body: ReorderGroupsRequest): Promise<void> {
      await ownMenu(db, restaurantId, body.menuId);
      await db.transaction(async (tx) => {
        for (const [i, g] of body.groups.entries())
          await setGroupSort(tx, body.menuId, g.id, g.sort ?? i + 1, deps.now());
      });
    },

    /** DELETE /menuGroup/{menuId}/{groupId}: removed from every item and size too (foreign keys). */
    async remove(restaurantId: string, menuId: string, groupId: string): Promise<void> {
      await ownMenu(db, restaurantId, menuId);
      if (!(await db.transaction((tx) => deleteGroup(tx, menuId, groupId)))) {
        throw new AppError('NOT_FOUND', M.groupNotFound);
      }
    },

    /**
     * POST /menuGroupOption and /menuGroupOptions: appends options. A new link option sorts 999,
     * a plain one after the group's last option.
     */
    async addOptions(
      restaurantId: string,
      menuId: string,
      groupId: string,
      list: OptionInput[],
    ): Promise<string[]> {
      await ownGroup(restaurantId, menuId, groupId);
      return db.transaction(async (tx) => {
        const existing = await findOptionsOfGroup(tx, groupId);
        let next =
          Math.max(0, ...existing.filter((o) => o.sort < DEFAULT_LINK_OPTION_SORT).map((o) => o.sort)) + 1;
        const rows = await optionRows(
          tx,
          menuId,
          groupId,
          list,
          (o) => o.sort ?? (o.menuItemId ? DEFAULT_LINK_OPTION_SORT : next++),
        );
        await saveOptions(tx, groupId, rows, false);
        return rows.map((r) => r.id);
      });
    },

    /**
     * POST /refreshOptionLinks/{menuId}: link options take their dish's current name and category;
     * a broken link is repaired when the menu has a dish of the remembered name.
     */
    async refreshLinks(restaurantId: string, menuId: string): Promise<RefreshLinksResponse> {
      await ownMenu(db, restaurantId, menuId);
      return db.transaction(async (tx) => {
        const items = await findItemsWithCategory(tx, menuId);
        const byId = new Map(items.map((i) => [i.id, i]));
        const byName = new Map(items.map((i) => [i.name.trim().toLowerCase(), i]));
        let refreshed = 0;
        let repaired = 0;
        let broken = 0;
        for (const { option: o } of await findLinkOptions(tx, menuId)) {
          const item = o.menuItemId
            ? byId.get(o.menuItemId)
            : byName.get((o.linkedItemName ?? '').trim().toLowerCase());
          if (!item) {
            broken++;
            continue;
          }
          const link = {
            menuItemId: item.id,
            linkedItemName: item.name,
            linkedCategoryName: o.linkedCategoryName ? item.categoryName : null,
          };
          if (!o.menuItemId) repaired++;
          else if (
            link.linkedItemName === o.linkedItemName &&
            link.linkedCategoryName === o.linkedCategoryName
          )
            continue;
          else refreshed++;
          await updateOptionLink(tx, o.id, link);
        }
        const message =
          repaired === 0 && broken === 0 && refreshed === 0 ? M.noBrokenLinks : M.linksRefreshed;
        return { message, refreshed, repaired, broken };
      });
    },
  };
}
