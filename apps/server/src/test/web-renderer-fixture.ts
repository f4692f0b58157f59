import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { seedDemoDataIfEmpty } from '../demo/seed';
import { FIRST_SCREEN_MARK } from '../platform/web-static';
import { buildTestApp } from './test-app';

/** The app's entry as Vite writes it into index.html's <head>. */
export const FIXTURE_ENTRY = '<script type="module" crossorigin src="/assets/index-AbC123.js"></script>';
/** index.html's loader of a deferred app (decision 0591), in miniature: it reads #rpos-deferred-app. */
export const FIXTURE_LOADER =
  "<script>(function(){var d=document.getElementById('rpos-deferred-app');})()</script>";

/** index.html in miniature, with the mark where the server writes a first screen and the loader. */
export const FIXTURE_INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Restaurant POS</title>' +
  `${FIXTURE_ENTRY}</head><body>${FIRST_SCREEN_MARK}${FIXTURE_LOADER}</body></html>`;

/**
 * The page names the app's code for index.html's loader, before it, instead of loading it in <head>
 * (decisions 0591, 0611).
 */
export function expectDeferredApp(html: string): void {
  expect(html).not.toContain(FIXTURE_ENTRY);
  const block =
    '<script type="application/json" id="rpos-deferred-app">{"entry":"/assets/index-AbC123.js","preload":[]}</script>';
  expect(html).toContain(block);
  expect(html.indexOf(block)).toBeLessThan(html.indexOf(FIXTURE_LOADER));
}

/** How the server wraps a rendered first screen (decision 0604). */
export const PRERENDERED = '<div id="rpos-prerendered" inert aria-hidden="true">';

/**
 * A built web app in miniature (`dist`, its index.html, and the extra files given) beside a server
 * renderer in miniature: `rendererSource` is the ES module standing for dist-ssr/prerender-entry.js,
 * what `vite build --ssr` makes of apps/web/src/first-screen/prerender-entry.tsx. `remove` deletes it.
 */
export function webBuildWithRenderer(
  rendererSource: string,
  files: Record<string, string> = {},
): { dist: string; remove: () => void } {
  const base = mkdtempSync(join(tmpdir(), 'rpos-rendered-pages-'));
  const dist = join(base, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(base, 'dist-ssr'));
  writeFileSync(join(dist, 'index.html'), FIXTURE_INDEX_HTML);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, name), text);
  writeFileSync(join(base, 'dist-ssr', 'prerender-entry.js'), rendererSource);
  return { dist, remove: () => rmSync(base, { recursive: true, force: true }) };
}

/** The page's data block (`#rpos-first-data`), parsed. */
export function firstDataOf(html: string): Record<string, unknown> {
  const m = /<script type="application\/json" id="rpos-first-data">([\s\S]*?)<\/script>/.exec(html);
  expect(m, 'data block').not.toBeNull();
  return JSON.parse(m![1]!) as Record<string, unknown>;
}

/**
 * The test app serving a miniature build (`webBuildWithRenderer`) on the demo data with its clock at
 * `now`; the build is removed after the file's tests. `get` asks for a page.
 */
export async function firstScreenTestApp(
  build: { dist: string; remove: () => void },
  now = new Date('2025-06-02T02:00:00Z'),
) {
  afterAll(build.remove);
  const t = await buildTestApp({ webDist: build.dist });
  beforeAll(async () => {
    await seedDemoDataIfEmpty(t.db, { now });
    t.setNow(now);
  });
  return { t, get: (url: string) => t.request({ method: 'GET', url }) };
}
