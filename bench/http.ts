// HTTP benchmarks of the diner path, printed as figures (not a test):
//   GET /api/online for the demo menu at 50 connections, next to GET /api/health/live (a trivial route of
//   the same server) measured in the same run; POST /api/placeOrder at 20 connections.
// Usage: npx tsx bench/http.ts            (embedded PGlite)
//        DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/http.ts
// Options: --seconds N (default 10 per scenario); --only online|order (one of the two measurements).
// BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" passes node flags to the server (profiling).
// Besides rate and latency it prints the server process's CPU time per request (from /proc), a figure
// that depends little on what else the machine is doing.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type LoadOptions, load } from './support/load';
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
  bodyBytes: number;
  /** The server process's CPU time per request, in microseconds. */
  serverCpuUs: number;
}

/** CPU time (user + system) a process has used so far, in milliseconds (Linux /proc; ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function run(name: string, serverPid: number, options: Omit<LoadOptions, 'seconds'>): Promise<Figures> {
  const cpu0 = cpuMs(serverPid);
  const r = await load({ seconds, ...options });
  const cpu1 = cpuMs(serverPid);
  return {
    name,
    connections: options.connections,
    rps: r.rps,
    p50: r.p50,
    p99: r.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    bodyBytes: r.bodyBytes,
    serverCpuUs: r.requests ? ((cpu1 - cpu0) * 1000) / r.requests : Number.NaN,
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
const pid = child.pid ?? 0;
try {
  const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const results: Figures[] = [];
  // Warm up the JIT and the caches of both routes.
  await load({ base, path: '/api/online?menuId=goldendragon&tableId=5', connections: 10, seconds: 2 });

  // Requests carry the headers a phone's browser sends: it always accepts compressed answers.
  const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
  if (only !== 'order') {
    results.push(
      await run('GET /api/health/live (trivial)', pid, {
        base,
        path: '/api/health/live',
        connections: 50,
        headers: browserHeaders,
      }),
    );
    results.push(
      await run('GET /api/online (demo menu)', pid, {
        base,
        path: '/api/online?menuId=goldendragon&tableId=5',
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
      await run('POST /api/placeOrder', pid, {
        base,
        path: '/api/placeOrder',
        method: 'POST',
        connections: 20,
        headers: { 'content-type': 'application/json' },
        body: () => body(randomUUID().replaceAll('-', '')),
      }),
    );
  }

  console.log(`\nHTTP benchmarks on ${db}, ${seconds} s per scenario, loopback, this machine (2 cores)\n`);
  console.log(
    'scenario                        conns    req/s    p50 ms   p99 ms   non-2xx  errors  body B  server µs/req',
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(32)}${String(r.connections).padStart(5)}${r.rps.toFixed(0).padStart(9)}${r.p50.toFixed(1).padStart(10)}${r.p99.toFixed(1).padStart(9)}${String(r.non2xx).padStart(10)}${String(r.errors).padStart(8)}${r.bodyBytes.toFixed(0).padStart(8)}${r.serverCpuUs.toFixed(0).padStart(15)}`,
    );
  }
  const health = results.find((r) => r.name.startsWith('GET /api/health/live'));
  const online = results.find((r) => r.name.startsWith('GET /api/online'));
  if (health && online) {
    console.log(
      `\nGET /online runs at ${((online.rps / health.rps) * 100).toFixed(0)} % of the trivial route's rate; ` +
        `the server spends ${(online.serverCpuUs / health.serverCpuUs).toFixed(2)}x its CPU per request.`,
    );
  }
} finally {
  child.kill('SIGTERM');
}
