import { ErrorResponse, LiveTransactionsResponse } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingRestaurantId, requireActor, staffOnly } from '../../platform/auth/guards';
import { listLiveTransactions } from './live-transactions.service';

const tags = ['transactions'];
const security = [{ session: [] }];
const denied = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

/** Bills (back-office.md §7 "Transactions"; decisions 0128-0135). */
export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/liveTransactions',
    {
      preHandler: staffOnly({ permission: 'transactions', needsRestaurant: true }),
      schema: {
        tags,
        security,
        summary: "The acting restaurant's open bills, oldest first (the client refetches every 30 s)",
        response: { 200: LiveTransactionsResponse, ...denied },
      },
    },
    async (request) => ({
      liveTransactions: await listLiveTransactions(deps, actingRestaurantId(requireActor(request))),
    }),
  );
};
