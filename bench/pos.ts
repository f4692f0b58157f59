// POS benchmarks (issue 13), printed as figures (not a test), 20 connections each:
//   - add to bill: POST /api/pos/orders of two dishes onto open counter bills (transactionId), every
//     bill taking up to 8 orders, the 20 requests in flight spread over 20 bills;
//   - pay: POST /api/transactions/{id}/payments, each bill paid in 4 cash parts (the last one closes it).
// The bills are opened before the timed runs, through the same API. Every request is a staff member's
// (the demo restaurantAdmin's session); each answers the whole bill as it now is.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/pos.ts
//        npx tsx bench/pos.ts            (embedded PGlite)
// Options: --seconds N (default 10 per scenario); --only add|pay (one of the two).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DEMO_ACCOUNTS } from '../apps/server/src/demo/demo-accounts';
import { type LoadFigures, load } from './support/load';
import { startBenchServer } from './support/start-bench-server';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10;
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const CONNECTIONS = 20;
const ORDERS_PER_BILL = 8;
const PAYMENTS_PER_BILL = 4;
const staff = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin')!;

/** CPU time (user + system) a process has used so far, in milliseconds (Linux /proc; ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const orderNumber = () => randomUUID().replaceAll('-', '');

const { child, base } = await startBenchServer();
const pid = child.pid ?? 0;
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

/** Opens `n` counter bills, a few at a time; answers their ids and balances. */
async function openBills(n: number, items: unknown[]): Promise<{ id: string; balance: number }[]> {
  const bills: { id: string; balance: number }[] = [];
  const open = async () => {
    while (bills.length < n) {
      const { transaction } = await call<{ transaction: { uuid: string; balance: number } }>(
        'POST',
        '/pos/orders',
        {
          orderNumber: orderNumber(),
          type: 'takeaway',
          items,
        },
      );
      bills.push({ id: transaction.uuid, balance: transaction.balance });
    }
  };
  await Promise.all(Array.from({ length: 8 }, open));
  return bills.slice(0, n);
}

interface Figures extends LoadFigures {
  name: string;
  serverCpuUs: number;
}

async function run(name: string, options: Parameters<typeof load>[0]): Promise<Figures> {
  const cpu0 = cpuMs(pid);
  const r = await load(options);
  const cpu1 = cpuMs(pid);
  return { name, ...r, serverCpuUs: r.requests ? ((cpu1 - cpu0) * 1000) / r.requests : Number.NaN };
}

try {
  const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  await call('POST', '/login', { email: staff.email, password: staff.password });
  const setup = await call<{
    takeawayMenu: {
      categories: {
        items: {
          id: string;
          sizes: unknown[];
          groups: { required?: boolean }[];
          isOption: boolean;
          active: boolean;
        }[];
      }[];
    };
  }>('GET', '/pos/setup');
  const simple = setup.takeawayMenu.categories
    .flatMap((c) => c.items)
    .filter((i) => i.sizes.length === 0 && !i.groups.some((g) => g.required) && !i.isOption && i.active);
  if (simple.length < 2) throw new Error('no simple dishes on the demo takeaway menu');
  const items = simple.slice(0, 2).map((d, n) => ({ dish: { id: d.id }, options: [], quantity: n + 1 }));
  // Enough bills for ~1000 requests a second of each scenario.
  const addBills =
    only === 'pay' ? [] : await openBills(Math.ceil((seconds * 1000) / ORDERS_PER_BILL), items);
  const payBills =
    only === 'add' ? [] : await openBills(Math.ceil((seconds * 1000) / PAYMENTS_PER_BILL), items);
  const headers = { 'content-type': 'application/json', cookie, 'accept-encoding': 'gzip, deflate, br' };

  // Warm up both routes on bills of their own.
  const warm = await openBills(CONNECTIONS, items);
  let w = 0;
  await load({
    base,
    path: '',
    method: 'POST',
    connections: CONNECTIONS,
    seconds: 2,
    headers,
    next: () => ({
      path: '/api/pos/orders',
      body: JSON.stringify({
        orderNumber: orderNumber(),
        type: 'takeaway',
        transactionId: warm[w++ % warm.length]!.id,
        items,
      }),
    }),
  });

  // Request n goes to bill (n mod 20) of the current window of 20: the requests in flight are on
  // different bills, as at a busy counter (two staff on one bill is the races tests' business).
  const windowed = (n: number, perBill: number) =>
    Math.floor(n / (CONNECTIONS * perBill)) * CONNECTIONS + (n % CONNECTIONS);
  const results: Figures[] = [];
  let a = 0;
  if (only !== 'pay')
    results.push(
      await run('POST /api/pos/orders (add to bill)', {
        base,
        path: '',
        method: 'POST',
        connections: CONNECTIONS,
        seconds,
        headers,
        next: () => {
          const bill = addBills[windowed(a++, ORDERS_PER_BILL) % addBills.length]!;
          return {
            path: '/api/pos/orders',
            body: JSON.stringify({
              orderNumber: orderNumber(),
              type: 'takeaway',
              transactionId: bill.id,
              items,
            }),
          };
        },
      }),
    );
  let p = 0;
  if (only !== 'add')
    results.push(
      await run('POST /api/transactions/:id/payments', {
        base,
        path: '',
        method: 'POST',
        connections: CONNECTIONS,
        seconds,
        headers,
        next: () => {
          const bill = payBills[windowed(p++, PAYMENTS_PER_BILL) % payBills.length]!;
          const part = Math.ceil(bill.balance / PAYMENTS_PER_BILL);
          const amount = Math.min(part, bill.balance);
          bill.balance -= amount;
          return {
            path: `/api/transactions/${bill.id}/payments`,
            body: JSON.stringify({ type: 'CASH', amount: Math.max(amount, 1), requestId: randomUUID() }),
          };
        },
      }),
    );

  console.log(
    `\nPOS benchmarks on ${db}, ${seconds} s per scenario, ${CONNECTIONS} connections, loopback, this machine\n`,
  );
  console.log(
    'scenario                                  req/s    p50 ms   p99 ms   non-2xx  errors  body B  server µs/req',
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(40)}${r.rps.toFixed(0).padStart(7)}${r.p50.toFixed(1).padStart(10)}${r.p99.toFixed(1).padStart(9)}${String(r.non2xx).padStart(10)}${String(r.errors).padStart(8)}${r.bodyBytes.toFixed(0).padStart(8)}${r.serverCpuUs.toFixed(0).padStart(15)}`,
    );
  }
} finally {
  child.kill('SIGTERM');
}
