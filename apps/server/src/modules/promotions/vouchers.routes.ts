import {
  ErrorResponse,
  SaveVouchersBody,
  SaveVouchersResponse,
  VouchersQuery,
  VouchersResponse,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketingOnly, marketingRestaurantId } from './marketing-access';
import { listVouchers, saveVouchers } from './vouchers.service';

const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

/** GET and POST /vouchers (back-office.md §7 "Promotions and vouchers"). */
export const vouchersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const preHandler = marketingOnly(config);

  app.get(
    '/vouchers',
    {
      preHandler,
      schema: {
        tags: ['promotions'],
        security: [{ session: [] }],
        summary:
          "The acting restaurant's vouchers, the latest change first: ?page=1&pageSize=50 (5, 10, 25, 50)",
        querystring: VouchersQuery,
        response: { 200: VouchersResponse, ...refusals },
      },
    },
    async (request) =>
      listVouchers(
        database,
        marketingRestaurantId(request),
        request.query.page,
        request.query.pageSize,
        app.deps.now(),
      ),
  );

  app.post(
    '/vouchers',
    {
      preHandler,
      schema: {
        tags: ['promotions'],
        security: [{ session: [] }],
        summary: 'Issues the voucher to each chosen member of the acting restaurant',
        body: SaveVouchersBody,
        response: { 200: SaveVouchersResponse, ...refusals },
      },
    },
    async (request) => saveVouchers(database, marketingRestaurantId(request), request.body, app.deps.now()),
  );
};
