import {
  AUTH_MESSAGES,
  ErrorResponse,
  RestaurantIdsQuery,
  RestaurantIdsResponse,
  SelectRestaurantRequest,
  SelectRestaurantResponse,
  UserPermissionsQuery,
  UserPermissionsResponse,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor, staffOnly } from '../../platform/auth/guards';
import { createUsersService } from './users.service';

const tags = ['users'];
const security = [{ session: [] }];

/** The restaurant the user acts on, the restaurants they may pick, the permissions they may offer. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = createUsersService(app.deps);
  const signedIn = staffOnly();

  app.put(
    '/userRestaurantId',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Select the restaurant to act on (its id or url identifier)',
        security,
        body: SelectRestaurantRequest,
        response: { 200: SelectRestaurantResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const userCredentials = await users.selectRestaurant(requireActor(request), request.body.restaurantId);
      return { message: AUTH_MESSAGES.restaurantSelected, userCredentials };
    },
  );

  app.get(
    '/restaurantIds',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Restaurants the signed-in user may act on, for pickers',
        security,
        querystring: RestaurantIdsQuery,
        response: { 200: RestaurantIdsResponse },
      },
    },
    async (request) =>
      users.restaurantOptions(
        requireActor(request),
        request.query.isTest ?? (request.query.env === undefined ? undefined : request.query.env === 'test'),
      ),
  );

  app.get(
    '/userPermissions',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Permission codes the user form may offer',
        security,
        querystring: UserPermissionsQuery,
        response: { 200: UserPermissionsResponse },
      },
    },
    async (request) => ({ permissions: users.permissionOptions(requireActor(request), request.query.role) }),
  );
};
