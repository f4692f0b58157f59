import {
  ErrorResponse,
  TransactionsQuery,
  TransactionsRequest,
  TransactionsResponse,
  UpdateTransactionsBody,
  UpdateTransactionsResponse,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingRestaurantId, requireActor, staffOnly } from '../../platform/auth/guards';
import { createRealtimePublisher } from '../realtime/realtime.service';
import { deleteTransactions, listTransactions } from './transactions-list.service';

const tags = ['transactions'];
const security = [{ session: [] }];
const refusals = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};

/** The back-office transactions screen's calls (back-office.md §2.7, §7; decision 0162). */
export const transactionsListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const realtime = createRealtimePublisher(deps.events, app.log);

  app.post(
    '/transactions',
    {
      preHandler: staffOnly({ permission: 'transactions', needsRestaurant: true }),
      schema: {
        tags,
        security,
        summary:
          "A restaurant day's bills (DD-MM-YY, by when each opened); deleted ones only for an admin who asks",
        querystring: TransactionsQuery,
        body: TransactionsRequest,
        response: { 200: TransactionsResponse, ...refusals },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return listTransactions(
        deps,
        actor,
        actingRestaurantId(actor),
        request.query.dateStr,
        request.body ?? { showDeletedTransactions: false },
      );
    },
  );

  app.post(
    '/updateTransactions',
    {
      preHandler: staffOnly({ permission: 'delTransactions', needsRestaurant: true }),
      schema: {
        tags,
        security,
        summary: 'Deletes the chosen bills with one reason: all of them, or none with the refusal',
        body: UpdateTransactionsBody,
        response: { 200: UpdateTransactionsResponse, ...refusals },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return deleteTransactions(deps, realtime, actor, actingRestaurantId(actor), request.body);
    },
  );
};
