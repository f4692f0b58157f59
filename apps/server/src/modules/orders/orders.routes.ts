import {
  ErrorResponse,
  InvoiceQuery,
  InvoiceResponse,
  OrderSummaryQuery,
  OrderSummaryResponse,
  PlaceOrderHeaders,
  PlaceOrderRequest,
  PlaceOrderResponse,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRealtimePublisher } from '../realtime/realtime.service';
import { getInvoice, getOrderSummary } from './order-documents.service';
import { placeOrder } from './orders.service';

const tags = ['orders'];

/** The diner's ordering calls (diner.md §7): place an order, its invoice, the orders summary. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const realtime = createRealtimePublisher(app.deps.events, app.log);
  app.post(
    '/placeOrder',
    {
      schema: {
        tags,
        summary: 'Place an order (pay at counter); the order number makes a retry safe',
        description:
          'Headers restaurantId (url identifier), menuId, clientId. Every price is recomputed from the latest ' +
          'published menu. A number the restaurant already has answers the first order with duplicate true. ' +
          'Refusals answer 400 {code, message, reason}.',
        headers: PlaceOrderHeaders,
        body: PlaceOrderRequest,
        response: { 200: PlaceOrderResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const clientId = request.headers.clientid;
      return placeOrder(app.deps, app.dinerContexts, {
        body: request.body,
        headers: request.headers,
        clientId: typeof clientId === 'string' ? clientId : undefined,
        realtime,
      });
    },
  );

  app.get(
    '/invoice',
    {
      schema: {
        tags,
        summary: "An order's invoice (money in cents, GST included)",
        querystring: InvoiceQuery,
        response: { 200: InvoiceResponse, 404: ErrorResponse },
      },
    },
    async (request) => getInvoice(app.deps.database.db, request.query.restaurantId, request.query.orderId),
  );

  app.get(
    '/orderSummary',
    {
      schema: {
        tags,
        summary: "The diner's recent orders (at most 10 ids, comma-separated)",
        querystring: OrderSummaryQuery,
        response: { 200: OrderSummaryResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getOrderSummary(app.deps.database.db, request.query.restaurantId, request.query.orderIds);
    },
  );
};
