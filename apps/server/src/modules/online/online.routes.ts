import { ErrorResponse, OnlineHeaders, OnlineQuery, OnlineResponse } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../platform/raw-json';
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
          'pickup-delivery, foodcourt. Send the menuId and menuVersion headers of the menu you hold: when ' +
          'they match the latest version the answer has isSameVersion true and no menu.',
        querystring: OnlineQuery,
        headers: OnlineHeaders,
        response: { 200: OnlineResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { menuid, menuversion } = request.headers;
      const { live, menuJson } = await getOnlineMenu(app.deps.database.db, {
        urlIdentifier: request.query.menuId,
        tableId: request.query.tableId,
        cached: { menuId: menuid, version: menuversion === undefined ? undefined : Number(menuversion) },
        now: app.deps.now(),
      });
      // Live state (inactive dishes, QR switch) changes without a new version: never cache the answer.
      reply.header('cache-control', 'no-store');
      // The menu goes out as the cached JSON of its immutable version, spliced in as text: a string
      // reply skips the per-request schema serialisation of ~100 KB (the schema still documents it).
      const liveJson = JSON.stringify(live);
      return sendJsonText(reply, menuJson ? `{"menu":${menuJson},${liveJson.slice(1)}` : liveJson);
    },
  );
};
