import {
  type CreateUserInput,
  DEFAULT_MANAGED_ROLE,
  type Role,
  type UpdateRestaurantGroupInput,
  type UpdateUserInput,
  USER_MESSAGES,
  type UserAccount,
  type UserRefusal,
  userDeleteRefusal,
  userWriteRefusal,
} from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import type { StaffActor } from '../../platform/auth/actor';
import { hashPassword } from '../../platform/auth/password';
import type { AppDeps } from '../../platform/deps';
import { AppError, type ErrorCode } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { generatePassword } from './generated-password';
import {
  deleteUserById,
  findRestaurantsByIdsOrIdentifiers,
  findTakenIdentity,
  insertUser,
  lockUserByUsername,
  replaceAssignedRestaurants,
  updateAccount,
} from './user-accounts.repository';
import { editorOf, manageableAccount } from './user-accounts.service';
import { findRestaurantByIdOrIdentifier } from './users.repository';

type CreateInput = CreateUserInput;
type UpdateInput = UpdateUserInput;
type GroupInput = UpdateRestaurantGroupInput;

const STATUS_CODE: Record<UserRefusal['status'], ErrorCode> = {
  400: 'BAD_REQUEST',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
};

function refuse(refusal: UserRefusal | null): void {
  if (refusal) throw new AppError(STATUS_CODE[refusal.status], refusal.message);
}

/** §8: a taken username is a 400 that carries the username. */
function usernameTaken(username: string): AppError {
  return new AppError('BAD_REQUEST', USER_MESSAGES.usernameTaken, { username });
}

/** A unique-index violation of a save racing another: the same answers as the checks before it. */
function duplicateFrom(err: unknown, username: string): AppError | null {
  for (
    let e = err as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    e;
  ) {
    if (e.code === '23505') {
      const what = e.constraint ?? e.message ?? '';
      return what.includes('email')
        ? new AppError('BAD_REQUEST', USER_MESSAGES.emailTaken)
        : usernameTaken(username);
    }
    e = e.cause as typeof e;
  }
  return null;
}

export type CreateVia = 'user' | 'restaurantManager';

