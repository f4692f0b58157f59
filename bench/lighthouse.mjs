// Lighthouse (npm package, pinned 12.2.3) in its default mobile mode: simulated throttling (4x CPU
// slowdown, 150 ms RTT, 1.6 Mbps), the default form factor and screen emulation, in Debian's
// /usr/bin/chromium (never a downloaded browser). Three runs per page, a fresh browser profile per run;
// prints per page the median of each figure and the LCP element of the median-LCP run.
// Usage: npm run build && node bench/lighthouse.mjs [--runs N] [--pages menu,dish,...] [--json out.json]
//        [--lhr-dir DIR] (keeps each run's full Lighthouse report and trace, to read what is behind the figures)
//        BASE_URL=http://host:port node bench/lighthouse.mjs      (a server already running the demo data)
// Without BASE_URL it starts bench/support/bench-server.ts: the real app serving apps/web/dist, on a
// fresh embedded database with the demo data and its clock pinned inside Golden Dragon's lunch hours.
//
// The checkout needs a cart. Before each checkout run the script opens the site's favicon in the same
// fresh profile (no app code runs, nothing of the app is cached), writes one cart line into
// localStorage exactly as the app stores it (rpos.cart.<restaurant>: {savedAt, items, orderNumber})
// with a real dish of the published menu, clears the HTTP cache, and runs Lighthouse with
// disableStorageReset so the cart survives; every other page runs with Lighthouse's storage reset.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('--runs', '3'));
const RUN_TIMEOUT_MS = 120_000;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const root = resolve(import.meta.dirname, '..');

function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/support/bench-server.ts'], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ok, fail) => {
    child.stdout.on('data', (d) => {
      const m = /READY (\d+)/.exec(d.toString());
      if (m) ok({ child, base: `http://127.0.0.1:${m[1]}` });
    });
    child.on('exit', (code) => fail(new Error(`bench server exited with ${code}`)));
  });
}

const server = process.env.BASE_URL ? null : await startServer();
const base = (process.env.BASE_URL ?? server.base).replace(/\/$/, '');

/** The published Golden Dragon menu, as the app reads it: a dish for the dish page and the cart. */
const online = await fetch(`${base}/api/online?menuId=goldendragon&tableId=5`).then((r) => r.json());
const dish = online.menu.categories.flatMap((c) => c.items).find((i) => i.sizes?.length > 0 || i.price > 0);
if (!dish) throw new Error('no dish in the Golden Dragon menu');
const restaurantKey = String(online.restaurant.restaurantId ?? 'goldendragon').toLowerCase();

/**
 * An order of two simple dishes at table 5 (paid at the counter), placed through the API as a diner's
 * phone does: the order summary and the invoice pages show it.
 */
async function placeBenchOrder() {
  const simple = online.menu.categories
    .flatMap((c) => c.items)
    .filter(
      (i) =>
        !i.sizes?.length &&
        !(i.groups ?? []).some((g) => g.required) &&
        !i.hideForWeb &&
        i.active !== false &&
        (i.active_begin === null || i.active_begin === undefined),
    );
  if (simple.length < 2) throw new Error('no simple dishes in the Golden Dragon menu');
  const answer = await fetch(`${base}/api/placeOrder`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      user: { name: 'Bench Diner', email: '', phoneNumber: '0412345678', guestNum: '2' },
      order: {
        orderNumber: crypto.randomUUID().replaceAll('-', ''),
        items: simple.slice(0, 2).map((d, n) => ({ dish: { id: d.id }, options: [], quantity: n + 1 })),
        tableId: '5',
        type: 'local',
        pickupTimeType: 'now',
        paymentType: 'payAtCounter',
      },
      restaurant: { restaurantId: 'goldendragon' },
      menuId: 'goldendragon',
    }),
  });
  if (!answer.ok) throw new Error(`placeOrder refused the bench order: ${await answer.text()}`);
  return (await answer.json()).reference;
}
const reference = await placeBenchOrder();

const PAGES = {
  menu: '/online/goldendragon/5',
  // Bondi Bites runs no promotion: its diner sees the menu itself first.
  cafeMenu: '/online/bondibites/1',
  dish: `/dishDetail?menuId=goldendragon&tableId=5&dishId=${encodeURIComponent(dish.id)}`,
  checkout: '/checkout/goldendragon/5',
  orderSummary: `/orderSuccessDetail/goldendragon/5/${encodeURIComponent(reference)}`,
  invoice: `/invoice/goldendragon/${encodeURIComponent(reference)}`,
  booking: '/restaurantBooking/goldendragon',
  queue: '/queue/goldendragon',
  signIn: '/sign-in',
};
const only = arg('--pages', Object.keys(PAGES).join(',')).split(',');

function cartLine() {
  const size = dish.sizes?.[0] ?? null;
  const price = size ? size.price : dish.price;
  return {
    id: 'bench-line-1',
    dish,
    size: size ? { id: size.id, price: size.price } : null,
    options: [],
    subTotal: price,
    specialInstructions: '',
    isTakeaway: false,
    quantity: 1,
  };
}

/** Puts a cart in the fresh profile's localStorage and empties the HTTP cache (see the header). */
async function seedCart(port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate(
    (key, value) => localStorage.setItem(key, value),
    `rpos.cart.${restaurantKey}`,
    JSON.stringify({ savedAt: Date.now(), items: [cartLine()], orderNumber: null }),
  );
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  browser.disconnect();
}

