import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../web/scripts/precompress.mjs';
import { buildTestApp } from '../test/test-app';

/** A built web app in miniature, precompressed by the function the web build runs. */
const dist = mkdtempSync(join(tmpdir(), 'rpos-web-dist-'));
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Restaurant POS</title>' +
  '<script type="module" crossorigin src="/assets/index-AbC123.js"></script></head>' +
  `<body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div>${'<!-- padding -->'.repeat(20)}</body></html>`;
const ENTRY_JS = Array.from(
  { length: 200 },
  (_, i) => `export const dish${i} = { id: 'dish-${i}', name: 'Dish ${i}', price: ${1000 + i} };`,
).join('\n');
const SMALL_JS = 'export const x = 1;\n';
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), INDEX_HTML);
writeFileSync(join(dist, 'assets', 'index-AbC123.js'), ENTRY_JS);
writeFileSync(join(dist, 'assets', 'tiny-XyZ789.js'), SMALL_JS);
writeFileSync(
  join(dist, 'route-preloads.json'),
  JSON.stringify({
    routes: [
      {
        path: '^/checkout/[^/]+/[^/]+/?$',
        files: [
          '/assets/checkout-page-Ab1.js',
          '/assets/x.js"><script>alert(1)</script>',
          '/assets/order-Cd2.js',
        ],
      },
    ],
  }),
);
writeFileSync(join(dist, 'terms.html'), `<!doctype html><title>Terms</title>${'<p>Terms.</p>'.repeat(200)}`);
const made = await precompressDir(dist);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const t = await buildTestApp({ webDist: dist });
const get = (url: string, acceptEncoding?: string, userAgent?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      ...(userAgent ? { 'user-agent': userAgent } : {}),
    },
  });
const varies = (headers: Record<string, unknown>) =>
  String(headers.vary ?? '')
    .toLowerCase()
    .split(/,\s*/)
    .includes('accept-encoding');

describe('precompressDir', () => {
  it('makes .br and .gz of the compressible files of at least 1 KB, and leaves small ones alone', () => {
    const entry = made.find((m) => m.file === join('assets', 'index-AbC123.js'))!;
    expect(entry.br).toBeLessThan(entry.bytes / 3);
    expect(entry.gzip).toBeLessThan(entry.bytes / 3);
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets', 'index-AbC123.js.br'))).toString()).toBe(
      ENTRY_JS,
    );
    expect(gunzipSync(readFileSync(join(dist, 'assets', 'index-AbC123.js.gz'))).toString()).toBe(ENTRY_JS);
    expect(made.find((m) => m.file === join('assets', 'tiny-XyZ789.js'))).toEqual({
      file: join('assets', 'tiny-XyZ789.js'),
      bytes: SMALL_JS.length,
    });
  });
});

describe('the built web app goes out compressed', () => {
  it('answers a hashed asset in its pre-made brotli form, immutable, varying on Accept-Encoding', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(res.headers)).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ENTRY_JS);
  });

  it('answers gzip to a client without brotli, and the file as it is to one accepting neither', async () => {
    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(gz.headers['cache-control']).toContain('immutable');
    expect(varies(gz.headers)).toBe(true);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ENTRY_JS);

    for (const plain of [
      await get('/assets/index-AbC123.js'),
      await get('/assets/index-AbC123.js', 'br;q=0, gzip;q=0'),
    ]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(varies(plain.headers)).toBe(true);
      expect(plain.body).toBe(ENTRY_JS);
    }
  });

  it('answers a file too small to compress as it is', async () => {
    const res = await get('/assets/tiny-XyZ789.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SMALL_JS);
  });

  it('revalidates unhashed files (no-cache), compressed too', async () => {
    const res = await get('/terms.html', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>Terms</title>');
  });

  it('answers index.html and SPA routes compressed, no-cache, varying on Accept-Encoding', async () => {
    for (const url of ['/', '/online/goldendragon/5', '/index.html']) {
      const br = await get(url, 'gzip, deflate, br');
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(br.headers['cache-control'], url).toBe('no-cache');
      expect(varies(br.headers), url).toBe(true);
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(INDEX_HTML);

      const gz = await get(url, 'gzip');
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString(), url).toBe(INDEX_HTML);

      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toBe(INDEX_HTML);
    }
  });

  it("names a lazy route's chunks in its page for the app to preload (route-preloads.json, decision 0592)", async () => {
    const res = await get('/Checkout/goldendragon/5', 'br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toBe(
      INDEX_HTML.replace(
        '</body>',
        '<script type="application/json" id="rpos-route-chunks">' +
          '["/assets/checkout-page-Ab1.js","/assets/order-Cd2.js"]</script></body>',
      ),
    );
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((await get('/checkout/goldendragon')).body).toBe(INDEX_HTML);
  });

  it('gives crawlers the empty page, varying on Accept-Encoding too', async () => {
    const res = await get('/online/goldendragon/5', 'br', 'Googlebot/2.1');
    expect(varies(res.headers)).toBe(true);
    const html =
      res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
    expect(html).toContain('<body></body>');
  });

  it('gives the compressed files no routes of their own', async () => {
    const res = await get('/assets/index-AbC123.js.br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).not.toMatch(/javascript/);
  });
});
