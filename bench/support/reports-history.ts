import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { restaurants } from '../../apps/server/src/db/schema';
import {
  HistoryBuilder,
  type HistorySource,
  loadHistorySource,
} from '../../apps/server/src/demo/demo-history';
import { insertHistoryRows } from '../../apps/server/src/demo/demo-history-rows';
import { DEMO_RESTAURANTS } from '../../apps/server/src/demo/demo-restaurants';
import { rebuildRestaurantDays } from '../../apps/server/src/modules/reports/report-refresh';

// The reports bench's data. The demo-history generator writes 4 weeks of the two demo restaurants
// (orders, lines, options, bills, payments, refunds as it makes them); the database then copies those
// rows, in SQL, to every restaurant (the demo two and copies of their restaurant rows), to every
// earlier 4-week period back to `days`, and `layers` times over (ids and numbers suffixed) until the
// order lines reach the target. Only the tables the reports read are copied (not the operation
// history, staff activities or customers). Written past the triggers, then the rollups are built.

const BASE_DAYS = 28;
const DAY_MS = 86_400_000;

interface Copy {
  table: string;
  /** Columns that get the copy's suffix (ids, numbers, references). */
  suffixed: string[];
  /** Timestamps moved back by the copy's period. */
  moved: string[];
  /** The source rows (aliased `s`) and the filter to the base restaurant's. */
  from: (base: string) => { rel: SQL; where: SQL };
}

const COPIES: Copy[] = [
  {
    table: 'orders',
    suffixed: ['id', 'order_number'],
    moved: ['pickup_time', 'order_time', 'deleted_at', 'created_at'],
    from: (b) => ({ rel: sql`orders s`, where: sql`s.restaurant_id = ${b}` }),
  },
  {
    table: 'order_items',
    suffixed: ['id', 'order_id'],
    moved: ['voided_at'],
    from: (b) => ({
      rel: sql`order_items s join orders o on o.id = s.order_id`,
      where: sql`o.restaurant_id = ${b}`,
    }),
  },
  {
    table: 'order_item_options',
    suffixed: ['id', 'item_id'],
    moved: [],
    from: (b) => ({
      rel: sql`order_item_options s join order_items i on i.id = s.item_id join orders o on o.id = i.order_id`,
      where: sql`o.restaurant_id = ${b}`,
    }),
  },
  {
    table: 'transactions',
    suffixed: ['id'],
    moved: ['pay_time', 'deleted_at', 'created_at', 'updated_at'],
    from: (b) => ({ rel: sql`transactions s`, where: sql`s.restaurant_id = ${b}` }),
  },
  {
    table: 'transaction_orders',
    suffixed: ['transaction_id', 'order_id'],
    moved: ['created_at'],
    from: (b) => ({
      rel: sql`transaction_orders s join transactions t on t.id = s.transaction_id`,
      where: sql`t.restaurant_id = ${b}`,
    }),
  },
  {
    table: 'transaction_payments',
    suffixed: ['id', 'transaction_id', 'request_id', 'reference'],
    moved: ['time'],
    from: (b) => ({
      rel: sql`transaction_payments s join transactions t on t.id = s.transaction_id`,
      where: sql`t.restaurant_id = ${b}`,
    }),
  },
  {
    table: 'payments',
    suffixed: ['id', 'order_id', 'subject_key', 'provider_reference'],
    moved: ['authorised_at', 'created_at', 'updated_at'],
    from: (b) => ({ rel: sql`payments s`, where: sql`s.restaurant_id = ${b}` }),
  },
  {
    table: 'payment_refunds',
    suffixed: ['id', 'payment_id', 'provider_refund_id'],
    moved: ['created_at', 'updated_at'],
    from: (b) => ({ rel: sql`payment_refunds s`, where: sql`s.restaurant_id = ${b}` }),
  },
];

