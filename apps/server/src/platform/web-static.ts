import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { compressText, sendCompressedText } from './compression';

/** Search-engine crawlers get an empty page on app routes (diner.md §4 "Site version and bots"). */
const BOT_AGENT =
  /bot|crawler|spider|crawling|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|baiduspider|yandex|sogou|duckduckgo/i;

const EMPTY_PAGE = compressText(
  '<!doctype html><html><head><meta charset="utf-8"><title></title></head><body></body></html>',
);

/**
 * Serves the built web app and answers unknown non-API GETs with index.html (SPA fallback).
 * Files go out in the brotli or gzip form the build made next to them (apps/web/scripts/precompress.mjs)
 * when the client accepts it, with `Vary: Accept-Encoding`; index.html is compressed once here.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexPath = join(webDist, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ webDist }, 'web app not built: only the API is served');
    return;
  }
  const indexHtml = compressText(readFileSync(indexPath, 'utf8'));
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    // x.js is answered from x.js.br / x.js.gz as the client accepts (content type of x.js); the
    // compressed files get no routes of their own.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(reply, path) {
      // Hashed assets never change; everything else (HTML, privacy page...) must always be fresh.
      const immutable = path.includes(join('/assets/'));
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api') {
      return reply.status(404).send({ code: 'NOT_FOUND', message: `No route GET ${path}` });
    }
    // A real file (favicon, privacy page...) is served as is.
    if (/\.[a-z0-9]{2,5}$/i.test(path)) return reply.sendFile(path.slice(1));
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const page = BOT_AGENT.test(request.headers['user-agent'] ?? '') ? EMPTY_PAGE : indexHtml;
    return sendCompressedText(request, reply, page);
  });
}
