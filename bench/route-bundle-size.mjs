// Prints what a first visit to a route downloads from the built app (apps/web/dist): the entry chunk
// and its static imports, plus the lazy layout and page of the route and theirs: raw, as served
// (brotli: the build's .br file when there is one, else brotli at quality 11 computed here, which is
// what the build writes) and gzip (the .gz file, else level 9).
// Usage: npm run build -w @rpos/web && node bench/route-bundle-size.mjs [--verbose] [--dist <dir>]
// (--dist reads another build, e.g. `npx vite build --outDir /tmp/web-dist` in apps/web.)
// --budget-kb N: exit 1 when the diner menu's first download (brotli as served) is over N KB. `npm test`
// runs it after the build (decision 0261): a staff feature reaching the menu's entry must fail CI.
// --budgets: exit 1 when any diner route's first download is over its own budget (BUDGETS_KB below,
// set just above each route's size when they were introduced; decision 0563). `npm test` passes both.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distFlag = process.argv.indexOf('--dist');
const dist =
  distFlag > 0 ? process.argv[distFlag + 1] : join(import.meta.dirname, '..', 'apps', 'web', 'dist');
const assets = join(dist, 'assets');
const verbose = process.argv.includes('--verbose');

/**
 * Routes by the file-name prefixes of their lazy chunks: layout and page, and for the sign-in and
 * back-office pages the route tables patched in on their first navigation (app/patched-routes.ts).
 */
const ROUTES = {
  'diner /online/:menuId/:tableId': ['diner-menu|customer-layout', 'diner-menu|online-menu-page'],
  'dish /dishDetail': ['diner-menu|customer-layout', 'dish-detail-page'],
  // The order pages: the routes table, their layout and texts (routes.tsx's ORDER_PAGES_ID), the page.
  'checkout /checkout': ['patched-routes', 'restaurant-themed-layout', 'order', 'checkout-page'],
  'order summary /orderSuccessDetail': [
    'patched-routes',
    'restaurant-themed-layout',
    'order',
    'order-summary-page',
  ],
  'invoice /invoice': ['patched-routes', 'restaurant-themed-layout', 'order', 'invoice-page'],
  'booking /restaurantBooking': ['patched-routes', 'restaurant-themed-layout', 'booking-wizard-page'],
  'queue /queue': ['patched-routes', 'restaurant-themed-layout', 'queue-page'],
  'sign-in /sign-in': ['patched-routes', 'back-office-routes', 'auth-layout', 'sign-in-page'],
  'back-office /dashboard': ['patched-routes', 'back-office-routes', 'main-layout', 'dashboard-page'],
  'back-office /settings': ['patched-routes', 'back-office-routes', 'main-layout', 'settings-page'],
};

/**
 * Each diner route's budget for its first download, brotli KB as served (--budgets; decision 0563):
 * just above its size when set, so a page that grows must say so here. The menu's own budget is
 * --budget-kb (125, the README's).
 */
const BUDGETS_KB = {
  // About 1.5 % above each route's size at the last change (decision 0563): a few hundred bytes of
  // shared domain code moving every route is noise, a lazy piece landing in a first download is not.
  'dish /dishDetail': 150,
  'checkout /checkout': 208,
  'order summary /orderSuccessDetail': 137,
  'invoice /invoice': 158,
  'booking /restaurantBooking': 157,
  'queue /queue': 181,
  'sign-in /sign-in': 197,
};

