import { ErrorResponse, SurchargeSettingsResponse } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configuredRestaurantId, restaurantConfigGuard } from '../restaurants/restaurant-config-access';
import { findSurchargeRules, toSurchargeSetting } from './surcharges.repository';

/**
 * GET /surcharges (ours, decision 106): the acting restaurant's surcharges for the /surchargeSettings
 * and /surcharge screens. They are saved with PUT /updateRestaurantValues/ {surchargeSettings}.
 */
export const surchargesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/surcharges',
    {
      preHandler: restaurantConfigGuard,
      schema: {
        tags: ['restaurants'],
        security: [{ session: [] }],
        summary: "The acting restaurant's surcharges, in their order",
        response: { 200: SurchargeSettingsResponse, 400: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => ({
      surchargeSettings: (
        await findSurchargeRules(app.deps.database.db, configuredRestaurantId(request))
      ).map(toSurchargeSetting),
    }),
  );
};
