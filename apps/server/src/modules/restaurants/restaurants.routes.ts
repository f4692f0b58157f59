import { ErrorResponse, RestaurantInfoQuery, RestaurantInfoResponse } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getRestaurantInfo } from './restaurants.service';

/** Public restaurant calls of the diner side. */
export const restaurantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/restaurantInfo',
    {
      schema: {
        tags: ['restaurants'],
        summary: 'A restaurant as diners see it, with the booking disclaimer',
        querystring: RestaurantInfoQuery,
        response: { 200: RestaurantInfoResponse, 404: ErrorResponse },
      },
    },
    async (request) => getRestaurantInfo(app.deps, request.query.restaurantId),
  );
};
