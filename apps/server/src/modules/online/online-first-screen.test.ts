import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { firstPicturesOf } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../../../web/src/shared/i18n/locales/en';
import { zh } from '../../../../web/src/shared/i18n/locales/zh';
import { restaurants } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { FIRST_SCREEN_MARK } from '../../platform/web-static';
import { buildTestApp } from '../../test/test-app';
import { LANDING_TEXTS } from './online-first-screen';

/** A built index.html in miniature, with the mark where the server writes a first screen. */
const dist = mkdtempSync(join(tmpdir(), 'rpos-first-screen-'));
const ENTRY = '<script type="module" crossorigin src="/assets/index-AbC123.js"></script>';
const PRELOADS =
  '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-X.js">' +
  '<link rel="modulepreload" crossorigin="" href="/assets/app-Y.js">';
const LOADER = "<script>(function(){var d=document.getElementById('rpos-deferred-app');})()</script>";
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Restaurant POS</title>' +
  `${ENTRY}${PRELOADS}</head>` +
  `<body><noscript>You need to enable JavaScript to run this app.</noscript>${FIRST_SCREEN_MARK}${LOADER}</body></html>`;
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), INDEX_HTML);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const t = await buildTestApp({ webDist: dist });
const NOW = new Date('2025-06-02T02:00:00Z');

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: NOW });
  t.setNow(NOW);
});

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

/** The page's data block, parsed. */
function dataOf(html: string): Record<string, unknown> {
  const m = /<script type="application\/json" id="rpos-first-data">([\s\S]*?)<\/script>/.exec(html);
  expect(m, 'data block').not.toBeNull();
  return JSON.parse(m![1]!) as Record<string, unknown>;
}
/** What the server wrote inside the root element. */
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script/.exec(html)?.[1] ?? '';

async function renameGoldenDragon(name: string) {
  await t.db.update(restaurants).set({ name }).where(eq(restaurants.urlIdentifier, 'goldendragon'));
}

