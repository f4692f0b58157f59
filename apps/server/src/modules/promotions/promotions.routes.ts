import {
  ActivePromotionsQuery,
  ActivePromotionsResponse,
  ErrorResponse,
  ObPromotionsQuery,
  ObPromotionsResponse,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getActivePromotions, getObPromotions } from './promotions.service';

const tags = ['promotions'];

/** The diner's promotion landing (diner.md §2 "Public menu screen", §7). */
export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activePromotions',
    {
      schema: {
        tags,
        summary: 'Whether the promotion landing shows: count, first image and deep link, restaurant names',
        querystring: ActivePromotionsQuery,
        response: { 200: ActivePromotionsResponse, 404: ErrorResponse },
      },
    },
    async (request) => getActivePromotions(app.deps.database.db, request.query.restaurantId, app.deps.now()),
  );

  app.get(
    '/obPromotions',
    {
      schema: {
        tags,
        summary: 'The enabled, current promotions of the restaurant',
        querystring: ObPromotionsQuery,
        response: { 200: ObPromotionsResponse, 404: ErrorResponse },
      },
    },
    async (request) =>
      getObPromotions(
        app.deps.database.db,
        request.query.restaurantId,
        request.query.tableId,
        app.deps.now(),
      ),
  );
};
