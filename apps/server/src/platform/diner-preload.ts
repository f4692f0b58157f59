import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Static imports of a built chunk: `import … from "./x.js"` and `export … from "./x.js"`. */
const STATIC_IMPORT = /(?:import|export)\s*(?:[^'"]*?from\s*)?["']\.\/([^"']+\.js)["']/g;
/** A diner menu URL: /online/:menuId/:tableId(/:orderId). */
const DINER_MENU_PATH = /^\/online\/[^/]+\/[^/]+(\/[^/]+)?\/?$/i;

/**
 * The `Link` header value that lets a phone fetch the diner menu's chunks beside the entry script:
 * the entry (named first, so that it is not queued behind the others), then the `diner-menu` chunk
 * the web build makes (decision 91) and the chunks it imports statically, largest first. Null when
 * the build has no such chunk.
 */
export function dinerMenuPreloadLink(webDist: string): string | null {
  const assets = join(webDist, 'assets');
  if (!existsSync(assets)) return null;
  const files = new Set(readdirSync(assets).filter((f) => f.endsWith('.js')));
  const start = [...files].find((f) => /^diner-menu-(?!libs-)[\w-]+\.js$/.test(f));
  if (!start) return null;
  const importsOf = (f: string) =>
    [...readFileSync(join(assets, f), 'utf8').matchAll(STATIC_IMPORT)]
      .map((m) => m[1]!)
      .filter((dep) => files.has(dep));
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length) {
      const f = stack.pop()!;
      if (seen.has(f)) continue;
      seen.add(f);
      stack.push(...importsOf(f));
    }
    return seen;
  };
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const entryFiles = [...html.matchAll(/\/assets\/([\w-]+\.js)/g)]
    .map((m) => m[1]!)
    .filter((f) => files.has(f));
  const entry = closure(entryFiles);
  const size = (f: string) => statSync(join(assets, f)).size;
  const needed = [...closure([start])].filter((f) => !entry.has(f)).sort((x, y) => size(y) - size(x));
  // The entry first: over HTTP/1.1's six connections, what the header names first is fetched first.
  return [...entryFiles, ...needed].map((f) => `</assets/${f}>; rel=modulepreload`).join(', ');
}

/**
 * A diner menu page's HTML says which chunks its first screen needs (`Link: rel=modulepreload`), so
 * the browser fetches them while it is still downloading the entry script instead of after running it.
 */
export function registerDinerPreload(app: FastifyInstance, webDist: string): void {
  const link = dinerMenuPreloadLink(webDist);
  if (!link) return;
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/')) return payload;
    const path = request.url.split('?')[0] ?? '';
    if (!DINER_MENU_PATH.test(path)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    reply.header('link', link);
    return payload;
  });
}
