import {
  DeleteOrdersRequest,
  DeleteOrdersResponse,
  DineCustomersQuery,
  ErrorResponse,
  OnlinePaymentRefundRequest,
  OnlinePaymentRefundResponse,
  OrderQuery,
  OrderResponse,
  TodayOrderQuery,
  TodayOrderResponse,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingRestaurantId, requireActor, staffOnly } from '../../platform/auth/guards';
import {
  deleteOrders,
  dineCustomersCsv,
  getBackOfficeOrder,
  listTodayOrders,
} from './back-office-orders.service';
import { refundOrderPayment } from './order-refunds.service';

const tags = ['orders'];
const security = [{ session: [] }];
const denied = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const ordersGuard = staffOnly({ permission: 'orders', needsRestaurant: true });

/**
 * The back-office orders screens' calls (back-office.md §7 "Orders"; decisions 0153-0157): the
 * `orders` permission to read and delete, `orderRefunds` to refund; always the acting restaurant's.
 */
export const backOfficeOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/todayOrder',
    {
      preHandler: ordersGuard,
      schema: {
        tags,
        security,
        summary: "A restaurant day's online or local orders, newest first (dateStr DD-MM-YY)",
        querystring: TodayOrderQuery,
        response: { 200: TodayOrderResponse, ...denied },
      },
    },
    async (request) => listTodayOrders(deps, actingRestaurantId(requireActor(request)), request.query),
  );

  app.put(
    '/deleteOrders',
    {
      preHandler: ordersGuard,
      schema: {
        tags,
        security,
        summary:
          'Deletes orders of a day and origin: cancelled, out of their bill, off the list (all or none)',
        body: DeleteOrdersRequest,
        response: { 200: DeleteOrdersResponse, ...denied },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return deleteOrders(
        deps,
        { restaurantId: actingRestaurantId(actor), userId: actor.userId },
        request.body,
      );
    },
  );

  app.get(
    '/order',
    {
      preHandler: ordersGuard,
      schema: {
        tags,
        security,
        summary: 'One order by its number, with its payments and refunds',
        querystring: OrderQuery,
        response: { 200: OrderResponse, ...denied },
      },
    },
    async (request) => getBackOfficeOrder(deps, actingRestaurantId(requireActor(request)), request.query),
  );

  app.get(
    '/dineCustomers',
    {
      preHandler: ordersGuard,
      schema: {
        tags,
        security,
        summary: "The day's online customers as the CSV file customer-{dateStr}.csv (Name, Phone, Email)",
        querystring: DineCustomersQuery,
        response: { 200: z.string(), ...denied },
      },
    },
    async (request, reply) => {
      const file = await dineCustomersCsv(
        deps,
        actingRestaurantId(requireActor(request)),
        request.query.dateStr,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.csv);
    },
  );

  app.post(
    '/onlinePaymentRefund',
    {
      preHandler: staffOnly({ permission: 'orderRefunds', needsRestaurant: true }),
      schema: {
        tags,
        security,
        summary: "Refunds an order's online payment (card, online provider, till or wallet body)",
        description:
          'Card, online and wallet amounts in minor units, till amounts in dollars as entered. Never more than ' +
          'captured, also under concurrent requests; once per idempotencyKey.',
        body: OnlinePaymentRefundRequest,
        response: { 200: OnlinePaymentRefundResponse, ...denied, 409: ErrorResponse },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { answer } = await refundOrderPayment(
        deps,
        { restaurantId: actingRestaurantId(actor), userId: actor.userId },
        request.body,
        { log: request.log, ip: request.ip },
      );
      return answer;
    },
  );
};
