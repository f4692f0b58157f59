// A server for benchmarks only: the real app on a fresh database with the demo data, and a clock
// pinned inside the demo restaurant's opening hours so that placeOrder is accepted at any hour.
// Prints "READY <port> <database URL> <fake printer port>" when listening. Run by bench/http.ts; not part of the product.
// Options (environment):
//   BENCH_HISTORY=1          the demo history too (120 days of both restaurants), analysed as seeded;
//   BENCH_CLOCK=moving       the clock starts at the pinned time and runs (durations such as docket lag);
//   BENCH_PRINTERS=fake      every printer is a fake network printer of this process (dockets print);
//   BENCH_PRINT_QUEUE_MS=n   the print queue's timer (default as configured: 2000);
//   BENCH_DB_URL=postgres://…/name  an existing database (migrated and seeded if empty; never dropped);
//   BENCH_DB_PREFIX=name     the fresh database's name prefix (default rpos_bench);
//   BENCH_CLOCK_START=ms     with a moving clock, the wall-clock moment (epoch ms) that is the pinned
//                            time: instances started one after the other keep one clock;
//   BENCH_REDIS=1            the Redis event bus (REDIS_URL), as several instances run.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { analyzeStaleTables } from '../../apps/server/src/db/analyze';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedDemoHistory } from '../../apps/server/src/demo/demo-history';
import { seedDemoDataIfEmpty } from '../../apps/server/src/demo/seed';
import { startFakePrinter } from '../../apps/server/src/modules/printers/fake-printer';
import { loadConfig } from '../../apps/server/src/platform/config';
import { createLocalEventBus } from '../../apps/server/src/platform/events/event-bus';
import { createRedisEventBus } from '../../apps/server/src/platform/events/redis-event-bus';
import { createOutboxMailer } from '../../apps/server/src/platform/messaging/mailer';
import { createOutboxSms } from '../../apps/server/src/platform/messaging/sms';

/** Wednesday 25 November 2026, 12:30 in Sydney: Golden Dragon serves lunch. */
const PINNED_NOW = new Date('2026-11-25T01:30:00Z');
const migrationsDir = resolve(import.meta.dirname, '../../apps/server/drizzle');

async function freshPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${process.env.BENCH_DB_PREFIX ?? 'rpos_bench'}_${randomBytes(4).toString('hex')}`;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: admin.toString() });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await run(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

const pgUrl = process.env.DATABASE_URL;
const kept = process.env.BENCH_DB_URL;
const fresh = pgUrl && !kept ? await freshPostgres(pgUrl) : null;
const url = kept ?? fresh?.url;
const database = await openDatabase(url ? { databaseUrl: url, poolSize: 20 } : { dataDir: 'memory://' });
await database.migrate(migrationsDir);
const seeded = await seedDemoDataIfEmpty(database.db, { now: PINNED_NOW });
if (seeded && process.env.BENCH_HISTORY === '1') await seedDemoHistory(database, { now: PINNED_NOW });
await analyzeStaleTables(database);
const printer = process.env.BENCH_PRINTERS === 'fake' ? await startFakePrinter() : null;
if (printer) await database.query(`update printers set ip_address = '127.0.0.1', port = $1`, [printer.port]);
const startedAt = Number(process.env.BENCH_CLOCK_START) || Date.now();
const clock =
  process.env.BENCH_CLOCK === 'moving'
    ? () => new Date(PINNED_NOW.getTime() + Date.now() - startedAt)
    : () => PINNED_NOW;
// WEB_DIST serves another build (e.g. to compare two builds side by side with bench/lighthouse.mjs).
const webDist = process.env.WEB_DIST ?? resolve(import.meta.dirname, '../../apps/web/dist');
// The built web app too, when there is one (the menu editor bench opens its page in Chromium).
const config = loadConfig(
  {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    // What production asks of a real site (decision 0472): the bench's own, never the public defaults.
    PUBLIC_URL: 'http://127.0.0.1',
    PAYMENT_SANDBOX_WEBHOOK_SECRET: `bench-${randomUUID()}`,
    ...(process.env.BENCH_PRINT_QUEUE_MS ? { PRINT_QUEUE_MS: process.env.BENCH_PRINT_QUEUE_MS } : {}),
  },
  { migrationsDir, webDist: existsSync(webDist) ? webDist : undefined },
);
const app = await buildApp(
  {
    config,
    database,
    mailer: createOutboxMailer(database.db),
    sms: createOutboxSms(database.db),
    events:
      process.env.BENCH_REDIS === '1' && process.env.REDIS_URL
        ? await createRedisEventBus(process.env.REDIS_URL)
        : createLocalEventBus(),
    now: clock,
  },
  { logger: false },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
// READY <port> <database URL or -> <fake printer's port or ->
console.log(
  `READY ${typeof address === 'object' && address ? address.port : 0} ${url ?? '-'} ${printer?.port ?? '-'}`,
);

const stop = async () => {
  await app.close();
  await database.close();
  await printer?.close();
  await fresh?.drop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
