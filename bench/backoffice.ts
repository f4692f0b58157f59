// Back-office time to data (issue 29): for each main back-office screen, the time from opening it
// until every data call the screen makes on opening has answered (the calls of one screen go out
// together, as the browser sends them), on a database with the demo history (120 days of both demo
// restaurants, seeded and analysed as a first start does). Target: every screen under 1 s.
// The day screens read the day before the pinned "now" (Tuesday 24 November 2026, a full day of
// history); the reports read the 31 days before it.
// Usage: npx tsx bench/backoffice.ts                      (embedded PGlite)
//        DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/backoffice.ts
//        (a fresh database rpos_backoffice_<hex>, dropped afterwards)
// Options: --rounds N (default 10; the first 2 warm up and are not counted); --json.
import { loadavg } from 'node:os';
import { DEMO_ACCOUNTS } from '../apps/server/src/demo/demo-accounts';
import { ApiClient } from './support/rush-api';
import { startBenchServer } from './support/start-bench-server';

const arg = (name: string) => process.argv[process.argv.indexOf(name) + 1];
const rounds = Number(process.argv.includes('--rounds') ? arg('--rounds') : 10);
const WARM = 2;
const TARGET_MS = 1000;
const admin = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin' && a.restaurant === 'goldendragon')!;

// The bench server's clock: Wednesday 25 November 2026, 12:30 in Sydney.
const DAY = '24-11-26'; // DD-MM-YY, the day screens' format
const RANGE = { startDateStr: '2026-10-25', endDateStr: '2026-11-24' };
const PAYMENT_RANGE = { startDateStr: '2026-10-25 00:00:00', endDateStr: '2026-11-24 23:45:00' };

process.env.BENCH_HISTORY = '1';
process.env.BENCH_DB_PREFIX ??= 'rpos_backoffice';
process.env.BENCH_PRINT_QUEUE_MS ??= '0';
const started = performance.now();
const { child, base } = await startBenchServer();
const setupSeconds = (performance.now() - started) / 1000;

