import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { seedDemoHistory } from '../../demo/demo-history';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { REBUILD_CHUNK_DAYS, refreshRestaurantDays } from '../../modules/reports/report-refresh';
import { openTestDatabase } from '../../test/test-app';

// Issue 27, decision 0491: on the embedded database every query waits for the one before it, so no
// heavy job may hold it in one piece — the report rebuild goes in chunks of days, the backup holds the
// database only while copying (compressing comes after). Probes (a query every 10 ms) show it: one
// answered while the job still ran. On PostgreSQL the chunked rebuild must give the same figures.
const NOW = new Date('2026-11-25T01:30:00Z');
const ROLLUPS = [
  'report_payment_slots',
  'report_hour_sales',
  'report_day_totals',
  'report_order_counts',
  'report_dish_days',
];
let database: Database;
let gd = '';

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoDataIfEmpty(database.db, { now: NOW });
  await seedDemoHistory(database, { now: NOW, days: 20 });
  const [row] = await database.query<{ id: string }>(
    `select id from restaurants where url_identifier = 'goldendragon'`,
    [],
  );
  gd = row!.id;
}, 120_000);
afterAll(() => database?.close());

const rollups = async () => {
  const out: Record<string, unknown[]> = {};
  for (const table of ROLLUPS)
    out[table] = await database.query(`select * from ${table} r where restaurant_id = $1 order by r::text`, [
      gd,
    ]);
  return out;
};

/** Logs every day of from..to for rebuilding, as writes would. */
const markDays = (from: string, to: string) =>
  database.query(
    `insert into report_dirty_days (restaurant_id, day)
     select $1, d::date from generate_series($2::date, $3::date, interval '1 day') d`,
    [gd, from, to],
  );

/** Queries every 10 ms while `job` runs: how many of those started 50 ms after it answered before it ended. */
async function probesDuring(job: () => Promise<unknown>) {
  const started = performance.now();
  let done = false;
  let answeredWhileRunning = 0;
  let worst = 0;
  /** The longest the event loop went without a turn (no request could even be read then). */
  let stall = 0;
  let last = started;
  const probes: Promise<void>[] = [];
  const timer = setInterval(() => {
    const at = performance.now();
    stall = Math.max(stall, at - last);
    last = at;
    probes.push(
      database.query('select count(*) from restaurants', []).then(() => {
        worst = Math.max(worst, performance.now() - at);
        if (!done && at - started > 50) answeredWhileRunning++;
      }),
    );
  }, 10);
  await job();
  done = true;
  const jobMs = performance.now() - started;
  clearInterval(timer);
  await Promise.all(probes);
  return { answeredWhileRunning, worst, stall, jobMs };
}

describe('the report rebuild in chunks of days', () => {
  it('rebuilds every logged day of a long range, chunk by chunk, to the same figures', async () => {
    const before = await rollups();
    expect(before.report_day_totals!.length).toBeGreaterThan(REBUILD_CHUNK_DAYS);
    for (const table of ROLLUPS) await database.query(`delete from ${table} where restaurant_id = $1`, [gd]);
    await markDays('2026-11-01', '2026-11-25');
    // Gaps between logged days too: a chunk spans at most REBUILD_CHUNK_DAYS days of the calendar.
    await database.query(`delete from report_dirty_days where day in ('2026-11-09', '2026-11-10')`, []);
    await markDays('2026-11-09', '2026-11-09');
    await markDays('2026-11-10', '2026-11-10');
    expect(await refreshRestaurantDays(database.db, gd, '2026-10-01', '2026-11-30')).toBe(25);
    expect(await rollups()).toEqual(before);
    expect(await database.query(`select 1 from report_dirty_days where restaurant_id = $1`, [gd])).toEqual(
      [],
    );
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database answers during heavy work', () => {
  it('a query answers between the chunks of a 120-day report rebuild', async () => {
    await markDays('2026-07-29', '2026-11-25');
    const r = await probesDuring(() => refreshRestaurantDays(database.db, gd, '2026-07-29', '2026-11-25'));
    console.info(
      `120-day rebuild: ${r.jobMs.toFixed(0)} ms; ${r.answeredWhileRunning} queries answered meanwhile, the slowest in ${r.worst.toFixed(0)} ms, the event loop's longest stall ${r.stall.toFixed(0)} ms`,
    );
    expect(r.answeredWhileRunning).toBeGreaterThan(0);
  });

  it('a query answers while a backup is compressed', async () => {
    const r = await probesDuring(() => database.backup!());
    console.info(
      `backup: ${r.jobMs.toFixed(0)} ms; ${r.answeredWhileRunning} queries answered meanwhile, the slowest in ${r.worst.toFixed(0)} ms, the event loop's longest stall ${r.stall.toFixed(0)} ms`,
    );
    expect(r.answeredWhileRunning).toBeGreaterThan(0);
    // The database is held only while the copy is taken, not for the whole backup.
    expect(r.worst).toBeLessThan(r.jobMs * 0.8);
  });
});
