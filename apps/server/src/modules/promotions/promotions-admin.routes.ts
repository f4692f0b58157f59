import {
  ErrorResponse,
  PromotionIdParams,
  PromotionResponse,
  PromotionsResponse,
  SavePromotionBody,
  SavePromotionResponse,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { marketingOnly, marketingRestaurantId } from './marketing-access';
import { getPromotion, listPromotions, removePromotion, savePromotion } from './promotions-admin.service';

const tags = ['promotions'];
const security = [{ session: [] }];
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

/** The back-office promotions (back-office.md §2.13, §7 "Promotions and vouchers"). */
export const promotionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const preHandler = marketingOnly(config);

  app.get(
    '/promotions',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "The acting restaurant's promotions, the latest change first",
        response: { 200: PromotionsResponse, ...refusals },
      },
    },
    async (request) => ({ promotions: await listPromotions(database.db, marketingRestaurantId(request)) }),
  );

  app.get(
    '/promotions/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'One promotion of the acting restaurant',
        params: PromotionIdParams,
        response: { 200: PromotionResponse, 404: ErrorResponse, ...refusals },
      },
    },
    async (request) => ({
      promotion: await getPromotion(database.db, marketingRestaurantId(request), request.params.id),
    }),
  );

  app.post(
    '/promotions',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Creates a promotion, or updates the one named by promotionId',
        body: SavePromotionBody,
        response: { 200: SavePromotionResponse, 404: ErrorResponse, ...refusals },
      },
    },
    async (request) =>
      savePromotion(database.db, marketingRestaurantId(request), request.body, app.deps.now()),
  );

  app.delete(
    '/promotions/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Deletes a promotion of the acting restaurant',
        params: PromotionIdParams,
        response: { 200: z.object({ ok: z.literal(true) }), 404: ErrorResponse, ...refusals },
      },
    },
    async (request) => {
      await removePromotion(database.db, marketingRestaurantId(request), request.params.id);
      return { ok: true as const };
    },
  );
};
