import { mayActOnRestaurant, RESTAURANT_MESSAGES } from '@rpos/domain';
import type { DbOrTx } from '../../../db/client';
import type { StaffActor } from '../../../platform/auth/actor';
import { AppError } from '../../../platform/errors';
import { findUserById, loadTenancyIds } from '../../users/users.repository';
import { findMerchantRow } from './merchants.repository';

/**
 * The restaurants (and groups) a user may see in the restaurant list and open: admin every one
 * ('all'); a group admin or menu admin their own, their group's and those assigned to them; anyone
 * else their own (decision 0221).
 */
export async function visibleMerchantIds(db: DbOrTx, actor: StaffActor): Promise<string[] | 'all'> {
  if (actor.role === 'admin') return 'all';
  const user = await findUserById(db, actor.userId);
  if (!user) return [];
  const ids = await loadTenancyIds(db, user);
  return [
    ...new Set([
      ...(user.restaurantId ? [user.restaurantId] : []),
      ...ids.groupRestaurantIds,
      ...ids.assignedRestaurantIds,
    ]),
  ];
}

/**
 * A restaurant or group (id or identifier) the actor may act on, or 404 — never 403, so another
 * merchant's existence is not confirmed (tenancy rule of the common brief).
 */
export async function merchantForActor(db: DbOrTx, actor: StaffActor, value: string) {
  const row = await findMerchantRow(db, value);
  if (!row) throw new AppError('NOT_FOUND', RESTAURANT_MESSAGES.notFound);
  if (actor.role === 'admin') return row;
  const user = await findUserById(db, actor.userId);
  if (!user) throw new AppError('NOT_FOUND', RESTAURANT_MESSAGES.notFound);
  const ids = await loadTenancyIds(db, user);
  const allowed = mayActOnRestaurant(
    { role: actor.role, ownRestaurantId: user.restaurantId, ...ids },
    row.id,
  );
  if (!allowed) throw new AppError('NOT_FOUND', RESTAURANT_MESSAGES.notFound);
  return row;
}
