// A dinner rush as a benchmark (issue 27): open-loop Poisson arrivals of a service's calls against one
// server or several (round-robin), latency counted from each arrival's scheduled time (no coordinated
// omission), then integrity checks. Tables: the seed's demo restaurants and their tables (Golden Dragon
// 12, Bondi Bites) — tables cannot be created through the API yet; diners order at both, the POS calls
// (adds, payments, KDS, dashboard) are Golden Dragon's (the demo has its staff accounts).
// The mix per table sitting: ~20 menu loads, 4 QR orders (a quarter paid by sandbox card), 2 POS adds
// (each after a POS floor read), 1 payment of the whole balance and a close (after a floor and a bill
// read), 2 kitchen display reads, and a dashboard now and then (1 in 5 sittings).
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/rush.ts --rate 10 --seconds 60
//        (starts a bench server on a fresh database: moving clock, fake printers, print queue on)
//        npx tsx bench/rush.ts --base http://a:3000,http://b:3000 --db postgres://…   (running servers)
// Options: --rate arrivals/s (default 5), --seconds (default 30), --json (figures as JSON only).
// Integrity and docket lag are read from the database (--db, or the bench server's own): PostgreSQL only.
import { loadavg } from 'node:os';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '../apps/server/src/demo/demo-accounts';
import {
  ApiClient,
  type CallResult,
  orderLines,
  orderNumber,
  payBySandboxCard,
  placeOrderBody,
  simpleDishes,
} from './support/rush-api';
import { startBenchServer } from './support/start-bench-server';

const arg = (name: string, fallback: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1]! : fallback;
const rate = Number(arg('--rate', '5'));
const seconds = Number(arg('--seconds', '30'));
const json = process.argv.includes('--json');

/** Calls per sitting, as arrival weights. */
const MIX = { menu: 20, order: 4, add: 2, pay: 1, kds: 2, dashboard: 0.2 } as const;
type Kind = keyof typeof MIX;
const RESTAURANTS = ['goldendragon', 'bondibites'];
const POS_RESTAURANT = 'goldendragon';

let child: Awaited<ReturnType<typeof startBenchServer>>['child'] | null = null;
let bases = arg('--base', '').split(',').filter(Boolean);
let dbUrl = arg('--db', '');
if (bases.length === 0) {
  process.env.BENCH_CLOCK = 'moving';
  process.env.BENCH_PRINTERS = 'fake';
  process.env.BENCH_PRINT_QUEUE_MS ??= '2000';
  process.env.BENCH_DB_PREFIX ??= 'rpos_rush';
  const started = await startBenchServer();
  child = started.child;
  bases = [started.base];
  dbUrl = started.databaseUrl ?? '';
}

const samples = new Map<string, number[]>();
const statuses = new Map<string, Map<string, number>>();
function record(name: string, scheduled: number, r: CallResult | { status: string }) {
  const status = String(r.status);
  const byStatus = statuses.get(name) ?? new Map<string, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  statuses.set(name, byStatus);
  const list = samples.get(name) ?? [];
  list.push(performance.now() - scheduled);
  samples.set(name, list);
}

/** One call, its latency from `scheduled` (the arrival's planned time); a throw counts as status 'error'. */
async function timed<T>(name: string, scheduled: number, call: () => Promise<CallResult<T>>) {
  try {
    const r = await call();
    record(name, scheduled, r);
    return r;
  } catch (err) {
    record(name, scheduled, { status: (err as Error).name === 'TimeoutError' ? 'timeout' : 'error' });
    return null;
  }
}

let next = 0;
const base = () => bases[next++ % bases.length]!;
const staffAccount = DEMO_ACCOUNTS.find(
  (a) => a.role === 'restaurantAdmin' && a.restaurant === POS_RESTAURANT,
)!;
const staff = bases.map((b) => new ApiClient(b));
for (const s of staff)
  await s.ok('POST', '/login', { email: staffAccount.email, password: staffAccount.password });
