import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { scheduleLeasedJob } from '../../platform/jobs/scheduled-jobs';
import { rowsOf } from './reports.repository';

// Keeping the rollups current (decisions 0189, 0190). Triggers log the (restaurant, local day) every
// write touches; these rebuild the logged days with the SQL function report_refresh, which claims them
// under per-day advisory locks. A report read rebuilds its own range's logged days first, so it never
// shows a figure older than the last committed write; the timer does the rest every few seconds.

/**
 * At most this many local days are rebuilt by one statement (decision 0491): on the embedded database
 * every request waits while a statement runs (on the server's thread), so 120 logged days are rebuilt
 * as 15 short statements with the event loop's turn and other requests' queries in between, not as
 * one of seconds. A range this long or shorter (the
 * dashboard's week) is one statement as before.
 */
export const REBUILD_CHUNK_DAYS = 8;
const DAY_MS = 86_400_000;
const plusDays = (day: string, n: number) =>
  new Date(Date.parse(day) + n * DAY_MS).toISOString().slice(0, 10);

async function refreshChunk(db: DbOrTx, restaurantId: string, from: string, to: string) {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`select report_refresh(${restaurantId}, ${from}::date, ${to}::date) as n`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Rebuilds the restaurant's logged days within from..to (YYYY-MM-DD, local); answers how many. A
 * range longer than REBUILD_CHUNK_DAYS reads its logged days first and rebuilds them in chunks.
 */
export async function refreshRestaurantDays(db: DbOrTx, restaurantId: string, from: string, to: string) {
  if (to < plusDays(from, REBUILD_CHUNK_DAYS)) return refreshChunk(db, restaurantId, from, to);
  const logged = await rowsOf<{ day: string }>(
    db,
    sql`select distinct day::text as day from report_dirty_days
        where restaurant_id = ${restaurantId} and day between ${from}::date and ${to}::date order by day`,
  );
  let n = 0;
  for (let i = 0; i < logged.length; ) {
    const first = logged[i]!.day;
    const last = plusDays(first, REBUILD_CHUNK_DAYS - 1);
    let j = i;
    while (j < logged.length && logged[j]!.day <= last) j++;
    // Between chunks the event loop takes its turn: PGlite runs a statement on this thread, and
    // requests that arrived meanwhile must get their queries in before the next chunk.
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    n += await refreshChunk(db, restaurantId, first, logged[j - 1]!.day);
    i = j;
  }
  return n;
}

/** Rebuilds every restaurant's logged days within from..to (the admin dashboard's range). */
export async function refreshAllDays(db: DbOrTx, from: string, to: string): Promise<number> {
  const dirty = await rowsOf<{ restaurant_id: string }>(
    db,
    sql`select distinct restaurant_id from report_dirty_days where day between ${from}::date and ${to}::date`,
  );
  let n = 0;
  for (const r of dirty) n += await refreshRestaurantDays(db, r.restaurant_id, from, to);
  return n;
}

/**
 * Rebuilds every logged day (oldest restaurants' days in order), at most `maxRestaurants` restaurants
 * a round; answers the days rebuilt. The timer's work, and what the demo seed calls after loading.
 */
export async function refreshDirtyDays(db: DbOrTx, maxRestaurants = 50): Promise<number> {
  const dirty = await rowsOf<{ restaurant_id: string; first: string; last: string }>(
    db,
    sql`select restaurant_id, min(day)::text as first, max(day)::text as last
        from report_dirty_days group by restaurant_id limit ${maxRestaurants}`,
  );
  let n = 0;
  for (const r of dirty) n += await refreshRestaurantDays(db, r.restaurant_id, r.first, r.last);
  return n;
}

/**
 * Rebuilds every day of a restaurant from `from` to `to` whether logged or not, a month at a time
 * (bulk loads that bypass the triggers: the demo history, the benchmark).
 */
export async function rebuildRestaurantDays(
  db: DbOrTx,
  restaurantId: string,
  from: string,
  to: string,
): Promise<void> {
  const day = 86_400_000;
  for (let start = Date.parse(from); start <= Date.parse(to); start += 31 * day) {
    const a = new Date(start).toISOString().slice(0, 10);
    const b = new Date(Math.min(start + 30 * day, Date.parse(to))).toISOString().slice(0, 10);
    await db.execute(sql`select report_refresh(${restaurantId}, ${a}::date, ${b}::date, true)`);
  }
}

/**
 * Refreshes the logged days every `everySeconds` (0: never) once the server is ready, once across
 * instances (decision 0490; the days are claimed under advisory locks besides); stops on close.
 */
export function scheduleReportRefresh(app: FastifyInstance, everySeconds: number): void {
  if (everySeconds <= 0) return;
  scheduleLeasedJob(app, {
    name: 'report_refresh',
    everyMs: everySeconds * 1000,
    failure: 'reports: refreshing the rollups failed',
    run: () => refreshDirtyDays(app.deps.database.db),
  });
}
