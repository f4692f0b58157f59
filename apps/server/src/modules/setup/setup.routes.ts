import { ErrorResponse, GoLiveResponse, SetupChecklistResponse } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRealtimePublisher } from '../realtime/realtime.service';
import { configuredRestaurantId, restaurantConfigGuard } from '../restaurants/restaurant-config-access';
import { getSetupChecklist, goLive } from './setup.service';

const tags = ['setup'];
const security = [{ session: [] }];
const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/**
 * The setup checklist and Go live (ours, issue 25, decision 0373) for the roles that configure a
 * restaurant: admin, restaurantAdmin, restaurantGroupAdmin for its group's restaurants.
 */
export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const realtime = createRealtimePublisher(deps.events, app.log);

  app.get(
    '/setupChecklist',
    {
      preHandler: restaurantConfigGuard,
      schema: {
        tags,
        security,
        summary: 'The setup steps of the acting restaurant, each done or not, and whether it may go live',
        response: { 200: SetupChecklistResponse, ...errors },
      },
    },
    async (request) => getSetupChecklist(deps, configuredRestaurantId(request)),
  );

  app.post(
    '/goLive',
    {
      preHandler: restaurantConfigGuard,
      schema: {
        tags,
        security,
        summary: 'Turns isOnline on once the steps ordering needs are done',
        response: { 200: GoLiveResponse, ...errors },
      },
    },
    async (request) => goLive(deps, realtime, configuredRestaurantId(request)),
  );
};
