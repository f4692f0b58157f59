// Runs the prerender build (dist-ssr/prerender-entry.js, `vite build --ssr`) and writes the first
// screens it renders into dist/first-screens.json, which the server writes into those pages
// (decision 0604). Run by `npm run build` after both vite builds, before precompress.
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const web = resolve(import.meta.dirname, '..');
const { prerenderPages } = await import(pathToFileURL(join(web, 'dist-ssr/prerender-entry.js')).href);
const pages = prerenderPages();
// The server writes a prerendered screen into the page of the same path in route-preloads.json.
const routes = JSON.parse(await readFile(join(web, 'dist/route-preloads.json'), 'utf8')).routes;
for (const page of pages) {
  if (!page.html) throw new Error(`prerender: ${page.path} rendered nothing`);
  if (!routes.some((r) => r.path === page.path))
    throw new Error(`prerender: ${page.path} is not a path of route-preloads.json (vite.config.ts)`);
  console.log(`prerendered ${page.path} (${page.html.length} bytes)`);
}
await writeFile(join(web, 'dist/first-screens.json'), `${JSON.stringify({ pages }, null, 1)}\n`);
