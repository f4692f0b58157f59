// A dinner rush as a benchmark (issue 27): open-loop Poisson arrivals of a service's calls against one
// server or several (round-robin), latency counted from each arrival's scheduled time (no coordinated
// omission), then integrity checks. The mix per table sitting (support/rush-run.ts): ~20 menu loads (a
// quarter first visits, the rest with the cached menu's version headers as the web app sends them), 4 QR
// orders (a quarter paid by sandbox card), 2 POS adds (each after a POS floor read), 1 payment of the
// whole balance and a close (after a floor and a bill read), 2 kitchen display reads, and a dashboard
// now and then (1 in 5 sittings). Diners pick any restaurant and table; each POS call is one restaurant's
// own staff session.
// Restaurants: --restaurants N --tables T makes N restaurants of T tables through the API first
// (support/rush-restaurants.ts: the go-live steps, each with a kitchen printer, in parallel; the set-up
// time is printed); without it, the seed's demo restaurants (Golden Dragon's staff work the POS, only
// its dockets print) — the CI's short rush.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/rush.ts --rate 10 --seconds 60
//        (starts a bench server on a fresh database: moving clock, fake printers, print queue on)
//        npx tsx bench/rush.ts --base http://a:3000,http://b:3000 --db postgres://…   (running servers)
// Options: --rate arrivals/s (default 5), --seconds (default 30), --json (figures as JSON only);
//   --restaurants N --tables T   N restaurants × T tables (default 30) made through the API, each printing
//                   on a fake printer of this process (--no-printers when the servers run elsewhere);
//   --instances N   N bench servers on one PostgreSQL database (and Redis when REDIS_URL is set); with
//                   2 or more, live updates across instances are timed too (support/rush-live.ts);
//   --target        the PostgreSQL shape: 50 restaurants × 30 tables, each table turning once an
//                   hour (~11.4 arrivals/s), for 10 minutes (--seconds to shorten);
//   --pglite-peak   embedded PGlite, one restaurant × 30 tables made through the API, at ten times the peak
//                   of its tables turning once an hour (~2.3/s); target p99 ≤ 300 ms (no integrity: PostgreSQL only);
//   --headroom      from --rate up by --step (default 1.5×), --seconds each (default 20), until a call's
//                   p99 passes --threshold ms (default 500) or a call fails: prints the rate.
// Integrity and docket lag are read from the database (--db, or the bench server's own): PostgreSQL only.
import { loadavg } from 'node:os';
import { ApiClient, simpleDishes } from './support/rush-api';
import { type Checks, checkIntegrity, integrityHeld } from './support/rush-checks';
import { type LiveFigure, startLiveProbe } from './support/rush-live';
import { closePrinters, type MadeRestaurant, makeRestaurants } from './support/rush-restaurants';
import {
  CALLS_PER_SITTING,
  callFigures,
  type RushRun,
  runRush,
  setUpDemoRush,
  setUpMadeRush,
} from './support/rush-run';
import { startBenchServer } from './support/start-bench-server';

const has = (name: string) => process.argv.includes(name);
const arg = (name: string, fallback: string) =>
  has(name) ? process.argv[process.argv.indexOf(name) + 1]! : fallback;
const json = has('--json');
const target = has('--target');
const pglitePeak = has('--pglite-peak');
const headroom = has('--headroom');
/** Arrivals per second of `restaurants` × `tables` tables each turning `turns` times an hour. */
const sittingRate = (restaurants: number, tables: number, turns = 1) =>
  (restaurants * tables * turns * CALLS_PER_SITTING) / 3600;
const restaurantCount = Number(arg('--restaurants', target ? '50' : pglitePeak ? '1' : '0'));
const tablesEach = Number(arg('--tables', '30'));
const rate = Number(
  arg(
    '--rate',
    String(
      target
        ? sittingRate(restaurantCount, tablesEach)
        : pglitePeak
          ? sittingRate(restaurantCount, tablesEach, 10)
          : 5,
    ),
  ),
);
const seconds = Number(arg('--seconds', target ? '600' : headroom ? '20' : '30'));
const instances = Number(arg('--instances', '1'));
const made =
  restaurantCount > 0 ? `${restaurantCount} restaurants × ${tablesEach} tables` : 'demo restaurants';