/** A restaurant row copied under a new id and identifier. */
async function cloneRestaurant(db: Database['db'], baseId: string, n: number): Promise<string> {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.id, baseId));
  const id = `${baseId.slice(0, 20)}-bench${n}`;
  await db
    .insert(restaurants)
    .values({ ...row!, id, urlIdentifier: `${row!.urlIdentifier}${n}`, name: `${row!.name} ${n}` });
  return id;
}

async function columnsOf(db: Database['db'], table: string): Promise<string[]> {
  const res = (await db.execute(
    sql`select column_name from information_schema.columns where table_name = ${table} order by ordinal_position`,
  )) as unknown as { rows: { column_name: string }[] };
  return res.rows.map((r) => r.column_name);
}

export interface GeneratedHistory {
  restaurantIds: string[];
  days: number;
  layers: number;
  lines: number;
  baseSeconds: number;
  copySeconds: number;
  rollupSeconds: number;
}

export async function generateHistory(
  database: Database,
  options: { now: Date; lines: number; days: number; count: number; log: (line: string) => void },
): Promise<GeneratedHistory> {
  const { db } = database;
  let at = performance.now();
  const bases: HistorySource[] = [];
  let baseLines = 0;
  for (const def of DEMO_RESTAURANTS) {
    const source = await loadHistorySource(db, def);
    if (!source) continue;
    bases.push(source);
    const builder = new HistoryBuilder(source, { now: options.now, days: BASE_DAYS });
    const rows = builder.build(0, builder.days.length);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await insertHistoryRows(tx, rows, database.copyRows);
    });
    baseLines += rows.orderItems.length;
  }
  const baseSeconds = (performance.now() - at) / 1000;
  const periods = Math.ceil(options.days / BASE_DAYS);
  const perRestaurantPeriod = baseLines / bases.length;
  const layers = Math.max(1, Math.round(options.lines / (options.count * periods * perRestaurantPeriod)));
  options.log(
    `  generator: ${baseLines} lines in ${BASE_DAYS} days for ${bases.length} restaurants (${baseSeconds.toFixed(0)} s); copying to ${options.count} restaurants × ${periods} periods × ${layers} layers`,
  );

  at = performance.now();
  const targets: { id: string; base: string }[] = bases.map((b) => ({
    id: b.restaurantId,
    base: b.restaurantId,
  }));
  for (let n = 1; targets.length < options.count; n++) {
    const base = bases[n % bases.length]!.restaurantId;
    targets.push({ id: await cloneRestaurant(db, base, n), base });
  }
  const columns = new Map<string, string[]>();
  for (const c of COPIES) columns.set(c.table, await columnsOf(db, c.table));
  // Copies first, the demo two last: a restaurant's copies are made from its base's generated rows,
  // which must not yet include the base's own copies.
  const order = [...targets.entries()].reverse();
  for (const [ti, target] of order) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      for (const c of COPIES) {
        const cols = columns.get(c.table)!;
        const select = cols.map((col) => {
          const s = sql.raw(`s.${col}`);
          if (col === 'restaurant_id') return sql`${target.id}`;
          if (c.suffixed.includes(col)) return sql`${s} || '-' || k.tag`;
          if (c.moved.includes(col)) return sql`${s} - k.shift`;
          return s;
        });
        await tx.execute(sql`
          insert into ${sql.raw(c.table)} (${sql.raw(cols.join(', '))})
          select ${sql.join(select, sql`, `)}
          from ${c.from(target.base).rel}
          cross join lateral (
            select ${ti}::text || 'x' || l || 'x' || w as tag, make_interval(days => w * ${BASE_DAYS}) as shift
            from generate_series(0, ${layers - 1}) l, generate_series(0, ${periods - 1}) w
            where not (l = 0 and w = 0 and ${target.id} = ${target.base})
          ) k
          where ${c.from(target.base).where}`);
      }
    });
    options.log(
      `  restaurant ${ti + 1}/${targets.length} copied (${((performance.now() - at) / 1000).toFixed(0)} s)`,
    );
  }
  const copySeconds = (performance.now() - at) / 1000;
  const [count] = (
    (await db.execute(sql`select count(*)::int as n from order_items`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;

  // Statistics of the loaded tables first: the rebuild's plans are chosen by them.
  await db.execute(sql`analyze`);
  at = performance.now();
  const first = new Date(options.now.getTime() - (periods * BASE_DAYS + 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const last = new Date(options.now.getTime() + DAY_MS).toISOString().slice(0, 10);
  for (const [i, t] of targets.entries()) {
    await rebuildRestaurantDays(db, t.id, first, last);
    options.log(
      `  rollups of restaurant ${i + 1}/${targets.length} built (${((performance.now() - at) / 1000).toFixed(0)} s)`,
    );
  }
  await db.execute(sql`delete from report_dirty_days`);
  // What autovacuum would have done by now on a live database: statistics, and the rollups' visibility
  // map the reports' index-only scans need.
  await db.execute(sql`analyze`);
  await db.execute(
    sql`vacuum report_day_totals, report_hour_sales, report_order_counts, report_payment_slots, report_dish_days`,
  );
  return {
    restaurantIds: targets.map((t) => t.id),
    days: periods * BASE_DAYS,
    layers,
    lines: count!.n,
    baseSeconds,
    copySeconds,
    rollupSeconds: (performance.now() - at) / 1000,
  };
}

/**
 * A database an earlier run generated (`--reuse NAME`): its restaurants (the first demo one first),
 * days and lines. The rollups are finished for the first restaurant (the one the calls are timed on:
 * from the last day a run built on) and built for the last `recentDays` days of the others (what the
 * admin dashboard reads) — a full rebuild of all ten takes over an hour on the busy 2-core machine.
 */
export async function resumeHistory(
  database: Database,
  options: { now: Date; recentDays: number; log: (line: string) => void },
): Promise<GeneratedHistory & { partialRollups: boolean }> {
  const { db } = database;
  const q = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const ids = await q<{ id: string }>(sql`
    select r.id from restaurants r where exists (select 1 from orders o where o.restaurant_id = r.id)
    order by r.url_identifier <> ${DEMO_RESTAURANTS[0]!.profile.urlIdentifier}, r.url_identifier`);
  const [span] = await q<{ first: string; lines: number }>(sql`
    select min(order_time)::date::text as first, (select count(*) from order_items)::int as lines from orders`);
  const days = Math.round((options.now.getTime() - Date.parse(span!.first)) / DAY_MS);
  const at = performance.now();
  const last = new Date(options.now.getTime() + DAY_MS).toISOString().slice(0, 10);
  const [built] = await q<{ day: string | null }>(
    sql`select max(day)::text as day from report_day_totals where restaurant_id = ${ids[0]!.id}`,
  );
  await rebuildRestaurantDays(db, ids[0]!.id, built?.day ?? span!.first, last);
  options.log(`  rollups of restaurant 1 finished (${((performance.now() - at) / 1000).toFixed(0)} s)`);
  const recent = new Date(options.now.getTime() - options.recentDays * DAY_MS).toISOString().slice(0, 10);
  for (const { id } of ids.slice(1)) await rebuildRestaurantDays(db, id, recent, last);
  options.log(
    `  rollups of the other ${ids.length - 1}: last ${options.recentDays} days (${((performance.now() - at) / 1000).toFixed(0)} s)`,
  );
  await db.execute(sql`delete from report_dirty_days`);
  // What autovacuum would have done by now on a live database: statistics, and the rollups' visibility
  // map the reports' index-only scans need.
  await db.execute(sql`analyze`);
  await db.execute(
    sql`vacuum report_day_totals, report_hour_sales, report_order_counts, report_payment_slots, report_dish_days`,
  );
  return {
    restaurantIds: ids.map((r) => r.id),
    days,
    layers: 0,
    lines: span!.lines,
    baseSeconds: 0,
    copySeconds: 0,
    rollupSeconds: (performance.now() - at) / 1000,
    partialRollups: true,
  };
}