describe('the diner menu page with its first screen (decision 0590)', () => {
  it("carries the menu and promotions answers exactly as the API gives them, and the landing's picture", async () => {
    const res = await get('/online/goldendragon/5');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/);
    expect(String(res.headers.vary)).toMatch(/accept-language/);
    const data = dataOf(res.body);
    const online = (await get('/api/online?menuId=goldendragon&tableId=5')).json();
    const promotions = (await get('/api/activePromotions?restaurantId=goldendragon')).json();
    expect(data).toEqual({ menuId: 'goldendragon', tableId: '5', qr: null, online, promotions });
    expect(promotions.promotionCount).toBeGreaterThan(0);

    const root = rootOf(res.body);
    expect(root).toContain(`<img src="${promotions.promotionImage}"`);
    expect(root).toContain('fetchpriority="high"');
    expect(root).toContain('>Special offers at Golden Dragon</h1>');
  });

  it("names the app's code for after the landing's picture instead of loading it in <head> (decision 0591)", async () => {
    const res = await get('/online/goldendragon/5');
    expect(res.body).not.toContain(ENTRY);
    expect(res.body).not.toContain('modulepreload');
    const block = /<script type="application\/json" id="rpos-deferred-app">([^<]*)<\/script>/.exec(res.body);
    expect(JSON.parse(block![1]!)).toEqual({
      entry: '/assets/index-AbC123.js',
      preload: ['/assets/rolldown-runtime-X.js', '/assets/app-Y.js'],
    });
    // The block comes before index.html's loader, which reads it.
    expect(res.body.indexOf('id="rpos-deferred-app"')).toBeLessThan(res.body.indexOf(LOADER));

    // Without the landing the code loads in <head> as built.
    const cafe = await get('/online/bondibites/1');
    expect(cafe.body).toContain(`${ENTRY}${PRELOADS}`);
    expect(cafe.body).not.toContain('rpos-deferred-app"');
  });

  it("writes the landing in the browser's language (Chinese: the restaurant's other name)", async () => {
    const res = await get('/online/goldendragon/5', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' });
    expect(rootOf(res.body)).toContain('>金龙酒家 优惠活动</h1>');
    expect(rootOf(res.body)).toContain('lang="zh"');
  });

  it("uses the web app's own texts for the landing", () => {
    expect(LANDING_TEXTS.en).toEqual({ title: en.diner.promoTitle, line: en.diner.promoText });
    expect(LANDING_TEXTS.zh).toEqual({ title: zh.diner?.promoTitle, line: zh.diner?.promoText });
  });

  it('goes out compressed, and answers 304 to its ETag until the menu data changes', async () => {
    const first = await get('/online/goldendragon/5', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('id="rpos-first-data"');

    const again = await get('/online/goldendragon/5', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await renameGoldenDragon('Golden Dragon Palace');
    try {
      const changed = await get('/online/goldendragon/5', { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(rootOf(changed.body)).toContain('Special offers at Golden Dragon Palace');
    } finally {
      await renameGoldenDragon('Golden Dragon');
    }
  });

  it('escapes a restaurant name written to hurt: nothing of it runs, the app still reads it whole', async () => {
    const evil = `</script><script>alert(1)</script><img src=x onerror="alert(2)">'&`;
    await renameGoldenDragon(evil);
    try {
      const res = await get('/online/goldendragon/5');
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<script>alert');
      expect(res.body).not.toContain('<img src=x');
      // The data block closes once: the scripts are the data, the code's names and the loader.
      expect(res.body.match(/<\/script>/g)).toHaveLength(3);
      expect(rootOf(res.body)).toContain(
        'Special offers at &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(2)&quot;&gt;&#39;&amp;',
      );
      const data = dataOf(res.body) as { promotions: { restaurantName: string } };
      expect(data.promotions.restaurantName).toBe(evil);
    } finally {
      await renameGoldenDragon('Golden Dragon');
    }
  });

  it('gives the data without the landing to a restaurant without promotions, and back from a failed payment', async () => {
    const cafe = await get('/online/bondibites/1');
    expect(dataOf(cafe.body)).toMatchObject({ menuId: 'bondibites', tableId: '1' });
    expect(rootOf(cafe.body)).toBe('');

    const back = await get('/online/goldendragon/5?type=cancel');
    expect(dataOf(back.body)).toMatchObject({ menuId: 'goldendragon' });
    expect(rootOf(back.body)).toBe('');
  });

  it('preloads the first pictures the menu shows when the menu itself is the first screen (decision 0607)', async () => {
    const online = (await get('/api/online?menuId=bondibites&tableId=1')).json();
    const pictures = firstPicturesOf(online, NOW);
    expect(pictures.length).toBeGreaterThan(0);
    const head = (await get('/online/bondibites/1')).body.split('</head>')[0]!;
    for (const href of pictures)
      expect(head).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${href}">`);
    // The landing's picture goes first where the landing shows; other pages have none.
    expect((await get('/online/goldendragon/5')).body).not.toContain('rel="preload" as="image"');
    expect((await get('/checkout/bondibites/1')).body).not.toContain('rel="preload" as="image"');
  });

  it('names the Online Menu code in the data when the URL came from it', async () => {
    const res = await get('/online/goldendragon/pickup-delivery?qr=onlineMenu');
    const online = (
      await get('/api/online?menuId=goldendragon&tableId=pickup-delivery&qr=onlineMenu')
    ).json();
    expect(dataOf(res.body)).toMatchObject({ qr: 'onlineMenu', online });
  });

  it("gives the cart, checkout and dish pages the table's menu, without promotions or a first screen", async () => {
    const online = (await get('/api/online?menuId=goldendragon&tableId=5')).json();
    // The checkout's page: the answer without the menu's dishes (decision 0612).
    const checkout = await get('/checkout/goldendragon/5');
    expect(dataOf(checkout.body)).toEqual({
      menuId: 'goldendragon',
      tableId: '5',
      qr: null,
      checkout: { ...online, menu: { ...online.menu, categories: [] } },
    });
    expect(online.menu.categories.length).toBeGreaterThan(0);
    expect(rootOf(checkout.body)).toBe('');
    expect(checkout.body).toContain(`${ENTRY}${PRELOADS}</head>`);
    for (const url of [
      '/cart/goldendragon/5',
      '/tillCheckout/goldendragon/5',
      '/dishDetail?menuId=goldendragon&tableId=5&dishId=d1',
    ]) {
      const res = await get(url);
      expect(dataOf(res.body), url).toEqual({ menuId: 'goldendragon', tableId: '5', qr: null, online });
      expect(rootOf(res.body), url).toBe('');
      // The code loads in <head> as built.
      expect(res.body, url).toContain(`${ENTRY}${PRELOADS}</head>`);
    }
  });

  it('serves the page as built for an unknown restaurant or table, and for other pages', async () => {
    for (const url of [
      '/online/nosuchplace/5',
      '/online/goldendragon/999',
      '/checkout/nosuchplace/5',
      '/dishDetail?menuId=goldendragon',
      '/queue/goldendragon',
      '/sign-in',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX_HTML);
      expect(res.headers.etag, url).toBeUndefined();
    }
  });
});