const shape = target ? `target, ${made}` : pglitePeak ? `PGlite, 10× peak, ${made}` : made;

const children: Awaited<ReturnType<typeof startBenchServer>>['child'][] = [];
// A crash of this process must not leave its bench servers (and their databases) behind.
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});
let bases = arg('--base', '').split(',').filter(Boolean);
let dbUrl = arg('--db', '');
/** Made restaurants print on fake printers of this process (127.0.0.1): --no-printers when the servers run elsewhere. */
const printers = !has('--no-printers');
if (bases.length === 0) {
  process.env.BENCH_CLOCK = 'moving';
  process.env.BENCH_CLOCK_START = String(Date.now());
  process.env.BENCH_PRINTERS = 'fake';
  process.env.BENCH_PRINT_QUEUE_MS ??= '2000';
  process.env.BENCH_DB_PREFIX ??= 'rpos_rush';
  if (instances > 1) {
    if (!process.env.DATABASE_URL || pglitePeak)
      throw new Error('--instances needs PostgreSQL (DATABASE_URL)');
    if (process.env.REDIS_URL) process.env.BENCH_REDIS = '1';
    else console.error('REDIS_URL is not set: each instance keeps its live updates to itself');
  }
  const first = await startBenchServer(pglitePeak ? { DATABASE_URL: '' } : {});
  children.push(first.child);
  bases = [first.base];
  dbUrl = first.databaseUrl ?? '';
  for (let i = 1; i < instances; i++) {
    const more = await startBenchServer({ BENCH_DB_URL: dbUrl });
    children.push(more.child);
    bases.push(more.base);
  }
}
const database = dbUrl ? 'postgres' : pglitePeak || !process.env.DATABASE_URL ? 'pglite' : 'postgres';

const setup =
  restaurantCount > 0
    ? await setUpMadeRush(bases, restaurantCount, tablesEach, printers)
    : await setUpDemoRush(bases, ['goldendragon', 'bondibites']);
if (!json)
  console.log(
    `Set-up: ${setup.restaurants.length} restaurants (${made}) ready in ${setup.setupSeconds.toFixed(1)} s`,
  );
const worstP99 = (run: RushRun) => Math.max(...callFigures(run).map((c) => c.p99));
const failures = (run: RushRun, pattern: RegExp) =>
  callFigures(run).reduce(
    (n, c) => n + Object.entries(c.statuses).reduce((m, [s, k]) => m + (pattern.test(s) ? k : 0), 0),
    0,
  );

function summary(run: RushRun, checks: Checks | null, live: LiveFigure[] | null = null) {
  const calls = callFigures(run);
  return {
    shape,
    database,
    instances: bases.length,
    restaurants: setup.restaurants.length,
    setupSeconds: Number(setup.setupSeconds.toFixed(1)),
    rate: Number(run.rate.toFixed(2)),
    seconds: run.seconds,
    arrivals: run.arrivals,
    throughput: run.arrivals / run.elapsed,
    loadAverage: loadavg().map((x) => Number(x.toFixed(2))),
    calls,
    errors: failures(run, /^(?!2)/),
    noOpenBill: run.noOpenBill,
    checks,
    integrityOk: integrityHeld(checks),
    liveAcrossInstances: live,
  };
}

