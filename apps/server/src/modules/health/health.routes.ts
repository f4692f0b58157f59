import { WEBSITE_VERSION } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkReadiness } from './readiness';

const Health = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  websiteVersion: z.number(),
});

const Live = z.object({ status: z.literal('ok') });

const Check = z.enum(['ok', 'failed', 'not configured']);
const Ready = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({ database: Check, migrations: Check, redis: Check }),
});

/**
 * GET /health/ready: readiness for a load balancer or orchestrator: 200 when the database answers,
 * every migration of this build is applied and Redis answers (when REDIS_URL is set), else 503 with
 * the failing check. GET /health: ok only when the database answers (kept for existing callers). GET /health/live: liveness, ok while the
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
    '/health/ready',
    {
      schema: {
        tags: ['platform'],
        summary: 'Readiness: database, migrations, Redis when configured',
        response: { 200: Ready, 503: Ready },
      },
    },
    async (_request, reply) => {
      const checks = await checkReadiness(app.deps);
      const ok = Object.values(checks).every((c) => c !== 'failed');
      return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', checks });
    },
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
