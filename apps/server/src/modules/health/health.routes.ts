import { WEBSITE_VERSION } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const Health = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  websiteVersion: z.number(),
});

const Live = z.object({ status: z.literal('ok') });

/**
 * GET /health: readiness, ok only when the database answers. GET /health/live: liveness, ok while the
 * process serves requests, touching nothing (probes that must not fail on a database hiccup; the
 * benchmarks' trivial route).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/live',
    { schema: { tags: ['platform'], summary: 'Liveness: the process answers', response: { 200: Live } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health',
    { schema: { tags: ['platform'], summary: 'Liveness with a database check', response: { 200: Health } } },
    async () => {
      await app.deps.database.ping();
      return { status: 'ok' as const, database: app.deps.database.kind, websiteVersion: WEBSITE_VERSION };
    },
  );
};
