import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SESSION_COOKIE } from './auth/sessions';
import { AppError } from './errors';

/** The headers every client sends (diner.md §7, back-office.md §7). Both optional; bounded when present. */
export const ClientHeaders = z.object({
  clientid: z.string().max(200, 'clientId header is too long').optional(),
  websiteversion: z
    .string()
    .regex(/^\d{1,6}$/, 'websiteVersion header must be a number')
    .optional(),
});

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Validates the client headers on every API call, and refuses state-changing requests sent by
 * another site's page (Sec-Fetch-Site, or Origin when the browser sends no fetch metadata). Native
 * POS/kiosk clients send neither header and pass; provider webhooks opt out with config.allowCrossSite.
 */
export function registerRequestGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const headers = ClientHeaders.safeParse(request.headers);
    if (!headers.success)
      throw new AppError('VALIDATION', headers.error.issues[0]?.message ?? 'Invalid headers');

    if (!UNSAFE_METHODS.has(request.method)) return;
    if ((request.routeOptions.config as { allowCrossSite?: boolean } | undefined)?.allowCrossSite) return;
    const origin = request.headers.origin;
    // `Origin: null` comes from a sandboxed frame, a data: page or a cross-origin redirect: never the
    // product's own pages. With a session cookie it is refused (decision 0393).
    if (origin === 'null' && request.cookies?.[SESSION_COOKIE])
      throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
    const site = request.headers['sec-fetch-site'];
    if (site) {
      if (site === 'cross-site') throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
      return;
    }
    if (origin && origin !== 'null') {
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
      }
      if (originHost !== request.headers.host)
        throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
    }
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Provider webhooks are posted by other sites by design. */
    allowCrossSite?: boolean;
  }
}
