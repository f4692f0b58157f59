import { ErrorResponse, PosSyncRequest, PosSyncResponse } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingRestaurantId, requireActor, staffOnly } from '../../platform/auth/guards';
import { createRealtimePublisher } from '../realtime/realtime.service';
import { syncPosChanges } from './pos-sync.service';

/**
 * POST /pos/sync (issue 31): an offline POS's queued changes, each applied once. The till's account
 * needs the transactions permission; each change is checked against the staff member who made it
 * (decision 0535), not the one signed in at the sync.
 */
export const posSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const realtime = createRealtimePublisher(deps.events, app.log);
  app.post(
    '/pos/sync',
    {
      preHandler: staffOnly({ permission: 'transactions', needsRestaurant: true }),
      schema: {
        tags: ['pos'],
        security: [{ session: [] }],
        summary: 'Replay an offline POS’s changes once each; answers what became of each',
        body: PosSyncRequest,
        response: { 200: PosSyncResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const call = {
        deps,
        realtime,
        contexts: app.dinerContexts,
        actor,
        restaurantId: actingRestaurantId(actor),
      };
      const answer = await syncPosChanges(call, request.body);
      // Offline orders print as soon as the server has them (the orders' acceptance queued the dockets).
      app.printQueue.kick();
      return answer;
    },
  );
};
