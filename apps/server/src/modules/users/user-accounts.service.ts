import {
  isRole,
  mayManageAccount,
  offerablePermissionOptions,
  permissionName,
  QUERY_USER_LIMIT,
  RESTAURANT_ADMIN_ASSIGNABLE_ROLES,
  USER_MESSAGES,
  type UserAccount,
  type UserDetailResponse,
  type UserEditor,
  type UsersResponse,
} from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import type { StaffActor } from '../../platform/auth/actor';
import { actingRestaurantId } from '../../platform/auth/guards';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import {
  type AccountRow,
  type AccountScope,
  assignedRestaurantsOf,
  findAccountByUsername,
  listAccounts,
} from './user-accounts.repository';

/** The signed-in user as the account rules of domain users/user-policy.ts see them. */
export function editorOf(actor: StaffActor): UserEditor {
  return { role: actor.role, ownRestaurantId: actor.ownRestaurantId, username: actor.username };
}

/** The accounts a list may show this user: admin all; restaurantAdmin its restaurant's, below admin. */
export function listScopeOf(actor: StaffActor): AccountScope | null {
  if (actor.role === 'admin') return { kind: 'all' };
  if (actor.role === 'restaurantAdmin' && actor.ownRestaurantId) {
    return {
      kind: 'restaurant',
      restaurantId: actor.ownRestaurantId,
      roles: RESTAURANT_ADMIN_ASSIGNABLE_ROLES,
    };
  }
  return null;
}

/** Rows as the API answers them (§3 "User account"), with each one's assigned restaurants. */
export async function toAccounts(db: DbOrTx, rows: readonly AccountRow[]): Promise<UserAccount[]> {
  const assigned = await assignedRestaurantsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.filter((r) => isRole(r.role)).map((r) => toAccount(r, assigned.get(r.id) ?? []));
}

function toAccount(row: AccountRow, restaurants: UserAccount['restaurants']): UserAccount {
  return {
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    role: row.role as UserAccount['role'],
    restaurantId: row.restaurantId,
    restaurantName: row.restaurantName,
    restaurants,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    avatarUrl: row.avatarUrl,
    currencySymbol: row.currencySymbol,
    permissions: row.permissions.map((code) => ({ code, name: permissionName(code) })),
    mustChangePassword: row.mustChangePassword,
  };
}

/** The account by username as the API answers it; 404 unless this user may manage it. */
export async function manageableAccount(
  db: DbOrTx,
  actor: StaffActor,
  username: string,
): Promise<UserAccount> {
  const row = await findAccountByUsername(db, username);
  if (!row || !mayManageAccount(editorOf(actor), row))
    throw new AppError('NOT_FOUND', USER_MESSAGES.userNotFound);
  const [account] = await toAccounts(db, [row]);
  if (!account) throw new AppError('NOT_FOUND', USER_MESSAGES.userNotFound);
  return account;
}

/** The reads of the users screens: GET /users, /users/{username}, /queryUser, /merchantUsers. */
export function createUserAccountsService(deps: AppDeps) {
  const db = deps.database.db;

  function scopeOrRefuse(actor: StaffActor): AccountScope {
    const scope = listScopeOf(actor);
    if (!scope) throw new AppError('FORBIDDEN', USER_MESSAGES.forbidden);
    return scope;
  }

  return {
    /** GET /users: one page by username; search (from 4 characters) over username, name and e-mail. */
    async list(
      actor: StaffActor,
      query: { page: number; pageSize: number; search?: string },
    ): Promise<UsersResponse> {
      const { rows, total } = await listAccounts(db, {
        scope: scopeOrRefuse(actor),
        search: query.search || undefined,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { users: await toAccounts(db, rows), total, page: query.page, pageSize: query.pageSize };
    },

    /** GET /users/{username}: the account and the permission checkboxes its role may be given. */
    async detail(actor: StaffActor, username: string): Promise<UserDetailResponse> {
      const user = await manageableAccount(db, actor, username);
      return { user, permissions: offerablePermissionOptions(user.role) };
    },

    /** GET /queryUser?username=: the first accounts whose username, name or e-mail contain the text. */
    async query(actor: StaffActor, text: string): Promise<UserAccount[]> {
      const { rows } = await listAccounts(db, {
        scope: scopeOrRefuse(actor),
        search: text,
        limit: QUERY_USER_LIMIT,
        offset: 0,
      });
      return toAccounts(db, rows);
    },

    /** GET /merchantUsers: the accounts of the restaurant the user acts on (a restaurantAdmin: its own). */
    async merchantUsers(actor: StaffActor): Promise<UserAccount[]> {
      const restaurantId = actingRestaurantId(actor);
      const scope: AccountScope =
        actor.role === 'admin'
          ? { kind: 'restaurant', restaurantId }
          : { kind: 'restaurant', restaurantId, roles: RESTAURANT_ADMIN_ASSIGNABLE_ROLES };
      if (actor.role !== 'admin' && restaurantId !== actor.ownRestaurantId) {
        throw new AppError('FORBIDDEN', USER_MESSAGES.forbidden);
      }
      const { rows } = await listAccounts(db, { scope, limit: 500, offset: 0 });
      return toAccounts(db, rows);
    },
  };
}
