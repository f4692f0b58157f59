import { ErrorResponse, QrCodesPageResponse, TableQrStringQuery, TableQrStringResponse } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { configuredRestaurantId, restaurantConfigGuard } from '../restaurants/restaurant-config-access';
import { createQrCodesService } from './qr-codes.service';

const tags = ['qr-codes'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/**
 * The QR codes page (restaurant-config.md §2.2) of the restaurant being configured: its settings, a
 * table's code string and the printable PDF of every table. Saves go through
 * PUT /updateRestaurantValues/ ({qrCodeSettings}, {paymentRequiredTableNumbers}).
 */
export const qrCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createQrCodesService(app.deps);

  app.get(
    '/qrCodeSettings',
    {
      preHandler: restaurantConfigGuard,
      schema: {
        tags,
        summary: "The QR codes page: each QR type's switch, the tables and the payment-required list",
        response: { 200: QrCodesPageResponse, ...errors },
      },
    },
    async (request) => service.page(configuredRestaurantId(request)),
  );

  app.get(
    '/getTableQrString',
    {
      preHandler: restaurantConfigGuard,
      schema: {
        tags,
        summary: "A table's code string: the URL its diners open",
        // Checked in the handler, so a bad table number answers the spec's text as it is.
        querystring: z.object({
          tableNumber: z.string().optional(),
          isPaymentRequired: z.string().optional(),
        }),
        response: { 200: TableQrStringResponse, ...errors },
      },
    },
    async (request) => {
      const query = TableQrStringQuery.safeParse(request.query);
      if (!query.success)
        throw new AppError('BAD_REQUEST', query.error.issues[0]?.message ?? 'Invalid query');
      return service.tableQrString(configuredRestaurantId(request), query.data.tableNumber);
    },
  );

  app.get(
    '/qrcodes/tables.pdf',
    {
      preHandler: restaurantConfigGuard,
      schema: {
        tags,
        summary: 'One printable PDF, a page per table on the dine-in template',
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await service.tablesPdf(configuredRestaurantId(request));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );
};
