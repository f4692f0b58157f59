import { LogErrorRequest } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordClientError } from './utils.repository';

/** POST /utils/logError: the web app reports crashes and failed payments here. */
export const utilsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/utils/logError',
    {
      schema: {
        tags: ['platform'],
        summary: 'Report a client-side error',
        body: LogErrorRequest,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      const { title, message, details, path } = request.body;
      request.log.warn({ clientError: { title, message, path } }, 'client reported an error');
      await recordClientError(app.deps.database.db, {
        title,
        message,
        details: details ?? null,
        path: path ?? null,
        clientId: (request.headers.clientid as string | undefined) ?? null,
        websiteVersion: (request.headers.websiteversion as string | undefined) ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      });
      return { ok: true as const };
    },
  );
};
