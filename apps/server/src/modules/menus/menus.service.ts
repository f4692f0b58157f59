import type { PublishedMenu } from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { buildPublishedMenu } from './menu-snapshot';
import {
  insertMenuVersion,
  latestVersionNumber,
  loadMenuTree,
  lockMenu,
  markMenuPublished,
} from './menus.repository';

export interface PublishResult {
  menuId: string;
  version: number;
  snapshot: PublishedMenu;
}

/**
 * Publishes a menu: builds the snapshot from the editor's rows and stores it as the next version
 * (1, 2, 3...) in one transaction. The menu row is locked meanwhile, so concurrent publishes of one
 * menu get consecutive versions.
 */
export async function publishMenu(
  db: DbOrTx,
  menuId: string,
  options: { now?: Date; userId?: string | null } = {},
): Promise<PublishResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const menu = await lockMenu(tx, menuId);
    if (!menu) throw new AppError('NOT_FOUND', 'Menu not found');
    const version = (await latestVersionNumber(tx, menuId)) + 1;
    const snapshot = buildPublishedMenu(await loadMenuTree(tx, menu), { version, publishedAt: now });
    await insertMenuVersion(tx, {
      menuId,
      restaurantId: menu.restaurantId,
      version,
      snapshot,
      publishedAt: now,
      publishedByUserId: options.userId ?? null,
    });
    await markMenuPublished(tx, menuId, now);
    return { menuId, version, snapshot };
  });
}
