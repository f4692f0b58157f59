import { DeleteOldTransactionsResponse, ErrorResponse } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingRestaurantId, requireActor, staffOnly } from '../../platform/auth/guards';
import { createRealtimePublisher } from '../realtime/realtime.service';
import { deleteOldTransactions } from './old-transactions.service';

/** POST /deleteAllOldTransactions (back-office.md §2.8, §7; decision 0160). */
export const oldTransactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const realtime = createRealtimePublisher(deps.events, app.log);

  app.post(
    '/deleteAllOldTransactions',
    {
      // Seeing live transactions needs `transactions`; deleting bills needs `delTransactions` too.
      preHandler: [
        staffOnly({ permission: 'transactions', needsRestaurant: true }),
        staffOnly({ permission: 'delTransactions' }),
      ],
      schema: {
        tags: ['transactions'],
        security: [{ session: [] }],
        summary:
          "Deletes the acting restaurant's open bills with no change since its current day began (reason 'Old transaction')",
        response: {
          200: DeleteOldTransactionsResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return deleteOldTransactions(deps, realtime, actor, actingRestaurantId(actor));
    },
  );
};