const staffAt = () => staff[next++ % staff.length]!;
// Set-up through the API: Golden Dragon's kitchen dockets (dine-in and takeaway) go to its kitchen
// printer (the bench server's fake printers take every printer's jobs).
await staff[0]!.ok('PUT', '/posPrintSettings', {
  posPrintSettings: {
    printTypes: [
      {
        printType: 'KitchenDocket',
        printer: 'Demo Kitchen',
        orderTypes: [
          { name: 'DineIn', enabled: true },
          { name: 'TakeAway', enabled: true },
        ],
      },
    ],
  },
});

const dishes = new Map<string, string[]>();
const tables = new Map<string, string[]>();
for (const r of RESTAURANTS) {
  const d = new ApiClient(bases[0]!);
  const first = await d.ok<{
    menu: { categories: { items: never[] }[] };
    unavailable: { menuItemId: string }[];
  }>('GET', `/online?menuId=${r}&tableId=1`);
  dishes.set(r, simpleDishes(first.menu.categories, first.unavailable));
}
const floor0 = await staff[0]!.ok<{ tables: { tableNumber: string }[] }>('GET', '/pos/floor');
tables.set(
  POS_RESTAURANT,
  floor0.tables.map((t) => t.tableNumber),
);
tables.set('bondibites', ['1', '2', '3', '4', '5', '6', '7', '8']);

let seed = 42;
const random = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};
const pickOf = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const weights = Object.entries(MIX) as [Kind, number][];
const totalWeight = weights.reduce((n, [, w]) => n + w, 0);
function kindOf(): Kind {
  let x = random() * totalWeight;
  for (const [k, w] of weights) {
    x -= w;
    if (x < 0) return k;
  }
  return 'menu';
}

const acknowledged: string[] = [];
/** Golden Dragon's order numbers answered 200 (QR orders and POS adds): their dockets are checked. */
const docketed: string[] = [];
const billsPaid = new Set<string>();
const busyBills = new Set<string>();

type Floor = { tables: { bill: { uuid: string } | null }[] };
async function openBill(scheduled: number): Promise<string | null> {
  const floor = await timed<Floor>('GET /pos/floor', scheduled, () => staffAt().call('GET', '/pos/floor'));
  const open = (floor?.body.tables ?? []).flatMap((t) =>
    t.bill && !busyBills.has(t.bill.uuid) ? [t.bill.uuid] : [],
  );
  return open.length ? pickOf(open) : null;
}

