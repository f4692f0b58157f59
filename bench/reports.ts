// Reports benchmark (issue 15), printed as figures (not a test). On a fresh PostgreSQL database
// (DATABASE_URL; the bench creates and drops its own), the demo-history generator writes ~10 million
// order lines (10 restaurants × about 3 years), the report rollups are built, then through the real
// HTTP stack (a listening server, fetch) each report call over a 31-day range and the dashboards are
// timed (p50/p95), beside the same figures by plain queries over the raw rows (ratio raw / rollup);
// then placeOrder's rate with and without the rollups' triggers, and the database size.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/reports.ts [--lines N]
// Options: --lines N (default 10000000) order lines in all; --restaurants N (default 10); --days N
//          (default 1095);
//          --samples N (default 60) timed calls each; --seconds N (default 10) per placeOrder run;
//          --keep: leave the database (its name is printed).
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import type { PublishedMenu } from '@rpos/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { DEMO_ACCOUNTS } from '../apps/server/src/db/seed/demo-accounts';
import { seedDemoDataIfEmpty } from '../apps/server/src/db/seed/seed';
import { loadConfig } from '../apps/server/src/platform/config';
import { createLocalEventBus } from '../apps/server/src/platform/events/event-bus';
import { createOutboxMailer } from '../apps/server/src/platform/messaging/mailer';
import { createOutboxSms } from '../apps/server/src/platform/messaging/sms';
import { load } from './support/load';
import { generateHistory } from './support/reports-history';
import { RAW_QUERIES, type RawRange } from './support/reports-raw';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const LINES = arg('lines', 10_000_000);
const RESTAURANTS = arg('restaurants', 10);
/** Days of history (about 3 years), in whole 4-week periods. */
const DAYS = arg('days', 1095);
const SAMPLES = arg('samples', 60);
const SECONDS = arg('seconds', 10);
/** Wednesday 25 November 2026, 12:30 in Sydney: Golden Dragon serves lunch (placeOrder is open). */
const NOW = new Date('2026-11-25T01:30:00Z');
const TZ = 'Australia/Sydney';
const migrationsDir = resolve(import.meta.dirname, '../apps/server/drizzle');
const log = (line: string) => console.log(line);

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required: the reports bench runs on PostgreSQL');
const name = `rpos_reports_bench_${randomBytes(4).toString('hex')}`;
const admin = new URL(url);
admin.pathname = '/postgres';
const adminQuery = async (text: string) => {
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  await c.query(text);
  await c.end();
};
await adminQuery(`create database ${name}`);
const dbUrl = new URL(url);
dbUrl.pathname = `/${name}`;
const database = await openDatabase({ databaseUrl: dbUrl.toString(), poolSize: 20 });
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;

