import {
  GROUP_CSV_COLUMNS,
  type GroupCsvRow,
  groupCsvRows,
  ITEM_CSV_COLUMNS,
  type ItemCsvRow,
  itemCsvRows,
  MENU_MESSAGES as M,
  parseGroupCsv,
  parseItemCsv,
  rowsToCsv,
} from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { detectImage, MAX_IMAGE_BYTES } from '../images/image-content';
import { makeImageVariants } from '../images/image-variants';
import { deleteImageIfUnused, imageUrl, insertImages } from '../images/images.repository';
import { ownMenu } from './menu-access';
import {
  findCategoriesOfMenu,
  findCategory,
  findItem,
  loadCookingData,
  setItemImage,
} from './menu-editor.repository';
import { saveGroupTx } from './menu-groups.service';
import { itemSaveContext, saveCategoryTx, saveItemTx } from './menu-items.service';
import { toStaffCategories, toStaffGroups } from './menu-staff-views';
import { loadMenuTree } from './menus.repository';

export type CsvKind = 'group' | 'item';

/** Item images and the menu CSV files. */
export function createMenuFilesService(deps: AppDeps) {
  const db = deps.database.db;

  async function ownItem(
    restaurantId: string,
    ids: { menuId: string; categoryId: string; menuItemId: string },
  ) {
    await ownMenu(db, restaurantId, ids.menuId);
    const item = await findItem(db, ids.menuId, ids.menuItemId);
    if (!item || item.categoryId !== ids.categoryId) throw new AppError('NOT_FOUND', M.itemNotFound);
    return item;
  }

  return {
    /**
     * POST /menuItem/image: only real PNG or JPEG bytes up to 2 MB; the server names the image
     * (its id) and serves it at /api/images/{id} with a year-long cache, as WebP or AVIF to browsers
     * that take them. The old image goes when unused.
     */
    async setItemImage(
      restaurantId: string,
      ids: { menuId: string; categoryId: string; menuItemId: string },
      bytes: Buffer,
    ) {
      const item = await ownItem(restaurantId, ids);
      if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('VALIDATION', M.imageTooLarge);
      const content = detectImage(bytes);
      if (!content) throw new AppError('VALIDATION', M.wrongImageFormat);
      // WebP/AVIF copies are made once, here, before the transaction (decision 90).
      const variants = await makeImageVariants(bytes);
      const imageId = await db.transaction(async (tx) => {
        const [id] = await insertImages(tx, [{ bytes, ...content, restaurantId, variants }]);
        await setItemImage(tx, item.id, id!, deps.now());
        if (item.imageId) await deleteImageIfUnused(tx, item.imageId);
        return id!;
      });
      return { imageUrl: imageUrl(imageId), thumbImage: imageUrl(imageId), message: M.uploaded };
    },

    /** DELETE /menuItem/image. */
    async deleteItemImage(
      restaurantId: string,
      ids: { menuId: string; categoryId: string; menuItemId: string },
    ) {
      const item = await ownItem(restaurantId, ids);
      await db.transaction(async (tx) => {
        await setItemImage(tx, item.id, null, deps.now());
        if (item.imageId) await deleteImageIfUnused(tx, item.imageId);
      });
      return { imageUrl: null, thumbImage: null, message: M.deleted };
    },

    /** GET /downloadMenuCSV/{menuId}/{group|item}: the rows (allGroups / allItems) and the CSV text. */
    async download(restaurantId: string, menuId: string, kind: CsvKind) {
      const menu = await ownMenu(db, restaurantId, menuId);
      const tree = await loadMenuTree(db, menu);
      if (kind === 'group') {
        const rows: GroupCsvRow[] = groupCsvRows(toStaffGroups(tree));
        return { kind, allGroups: rows, csv: rowsToCsv(GROUP_CSV_COLUMNS, rows) };
      }
      const cooking = await loadCookingData(db, menuId);
      const rows: ItemCsvRow[] = itemCsvRows(toStaffCategories(tree, cooking));
      return { kind, allItems: rows, csv: rowsToCsv(ITEM_CSV_COLUMNS, rows) };
    },

    /**
     * POST /uploadMenu/{menuId}/{group|item}: rows matched by id are updated, rows without one are
     * added; nothing absent from the file is deleted. One transaction: a bad file changes nothing.
     */
    async upload(restaurantId: string, menuId: string, kind: CsvKind, text: string) {
      await ownMenu(db, restaurantId, menuId);
      const refuse = (detail: string) => new AppError('VALIDATION', M.postingFailed, { detail });
      const now = deps.now();
      if (kind === 'group') {
        const groups = parseGroupCsv(text);
        if ('error' in groups) throw refuse(groups.error);
        await db.transaction(async (tx) => {
          for (const g of groups) {
            try {
              await saveGroupTx(tx, { ...g, menuId }, now, {
                isNew: !g.id,
                replaceOptions: false,
                keepSorts: true,
              });
            } catch (err) {
              if (err instanceof AppError) throw refuse(`group ${g.name}: ${err.message}`);
              throw err;
            }
          }
        });
        return { message: M.uploaded, count: groups.length };
      }
      const entries = parseItemCsv(text);
      if ('error' in entries) throw refuse(entries.error);
      await db.transaction(async (tx) => {
        const byName = new Map(
          (await findCategoriesOfMenu(tx, menuId)).map((c) => [c.name.toLowerCase(), c]),
        );
        let last = Math.max(0, ...[...byName.values()].map((c) => c.sort));
        const ctx = await itemSaveContext(tx, menuId, now);
        for (const [i, e] of entries.entries()) {
          let categoryId = e.categoryId;
          if (categoryId && !(await findCategory(tx, menuId, categoryId))) {
            throw refuse(`line ${i + 2}: ${M.categoryNotFound}`);
          }
          if (!categoryId) {
            const found = byName.get(e.categoryName.toLowerCase());
            categoryId =
              found?.id ??
              (await saveCategoryTx(
                tx,
                {
                  menuId,
                  name: e.categoryName,
                  cookingPriority: 1,
                  promotionTags: [],
                  active: true,
                  activeWeekDays: [],
                  hideDays: [],
                  hideForWeb: false,
                },
                now,
                ++last,
              ));
            if (!found) byName.set(e.categoryName.toLowerCase(), { id: categoryId } as never);
          }
          try {
            await saveItemTx(tx, ctx, { ...e.item, categoryId });
          } catch (err) {
            if (err instanceof AppError) throw refuse(`line ${i + 2}: ${err.message}`);
            throw err;
          }
        }
      });
      return { message: M.uploaded, count: entries.length };
    },
  };
}