async function arrival(kind: Kind, scheduled: number): Promise<void> {
  const restaurant = kind === 'menu' || kind === 'order' ? pickOf(RESTAURANTS) : POS_RESTAURANT;
  const table = pickOf(tables.get(restaurant)!);
  if (kind === 'menu') {
    const diner = new ApiClient(base());
    await timed('GET /online (menu)', scheduled, () =>
      diner.call('GET', `/online?menuId=${restaurant}&tableId=${table}`),
    );
  } else if (kind === 'order') {
    const diner = new ApiClient(base());
    const card = random() < 0.25;
    const body = placeOrderBody(restaurant, table, orderLines(dishes.get(restaurant)!, 2, random), card);
    const placed = await timed('POST /placeOrder', scheduled, () => diner.call('POST', '/placeOrder', body));
    const number = (body.order as { orderNumber: string }).orderNumber;
    if (placed?.status !== 200) return;
    let ok = !card;
    if (card) {
      const paid = await timed('POST /adyenPayments (card)', performance.now(), () =>
        payBySandboxCard(diner, restaurant, table, number),
      );
      ok = paid?.status === 200;
    }
    if (ok) acknowledged.push(number);
    if (ok && restaurant === POS_RESTAURANT) docketed.push(number);
  } else if (kind === 'add') {
    const bill = await openBill(scheduled);
    if (!bill) return;
    busyBills.add(bill);
    try {
      const number = orderNumber();
      const added = await timed('POST /pos/orders (add)', performance.now(), () =>
        staffAt().call('POST', '/pos/orders', {
          orderNumber: number,
          type: 'dinein',
          transactionId: bill,
          items: orderLines(dishes.get(POS_RESTAURANT)!, 2, random),
        }),
      );
      if (added?.status === 200) docketed.push(number);
    } finally {
      busyBills.delete(bill);
    }
  } else if (kind === 'pay') {
    const bill = await openBill(scheduled);
    if (!bill) return;
    busyBills.add(bill);
    try {
      const s = staffAt();
      const read = await timed<{ transaction: { balance: number } }>(
        'GET /transaction/:id (bill)',
        performance.now(),
        () => s.call('GET', `/transaction/${bill}`),
      );
      if (read?.status !== 200) return;
      const paid = await timed('POST payments (closes)', performance.now(), () =>
        s.call('POST', `/transactions/${bill}/payments`, {
          type: 'CASH',
          amount: read.body.transaction.balance,
          requestId: orderNumber(),
        }),
      );
      if (paid?.status === 200) billsPaid.add(bill);
      await timed('POST close', performance.now(), () => s.call('POST', `/transactions/${bill}/close`, {}));
    } finally {
      busyBills.delete(bill);
    }
  } else if (kind === 'kds') {
    await timed('GET /kds/orders', scheduled, () => staffAt().call('GET', '/kds/orders'));
  } else {
    await timed('GET /getTodaySalesReport (dashboard)', scheduled, () =>
      staffAt().call('GET', '/getTodaySalesReport'),
    );
  }
}

// Open loop: arrivals at exponential gaps, each started at its time whatever is still in flight.
const start = performance.now();
const inFlight: Promise<void>[] = [];
let at = start;
let arrivals = 0;
while (at - start < seconds * 1000) {
  at += (-Math.log(1 - random()) / rate) * 1000;
  const wait = at - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  arrivals++;
  inFlight.push(arrival(kindOf(), at));
}
await Promise.all(inFlight);
const elapsed = (performance.now() - start) / 1000;
const load = loadavg();