const qs = (query: Record<string, string | number | boolean>) =>
  `?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}
interface Screen {
  name: string;
  calls: () => Call[];
}

const staff = new ApiClient(base, 60_000);
const errors: string[] = [];
let orderNumber = '';
let transactionId = '';

const get = (path: string): Call => ({ method: 'GET', path });
const report = (path: string, extra: Record<string, string | number | boolean> = {}) =>
  get(`${path}${qs({ ...RANGE, ...extra })}`);

/** Each screen and the calls its page makes when it opens (apps/web/src/features/<feature>/api). */
const SCREENS: Screen[] = [
  {
    name: 'Dashboard (/dashboard)',
    calls: () => [
      get('/getTodaySalesReport'),
      get('/getTodayDishReport'),
      get(`/salesMonthDashboard${qs({ monthStr: '11/2026' })}`),
    ],
  },
  {
    name: 'Orders (/orders, a day)',
    calls: () => [get(`/todayOrder${qs({ type: 'local', dateStr: DAY })}`)],
  },
  {
    name: 'Order detail (/orderDetail)',
    calls: () => [get(`/order${qs({ orderNumber, dateStr: DAY, orderType: 'local' })}`)],
  },
  { name: 'Live transactions', calls: () => [get('/liveTransactions')] },
  {
    name: 'Transactions (/transactions, a day)',
    calls: () => [
      {
        method: 'POST',
        path: `/transactions${qs({ dateStr: DAY })}`,
        body: { showDeletedTransactions: false },
      },
    ],
  },
  {
    name: 'Transaction detail',
    calls: () => [get(`/transaction/${encodeURIComponent(transactionId)}`)],
  },
  {
    name: 'Sales report (31 days)',
    calls: () => [report('/salesHoursReport'), report('/salesByDates')],
  },
  {
    name: 'Payment types report',
    calls: () => [get(`/paymentTypesReport${qs(PAYMENT_RANGE)}`)],
  },
  { name: 'Dishes report', calls: () => [report('/dishesOrderReport')] },
  { name: 'Dishes transaction report', calls: () => [report('/dishesTransactionReport')] },
  { name: 'Order type report', calls: () => [report('/orderTypeReport'), report('/orderFromReport')] },
  { name: 'Customers', calls: () => [get(`/customers${qs({ page: 1, pageSize: 10 })}`)] },
  {
    name: 'Staff list',
    calls: () => [get(`/staffList${qs({ page: 1, pageSize: 10 })}`), get('/staffNumber')],
  },
  { name: 'Staff activities (a day)', calls: () => [get(`/staffActivities${qs({ dateStr: DAY })}`)] },
  {
    name: 'Timesheets (a week)',
    calls: () => [get(`/timesheets${qs({ startDateStr: '18-11-26', endDateStr: DAY })}`)],
  },
];

/** Opens a screen: its calls at once; the time until the last one answered. */
async function open(screen: Screen): Promise<number> {
  const at = performance.now();
  const results = await Promise.all(screen.calls().map((c) => staff.call(c.method, c.path, c.body)));
  const ms = performance.now() - at;
  for (const [i, r] of results.entries())
    if (r.status >= 300)
      errors.push(
        `${screen.name} ${screen.calls()[i]!.path}: ${r.status} ${JSON.stringify(r.body).slice(0, 160)}`,
      );
  return ms;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

try {
  await staff.ok('POST', '/login', { email: admin.email, password: admin.password });
  const day = await staff.ok<{ orders: { orderNumber: string }[] }>(
    'GET',
    `/todayOrder${qs({ type: 'local', dateStr: DAY })}`,
  );
  orderNumber = day.orders[Math.floor(day.orders.length / 2)]?.orderNumber ?? '';
  const bills = await staff.ok<{ transactions: { uuid: string }[] }>(
    'POST',
    `/transactions${qs({ dateStr: DAY })}`,
    {
      showDeletedTransactions: false,
    },
  );
  transactionId = bills.transactions[Math.floor(bills.transactions.length / 2)]?.uuid ?? '';
  if (!orderNumber || !transactionId) throw new Error(`no history on ${DAY}: is BENCH_HISTORY seeding?`);

  const times = new Map<string, number[]>();
  for (let round = 0; round < rounds; round++)
    for (const screen of SCREENS) {
      const ms = await open(screen);
      if (round < WARM) continue;
      times.set(screen.name, [...(times.get(screen.name) ?? []), ms]);
    }

  const rows = SCREENS.map((s) => {
    const sorted = (times.get(s.name) ?? []).sort((a, b) => a - b);
    return {
      screen: s.name,
      calls: s.calls().length,
      p50: Math.round(pct(sorted, 50)),
      p95: Math.round(pct(sorted, 95)),
      max: Math.round(sorted.at(-1) ?? Number.NaN),
    };
  });
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const summary = {
    database,
    rounds: rounds - WARM,
    setupSeconds: Math.round(setupSeconds),
    loadAverage: loadavg().map((l) => Math.round(l * 10) / 10),
    rows,
    overTarget: rows.filter((r) => !(r.p95 < TARGET_MS)).map((r) => r.screen),
    errors: errors.slice(0, 20),
  };
  if (process.argv.includes('--json')) console.log(JSON.stringify(summary, null, 2));
  else {
    console.log(
      `Back-office time to data on ${database} with the demo history (${summary.rounds} rounds, ` +
        `setup ${summary.setupSeconds} s, load ${summary.loadAverage.join(' / ')})`,
    );
    console.log('| screen | calls | p50 ms | p95 ms | max ms |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const r of rows) console.log(`| ${r.screen} | ${r.calls} | ${r.p50} | ${r.p95} | ${r.max} |`);
    console.log(
      summary.overTarget.length
        ? `Over ${TARGET_MS} ms at p95: ${summary.overTarget.join(', ')}`
        : `Every screen under ${TARGET_MS} ms at p95.`,
    );
    if (errors.length) console.log(`Errors (${errors.length}):\n${summary.errors.join('\n')}`);
  }
  process.exitCode = errors.length ? 1 : 0;
} finally {
  child.kill('SIGTERM');
}
