import {
  CreateUserRequest,
  CreateUserResponse,
  DeleteUserRequest,
  ErrorResponse,
  MessageResponse,
  QueryUserQuery,
  UpdateRestaurantGroupRequest,
  UpdateRestaurantGroupResponse,
  UpdateUserRequest,
  UpdateUserResponse,
  USER_MANAGER_ROLES,
  USER_MESSAGES,
  UserDetailResponse,
  UserListResponse,
  UsernameParams,
  UsersQuery,
  UsersResponse,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor, staffOnly } from '../../platform/auth/guards';
import { createUserAccountsService } from './user-accounts.service';
import { createUserWritesService } from './user-writes.service';

const tags = ['users'];
const security = [{ session: [] }];
const refusals = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/**
 * The accounts of back-office.md §2.10 and §7 "Users": admin manages every account; a restaurantAdmin
 * those of its own restaurant (rules in domain users/user-policy.ts; decisions 0205–0210).
 */
export const userAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reads = createUserAccountsService(app.deps);
  const writes = createUserWritesService(app.deps);
  const managers = staffOnly({ roles: USER_MANAGER_ROLES });
  const adminOnly = staffOnly({ roles: ['admin'] });

  app.get(
    '/users',
    {
      preHandler: managers,
      schema: {
        tags,
        security,
        summary: 'Accounts by username, one page (?page=1&pageSize=10, 5/10/25; ?search= from 4 characters)',
        querystring: UsersQuery,
        response: { 200: UsersResponse, ...refusals },
      },
    },
    async (request) => reads.list(requireActor(request), request.query),
  );

  app.get(
    '/users/:username',
    {
      preHandler: managers,
      schema: {
        tags,
        security,
        summary: 'An account and the permission checkboxes its role may be given',
        params: UsernameParams,
        response: { 200: UserDetailResponse, ...refusals },
      },
    },
    async (request) => reads.detail(requireActor(request), request.params.username),
  );

  app.get(
    '/queryUser',
    {
      preHandler: managers,
      schema: {
        tags,
        security,
        summary: 'Accounts whose username, name or e-mail contain the text (from 4 characters; the first 25)',
        querystring: QueryUserQuery,
        response: { 200: UserListResponse, ...refusals },
      },
    },
    async (request) => ({ users: await reads.query(requireActor(request), request.query.username) }),
  );

  app.get(
    '/merchantUsers',
    {
      preHandler: staffOnly({ roles: USER_MANAGER_ROLES, needsRestaurant: true }),
      schema: {
        tags,
        security,
        summary: 'The accounts of the restaurant the user acts on',
        response: { 200: UserListResponse, ...refusals },
      },
    },
    async (request) => ({ users: await reads.merchantUsers(requireActor(request)) }),
  );

  app.post(
    '/user',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Create an account (admin); the password is generated and answered once, and must be changed at first sign-in',
        body: CreateUserRequest,
        response: { 200: CreateUserResponse, ...refusals },
      },
    },
    async (request) => ({
      message: USER_MESSAGES.saved,
      ...(await writes.create(requireActor(request), request.body, 'user')),
    }),
  );

  app.post(
    '/restaurantManager',
    {
      preHandler: managers,
      schema: {
        tags,
        security,
        summary:
          'Create an account of the restaurant (a restaurantAdmin: its own; role restaurantManager unless sent, never above restaurantAdmin)',
        body: CreateUserRequest,
        response: { 200: CreateUserResponse, ...refusals },
      },
    },
    async (request) => ({
      message: USER_MESSAGES.saved,
      ...(await writes.create(requireActor(request), request.body, 'restaurantManager')),
    }),
  );

  app.put(
    '/user',
    {
      preHandler: managers,
      schema: {
        tags,
        security,
        summary: 'Update the account named by username',
        body: UpdateUserRequest,
        response: { 200: UpdateUserResponse, ...refusals },
      },
    },
    async (request) => ({
      message: USER_MESSAGES.saved,
      user: await writes.update(requireActor(request), request.body),
    }),
  );

  app.delete(
    '/user',
    {
      preHandler: managers,
      schema: {
        tags,
        security,
        summary: 'Delete an account (never one’s own); its sessions end',
        body: DeleteUserRequest,
        response: { 200: MessageResponse, ...refusals },
      },
    },
    async (request) => {
      await writes.remove(requireActor(request), request.body.username);
      return { message: USER_MESSAGES.deleted };
    },
  );

  app.put(
    '/updateRestaurantGroup',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Set the restaurants assigned to a restaurantGroupAdmin (the list replaces the previous one)',
        body: UpdateRestaurantGroupRequest,
        response: { 200: UpdateRestaurantGroupResponse, ...refusals },
      },
    },
    async (request) => ({
      message: USER_MESSAGES.groupUpdated,
      user: await writes.updateRestaurantGroup(requireActor(request), request.body),
    }),
  );
};
