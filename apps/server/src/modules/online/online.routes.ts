import { ErrorResponse, OnlineHeaders, OnlineQuery, OnlineResponse } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedJson } from '../../platform/raw-json';
import { getOnlineMenu } from './online.service';

/** The diner's menu call (diner.md §7): GET /online?menuId&tableId, with menuVersion/menuId cache headers. */
export const onlineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/online',
    {
      schema: {
        tags: ['online'],
        summary: "A table's published menu and live menu state",
        description:
          'menuId is the restaurant url identifier; tableId a table number or takeaway, pickup, delivery, ' +
          'pickup-delivery, foodcourt; qr=onlineMenu when the URL came from the Online Menu code (its own switch). Send the menuId and menuVersion headers of the menu you hold: when ' +
          'they match the latest version the answer has isSameVersion true and no menu.',
        querystring: OnlineQuery,
        headers: OnlineHeaders,
        response: { 200: OnlineResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { menuid, menuversion } = request.headers;
      const now = app.deps.now();
      const ctx = await app.dinerContexts.get(request.query.menuId, now);
      const body = await getOnlineMenu(app.deps.database.db, ctx, {
        tableId: request.query.tableId,
        qr: request.query.qr,
        cached: { menuId: menuid, version: menuversion === undefined ? undefined : Number(menuversion) },
        now,
      });
      // Live state (inactive dishes, QR switch) changes without a new version: never cache the answer.
      reply.header('cache-control', 'no-store');
      return sendCachedJson(request, reply, body);
    },
  );
};
