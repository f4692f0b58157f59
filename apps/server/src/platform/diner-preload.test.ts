import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app';
import { dinerMenuPreloadLink } from './diner-preload';

/** A built web app in miniature: the entry, the diner menu's chunks, and a back-office chunk. */
const dist = mkdtempSync(join(tmpdir(), 'rpos-diner-preload-'));
mkdirSync(join(dist, 'assets'));
const write = (name: string, text: string) => writeFileSync(join(dist, 'assets', name), text);
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-E1.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-R1.js"></head><body><div id="root"></div></body></html>',
);
write('index-E1.js', 'import"./rolldown-runtime-R1.js";export const app=1;');
write('rolldown-runtime-R1.js', 'export const r=1;');
write(
  'diner-menu-D1.js',
  'import{app}from"./index-E1.js";import{l}from"./diner-menu-libs-L1.js";import"./tags-T1.js";export const d=1;',
);
write('diner-menu-libs-L1.js', `import"./index-E1.js";export const l="${'x'.repeat(500)}";`);
write('tags-T1.js', 'export const t=1;');
write('back-office-routes-B1.js', 'import"./index-E1.js";export const b=1;');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const t = await buildTestApp({ webDist: dist });

describe('diner menu preload', () => {
  it('names the entry first, then the diner chunks the entry does not load, largest first', () => {
    expect(dinerMenuPreloadLink(dist)).toBe(
      [
        '</assets/index-E1.js>; rel=modulepreload',
        '</assets/rolldown-runtime-R1.js>; rel=modulepreload',
        '</assets/diner-menu-libs-L1.js>; rel=modulepreload',
        '</assets/diner-menu-D1.js>; rel=modulepreload',
        '</assets/tags-T1.js>; rel=modulepreload',
      ].join(', '),
    );
  });

  it('sends the Link header with a diner menu page only', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    for (const url of ['/online/goldendragon/5', '/online/GoldenDragon/5/ord-1?type=error']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers.link).toBe(dinerMenuPreloadLink(dist));
    }
    for (const url of [
      '/sign-in',
      '/checkout/goldendragon/5',
      '/online/goldendragon',
      '/assets/tags-T1.js',
      '/api/health',
    ]) {
      expect((await get(url)).headers.link, url).toBeUndefined();
    }
  });

  it('sends none when the build has no diner menu chunk', () => {
    expect(dinerMenuPreloadLink(join(dist, 'missing'))).toBeNull();
  });
});
