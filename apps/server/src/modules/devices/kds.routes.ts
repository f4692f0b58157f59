import { ErrorResponse, KDS_MESSAGES, KdsBumpBody, KdsBumpResponse, KdsOrdersResponse } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/auth/guards';
import { createRealtimePublisher } from '../realtime/realtime.service';
import { configuredRestaurantId, deviceReaderGuard } from './device-access';
import { bumpTicket, kitchenOrders } from './kds.service';

const tags = ['devices'];
const security = [{ session: [] }];
const denied = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/**
 * The kitchen display (decision 0310): a display client's user (or any POS role of the restaurant)
 * sees the open orders by cooking category and bumps them. Live over GET /staff/events
 * (`transactionChanged` for new orders, `kitchenChanged` for bumps).
 */
export const kdsRoutes: FastifyPluginAsyncZod = async (app) => {
  const realtime = createRealtimePublisher(app.deps.events, app.log);

  app.get(
    '/kds/orders',
    {
      preHandler: deviceReaderGuard,
      schema: { tags, security, response: { 200: KdsOrdersResponse, ...denied } },
    },
    async (request) => kitchenOrders(app.deps, configuredRestaurantId(request), requireActor(request).userId),
  );

  app.post(
    '/kds/bump',
    {
      preHandler: deviceReaderGuard,
      schema: { tags, security, body: KdsBumpBody, response: { 200: KdsBumpResponse, ...denied } },
    },
    async (request) => ({
      bumped: await bumpTicket(
        app.deps,
        realtime,
        configuredRestaurantId(request),
        requireActor(request).userId,
        request.body,
      ),
      message: KDS_MESSAGES.bumped,
    }),
  );
};