try {
  await database.migrate(migrationsDir);
  await seedDemoDataIfEmpty(database.db, { now: NOW });
  log(`Reports bench: ~${LINES} order lines, ${RESTAURANTS} restaurants × ${DAYS} days, PostgreSQL ${name}`);
  const history = await generateHistory(database, {
    now: NOW,
    lines: LINES,
    days: DAYS,
    count: RESTAURANTS,
    log,
  });
  const days = history.days;
  log(
    `  ${history.lines} order lines over ${days} days (generator ${history.baseSeconds.toFixed(0)} s, copies ${history.copySeconds.toFixed(0)} s); rollups built in ${history.rollupSeconds.toFixed(0)} s`,
  );

  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }, { migrationsDir });
  const app = await buildApp(
    {
      config: { ...config, reportRefreshSeconds: 5 },
      database,
      mailer: createOutboxMailer(database.db),
      sms: createOutboxSms(database.db),
      events: createLocalEventBus(),
      now: () => NOW,
    },
    { logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const signIn = async (role: string) => {
    const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
    const res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    return res.headers.get('set-cookie')!.split(';')[0]!;
  };
  const owner = await signIn('restaurantAdmin');
  const platformAdmin = await signIn('admin');
  const restaurantId = history.restaurantIds[0]!;

  // ---- report calls over random 31-day ranges of the history ----
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
  const today = iso(NOW.getTime() + 10 * 3_600_000);
  const randomRange = () => {
    const end = NOW.getTime() - Math.floor(Math.random() * (days - 32)) * 86_400_000;
    return { from: iso(end - 30 * 86_400_000), to: iso(end) };
  };
  const month = (to: string) => `${to.slice(5, 7)}/${to.slice(0, 4)}`;
  type Call = {
    name: string;
    raw: string;
    path: (r: { from: string; to: string }) => string;
    as?: string;
    range?: (r: { from: string; to: string }) => { from: string; to: string };
  };
  const week = () => ({ from: iso(Date.parse(today) - 6 * 86_400_000), to: today });
  const CALLS: Call[] = [
    { name: 'getTodaySalesReport', raw: 'todaySales', path: () => '/getTodaySalesReport', range: week },
    {
      name: 'getTodayDishReport',
      raw: 'todayDishes',
      path: () => '/getTodayDishReport',
      range: () => ({ from: today, to: today }),
    },
    {
      name: 'salesReport',
      raw: 'salesReport',
      path: () => '/salesReport',
      range: () => ({ from: `${iso(Date.parse(today) - 335 * 86_400_000).slice(0, 8)}01`, to: today }),
    },
    {
      name: 'salesMonthDashboard',
      raw: 'salesMonth',
      path: (r) => `/salesMonthDashboard?monthStr=${month(r.to)}`,
      range: (r) => ({ from: `${r.to.slice(0, 8)}01`, to: r.to }),
    },
    {
      name: 'salesHoursReport',
      raw: 'salesHours',
      path: (r) => `/salesHoursReport?startDateStr=${r.from}&endDateStr=${r.to}`,
    },
    {
      name: 'salesByDates',
      raw: 'salesByDates',
      path: (r) => `/salesByDates?startDateStr=${r.from}&endDateStr=${r.to}`,
    },
    {
      name: 'orderFromReport',
      raw: 'orderFrom',
      path: (r) => `/orderFromReport?startDateStr=${r.from}&endDateStr=${r.to}`,
    },
    {
      name: 'orderTypeReport',
      raw: 'orderType',
      path: (r) => `/orderTypeReport?startDateStr=${r.from}&endDateStr=${r.to}`,
    },
    {
      name: 'dishesOrderReport',
      raw: 'dishesOrder',
      path: (r) => `/dishesOrderReport?startDateStr=${r.from}&endDateStr=${r.to}&isUsingOption=true`,
    },
    {
      name: 'dishesTransactionReport',
      raw: 'dishesTransaction',
      path: (r) => `/dishesTransactionReport?startDateStr=${r.from}&endDateStr=${r.to}`,
    },
    {
      name: 'paymentTypesReport',
      raw: 'paymentTypes',
      path: (r) => `/paymentTypesReport?startDateStr=${r.from} 00:00:00&endDateStr=${r.to} 23:45:00`,
    },
    {
      name: 'paymentTypesReport (tables)',
      raw: 'paymentTables',
      path: (r) =>
        `/paymentTypesReport?startDateStr=${r.from} 00:00:00&endDateStr=${r.to} 23:45:00&groupByTable=true`,
    },
    {
      name: 'adminSalesMonthDashboard',
      raw: 'adminMonth',
      path: () => '/adminSalesMonthDashboard',
      as: platformAdmin,
      range: () => ({ from: `${today.slice(0, 8)}01`, to: today }),
    },
    {
      name: 'adminOrderCount',
      raw: 'adminOrders',
      path: () => '/adminOrderCount',
      as: platformAdmin,
      range: () => ({ from: iso(Date.parse(today) - 13 * 86_400_000), to: today }),
    },
  ];
  const pct = (xs: number[], p: number) =>
    [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
  const timeCall = async (path: string, cookie: string) => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api${path}`, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return performance.now() - t0;
  };
  log(
    `\n  load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores (other work on the machine counts in every figure)`,
  );
  log(`  call (31-day range unless fixed)      p50 ms   p95 ms   raw p50 ms   raw/rollup`);
  const results: string[] = [];
  for (const c of CALLS) {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) await timeCall(c.path(randomRange()), c.as ?? owner); // warm-up
    for (let i = 0; i < SAMPLES; i++) times.push(await timeCall(c.path(randomRange()), c.as ?? owner));
    const rawTimes: number[] = [];
    for (let i = 0; i < Math.max(3, Math.floor(SAMPLES / 10)); i++) {
      const r = randomRange();
      const span = c.range ? c.range(r) : r;
      const rr: RawRange = { restaurantId, tz: TZ, ...span };
      const t0 = performance.now();
      await database.db.execute(RAW_QUERIES[c.raw]!(rr));
      rawTimes.push(performance.now() - t0);
    }
    const line = `  ${c.name.padEnd(36)} ${pct(times, 0.5).toFixed(1).padStart(6)}   ${pct(times, 0.95).toFixed(1).padStart(6)}   ${pct(rawTimes, 0.5).toFixed(1).padStart(10)}   ${(pct(rawTimes, 0.5) / pct(times, 0.5)).toFixed(1).padStart(9)}×`;
    log(line);
    results.push(line);
  }

  // ---- placeOrder with and without the triggers ----
  const menu = (
    (await (await fetch(`${base}/api/online?menuId=goldendragon&tableId=5`)).json()) as {
      menu: PublishedMenu;
    }
  ).menu;
  const dishes = menu.categories.flatMap((c) => c.items).slice(0, 3);
  let seq = 0;
  const body = () =>
    JSON.stringify({
      user: {
        name: 'Bench',
        email: 'bench@example.com',
        phoneNumber: '0412345678',
        guestNum: '2',
        address: '',
        postcode: '',
        foodAllergies: '',
      },
      order: {
        orderNumber: `bench${Date.now().toString(36)}${(seq++).toString(36)}`,
        items: dishes.map((d, i) => ({
          id: `l${i}`,
          dish: { id: d.id, name: d.name, price: 1 },
          size: null,
          options: [],
          subTotal: 1,
          specialInstructions: '',
          isTakeaway: false,
          quantity: 1,
        })),
        tableId: '5',
        type: 'local',
        pickupTimeType: 'now',
        paymentType: 'payAtCounter',
        notes: '',
        total: 0.01,
      },
      restaurant: { restaurantId: 'goldendragon' },
      menuId: 'goldendragon',
      browser: 'bench',
      mobileModel: 'bench',
    });
  const TRIGGER_TABLES = [
    'orders',
    'order_items',
    'order_item_options',
    'transactions',
    'transaction_orders',
    'transaction_payments',
    'payment_refunds',
  ];
  const setTriggers = async (on: boolean) => {
    for (const table of TRIGGER_TABLES)
      await database.db.execute(sql.raw(`alter table ${table} ${on ? 'enable' : 'disable'} trigger user`));
  };
  const place = () =>
    load({
      base,
      path: '/api/placeOrder',
      method: 'POST',
      connections: 8,
      seconds: SECONDS,
      body,
      headers: { 'content-type': 'application/json', restaurantId: 'goldendragon' },
    });
  const rates: Record<string, number[]> = { with: [], without: [] };
  for (const round of [0, 1]) {
    for (const on of round ? [false, true] : [true, false]) {
      await setTriggers(on);
      const r = await place();
      if (r.non2xx || r.errors)
        log(`  placeOrder ${on ? 'with' : 'without'} triggers: ${r.non2xx} non-2xx, ${r.errors} errors`);
      rates[on ? 'with' : 'without']!.push(r.rps);
    }
  }
  await setTriggers(true);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const withT = mean(rates.with!);
  const withoutT = mean(rates.without!);
  const placeLine = `  placeOrder (8 connections, ${SECONDS} s × 2 each): ${withT.toFixed(0)}/s with the triggers, ${withoutT.toFixed(0)}/s without (${(((withoutT - withT) / withoutT) * 100).toFixed(1)} % overhead)`;
  log(`\n${placeLine}`);

  const [size] = await rows<{ db: string; rollups: string; raw: string }>(sql`
    select pg_size_pretty(pg_database_size(current_database())) as db,
           pg_size_pretty(sum(pg_total_relation_size(c.oid)) filter (where c.relname like 'report\\_%')) as rollups,
           pg_size_pretty(sum(pg_total_relation_size(c.oid)) filter (where c.relname in ('orders', 'order_items', 'order_item_options', 'transactions', 'transaction_payments', 'transaction_orders'))) as raw
    from pg_class c where c.relkind = 'r'`);
  log(`  load average at the end ${loadavg()[0]!.toFixed(1)}`);
  log(`  database ${size!.db}: raw orders, lines and bills ${size!.raw}, report rollups ${size!.rollups}`);
  await app.close();
} finally {
  await database.close();
  if (process.argv.includes('--keep')) log(`  kept database ${name}`);
  else await adminQuery(`drop database if exists ${name} with (force)`);
}
