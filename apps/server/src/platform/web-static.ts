import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type CompressedText, compressText, sendCompressedText } from './compression';

/** Search-engine crawlers get an empty page on app routes (diner.md §4 "Site version and bots"). */
const BOT_AGENT =
  /bot|crawler|spider|crawling|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|baiduspider|yandex|sogou|duckduckgo/i;

const EMPTY_PAGE = compressText(
  '<!doctype html><html><head><meta charset="utf-8"><title></title></head><body></body></html>',
);

/**
 * What the server writes into index.html for a page (decision 0590): HTML for inside the root element
 * and a JSON data block, both already safe for HTML. Null: the page goes out as built.
 */
export interface FirstScreenHtml {
  root: string;
  data: string;
  /**
   * The first screen is a picture (the root's <img>): the app's code loads once it has (decision
   * 0591; index.html's last script), not beside it.
   */
  deferApp?: boolean;
  /** Links for <head> (already safe for HTML): the pictures the first screen shows first. */
  head?: string;
}
export type FirstScreenMaker = (request: FastifyRequest, path: string) => Promise<FirstScreenHtml | null>;

/**
 * JSON text made safe for a <script> block: `<` only ever appears inside JSON strings, where \u003c
 * means the same; U+2028/U+2029 likewise (harmless to JSON.parse, escaped for old parsers).
 */
export function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A first screen made from the app's own components (decision 0604), kept in the root as
 * `#rpos-prerendered`: inert and hidden from assistive technology (nothing in it can be typed into
 * or submitted before the app's code runs; a screen reader meets the app's page only), until
 * main.tsx swaps it for the app once its page has rendered.
 */
export function prerenderedRoot(html: string): string {
  return `<div id="rpos-prerendered" inert aria-hidden="true">${html}</div>`;
}

/**
 * Where the build lets the server write a first screen (apps/web/index.html): a build without the
 * mark (an older one) is served as it is.
 */
export const FIRST_SCREEN_MARK = '<div id="root"><!--first-screen--></div>';

/** The built page's entry script and its module preloads, as Vite writes them into <head>. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin(?:="")? href="([^"]+)">/g;

/**
 * index.html without the app's code in <head>, and the JSON block that names it for index.html's
 * loader (decision 0591); null when the build's <head> is not as expected (then nothing is deferred).
 */
export function deferredAppPage(indexText: string): { html: string; block: string } | null {
  const entry = ENTRY_SCRIPT.exec(indexText);
  if (!entry || !indexText.includes("getElementById('rpos-deferred-app')")) return null;
  const preload = [...indexText.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const html = indexText.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const names = JSON.stringify({ entry: entry[1], preload }).replace(/</g, '\\u003c');
  return { html, block: `<script type="application/json" id="rpos-deferred-app">${names}</script>` };
}

/**
 * index.html for each path of the build's route-preloads.json (apps/web/vite.config.ts, decision
 * 0592): the chunks the router would load after the entry (route table, layout, texts, page and
 * their imports) named in a JSON block (`#rpos-route-chunks`) the app links as modulepreload right
 * after its first render: they download while the router starts instead of one import after another,
 * and do not share the link with the first screen's code. None when the build has no such file.
 */
export function routePreloadPages(
  webDist: string,
  indexText: string,
): { path: RegExp; block: string; page: CompressedText }[] {
  const file = join(webDist, 'route-preloads.json');
  if (!existsSync(file) || !indexText.includes('</body>')) return [];
  const { routes } = JSON.parse(readFileSync(file, 'utf8')) as {
    routes: { path: string; files: string[] }[];
  };
  const prerendered = prerenderedScreens(webDist);
  return routes.map((route) => {
    const files = route.files.filter((f) => /^\/assets\/[\w.-]+\.js$/.test(f));
    const block = `<script type="application/json" id="rpos-route-chunks">${JSON.stringify(files)}</script>`;
    const screen = prerendered.find((p) => p.path === route.path);
    const page = indexText
      .replace('</body>', `${block}</body>`)
      .replace(FIRST_SCREEN_MARK, screen ? `<div id="root">${screen.root}</div>` : FIRST_SCREEN_MARK);
    return { path: new RegExp(route.path, 'i'), block, page: compressText(page) };
  });
}

/**
 * The first screens the build prerendered (apps/web/scripts/prerender.mjs, decision 0604), by path:
 * pages that depend on no data (sign-in).
 */
export function prerenderedScreens(webDist: string): { path: string; root: string }[] {
  const file = join(webDist, 'first-screens.json');
  if (!existsSync(file)) return [];
  const { pages } = JSON.parse(readFileSync(file, 'utf8')) as { pages: { path: string; html: string }[] };
  return pages.map((page) => ({
    path: page.path,
    root: prerenderedRoot(page.html),
  }));
}

/** Composed pages kept by ETag with their compressed forms (a menu's page is the same for every diner). */
const KEPT_PAGES = 200;

/** A page made per request: compressed quickly (brotli 5, ~3 ms for a 100 KB page), kept by its ETag. */
function compressPage(text: string): CompressedText {
  const bytes = Buffer.byteLength(text);
  const br = brotliCompressSync(text, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: 5,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: bytes,
    },
  });
  return { text, br, gzip: gzipSync(text, { level: 6 }) };
}

