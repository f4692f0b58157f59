// A server for benchmarks only: the real app on a fresh database with the demo data, and a clock
// pinned inside the demo restaurant's opening hours so that placeOrder is accepted at any hour.
// Prints "READY <port>" when listening. Run by bench/http.ts; not part of the product.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedDemoDataIfEmpty } from '../../apps/server/src/db/seed/seed';
import { loadConfig } from '../../apps/server/src/platform/config';
import { createLocalEventBus } from '../../apps/server/src/platform/events/event-bus';
import { createOutboxMailer } from '../../apps/server/src/platform/messaging/mailer';
import { createOutboxSms } from '../../apps/server/src/platform/messaging/sms';

/** Wednesday 25 November 2026, 12:30 in Sydney: Golden Dragon serves lunch. */
const PINNED_NOW = new Date('2026-11-25T01:30:00Z');
const migrationsDir = resolve(import.meta.dirname, '../../apps/server/drizzle');

async function freshPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `rpos_bench_${randomBytes(4).toString('hex')}`;
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
const fresh = pgUrl ? await freshPostgres(pgUrl) : null;
const database = await openDatabase(
  fresh ? { databaseUrl: fresh.url, poolSize: 20 } : { dataDir: 'memory://' },
);
await database.migrate(migrationsDir);
await seedDemoDataIfEmpty(database.db, { now: PINNED_NOW });
// WEB_DIST serves another build (e.g. to compare two builds side by side with bench/lighthouse.mjs).
const webDist = process.env.WEB_DIST ?? resolve(import.meta.dirname, '../../apps/web/dist');
// The built web app too, when there is one (the menu editor bench opens its page in Chromium).
const config = loadConfig(
  { NODE_ENV: 'production', LOG_LEVEL: 'silent' },
  { migrationsDir, webDist: existsSync(webDist) ? webDist : undefined },
);
const app = await buildApp(
  {
    config,
    database,
    mailer: createOutboxMailer(database.db),
    sms: createOutboxSms(database.db),
    events: createLocalEventBus(),
    now: () => PINNED_NOW,
  },
  { logger: false },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);

const stop = async () => {
  await app.close();
  await database.close();
  await fresh?.drop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