// Integrity and docket lag, read from the database after the print queue has caught up.
interface Checks {
  acknowledged: number;
  onExactlyOneBill: number;
  billsChecked: number;
  billsAddingUp: number;
  /** Golden Dragon's accepted orders of the run (its dockets are set up; QR orders and POS adds): each printed exactly once. */
  acceptedOrders: number;
  printedOnce: number;
  printedTwice: number;
  notPrinted: number;
  docketLagMs: { p50: number; p95: number; p99: number; max: number } | null;
}
let checks: Checks | null = null;
if (dbUrl) {
  await new Promise((r) => setTimeout(r, 3000));
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const one = await db.query<{ n: number }>(
    `select count(*)::int as n from (select o.id from orders o join transaction_orders l on l.order_id = o.id
      where o.order_number = any($1) group by o.id having count(*) = 1) x`,
    [acknowledged],
  );
  const printed = await db.query<{ once: number; twice: number; none: number; accepted: number }>(
    `with mine as (select o.id from orders o join transaction_orders l on l.order_id = o.id and l.is_accepted
        where o.order_number = any($1)),
      jobs as (select m.id, count(j.id) filter (where j.document = 'KitchenDocket' and j.status = 'printed') as n
        from mine m left join print_jobs j on j.order_id = m.id group by m.id)
     select count(*)::int as accepted, count(*) filter (where n = 1)::int as once,
            count(*) filter (where n > 1)::int as twice, count(*) filter (where n = 0)::int as none from jobs`,
    [docketed],
  );
  const lag = await db.query<{ p50: number; p95: number; p99: number; max: number }>(
    `select percentile_cont(0.5) within group (order by ms) as p50, percentile_cont(0.95) within group (order by ms) as p95,
            percentile_cont(0.99) within group (order by ms) as p99, max(ms) as max
       from (select (extract(epoch from min(j.printed_at) - o.order_time) * 1000)::float8 as ms
         from orders o join print_jobs j on j.order_id = o.id and j.printed_at is not null
        where o.order_number = any($1) group by o.id, o.order_time) x`,
    [acknowledged],
  );
  await db.end();
  // Each paid bill adds up: what was paid is the sum of its payments, and nothing is left to pay.
  let adding = 0;
  for (const bill of billsPaid) {
    const r = await staff[0]!.call<{
      transaction: {
        balance: number;
        billPaid: boolean;
        totals: { paid: number };
        paymentTypes: { paymentAmount: number }[];
      };
    }>('GET', `/transaction/${bill}`);
    const t = r.body.transaction;
    const sum = t.paymentTypes.reduce((n, p) => n + p.paymentAmount, 0);
    if (r.status === 200 && t.billPaid && t.balance === 0 && t.totals.paid === sum) adding++;
  }
  const row = printed.rows[0]!;
  const l = lag.rows[0];
  checks = {
    acknowledged: acknowledged.length,
    onExactlyOneBill: one.rows[0]!.n,
    billsChecked: billsPaid.size,
    billsAddingUp: adding,
    acceptedOrders: row.accepted,
    printedOnce: row.once,
    printedTwice: row.twice,
    notPrinted: row.none,
    docketLagMs: l && l.p50 !== null ? { p50: l.p50, p95: l.p95, p99: l.p99, max: l.max } : null,
  };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const calls = [...samples].map(([name, list]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return {
    name,
    n: list.length,
    p50: pct(sorted, 50),
    p95: pct(sorted, 95),
    p99: pct(sorted, 99),
    statuses: Object.fromEntries(statuses.get(name) ?? []),
  };
});
const errors = calls.reduce(
  (n, c) => n + Object.entries(c.statuses).reduce((m, [s, k]) => m + (s.startsWith('2') ? 0 : k), 0),
  0,
);
const integrityOk =
  checks !== null &&
  checks.onExactlyOneBill === checks.acknowledged &&
  checks.billsAddingUp === checks.billsChecked &&
  checks.printedTwice === 0 &&
  checks.notPrinted === 0;
const result = {
  database: process.env.DATABASE_URL || dbUrl ? 'postgres' : 'pglite',
  bases: bases.length,
  rate,
  seconds,
  arrivals,
  throughput: arrivals / elapsed,
  loadAverage: load.map((x) => Number(x.toFixed(2))),
  calls,
  errors,
  checks,
  integrityOk,
};
if (json) console.log(JSON.stringify(result));
else {
  console.log(
    `\nRush on ${result.database}, ${bases.length} instance(s), ${rate} arrivals/s for ${seconds} s: ${arrivals} arrivals (${result.throughput.toFixed(2)}/s); load average ${result.loadAverage.join(' ')}`,
  );
  console.log('call                                   n    p50 ms   p95 ms   p99 ms  statuses');
  for (const c of calls)
    console.log(
      `${c.name.padEnd(36)}${String(c.n).padStart(4)}${c.p50.toFixed(0).padStart(10)}${c.p95.toFixed(0).padStart(9)}${c.p99.toFixed(0).padStart(9)}  ${JSON.stringify(c.statuses)}`,
    );
  console.log(`errors (non-2xx, timeouts): ${errors}`);
  console.log(
    checks
      ? `integrity: ${JSON.stringify(checks)} → ${integrityOk ? 'OK' : 'FAILED'}`
      : 'integrity: not checked (no database URL)',
  );
}
child?.kill('SIGTERM');
// A failure for CI (--ci): integrity not held, or a server error / failed call (a timing is no failure).
const serverErrors = calls.reduce(
  (n, c) => n + Object.entries(c.statuses).reduce((m, [s, k]) => m + (/^(5|error)/.test(s) ? k : 0), 0),
  0,
);
process.exitCode = (checks && !integrityOk) || serverErrors > 0 ? 1 : 0;
