import { mkdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { metrics } from '../platform/metrics/metrics';
import { analyzeStaleTables } from './analyze';
import * as schema from './schema';

const gzipAsync = promisify(gzip);

/** One database type for both drivers (stack gotcha 2: a union of the two breaks `.returning()`). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations, then analyses the tables whose statistics are missing or stale. */
  migrate(migrationsFolder: string): Promise<void>;
  ping(): Promise<void>;
  /**
   * One parameterised statement straight to the driver, for the few hot paths where a hand-written
   * statement replaces several (e.g. placing an order). Rows come back with the database's column names.
   */
  query<T>(text: string, params: readonly unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /**
   * Calls `onNotify` on each NOTIFY of `channel` (sent when the notifying transaction commits, by any
   * instance on this database); answers the function that stops listening. PostgreSQL listens on a
   * connection of its own (outside the pool), opened again after it breaks, with one call to `onNotify`
   * then since notifications in between are lost.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /**
   * PGlite only: `COPY table (columns) FROM` rows in COPY's text format, inside the transaction `tx`
   * of this database. Bulk loads (the demo history) use it: several times faster than an insert from
   * jsonb on PGlite. Undefined on PostgreSQL, where inserting from jsonb is fast enough.
   */
  copyRows?(tx: Tx, table: string, columns: readonly string[], text: string): Promise<void>;
  /** PGlite only: the data folder as a tarball, for test templates. */
  dumpDataDir?(): Promise<Blob>;
  /**
   * PGlite only: a consistent backup of the data folder (gzipped tarball) while the server runs:
   * taken after a checkpoint, between transactions (decision 0470).
   */
  backup?(): Promise<Blob>;
  /** PostgreSQL only: the pool's connections now (for the metrics). */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data folder; 'memory://' for an in-memory database. */
  dataDir?: string;
  /** A PGlite dump (from dumpDataDir) to start from: tests load a migrated template. */
  loadDataDir?: Blob | File;
  poolSize?: number;
}

/** PostgreSQL when a URL is given, else embedded PGlite persisted under dataDir. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir ?? './data/pglite', options.loadDataDir);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  // JIT off for every connection (decision 0410): the app's statements are short index reads, for
  // which PostgreSQL's JIT compiler costs seconds whenever an estimate runs high, and gains nothing.
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  // An idle connection that breaks (the database restarts, an admin ends it) is dropped from the
  // pool and replaced on demand; without a listener the error would end the process.
  pool.on('error', (err) => console.error(`database: an idle connection failed (${err.message})`));
  timePoolAcquire(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async migrate(migrationsFolder) {
      // Several instances may start at once: serialise migrations with an advisory lock.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(727274)');
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        // Statistics for what the migrations created or filled (decision 0410), under the same lock.
        await analyzeStaleTables({ query: async (text) => (await client.query(text)).rows });
      } finally {
        await client.query('select pg_advisory_unlock(727274)').catch(() => {});
        client.release();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    listen: (channel, onNotify) => listenPostgres(url, channel, onNotify),
    async query<T>(text: string, params: readonly unknown[]) {
      return (await pool.query(text, [...params])).rows as T[];
    },
    async close() {
      await pool.end();
    },
  };
}

/** LISTEN on a connection of its own, reconnecting a second after it breaks (see Database.listen). */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel) onNotify();
    });
    c.on('error', (err) => {
      console.error(`database: the ${channel} listener failed (${err.message}); listening again`);
      c.end().catch(() => {});
      if (client === c) client = null;
      if (!stopped) retry = setTimeout(() => void reconnect(), 1000);
    });
    await c.connect();
    await c.query(`listen "${channel.replaceAll('"', '""')}"`);
    client = c;
  };
  const reconnect = async () => {
    try {
      await connect();
      onNotify();
    } catch (err) {
      if (!stopped) retry = setTimeout(() => void reconnect(), 1000);
      console.error(`database: the ${channel} listener could not connect (${(err as Error).message})`);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob | File): Promise<Database> {
  // PGlite does not create parent folders (stack gotcha 3).
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, loadDataDir ? { loadDataDir } : {});
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate(migrationsFolder) {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      await analyzeStaleTables({ query: async (text) => (await client.query(text)).rows as never[] });
    },
    async ping() {
      await client.query('select 1');
    },
    async listen(channel, onNotify) {
      const stop = await client.listen(channel, () => onNotify());
      return async () => stop();
    },
    async query<T>(text: string, params: readonly unknown[]) {
      return (await client.query<T>(text, [...params])).rows;
    },
    async close() {
      await client.close();
    },
    async copyRows(tx, table, columns, text) {
      // A drizzle transaction on PGlite runs on PGlite's transaction handle, the session's client:
      // COPY must go through it (the database is single-connection, the transaction holds it).
      const handle = (tx._.session as unknown as { client: Transaction }).client;
      const names = columns.map((c) => `"${c}"`).join(', ');
      await handle.query(`copy "${table}" (${names}) from '/dev/blob'`, [], { blob: new Blob([text]) });
    },
    async dumpDataDir() {
      return client.dumpDataDir('none');
    },
    async backup() {
      // The checkpoint writes every dirty page, so the copy needs little WAL replay when restored;
      // holding the transaction lock while copying means no transaction is half-way through it.
      // Only the copy holds it: compressing (most of the time) runs after, on libuv's threads, while
      // requests go on (decision 0491).
      await client.exec('checkpoint');
      const tar = await client._runExclusiveTransaction(() => client.dumpDataDir('none'));
      const gzipped = await gzipAsync(new Uint8Array(await tar.arrayBuffer()));
      return new Blob([gzipped], { type: 'application/x-gzip' });
    },
  };
}

type ConnectCallback = (err: Error | undefined, client: unknown, release: unknown) => void;

/** Times every wait for a pool connection (pool.query goes through pool.connect too). */
function timePoolAcquire(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (cb?: ConnectCallback) => Promise<pg.PoolClient> | undefined;
  const timed = (cb?: ConnectCallback) => {
    const end = metrics.dbPoolAcquire.startTimer();
    if (cb)
      return connect((err, client, release) => {
        end();
        cb(err, client, release);
      });
    return connect()!.finally(end);
  };
  (pool as unknown as { connect: typeof timed }).connect = timed;
}
