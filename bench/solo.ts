// Solo latencies (issue 27): every call of a dinner service one at a time — nothing else in flight —
// on a database with the demo history (120 days of both demo restaurants), seeded as a first start
// seeds it (and analysed as it then is). Target: every POS call ≤ 50 ms.
// Per round, on a free Golden Dragon table: the diner's menu, a QR order (pay at the counter), the POS
// floor, the staff accept of that order when the restaurant asks for one, the bill, a POS add, the
// kitchen display, the dashboard's today report, a part payment, the closing payment and a close.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/solo.ts
//        (a fresh database rpos_solo_<hex>, dropped afterwards; without DATABASE_URL embedded PGlite)
// Options: --rounds N (default 20; the first 3 warm up and are not counted); --json (figures as JSON).
import { loadavg } from 'node:os';
import { DEMO_ACCOUNTS } from '../apps/server/src/demo/demo-accounts';
import { ApiClient, orderLines, orderNumber, placeOrderBody, simpleDishes } from './support/rush-api';
import { startBenchServer } from './support/start-bench-server';

const arg = (name: string) => process.argv[process.argv.indexOf(name) + 1];
const rounds = Number(process.argv.includes('--rounds') ? arg('--rounds') : 20);
const WARM = 3;
const MENU = 'goldendragon';
const staffAccount = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin' && a.restaurant === MENU)!;

process.env.BENCH_HISTORY = '1';
process.env.BENCH_DB_PREFIX ??= 'rpos_solo';
process.env.BENCH_PRINT_QUEUE_MS ??= '0';
const started = performance.now();
const { child, base } = await startBenchServer();
const setupSeconds = (performance.now() - started) / 1000;

const times = new Map<string, number[]>();
const errors: string[] = [];
function record(name: string, r: { status: number; ms: number; body: unknown }, round: number) {
  if (r.status >= 300) errors.push(`${name}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
  if (round < WARM) return;
  const list = times.get(name) ?? [];
  list.push(r.ms);
  times.set(name, list);
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

try {
  const staff = new ApiClient(base);
  await staff.ok('POST', '/login', { email: staffAccount.email, password: staffAccount.password });
  const diner = new ApiClient(base);
  const menu = await diner.ok<{
    menu: { categories: { items: never[] }[] };
    unavailable: { menuItemId: string }[];
  }>('GET', `/online?menuId=${MENU}&tableId=1`);
  const dishes = simpleDishes(menu.menu.categories, menu.unavailable);
  const floor0 = await staff.ok<{ tables: { tableNumber: string; bill: unknown }[] }>('GET', '/pos/floor');
  const free = floor0.tables.filter((t) => !t.bill).map((t) => t.tableNumber);
  let seed = 1;
  const pick = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };

  for (let round = 0; round < rounds; round++) {
    const table = free[round % free.length]!;
    record('GET /online (menu)', await diner.call('GET', `/online?menuId=${MENU}&tableId=${table}`), round);
    const placed = await diner.call<{ reference: string }>(
      'POST',
      '/placeOrder',
      placeOrderBody(MENU, table, orderLines(dishes, 3, pick)),
    );
    record('POST /placeOrder', placed, round);
    const floor = await staff.call<{
      tables: { tableNumber: string; bill: { uuid: string; waitingOrders: number } | null }[];
    }>('GET', '/pos/floor');
    record('GET /pos/floor', floor, round);
    const bill = floor.body.tables.find((t) => t.tableNumber === table)?.bill;
    if (!bill)
      throw new Error(`table ${table} has no bill after its QR order: ${JSON.stringify(placed.body)}`);
    if (bill.waitingOrders > 0)
      record(
        'POST accept (QR order)',
        await staff.call('POST', `/transactions/${bill.uuid}/orders/${placed.body.reference}/accept`, {}),
        round,
      );
    record('GET /transaction/:id (bill)', await staff.call('GET', `/transaction/${bill.uuid}`), round);
    const added = await staff.call<{ transaction: { balance: number } }>('POST', '/pos/orders', {
      orderNumber: orderNumber(),
      type: 'dinein',
      transactionId: bill.uuid,
      items: orderLines(dishes, 2, pick),
    });
    record('POST /pos/orders (add)', added, round);
    record('GET /kds/orders', await staff.call('GET', '/kds/orders'), round);
    record('GET /getTodaySalesReport', await staff.call('GET', '/getTodaySalesReport'), round);
    if (added.status !== 200) throw new Error(`add: ${added.status} ${JSON.stringify(added.body)}`);
    const balance = added.body.transaction.balance;
    const part = Math.floor(balance / 2);
    const pay = (amount: number) =>
      staff.call('POST', `/transactions/${bill.uuid}/payments`, {
        type: 'CASH',
        amount,
        requestId: orderNumber(),
      });
    record('POST payments (part)', await pay(part), round);
    record('POST payments (closes)', await pay(balance - part), round);
    record('POST close (paid bill)', await staff.call('POST', `/transactions/${bill.uuid}/close`, {}), round);
  }

  const [l1, l5] = loadavg();
  const figures = [...times].map(([name, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return { name, n: list.length, p50: pct(sorted, 50), p95: pct(sorted, 95), max: sorted.at(-1)! };
  });
  if (process.argv.includes('--json')) {
    console.log(
      JSON.stringify({ database: process.env.DATABASE_URL ? 'postgres' : 'pglite', figures, errors }),
    );
  } else {
    console.log(
      `\nSolo calls, one at a time, on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} with the demo history (set-up ${setupSeconds.toFixed(1)} s); ${rounds - WARM} rounds after ${WARM} warm-up`,
    );
    console.log(`load average ${l1!.toFixed(2)} (1 min) ${l5!.toFixed(2)} (5 min)\n`);
    console.log('call                              n    p50 ms   p95 ms   max ms');
    for (const f of figures)
      console.log(
        `${f.name.padEnd(32)}${String(f.n).padStart(3)}${f.p50.toFixed(1).padStart(10)}${f.p95.toFixed(1).padStart(9)}${f.max.toFixed(1).padStart(9)}`,
      );
    console.log(
      errors.length ? `\nerrors (${errors.length}):\n  ${errors.slice(0, 10).join('\n  ')}` : '\nerrors: 0',
    );
  }
} finally {
  child.kill('SIGTERM');
}
