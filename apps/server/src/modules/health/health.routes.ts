import { WEBSITE_VERSION } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const Health = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  websiteVersion: z.number(),
});

/** GET /health: answers ok only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['platform'], summary: 'Liveness with a database check', response: { 200: Health } } },
    async () => {
      await app.deps.database.ping();
      return { status: 'ok' as const, database: app.deps.database.kind, websiteVersion: WEBSITE_VERSION };
    },
  );
};
