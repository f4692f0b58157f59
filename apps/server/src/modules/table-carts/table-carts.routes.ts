import {
  AddTableCartLineRequest,
  ErrorResponse,
  PlaceOrderResponse,
  restaurantTopic,
  TableCartEventsQuery,
  TableCartQuery,
  TableCartResponse,
  TableCheckoutRequest,
  UpdateTableCartLineRequest,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRealtimePublisher } from '../realtime/realtime.service';
import { registerSseShutdown, streamEvents } from '../realtime/sse';
import { checkoutTableCart } from './table-cart-checkout.service';
import {
  addTableCartLine,
  dinerTagOf,
  readTableCart,
  resolveTableCartScope,
  type TableCartDeps,
  updateTableCartLine,
} from './table-carts.service';

const tags = ['table-cart'];
const refusals = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/**
 * One order for the whole table (issue 32, decision 0550): the table's shared cart, held on the server,
 * live on every phone at the table through GET /tableCart/events. Refused with 403 when the restaurant
 * has group ordering off (onlineSettings.isGroupOrderingEnabled).
 */
export const tableCartsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerSseShutdown(app);
  const d: TableCartDeps = {
    deps: app.deps,
    contexts: app.dinerContexts,
    realtime: createRealtimePublisher(app.deps.events, app.log),
  };

  app.get(
    '/tableCart',
    {
      schema: {
        tags,
        summary: "The table's shared cart as it is, priced from the menu served now",
        querystring: TableCartQuery,
        response: { 200: TableCartResponse, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { menuId, tableId, dinerId } = request.query;
      const scope = await resolveTableCartScope(d, menuId, tableId);
      return { ...(await readTableCart(app.deps, scope)), you: dinerTagOf(dinerId) };
    },
  );

  app.post(
    '/tableCart/lines',
    {
      schema: {
        tags,
        summary: "Adds a line to the table's cart (merged into the diner's identical line)",
        description: 'Client prices are ignored; the line must be orderable now. 409 while a checkout runs.',
        body: AddTableCartLineRequest,
        response: { 200: TableCartResponse, ...refusals },
      },
    },
    async (request) => addTableCartLine(d, request.body),
  );

  app.post(
    '/tableCart/lines/update',
    {
      schema: {
        tags,
        summary: "Changes the quantity (0 removes) or takeaway flag of one of the diner's own lines",
        body: UpdateTableCartLineRequest,
        response: { 200: TableCartResponse, ...refusals },
      },
    },
    async (request) => updateTableCartLine(d, request.body),
  );

  app.post(
    '/tableCart/checkout',
    {
      schema: {
        tags,
        summary: "Places one order from the table's cart: every line (scope table) or the diner's (mine)",
        description:
          "Two phones checking out at once make one order: the second gets 409. The answer is POST /placeOrder's.",
        body: TableCheckoutRequest,
        response: { 200: PlaceOrderResponse, ...refusals },
      },
    },
    async (request) => {
      const clientId = request.headers.clientid;
      return checkoutTableCart(d, request.body, typeof clientId === 'string' ? clientId : undefined);
    },
  );

  app.get(
    '/tableCart/events',
    {
      schema: {
        tags,
        summary: "The table's cart as Server-Sent Events",
        description:
          'text/event-stream: `tableCart` with the whole cart, first as it is, then on every change.',
        querystring: TableCartEventsQuery,
        response: { 403: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const scope = await resolveTableCartScope(d, request.query.menuId, request.query.tableId);
      const tableNumber = scope.table.tableNumber;
      await streamEvents(app, request, reply, {
        topic: restaurantTopic(scope.ctx.row.id),
        accepts: (m) => m.event === 'tableCart' && m.data.tableId === tableNumber,
        snapshot: async () => [{ event: 'tableCart', data: await readTableCart(app.deps, scope) }],
      });
    },
  );
};
