import { concernsDiner, ErrorResponse, RealtimeQuery, restaurantTopic } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingRestaurantId, requireActor, staffOnly } from '../../platform/auth/guards';
import { dinerSnapshot, resolveDinerScope } from './realtime.service';
import { registerSseShutdown, streamEvents } from './sse';

const tags = ['realtime'];

/**
 * Server-Sent Events of a restaurant's live menu state (diner.md §7 "Realtime database reads"),
 * fed by the event bus (topic restaurant:<id>), so a change made on any instance reaches every client.
 */
export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  registerSseShutdown(app);

  app.get(
    '/online/events',
    {
      schema: {
        tags,
        summary: "Live state of a table's menu as Server-Sent Events",
        description:
          'text/event-stream. Starts with the current state, then on every change: `availability` ' +
          '{menuId, inactiveDishIds, unavailable:[{menuItemId, effectiveDate}]}, `announcement` ' +
          '{showDialog, dialogTitle, dialogText, dialogVersion}, `qrSettings` {qrType, isOrderingDisabled, ' +
          'disabledDate} of the table’s QR type, `menuPublished` {menuId, version}. A comment line every 25 s ' +
          'keeps the connection open; `retry:` tells the browser how soon to reconnect.',
        querystring: RealtimeQuery,
        response: { 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const db = app.deps.database.db;
      const scope = await resolveDinerScope(
        db,
        request.query.menuId,
        request.query.tableId,
        request.query.qr,
      );
      await streamEvents(app, request, reply, {
        topic: restaurantTopic(scope.restaurant.id),
        accepts: (m) => concernsDiner(m, { menuId: scope.menuId, qrType: scope.qrType }),
        snapshot: () => dinerSnapshot(db, scope, app.deps.now()),
      });
    },
  );

  app.get(
    '/staff/events',
    {
      preHandler: staffOnly({ needsRestaurant: true }),
      schema: {
        tags,
        summary: 'Every realtime event of the acting restaurant, service bell calls included (SSE)',
        security: [{ session: [] }],
        response: { 400: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      const restaurantId = actingRestaurantId(requireActor(request));
      await streamEvents(app, request, reply, {
        topic: restaurantTopic(restaurantId),
        // A table's shared cart (issue 32) is the diners' own: it goes to that table's phones only.
        accepts: (m) => m.event !== 'tableCart',
        snapshot: async () => [],
      });
    },
  );
};
