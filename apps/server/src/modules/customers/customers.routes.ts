import { CustomersQuery, CustomersResponse, ErrorResponse, type Role } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingRestaurantId, requireActor, staffOnly } from '../../platform/auth/guards';
import { countCustomers, listCustomers } from './customers.repository';

/** Who sees customers: the roles whose sidebar shows Customers (back-office.md §6; decision 0159). */
export const CUSTOMER_ROLES: readonly Role[] = ['admin', 'restaurantAdmin', 'restaurantGroupAdmin'];

/** GET /customers (back-office.md §7 "Customers"). */
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;

  app.get(
    '/customers',
    {
      preHandler: staffOnly({ roles: CUSTOMER_ROLES, needsRestaurant: true }),
      schema: {
        tags: ['customers'],
        security: [{ session: [] }],
        summary:
          "The acting restaurant's customers, one per phone number, newest first: ?page=1&pageSize=10 (5, 10, 25), or ?all=true",
        querystring: CustomersQuery,
        response: { 200: CustomersResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => {
      const restaurantId = actingRestaurantId(requireActor(request));
      const { page, pageSize, all } = request.query;
      const customers = await listCustomers(
        database,
        restaurantId,
        all ? { limit: null, offset: 0 } : { limit: pageSize, offset: (page - 1) * pageSize },
      );
      const total = all ? customers.length : await countCustomers(database, restaurantId);
      return all ? { customers, total, page: 1, pageSize: total } : { customers, total, page, pageSize };
    },
  );
};
