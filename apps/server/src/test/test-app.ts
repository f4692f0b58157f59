import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { type Config, loadConfig } from '../platform/config';
import type { AppDeps } from '../platform/deps';
import { createLocalEventBus } from '../platform/events/event-bus';
import { createOutboxMailer } from '../platform/messaging/mailer';
import { createOutboxSms } from '../platform/messaging/sms';
import { adminUrl, dropDatabase, MIGRATIONS_DIR } from './test-paths';

/** A migrated, empty database of its own: a PGlite copy of the template, or a PostgreSQL copy. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `rpos_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplateDb')}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: u.toString(), poolSize: 20 });
    const close = database.close.bind(database);
    database.close = async () => {
      await close();
      await dropDatabase(url, name);
    };
    return database;
  }
  const dump = new Blob([readFileSync(inject('pgliteTemplateFile'))]);
  return openDatabase({ dataDir: 'memory://', loadDataDir: dump });
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  db: AppDeps['database']['db'];
  /** Moves the app's clock. */
  setNow(date: Date): void;
  /** app.inject with the cookie jar of a signed-in user when `as` is given. */
  request(options: InjectOptions & { as?: string }): Promise<LightMyRequestResponse>;
}

/**
 * Builds the whole app on a fresh database for one test file; closes it after the file.
 * Call at the top level of a test file (it registers afterAll).
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  /** A database of the caller's (e.g. a PGlite data folder on disk); closed after the file too. */
  options: { database?: Database } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { migrationsDir: MIGRATIONS_DIR }),
    // Tests write to the database directly: nothing of a restaurant is kept between requests
    // (diner-context-cache.test.ts turns it on).
    dinerCacheMs: 0,
    housekeepingMinutes: 0,
    birthdayVouchersMinutes: 0,
    reportRefreshSeconds: 0,
    statisticsSeconds: 0,
    // The print queue runs when a test calls app.printQueue.runOnce() (printers module).
    printQueueMs: 0,
    ...overrides,
  };
  let now: Date | null = null;
  const deps: AppDeps = {
    config,
    database,
    mailer: createOutboxMailer(database.db),
    sms: createOutboxSms(database.db),
    events: createLocalEventBus(),
    now: () => now ?? new Date(),
  };
  const app = await buildApp(deps, { logger: false });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return {
    app,
    deps,
    db: database.db,
    setNow(date) {
      now = date;
    },
    request({ as, ...options }) {
      const headers = { ...(options.headers ?? {}) } as Record<string, string>;
      if (as) headers.cookie = as;
      return app.inject({ ...options, headers });
    },
  };
}
