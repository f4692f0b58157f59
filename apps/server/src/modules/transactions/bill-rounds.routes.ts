import { ErrorResponse, PosBillResponse } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingRestaurantId, requireActor, staffOnly } from '../../platform/auth/guards';
import { createRealtimePublisher } from '../realtime/realtime.service';
import { sendTableRound } from './bill-rounds.service';

const refusals = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};
/** Like firing a held course (decision 0502): the transactions permission, the acting restaurant's bill. */
const pos = staffOnly({ permission: 'transactions', needsRestaurant: true });

/** The POS sends a table's waiting round to the kitchen now (issue 32, decision 0600). */
export const billRoundsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const realtime = createRealtimePublisher(deps.events, app.log);

  app.post(
    '/transactions/:id/sendRound',
    {
      preHandler: pos,
      schema: {
        tags: ['pos'],
        security: [{ session: [] }],
        summary: 'Send the table’s round waiting on this bill to the kitchen now (as its time-out would)',
        params: z.object({ id: z.string().trim().min(1).max(100) }),
        response: { 200: PosBillResponse, ...refusals },
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
      return { transaction: await sendTableRound(call, request.params.id) };
    },
  );
};
