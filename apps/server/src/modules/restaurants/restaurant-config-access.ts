import type { Role } from '@rpos/domain';
import type { FastifyRequest } from 'fastify';
import { actingRestaurantId, requireActor, staffOnly } from '../../platform/auth/guards';

/**
 * Who configures a restaurant (restaurant-config.md §6): admin and restaurantAdmin, and
 * restaurantGroupAdmin for the restaurants of its group (the actor hook has already refused a
 * restaurant outside the group). Every other role gets 403.
 */
export const RESTAURANT_CONFIG_ROLES: readonly Role[] = ['admin', 'restaurantAdmin', 'restaurantGroupAdmin'];

/** preHandler of every restaurant-configuration call: a configuring role and a selected restaurant. */
export const restaurantConfigGuard = staffOnly({ roles: RESTAURANT_CONFIG_ROLES, needsRestaurant: true });

/** The internal id of the restaurant the request configures. */
export function configuredRestaurantId(request: FastifyRequest): string {
  return actingRestaurantId(requireActor(request));
}
