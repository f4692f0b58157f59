import type { Role } from './access';

/** What the server knows about the restaurants around a user. */
export interface TenancyContext {
  role: Role | string | null | undefined;
  /** The user's own restaurant, or group for a group admin. */
  ownRestaurantId: string | null;
  /** For a group admin: restaurants in their group; for others: empty. */
  groupRestaurantIds: readonly string[];
  /** Restaurants an admin assigned to the user (PUT /updateRestaurantGroup). */
  assignedRestaurantIds: readonly string[];
}

/**
 * May this user act on that restaurant? admin: any; restaurantGroupAdmin and menuAdmin: their own,
 * their group's and those assigned to them; everyone else: only their own.
 */
export function mayActOnRestaurant(ctx: TenancyContext, restaurantId: string): boolean {
  if (ctx.role === 'admin') return true;
  if (ctx.ownRestaurantId === restaurantId) return true;
  if (ctx.role === 'restaurantGroupAdmin' || ctx.role === 'menuAdmin') {
    return ctx.groupRestaurantIds.includes(restaurantId) || ctx.assignedRestaurantIds.includes(restaurantId);
  }
  return false;
}

/** The restaurant a request acts on: the selected one when allowed, else the user's own. */
export function actingRestaurant(ctx: TenancyContext, selectedRestaurantId: string | null): string | null {
  if (selectedRestaurantId && mayActOnRestaurant(ctx, selectedRestaurantId)) return selectedRestaurantId;
  return ctx.ownRestaurantId;
}
