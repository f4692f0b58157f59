// Demo history seeding benchmark (issue 13), printed as figures (not a test): on a fresh embedded
// database (PGlite in memory, as `npm start` uses when no DATABASE_URL is set), the demo data is
// seeded as on an empty start, then both demo restaurants' 120-day history is built and written.
// Prints bills, orders, rows and seconds per restaurant and in total.
// Usage: npx tsx bench/seed-history.ts             (embedded PGlite)
//        DATABASE_URL=postgres://… npx tsx bench/seed-history.ts   (a fresh database on that server)
// Options: --days N (default 120); --memory: PGlite in memory instead of a data folder.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { HISTORY_DAYS, seedDemoHistory } from '../apps/server/src/demo/demo-history';
import { seedDemoDataIfEmpty } from '../apps/server/src/demo/seed';

const daysArg = process.argv.indexOf('--days');
const days = daysArg > 0 ? Number(process.argv[daysArg + 1]) : HISTORY_DAYS;
const migrationsDir = resolve(import.meta.dirname, '../apps/server/drizzle');
const now = new Date();

async function freshPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `rpos_bench_${randomBytes(4).toString('hex')}`;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const run = async (text: string) => {
    const c = new pg.Client({ connectionString: admin.toString() });
    await c.connect();
    await c.query(text);
    await c.end();
  };
  await run(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

const fresh = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : null;
// PGlite in a fresh data folder, as `npm start` opens it (--memory: in memory, as the tests do).
const inMemory = process.argv.includes('--memory');
const dataDir = fresh || inMemory ? null : mkdtempSync(join(tmpdir(), 'rpos-seed-history-'));
const database = await openDatabase(
  fresh ? { databaseUrl: fresh.url } : { dataDir: dataDir ? join(dataDir, 'pglite') : 'memory://' },
);
await database.migrate(migrationsDir);
let t = performance.now();
await seedDemoDataIfEmpty(database.db, { now });
const baseSeconds = (performance.now() - t) / 1000;

t = performance.now();
const cpuBefore = process.cpuUsage();
const figures = await seedDemoHistory(database, { now, days });
const totalSeconds = (performance.now() - t) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;

const s = (ms: number) => (ms / 1000).toFixed(2);
console.log(
  `Demo history, ${days} days ending ${now.toISOString()} (database: ${database.kind}${dataDir ? ', data folder' : fresh ? '' : ', in memory'})`,
);
console.log(`  demo data without history: ${baseSeconds.toFixed(2)} s`);
for (const f of figures)
  console.log(
    `  ${f.restaurant.padEnd(14)} bills ${String(f.bills).padStart(6)}  orders ${String(f.orders).padStart(6)}  rows ${String(f.rows).padStart(7)}  build ${s(f.buildMs)} s  write ${s(f.writeMs)} s  total ${s(f.buildMs + f.writeMs)} s (CPU ${s(f.cpuMs)} s)`,
  );
const sum = (k: 'bills' | 'orders' | 'rows') => figures.reduce((n, f) => n + f[k], 0);
console.log(
  `  both restaurants  bills ${sum('bills')}  orders ${sum('orders')}  rows ${sum('rows')}  seconds ${totalSeconds.toFixed(2)} (CPU ${cpuSeconds.toFixed(2)} s)`,
);
// Wall time depends on what else the machine runs; the process's CPU time much less so.
const [load] = loadavg();
console.log(`  load average while measuring: ${load!.toFixed(2)} on ${cpus().length} cores`);
await database.close();
await fresh?.drop();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
