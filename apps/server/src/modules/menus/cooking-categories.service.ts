import {
  type CookingCategoryInput,
  cookingPrintCopies,
  MENU_MESSAGES as M,
  type StaffCookingCategory,
} from '@rpos/domain';
import { independently } from '../../db/independent-queries';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { ownMenu } from './menu-access';
import {
  deleteCooking,
  findCookingByName,
  insertCooking,
  loadCookingData,
  updateCooking,
} from './menu-editor.repository';
import { loadMenuTree } from './menus.repository';

/** A unique-index violation (two saves of one name at once) is the same refusal as the check. */
async function refuseDuplicate<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    const code =
      (err as { code?: string; cause?: { code?: string } }).code ??
      (err as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw new AppError('CONFLICT', M.cookingExists);
    throw err;
  }
}

/** Cooking / print categories of a menu (/menuCookingCategoryList; decision 0054). */
export function createCookingCategoriesService(deps: AppDeps) {
  const db = deps.database.db;

  function fields(input: CookingCategoryInput) {
    const copies = cookingPrintCopies(input.printCopies, input.isForKDS);
    if (typeof copies !== 'number') throw new AppError('VALIDATION', copies.error);
    return {
      name: input.name,
      printer: input.printer ?? null,
      printCopies: copies,
      isForKDS: input.isForKDS,
      isForLabelPrint: input.isForLabelPrint,
    };
  }

  async function uniqueName(menuId: string, name: string, selfId?: string) {
    const clash = await findCookingByName(db, menuId, name);
    if (clash && clash.id !== selfId) throw new AppError('CONFLICT', M.cookingExists);
  }

  return {
    async list(restaurantId: string, menuId: string): Promise<StaffCookingCategory[]> {
      const menu = await ownMenu(db, restaurantId, menuId);
      const [cooking, tree] = await independently(db, [
        () => loadCookingData(db, menuId),
        () => loadMenuTree(db, menu),
      ]);
      const names = new Map(tree.items.map((i) => [i.id, i.name]));
      return cooking.cookingCategories.map((c) => ({
        id: c.id,
        menuId: c.menuId,
        name: c.name,
        printer: c.printer,
        printCopies: c.printCopies,
        isForKDS: c.isForKDS,
        isForLabelPrint: c.isForLabelPrint,
        items: cooking.printLinks
          .filter((l) => l.cookingCategoryId === c.id)
          .map((l) => names.get(l.itemId) ?? ''),
      }));
    },

    async create(restaurantId: string, input: CookingCategoryInput): Promise<string> {
      await ownMenu(db, restaurantId, input.menuId);
      const row = fields(input);
      await uniqueName(input.menuId, row.name);
      const id = newId();
      await refuseDuplicate(db.transaction((tx) => insertCooking(tx, { id, menuId: input.menuId, ...row })));
      return id;
    },

    /** A rename keeps the items' print categories (they link by id). */
    async update(restaurantId: string, input: CookingCategoryInput): Promise<string> {
      await ownMenu(db, restaurantId, input.menuId);
      if (!input.id) throw new AppError('NOT_FOUND', M.cookingNotFound);
      const row = fields(input);
      await uniqueName(input.menuId, row.name, input.id);
      const saved = await refuseDuplicate(
        db.transaction((tx) => updateCooking(tx, input.menuId, input.id!, { ...row, updatedAt: deps.now() })),
      );
      if (!saved) throw new AppError('NOT_FOUND', M.cookingNotFound);
      return saved.id;
    },

    /** Items printing to it lose that print category. */
    async remove(restaurantId: string, menuId: string, id: string): Promise<void> {
      await ownMenu(db, restaurantId, menuId);
      if (!(await db.transaction((tx) => deleteCooking(tx, menuId, id)))) {
        throw new AppError('NOT_FOUND', M.cookingNotFound);
      }
    },
  };
}
