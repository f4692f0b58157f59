// How long the embedded database's heavy work holds up a request (issue 27): PGlite runs every query
// on the server's one thread, one at a time, so a statement of 3 s is 3 s every other request waits.
// In one process, on PGlite with the demo history (120 days of both demo restaurants): a prober reads
// the POS floor again and again (one read at a time, 20 ms apart) while each heavy job runs alone:
// the backup (what `npm run backup` and the daily backup take), a report read over 31 days that all
// need rebuilding, and the report refresh timer's run over them. Prints each job's duration and the
// prober's p50/p99/max meanwhile.
// Usage: npx tsx bench/pglite-stall.ts [--json] [--days N (the history's days, default 120)]
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { DEMO_ACCOUNTS } from '../apps/server/src/demo/demo-accounts';
import { seedDemoHistory } from '../apps/server/src/demo/demo-history';
import { seedDemoDataIfEmpty } from '../apps/server/src/demo/seed';
import { refreshDirtyDays } from '../apps/server/src/modules/reports/report-refresh';
import { loadConfig } from '../apps/server/src/platform/config';
import { createLocalEventBus } from '../apps/server/src/platform/events/event-bus';
import { createOutboxMailer } from '../apps/server/src/platform/messaging/mailer';
import { createOutboxSms } from '../apps/server/src/platform/messaging/sms';
import { ApiClient } from './support/rush-api';

const json = process.argv.includes('--json');
const historyDays = process.argv.includes('--days')
  ? Number(process.argv[process.argv.indexOf('--days') + 1])
  : 120;
/** Wednesday 25 November 2026, 12:30 in Sydney. */
const NOW = new Date('2026-11-25T01:30:00Z');
const migrationsDir = resolve(import.meta.dirname, '../apps/server/drizzle');
const log = (line: string) => {
  if (!json) console.log(line);
};

const setupStarted = performance.now();
const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate(migrationsDir);
await seedDemoDataIfEmpty(database.db, { now: NOW });
await seedDemoHistory(database, { now: NOW, days: historyDays });
const config = {
  ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { migrationsDir }),
  housekeepingMinutes: 0,
  birthdayVouchersMinutes: 0,
  reportRefreshSeconds: 0,
  printQueueMs: 0,
};
const app = await buildApp(
  {
    config,
    database,
    mailer: createOutboxMailer(database.db),
    sms: createOutboxSms(database.db),
    events: createLocalEventBus(),
    now: () => NOW,
  },
  { logger: false },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const account = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin' && a.restaurant === 'goldendragon')!;
const staff = new ApiClient(base, 120_000);
await staff.ok('POST', '/login', { email: account.email, password: account.password });
await staff.ok('GET', '/pos/floor');
const [gd] = await database.query<{ id: string }>(
  `select id from restaurants where url_identifier = 'goldendragon'`,
  [],
);
log(
  `set-up (PGlite, demo history of ${historyDays} days): ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
);

/** Marks Golden Dragon's last 120 local days for rebuilding, as a bulk change would. */
async function dirty120(): Promise<void> {
  await database.query(
    `insert into report_dirty_days (restaurant_id, day)
     select $1, d::date from generate_series(date '2026-11-25' - 119, date '2026-11-25', interval '1 day') d`,
    [gd!.id],
  );
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Runs `job` while a prober reads the POS floor again and again, one read at a time; answers the figures. */
async function during(name: string, job: () => Promise<unknown>) {
  const latencies: number[] = [];
  let done = false;
  const prober = (async () => {
    while (!done) {
      const at = performance.now();
      const r = await staff.call('GET', '/pos/floor');
      if (r.status !== 200) throw new Error(`floor: ${r.status}`);
      latencies.push(performance.now() - at);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  await new Promise((r) => setTimeout(r, 200));
  const started = performance.now();
  await job();
  const jobMs = performance.now() - started;
  await new Promise((r) => setTimeout(r, 200));
  done = true;
  await prober;
  const sorted = [...latencies].sort((a, b) => a - b);
  const row = {
    job: name,
    jobMs: Math.round(jobMs),
    probes: sorted.length,
    p50: Math.round(pct(sorted, 50)),
    p99: Math.round(pct(sorted, 99)),
    max: Math.round(sorted.at(-1) ?? 0),
  };
  log(
    `${name.padEnd(44)} ${String(row.jobMs).padStart(7)} ms   floor p50 ${row.p50} ms, p99 ${row.p99} ms, max ${row.max} ms (${row.probes} reads)`,
  );
  return row;
}

log('job                                          duration   POS floor reads meanwhile (one at a time)');
const rows = [
  await during('nothing (baseline)', () => new Promise((r) => setTimeout(r, 2000))),
  await during('backup (consistent copy, gzipped)', () => database.backup!()),
  await during('report read over 31 days, all to rebuild', async () => {
    await dirty120();
    await staff.ok('GET', '/salesByDates?startDateStr=2026-10-26&endDateStr=2026-11-25');
  }),
  await during('report refresh timer, 120 days to rebuild', async () => {
    await dirty120();
    await refreshDirtyDays(database.db);
  }),
];
if (json)
  console.log(JSON.stringify({ database: 'pglite', loadAverage: loadavg().map((x) => +x.toFixed(2)), rows }));
else
  log(
    `load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
await app.close();
await database.close();
