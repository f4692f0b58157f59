import {
  actingRestaurant,
  isRole,
  mayActOnRestaurant,
  offerablePermissionOptions,
  type Permission,
  permissionName,
  type RestaurantIdOption,
  type Role,
  type TenancyContext,
  type UserCredentials,
} from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import type { StaffActor } from '../../platform/auth/actor';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import {
  findRestaurantByIdOrIdentifier,
  findRestaurantSummary,
  findUserById,
  listRestaurantSummaries,
  loadTenancyIds,
  setSelectedRestaurant,
  type UserRow,
} from './users.repository';

/** The tenancy facts of a user (back-office.md §6; rule in domain auth/tenancy.ts). */
export async function tenancyOf(db: DbOrTx, user: UserRow): Promise<TenancyContext> {
  if (user.role === 'admin') {
    return {
      role: user.role,
      ownRestaurantId: user.restaurantId,
      groupRestaurantIds: [],
      assignedRestaurantIds: [],
    };
  }
  return { role: user.role, ownRestaurantId: user.restaurantId, ...(await loadTenancyIds(db, user)) };
}

/** The restaurant a user acts on: the selected one when still allowed, else their own. */
export async function actingRestaurantIdOf(db: DbOrTx, user: UserRow): Promise<string | null> {
  if (!user.selectedRestaurantId || user.selectedRestaurantId === user.restaurantId) return user.restaurantId;
  return actingRestaurant(await tenancyOf(db, user), user.selectedRestaurantId);
}

/** The session user as GET /user, POST /login and the profile calls answer it. */
export async function userCredentialsOf(
  deps: Pick<AppDeps, 'config' | 'database'>,
  user: UserRow,
  restaurantId: string | null,
): Promise<UserCredentials> {
  if (!isRole(user.role)) throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
  const restaurant = restaurantId ? await findRestaurantSummary(deps.database.db, restaurantId) : undefined;
  const marketingEmail = deps.config.marketingAccountEmail?.toLowerCase();
  return {
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phone,
    role: user.role,
    restaurantId: restaurant ? restaurant.id : null,
    restaurantUrlIdentifier: restaurant?.urlIdentifier ?? null,
    restaurantName: restaurant?.name ?? null,
    permissions: user.permissions.map((code): Permission => ({ code, name: permissionName(code) })),
    currencySymbol: restaurant?.currencySymbol ?? user.currencySymbol,
    marketingAccount: !!marketingEmail && user.email.toLowerCase() === marketingEmail,
    mustChangePassword: user.mustChangePassword,
  };
}

/** The restaurant picker and the permission list of the signed-in user (back-office.md §7 "Users"). */
export function createUsersService(deps: AppDeps) {
  const db = deps.database.db;

  async function signedInUser(actor: StaffActor): Promise<UserRow> {
    const user = await findUserById(db, actor.userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
    return user;
  }

  return {
    /** PUT /userRestaurantId: the value may be the restaurant's id or its url identifier. */
    async selectRestaurant(actor: StaffActor, value: string): Promise<UserCredentials> {
      const user = await signedInUser(actor);
      const restaurant = await findRestaurantByIdOrIdentifier(db, value);
      if (!restaurant) throw new AppError('NOT_FOUND', 'Restaurant not found');
      if (!mayActOnRestaurant(await tenancyOf(db, user), restaurant.id)) {
        throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
      }
      await setSelectedRestaurant(db, user.id, restaurant.id, deps.now(), actor.sessionIdHash);
      return userCredentialsOf(deps, user, restaurant.id);
    },

    /** GET /restaurantIds: admin all; group admin and menu admin own, group's and assigned; others own. */
    async restaurantOptions(actor: StaffActor, isTest: boolean | undefined): Promise<RestaurantIdOption[]> {
      const user = await signedInUser(actor);
      let ids: readonly string[] | 'all';
      if (user.role === 'admin') ids = 'all';
      else {
        const t = await tenancyOf(db, user);
        const own = t.ownRestaurantId ? [t.ownRestaurantId] : [];
        ids =
          user.role === 'restaurantGroupAdmin' || user.role === 'menuAdmin'
            ? [...new Set([...own, ...t.groupRestaurantIds, ...t.assignedRestaurantIds])]
            : own;
      }
      const rows = await listRestaurantSummaries(db, { ids, isTest });
      return rows.map((r) => ({
        restaurantId: r.id,
        urlIdentifier: r.urlIdentifier,
        name: r.name,
        type: r.type,
      }));
    },

    /** GET /userPermissions: the codes offerable to a user of the given role (default: the caller's). */
    permissionOptions(actor: StaffActor, role?: Role): Permission[] {
      return offerablePermissionOptions(role ?? actor.role);
    },
  };
}
