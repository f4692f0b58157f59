import { MENU_MESSAGES, mayManageMenus, type Role } from '@rpos/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { actingRestaurantId, requireActor, whoGuard } from '../../platform/auth/guards';
import { AppError } from '../../platform/errors';
import { findMenuById, type MenuRow } from './menus.repository';

/**
 * Menu management access (restaurant-config.md §6): admin, menuAdmin, restaurantAdmin,
 * restaurantGroupAdmin, or the menuManagement permission code; `roles` narrows it further (delete
 * and copy: admin; send: restaurantGroupAdmin and admin). A restaurant must be selected.
 */
export function menuGuard(options: { roles?: readonly Role[] } = {}) {
  return whoGuard(async function menuStaffGuard(
    request: FastifyRequest,
    _reply: FastifyReply,
  ): Promise<void> {
    const actor = requireActor(request);
    if (!mayManageMenus(actor) || (options.roles && !options.roles.includes(actor.role))) {
      throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
    }
    actingRestaurantId(actor);
  });
}

/** The restaurant the request acts on (the guard made sure there is one). */
export const restaurantOf = (request: FastifyRequest): string => actingRestaurantId(requireActor(request));

/** The menu when it belongs to the acting restaurant: 404 when unknown, 403 when another's. */
export async function ownMenu(db: DbOrTx, restaurantId: string, menuId: string): Promise<MenuRow> {
  const menu = await findMenuById(db, menuId);
  if (!menu) throw new AppError('NOT_FOUND', MENU_MESSAGES.menuNotFound);
  if (menu.restaurantId !== restaurantId) throw new AppError('FORBIDDEN', MENU_MESSAGES.notYourMenu);
  return menu;
}
