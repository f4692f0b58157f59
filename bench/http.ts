// HTTP benchmarks of the diner path, printed as figures (not a test):
//   GET /api/online for the demo menu at 50 connections, next to GET /api/health/live (a trivial route of
//   the same server) measured in the same run; POST /api/placeOrder at 20 connections.
// Usage: npx tsx bench/http.ts            (embedded PGlite)
//        DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/http.ts
// Options: --seconds N (default 10 per scenario); --only online|order (one of the two measurements).
// BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" passes node flags to the server (profiling).
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { startBenchServer } from './support/start-bench-server';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10;
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;

interface Figures {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function run(name: string, options: autocannon.Options): Promise<Figures> {
  const r = await autocannon({ duration: seconds, ...options });
  return {
    name,
    connections: options.connections ?? 10,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/** A valid pay-at-counter order of two simple dishes, priced by the server from the menu. */
async function orderTemplate(base: string): Promise<(orderNumber: string) => string> {
  const res = await fetch(`${base}/api/online?menuId=goldendragon&tableId=5`);
  const body = (await res.json()) as {
    menu: {
      categories: {
        items: {
          id: string;
          sizes?: unknown[];
          groups?: { required?: boolean }[];
          hideForWeb?: boolean;
          active?: boolean;
          activeWeekDays?: unknown[];
          active_begin?: number | null;
        }[];
      }[];
    };
  };
  const simple = body.menu.categories
    .flatMap((c) => c.items)
    .filter(
      (i) =>
        !i.sizes?.length &&
        !(i.groups ?? []).some((g) => g.required) &&
        !i.hideForWeb &&
        i.active !== false &&
        (i.active_begin === null || i.active_begin === undefined),
    );
  if (simple.length < 2) throw new Error('no simple dishes in the demo menu');
  const items = simple.slice(0, 2).map((d, n) => ({ dish: { id: d.id }, options: [], quantity: n + 1 }));
  return (orderNumber) =>
    JSON.stringify({
      user: { name: 'Bench Diner', email: '', phoneNumber: '0412345678', guestNum: '2' },
      order: {
        orderNumber,
        items,
        tableId: '5',
        type: 'local',
        pickupTimeType: 'now',
        paymentType: 'payAtCounter',
      },
      restaurant: { restaurantId: 'goldendragon' },
      menuId: 'goldendragon',
    });
}

const { child, base } = await startBenchServer();
try {
  const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const results: Figures[] = [];
  // Warm up the JIT and the caches of both routes.
  await run('warm-up', {
    url: `${base}/api/online?menuId=goldendragon&tableId=5`,
    connections: 10,
    duration: 2,
  });

  // Requests carry the headers a phone's browser sends: it always accepts compressed answers.
  const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
  if (only !== 'order') {
    results.push(
      await run('GET /api/health/live (trivial)', {
        url: `${base}/api/health/live`,
        connections: 50,
        headers: browserHeaders,
      }),
    );
    results.push(
      await run('GET /api/online (demo menu)', {
        url: `${base}/api/online?menuId=goldendragon&tableId=5`,
        connections: 50,
        headers: browserHeaders,
      }),
    );
  }
  if (only !== 'online') {
    const body = await orderTemplate(base);
    const check = await fetch(`${base}/api/placeOrder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body(randomUUID().replaceAll('-', '')),
    });
    if (!check.ok) throw new Error(`placeOrder refused the bench order: ${await check.text()}`);
    results.push(
      await run('POST /api/placeOrder', {
        url: `${base}/api/placeOrder`,
        method: 'POST',
        connections: 20,
        headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: (req) => ({ ...req, body: body(randomUUID().replaceAll('-', '')) }) }],
      }),
    );
  }

  console.log(`\nHTTP benchmarks on ${db}, ${seconds} s per scenario, loopback, this machine (2 cores)\n`);
  console.log('scenario                        conns    req/s    p50 ms   p99 ms   non-2xx  errors');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(32)}${String(r.connections).padStart(5)}${r.rps.toFixed(0).padStart(9)}${String(r.p50).padStart(10)}${String(r.p99).padStart(9)}${String(r.non2xx).padStart(10)}${String(r.errors).padStart(8)}`,
    );
  }
  const health = results.find((r) => r.name.startsWith('GET /api/health/live'));
  const online = results.find((r) => r.name.startsWith('GET /api/online'));
  if (health && online) {
    console.log(
      `\nGET /online runs at ${((online.rps / health.rps) * 100).toFixed(0)} % of the trivial route's rate.`,
    );
  }
} finally {
  child.kill('SIGTERM');
}