/** True when the request's If-None-Match names this ETag. */
function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Serves the built web app and answers unknown non-API GETs with index.html (SPA fallback).
 * Files go out in the brotli or gzip form the build made next to them (apps/web/scripts/precompress.mjs)
 * when the client accepts it, with `Vary: Accept-Encoding`; index.html is compressed once here.
 * With `firstScreen`, a page it gives a first screen for goes out with it written into index.html,
 * with an ETag of the whole page (`no-cache`: the browser asks again each time and gets 304 while
 * the menu, the promotions and the build are unchanged).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  options: { firstScreen?: FirstScreenMaker } = {},
): Promise<void> {
  const indexPath = join(webDist, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ webDist }, 'web app not built: only the API is served');
    return;
  }
  const indexText = readFileSync(indexPath, 'utf8');
  const indexHtml = compressText(indexText);
  const routePages = routePreloadPages(webDist, indexText);
  const markAt = indexText.indexOf(FIRST_SCREEN_MARK);
  const firstScreen = markAt >= 0 ? options.firstScreen : undefined;
  const kept = new Map<string, CompressedText>();
  const deferred = deferredAppPage(indexText);
  const pageWith = (screen: FirstScreenHtml, block: string): { etag: string; page: () => CompressedText } => {
    const defer = screen.deferApp && deferred ? deferred : null;
    const base = defer ? defer.html : indexText;
    const at = base.indexOf(FIRST_SCREEN_MARK);
    const before = screen.head
      ? base.slice(0, at).replace('</head>', `${screen.head}</head>`)
      : base.slice(0, at);
    const after = base.slice(at + FIRST_SCREEN_MARK.length).replace('</body>', `${block}</body>`);
    const text = `${before}<div id="root">${screen.root}</div><script type="application/json" id="rpos-first-data">${screen.data}</script>${defer ? defer.block : ''}${after}`;
    const etag = `"${createHash('sha1').update(text).digest('base64url')}"`;
    return {
      etag,
      page: () => {
        let page = kept.get(etag);
        if (!page) {
          page = compressPage(text);
          kept.set(etag, page);
          if (kept.size > KEPT_PAGES) kept.delete(kept.keys().next().value as string);
        }
        return page;
      },
    };
  };
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
    if (BOT_AGENT.test(request.headers['user-agent'] ?? ''))
      return sendCompressedText(request, reply, EMPTY_PAGE);
    const screen = firstScreen ? await firstScreen(request, path) : null;
    const route = routePages.find((r) => r.path.test(path));
    if (!screen) return sendCompressedText(request, reply, route ? route.page : indexHtml);
    const { etag, page } = pageWith(screen, route?.block ?? '');
    // The landing's language follows the browser's.
    reply.header('etag', etag).header('vary', 'accept-encoding, accept-language');
    if (matchesEtag(request, etag)) return reply.status(304).send();
    return sendCompressedText(request, reply, page(), 'accept-encoding, accept-language');
  });
}