const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
const imports = new Map(
  files.map((f) => {
    const source = readFileSync(join(assets, f), 'utf8');
    const found = [...source.matchAll(/(?:import|export)\s*(?:[^'"]*?from\s*)?["']\.\/([^"']+\.js)["']/g)];
    return [f, found.map((m) => m[1])];
  }),
);
const closure = (start) => {
  const seen = new Set();
  const stack = [...start];
  while (stack.length) {
    const f = stack.pop();
    if (!f || seen.has(f)) continue;
    seen.add(f);
    stack.push(...(imports.get(f) ?? []));
  }
  return seen;
};
/** The chunk of a prefix (`a|b`: the first there is; the diner menu's chunk replaced its layout's and page's). */
const chunk = (prefixes) => {
  const f = prefixes
    .split('|')
    // `<prefix>-<8-character hash>.js` exactly: `diner-menu-` alone would also match `diner-menu-libs-…`.
    .map((prefix) =>
      files.find((name) => name.startsWith(`${prefix}-`) && name.length === prefix.length + 12),
    )
    .find(Boolean);
  if (!f) throw new Error(`no chunk ${prefixes}-*.js in ${assets}`);
  return f;
};
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entryScript = html.match(/assets\/(index-[^"]+\.js)/)?.[1];
if (!entryScript) throw new Error('no entry script in dist/index.html');
// The chunks index.html preloads (the first screen's app and libraries, main.tsx imports them at
// start-up) load on every first visit, as the entry does.
const preloaded = [...html.matchAll(/rel="modulepreload"[^>]*href="\/assets\/([^"]+\.js)"/g)].map(
  (m) => m[1],
);
const entry = [entryScript, ...preloaded];

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sizes = new Map();
/** Raw, brotli and gzip bytes of one asset (the precompressed files when the build wrote them). */
function sizeOf(f) {
  if (!sizes.has(f)) {
    const path = join(assets, f);
    const bytes = readFileSync(path);
    const br = existsSync(`${path}.br`)
      ? statSync(`${path}.br`).size
      : brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    const gz = existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : gzipSync(bytes, { level: 9 }).length;
    sizes.set(f, [bytes.length, br, gz]);
  }
  return sizes.get(f);
}
/** Prints a route's bytes; returns its brotli bytes. */
function report(name, set) {
  let raw = 0;
  let br = 0;
  let gz = 0;
  const rows = [...set].map((f) => {
    const [r, b, g] = sizeOf(f);
    raw += r;
    br += b;
    gz += g;
    return [f, r, b, g];
  });
  console.log(
    `${name}: ${set.size} files, ${kb(raw)} raw, ${kb(br)} brotli as served (${br} bytes), ${kb(gz)} gzip`,
  );
  if (verbose) {
    for (const [f, r, b, g] of rows.sort((x, y) => y[2] - x[2]))
      console.log(`  ${f.padEnd(48)} ${kb(r).padStart(9)} ${kb(b).padStart(9)} br ${kb(g).padStart(9)} gz`);
  }
  return br;
}

report('entry (every route)', closure(entry));
const served = new Map(
  Object.entries(ROUTES).map(([name, prefixes]) => [
    name,
    report(name, closure([...entry, ...prefixes.map(chunk)])),
  ]),
);

let over = false;
const budgetFlag = process.argv.indexOf('--budget-kb');
if (budgetFlag > 0) {
  const budget = Number(process.argv[budgetFlag + 1]) * 1024;
  const diner = served.get('diner /online/:menuId/:tableId');
  if (diner > budget) {
    console.error(
      `The diner menu's first download is ${kb(diner)} brotli, over its budget of ${kb(budget)}: ` +
        'something new reached the entry or the menu chunks (run with --verbose, and keep staff code lazy).',
    );
    over = true;
  } else console.log(`diner menu within its budget: ${kb(diner)} of ${kb(budget)}`);
}
if (process.argv.includes('--budgets')) {
  for (const [name, budgetKb] of Object.entries(BUDGETS_KB)) {
    const size = served.get(name);
    if (size > budgetKb * 1024) {
      console.error(
        `${name}: the first download is ${kb(size)} brotli, over its budget of ${budgetKb} KB ` +
          '(run with --verbose; keep what the page does not show first lazy, or raise its budget in BUDGETS_KB and say why).',
      );
      over = true;
    } else console.log(`${name} within its budget: ${kb(size)} of ${budgetKb} KB`);
  }
}
if (over) process.exit(1);