const withTimeout = (promise, ms, what) =>
  Promise.race([
    promise,
    new Promise((_, fail) =>
      setTimeout(() => fail(new Error(`${what} timed out after ${ms} ms`)), ms).unref(),
    ),
  ]);

const lhrDir = arg('--lhr-dir');
if (lhrDir) mkdirSync(lhrDir, { recursive: true });

async function runOnce(name, path, run) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const keepStorage = name === 'checkout';
    if (keepStorage) await seedCart(chrome.port);
    const result = await withTimeout(
      lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        maxWaitForLoad: 60_000,
        disableStorageReset: keepStorage,
      }),
      RUN_TIMEOUT_MS,
      `${name} run`,
    );
    if (lhrDir) {
      writeFileSync(resolve(lhrDir, `${name}-${run}.json`), JSON.stringify(result.lhr));
      // The trace too: which main-thread tasks make the blocking time (open it in DevTools' Performance panel).
      writeFileSync(
        resolve(lhrDir, `${name}-${run}.trace.json`),
        JSON.stringify(result.artifacts.Trace ?? {}),
      );
    }
    return figures(result.lhr, result.artifacts.Trace?.traceEvents ?? []);
  } finally {
    await chrome.kill();
  }
}

/**
 * The LCP element as the trace names it: Lighthouse 12.2's own element audit fails on this Chromium's
 * traces (its RootCauses dependency), so the last main-frame LCP candidate is read from the trace.
 */
function lcpElement(events) {
  const last = events
    .filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.args?.data?.isOutermostMainFrame)
    .at(-1)?.args.data;
  if (!last) return '(none)';
  const image =
    last.type === 'image'
      ? events.find(
          (e) =>
            e.name === 'LargestImagePaint::Candidate' && e.args?.data?.candidateIndex === last.candidateIndex,
        )?.args.data.imageUrl
      : undefined;
  return `${last.type} ${last.nodeName}${image ? ` ${new URL(image).pathname.slice(0, 60)}` : ''}${last.loadingAttr ? ` loading=${last.loadingAttr}` : ''}`;
}

function figures(lhr, events) {
  const a = lhr.audits;
  const bytes = Object.fromEntries(
    (a['resource-summary']?.details?.items ?? []).map((i) => [i.resourceType, i.transferSize]),
  );
  const unused = a['unused-javascript']?.details?.overallSavingsBytes ?? 0;
  return {
    finalUrl: lhr.finalDisplayedUrl,
    score: lhr.categories.performance.score,
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    js: bytes.script ?? 0,
    css: bytes.stylesheet ?? 0,
    font: bytes.font ?? 0,
    image: bytes.image ?? 0,
    total: bytes.total ?? 0,
    unusedJs: unused,
    lcpElement: lcpElement(events),
    errors:
      lhr.runtimeError?.message ??
      (a['largest-contentful-paint'].errorMessage || lhr.runWarnings?.join('; ') || ''),
  };
}

const median = (xs) => {
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.floor(s.length / 2)];
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sec = (ms) => `${(ms / 1000).toFixed(2)} s`;

const out = {};
try {
  for (const [name, path] of Object.entries(PAGES)) {
    if (!only.includes(name)) continue;
    // A run Lighthouse could not score (NO_LCP, NO_NAVSTART: trace hiccups on a busy machine) is
    // reported and replaced, at most twice per page.
    const runs = [];
    for (let attempt = 1; runs.length < RUNS && attempt <= RUNS + 2; attempt++) {
      try {
        const run = await runOnce(name, path, attempt);
        if (run.score === null || run.lcp === undefined) throw new Error(run.errors || 'no score');
        runs.push(run);
      } catch (error) {
        console.error(`${name} run ${attempt} failed: ${error.message}`);
      }
    }
    if (runs.length === 0) continue;
    const m = (k) => median(runs.map((r) => r[k]));
    const lcpRun = runs.find((r) => r.lcp === m('lcp'));
    const numeric = Object.keys(runs[0]).filter((k) => typeof runs[0][k] === 'number');
    out[name] = { path, runs, median: Object.fromEntries(numeric.map((k) => [k, m(k)])) };
    console.log(
      `${name.padEnd(8)} score ${m('score').toFixed(2)}  FCP ${sec(m('fcp'))}  LCP ${sec(m('lcp'))}  TBT ${Math.round(m('tbt'))} ms  CLS ${m('cls').toFixed(3)}  ` +
        `JS ${kb(m('js'))}  CSS ${kb(m('css'))}  fonts ${kb(m('font'))}  images ${kb(m('image'))}  ` +
        `total ${kb(m('total'))}  unused JS ${kb(m('unusedJs'))}  (${runs.length} runs; scores ${runs.map((r) => r.score).join(' ')})`,
    );
    console.log(`         ${path} → ${lcpRun.finalUrl}\n         LCP element: ${lcpRun.lcpElement}`);
    if (lcpRun.errors) console.log(`         warnings: ${lcpRun.errors}`);
  }
  const json = arg('--json');
  if (json) writeFileSync(json, JSON.stringify(out, null, 2));
} finally {
  server?.child.kill('SIGTERM');
}
