// Menu editor benchmark (issue 5), printed as figures (not a test): a menu of 300 items and 60 groups
// is built through the staff API, then it measures
//   - opening the editor: GET /api/menuCategories/{menuId} (what the page loads), and, when the web app
//     is built (npm run build -w @rpos/web), the page in Chromium until its last dish is on screen;
//   - saving an item: POST /api/menuItem of one dish with sizes and groups;
//   - publishing it, and the size of the published snapshot (raw and as GET /online sends it, brotli).
// Usage: npx tsx bench/menu-editor.ts            (embedded PGlite)
//        DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/menu-editor.ts
// Options: --runs N (timed repetitions, default 20).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../apps/server/src/demo/demo-accounts';
import { startBenchServer } from './support/start-bench-server';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 20;
const ITEMS = 300;
const GROUPS = 60;
const CATEGORIES = 15;
const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const webBuilt = existsSync(resolve(import.meta.dirname, '../apps/web/dist/index.html'));

const { child, base } = await startBenchServer();
let cookie = '';

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const setCookie = res.headers.get('set-cookie');
  if (setCookie) cookie = setCookie.split(';')[0]!;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Milliseconds of `fn`, `runs` times after two warm-ups: median and 95th percentile. */
async function time(fn: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 2; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { p50: ms[Math.floor(runs / 2)]!, p95: ms[Math.min(runs - 1, Math.ceil(runs * 0.95) - 1)]! };
}

try {
  await call('POST', '/login', { email: admin.email, password: admin.password });
  await call('PUT', '/userRestaurantId', { restaurantId: 'goldendragon' });
  const menu = await call<{ id: string }>('POST', '/myMenu', {
    menuName: 'Bench: 300 dishes, 60 groups',
    menuDescription: 'Built by bench/menu-editor.ts',
    qrCodeType: 'foodcourt',
  });
  const menuId = menu.id;

  const groupIds: string[] = [];
  for (let g = 0; g < GROUPS; g++) {
    const { id } = await call<{ id: string }>('POST', '/menuGroup', {
      menuId,
      name: `Group ${g + 1}`,
      altName: `选项 ${g + 1}`,
      required: g % 3 === 0,
      force_min: g % 3 === 0 ? 1 : 0,
      force_max: g % 3 === 0 ? 1 : 3,
    });
    await call('PUT', '/menuGroup', {
      id,
      menuId,
      name: `Group ${g + 1}`,
      altName: `选项 ${g + 1}`,
      required: g % 3 === 0,
      force_min: g % 3 === 0 ? 1 : 0,
      force_max: g % 3 === 0 ? 1 : 3,
      options: Array.from({ length: 5 }, (_, o) => ({
        name: `Option ${g + 1}.${o + 1}`,
        price: o * 50,
        default: g % 3 === 0 && o === 0,
      })),
    });
    groupIds.push(id);
  }
  const categoryIds: string[] = [];
  for (let c = 0; c < CATEGORIES; c++) {
    const { id } = await call<{ id: string }>('POST', '/menuCategory', {
      menuId,
      name: `Category ${c + 1}`,
      altName: `类别 ${c + 1}`,
    });
    categoryIds.push(id);
  }
  const item = (n: number) => ({
    id: crypto.randomUUID(),
    menuId,
    categoryId: categoryIds[n % CATEGORIES]!,
    name: `Dish ${n + 1}`,
    altName: `菜 ${n + 1}`,
    description: 'Wok-fried with garlic, ginger and spring onion; served with steamed rice.',
    price: 1000 + (n % 20) * 50,
    tags: n % 4 === 0 ? ['Recommended'] : [],
    sizes:
      n % 5 === 0
        ? [
            { name: 'Small', price: 1000, default: true },
            { name: 'Large', price: 1600, groups: [{ id: groupIds[(n + 1) % GROUPS]!, sort: 1 }] },
          ]
        : [],
    groups: [0, 1, 2].map((k) => ({ id: groupIds[(n + k * 7) % GROUPS]!, sort: k + 1 })),
  });
  for (let n = 0; n < ITEMS; n++) await call('POST', '/menuItem', item(n));

  const open = await time(() => call('GET', `/menuCategories/${menuId}`));
  const openBytes = JSON.stringify(await call('GET', `/menuCategories/${menuId}`)).length;
  const saved = item(7);
  const save = await time(() => call('POST', '/menuItem', { ...saved, price: saved.price + 10 }));
  const publish = await time(() => call('PUT', `/publishMenu/${menuId}/foodcourt`));
  const online = await fetch(`${base}/api/online?menuId=goldendragon&tableId=foodcourt`);
  const onlineText = await online.text();
  const snapshot = JSON.stringify((JSON.parse(onlineText) as { menu: unknown }).menu);

  let page: { p50: number; p95: number } | null = null;
  if (webBuilt) {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await context.addCookies([
      { name: cookie.split('=')[0]!, value: cookie.split('=').slice(1).join('='), url: base },
    ]);
    const tab = await context.newPage();
    const pageRuns = Math.min(runs, 10);
    const ms: number[] = [];
    for (let i = 0; i < pageRuns + 1; i++) {
      const t = performance.now();
      await tab.goto(`${base}/menuCategory/${menuId}`);
      await tab
        .getByText(`Dish ${ITEMS} `)
        .first()
        .waitFor({ timeout: 60_000 })
        .catch(async (err) => {
          await tab.screenshot({ path: '/tmp/menu-editor-bench.png', fullPage: false });
          throw err;
        });
      if (i > 0) ms.push(performance.now() - t); // the first load fills the browser's cache
    }
    ms.sort((a, b) => a - b);
    page = { p50: ms[Math.floor(ms.length / 2)]!, p95: ms[ms.length - 1]! };
    await browser.close();
  }

  const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const ms = (t: { p50: number; p95: number }) => `p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms`;
  console.log(`\nMenu editor on ${db}: ${ITEMS} dishes (every 5th with two sizes), ${GROUPS} groups of 5`);
  console.log(
    `options, ${CATEGORIES} categories; ${runs} timed runs each, loopback, this machine (2 cores)\n`,
  );
  console.log(`open the editor, API  GET /menuCategories   ${ms(open)}  (${kb(openBytes)} of JSON)`);
  if (page) console.log(`open the editor, page in Chromium         ${ms(page)}  (until the last dish shows)`);
  else console.log('open the editor, page                     not measured: build the web app first');
  console.log(`save an item          POST /menuItem        ${ms(save)}`);
  console.log(`publish               PUT /publishMenu      ${ms(publish)}`);
  console.log(
    `published snapshot    ${kb(snapshot.length)} of JSON, ${kb(brotliCompressSync(snapshot).length)} brotli ` +
      `(GET /online sends ${kb(onlineText.length)} with the live state)`,
  );
} finally {
  child.kill('SIGTERM');
}