/** Creating, editing and deleting accounts, and a group admin's restaurants (back-office.md §7 "Users"). */
export function createUserWritesService(deps: AppDeps) {
  const db = deps.database.db;

  /** A restaurant's id from its id or url identifier; 404 when there is none. */
  async function restaurantIdOf(value: string, dbx: DbOrTx = db): Promise<string> {
    const restaurant = await findRestaurantByIdOrIdentifier(dbx, value);
    if (!restaurant) throw new AppError('NOT_FOUND', USER_MESSAGES.restaurantNotFound);
    return restaurant.id;
  }

  /** The account's restaurant: the one sent (id or url identifier), else a restaurantManager call's default. */
  async function restaurantOfNewAccount(
    actor: StaffActor,
    input: CreateInput,
    via: CreateVia,
  ): Promise<string | null> {
    if (input.restaurantId) return restaurantIdOf(input.restaurantId);
    if (actor.role === 'restaurantAdmin') return actor.ownRestaurantId;
    if (via === 'restaurantManager') return actor.restaurantId;
    return null;
  }

  async function refuseTakenIdentity(identity: { username: string; email: string }, exceptId?: string) {
    const taken = await findTakenIdentity(db, identity, exceptId);
    if (taken.username && !exceptId) throw usernameTaken(identity.username);
    if (taken.email) throw new AppError('BAD_REQUEST', USER_MESSAGES.emailTaken);
  }

  return {
    /**
     * POST /user (admin) and POST /restaurantManager (admin, restaurantAdmin). The password is
     * generated unless one was sent; either way the account must change it at its first sign-in.
     */
    async create(
      actor: StaffActor,
      input: CreateInput,
      via: CreateVia,
    ): Promise<{ user: UserAccount; password?: string }> {
      const role: Role | undefined =
        input.role ?? (via === 'restaurantManager' ? DEFAULT_MANAGED_ROLE : undefined);
      if (!role) throw new AppError('VALIDATION', USER_MESSAGES.roleRequired);
      const restaurantId = await restaurantOfNewAccount(actor, input, via);
      refuse(userWriteRefusal(editorOf(actor), { role, permissions: input.permissions, restaurantId }));
      await refuseTakenIdentity(input);
      const generated = input.password === undefined ? generatePassword() : undefined;
      const passwordHash = await hashPassword(input.password ?? generated!);
      const at = deps.now();
      try {
        await insertUser(db, {
          id: newId(),
          username: input.username,
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phoneNumber,
          role,
          restaurantId,
          permissions: input.permissions,
          mustChangePassword: true,
          createdAt: at,
          updatedAt: at,
        });
      } catch (err) {
        throw duplicateFrom(err, input.username) ?? err;
      }
      const user = await manageableAccount(db, actor, input.username);
      return generated ? { user, password: generated } : { user };
    },

    /** PUT /user: the account named by username; its role kept unless sent; its restaurant kept. */
    async update(actor: StaffActor, input: UpdateInput): Promise<UserAccount> {
      await db
        .transaction(async (tx) => {
          const existing = await lockUserByUsername(tx, input.username);
          if (!existing) throw new AppError('NOT_FOUND', USER_MESSAGES.userNotFound);
          const role = (input.role ?? existing.role) as Role;
          const restaurantId =
            input.restaurantId === undefined
              ? existing.restaurantId
              : input.restaurantId === null
                ? null
                : await restaurantIdOf(input.restaurantId, tx);
          refuse(
            userWriteRefusal(
              editorOf(actor),
              { role, permissions: input.permissions, restaurantId },
              existing,
            ),
          );
          const taken = await findTakenIdentity(
            tx,
            { username: existing.username, email: input.email },
            existing.id,
          );
          if (taken.email) throw new AppError('BAD_REQUEST', USER_MESSAGES.emailTaken);
          await updateAccount(tx, existing.id, {
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            phone: input.phoneNumber,
            role,
            restaurantId,
            permissions: input.permissions,
            updatedAt: deps.now(),
          });
        })
        .catch((err: unknown) => {
          throw duplicateFrom(err, input.username) ?? err;
        });
      return manageableAccount(db, actor, input.username);
    },

    /** DELETE /user: all or nothing (the account, its sessions, links and assignments); never oneself. */
    async remove(actor: StaffActor, username: string): Promise<void> {
      await db.transaction(async (tx) => {
        const existing = await lockUserByUsername(tx, username);
        if (!existing) throw new AppError('NOT_FOUND', USER_MESSAGES.userNotFound);
        refuse(userDeleteRefusal(editorOf(actor), existing));
        await deleteUserById(tx, existing.id);
      });
    },

    /** PUT /updateRestaurantGroup (admin): the complete list of a restaurantGroupAdmin's assigned restaurants. */
    async updateRestaurantGroup(actor: StaffActor, input: GroupInput): Promise<UserAccount> {
      await db.transaction(async (tx) => {
        const account = await lockUserByUsername(tx, input.username);
        if (!account) throw new AppError('NOT_FOUND', USER_MESSAGES.userNotFound);
        if (account.role !== 'restaurantGroupAdmin')
          throw new AppError('BAD_REQUEST', USER_MESSAGES.selectGroupAdmin);
        const found = await findRestaurantsByIdsOrIdentifiers(tx, input.restaurants);
        const ids: string[] = [];
        for (const value of input.restaurants) {
          const restaurant =
            found.find((r) => r.id === value) ?? found.find((r) => r.urlIdentifier === value);
          if (!restaurant) throw new AppError('NOT_FOUND', USER_MESSAGES.restaurantNotFound);
          if (restaurant.type !== 'restaurant')
            throw new AppError('BAD_REQUEST', USER_MESSAGES.onlyRestaurants);
          if (!ids.includes(restaurant.id)) ids.push(restaurant.id);
        }
        await replaceAssignedRestaurants(tx, account.id, ids);
      });
      return manageableAccount(db, actor, input.username);
    },
  };
}