function print(result: ReturnType<typeof summary>) {
  console.log(
    `\nRush (${result.shape}) on ${result.database}, ${result.instances} instance(s), ${result.rate} arrivals/s for ${result.seconds} s: ${result.arrivals} arrivals (${result.throughput.toFixed(2)}/s); load average ${result.loadAverage.join(' ')}`,
  );
  console.log('call                                   n    p50 ms   p95 ms   p99 ms  statuses');
  for (const c of result.calls)
    console.log(
      `${c.name.padEnd(36)}${String(c.n).padStart(5)}${c.p50.toFixed(0).padStart(9)}${c.p95.toFixed(0).padStart(9)}${c.p99.toFixed(0).padStart(9)}  ${JSON.stringify(c.statuses)}`,
    );
  console.log(
    `errors (non-2xx, timeouts): ${result.errors}; POS adds/payments that found no open bill: ${result.noOpenBill}`,
  );
  console.log(
    result.checks
      ? `integrity: ${JSON.stringify(result.checks)} → ${result.integrityOk ? 'OK' : 'FAILED'}`
      : 'integrity: not checked (no PostgreSQL URL)',
  );
  if (result.liveAcrossInstances) {
    console.log(`live updates caused on instance A, received on instance B (ms):`);
    console.log(
      'update (from asking A)                           n    p50 ms   p95 ms   max ms  missed  after A answered p95/max',
    );
    for (const l of result.liveAcrossInstances)
      console.log(
        `${l.kind.padEnd(45)}${String(l.n).padStart(4)}${l.p50.toFixed(0).padStart(9)}${l.p95.toFixed(0).padStart(9)}${l.max.toFixed(0).padStart(9)}${String(l.missed).padStart(8)}  ${l.afterAnswerP95.toFixed(0)} / ${l.afterAnswerMax.toFixed(0)}`,
      );
  }
}

let exitCode = 0;
/** The live-update probe's restaurant (two instances or more). */
let probeRestaurant: MadeRestaurant | null = null;
if (headroom) {
  // Up by --step until a p99 passes the threshold or a call fails; the last rate that held is the headroom.
  const threshold = Number(arg('--threshold', '500'));
  const step = Number(arg('--step', '1.5'));
  const steps: { rate: number; worstP99: number; errors: number; held: boolean }[] = [];
  for (let r = rate; ; r *= step) {
    const run = await runRush(setup, r, seconds, steps.length + 1);
    const s = summary(run, null);
    const held = worstP99(run) <= threshold && s.errors === 0;
    steps.push({ rate: Number(r.toFixed(2)), worstP99: Math.round(worstP99(run)), errors: s.errors, held });
    if (!json) print(s);
    if (!held || r > 1000) break;
  }
  const lastHeld = steps.filter((s) => s.held).at(-1);
  const result = {
    shape: `headroom (${shape})`,
    database,
    instances: bases.length,
    threshold,
    steps,
    headroom: lastHeld?.rate ?? 0,
  };
  if (json) console.log(JSON.stringify(result));
  else
    console.log(
      `\nHeadroom: every p99 ≤ ${threshold} ms and no failed call up to ${lastHeld?.rate ?? 0} arrivals/s; at ${steps.at(-1)!.rate}/s the worst p99 was ${steps.at(-1)!.worstP99} ms (${steps.at(-1)!.errors} failed)`,
    );
} else {
  // Two instances or more: a probe restaurant of its own times live updates from the first to the last.
  let probe: Awaited<ReturnType<typeof startLiveProbe>> | null = null;
  if (bases.length > 1) {
    const [made1] = await makeRestaurants(bases, 1, 4, printers);
    probeRestaurant = made1!;
    const menu = await new ApiClient(bases[0]!).ok<{
      menu: { categories: { items: never[] }[] };
      unavailable: { menuItemId: string }[];
    }>('GET', `/online?menuId=${made1!.urlIdentifier}&tableId=1`);
    probe = await startLiveProbe(made1!, bases, simpleDishes(menu.menu.categories, menu.unavailable));
  }
  const run = await runRush(setup, rate, seconds);
  const live = probe ? await probe.stop() : null;
  if (live) {
    // The probe's orders are orders too: on one bill each, printed once.
    run.acknowledged.push(...live.orders);
    if (printers) run.docketed.push(...live.orders);
  }
  const checks = dbUrl ? await checkIntegrity(dbUrl, run, setup.staff) : null;
  const result = summary(run, checks, live?.figures ?? null);
  if (json) console.log(JSON.stringify(result));
  else print(result);
  // A failure for CI: integrity not held, or a server error / failed call (a timing is no failure).
  exitCode = (checks && !result.integrityOk) || failures(run, /^(5|error)/) > 0 ? 1 : 0;
}
await setup.close();
if (probeRestaurant) await closePrinters([probeRestaurant]);
// The first instance drops the database: stop the others first.
for (const child of children.reverse()) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
process.exitCode = exitCode;
