import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from './reports.repository';

// Tips, voids and the drawer's over/short by the restaurant's local day (issue 28; decision 0577). Read
// alongside the rollups, straight from their indexed raw rows (payments and refunds by restaurant and
// time, staff activities by restaurant and time, drawer shifts by restaurant): the rollup function
// report_recompute is not changed. Days are the restaurant's: each row's instant at its timezone.

export interface DayExtras {
  /** Tips taken minus tips given back (decision 0576). */
  tips: number;
  voidCount: number;
  voidAmount: number;
  /** Σ over (> 0) or short (< 0) of the drawer shifts closed that day. */
  overShort: number;
}

export const NO_EXTRAS: DayExtras = { tips: 0, voidCount: 0, voidAmount: 0, overShort: 0 };

const localDay = (column: SQL, timezone: string) => sql`((${column}) at time zone ${timezone})::date::text`;

/** The extras of each local day with any, between two instants (from inclusive, to exclusive). */
export async function dayExtras(
  db: DbOrTx,
  restaurantId: string,
  timezone: string,
  from: Date,
  to: Date,
): Promise<Map<string, DayExtras>> {
  const lo = from.toISOString();
  const hi = to.toISOString();
  const rows = await rowsOf<{ day: string; kind: string; amount: number; n: number }>(
    db,
    sql`select ${localDay(sql`p.time`, timezone)} as day, 'tip' as kind, sum(p.tip)::float8 as amount, 0 as n
          from transaction_payments p join transactions t on t.id = p.transaction_id
          where p.restaurant_id = ${restaurantId} and p.time >= ${lo}::timestamptz and p.time < ${hi}::timestamptz
            and p.tip > 0 and t.status <> 'deleted'
          group by 1
        union all
        select ${localDay(sql`r.time`, timezone)}, 'tip', -sum(r.tip)::float8, 0
          from transaction_refunds r join transactions t on t.id = r.transaction_id
          where r.restaurant_id = ${restaurantId} and r.time >= ${lo}::timestamptz and r.time < ${hi}::timestamptz
            and r.tip > 0 and t.status <> 'deleted'
          group by 1
        union all
        select ${localDay(sql`a.updated_at`, timezone)}, 'void', sum(abs(a.price))::float8, count(*)::int
          from staff_activities a
          where a.restaurant_id = ${restaurantId} and a.updated_at >= ${lo}::timestamptz
            and a.updated_at < ${hi}::timestamptz and a.operation_type = 'voidDish'
          group by 1
        union all
        select ${localDay(sql`s.closed_at`, timezone)}, 'drawer', sum(s.over_short)::float8, 0
          from drawer_shifts s
          where s.restaurant_id = ${restaurantId} and s.status = 'closed'
            and s.closed_at >= ${lo}::timestamptz and s.closed_at < ${hi}::timestamptz
          group by 1`,
  );
  const byDay = new Map<string, DayExtras>();
  for (const r of rows) {
    const d = byDay.get(r.day) ?? { ...NO_EXTRAS };
    if (r.kind === 'tip') d.tips += Number(r.amount);
    else if (r.kind === 'void') {
      d.voidCount += Number(r.n);
      d.voidAmount += Number(r.amount);
    } else d.overShort += Number(r.amount);
    byDay.set(r.day, d);
  }
  return byDay;
}

/** The extras of several days added up (a month, a range). */
export function sumExtras(days: Iterable<DayExtras>): DayExtras {
  const sum = { ...NO_EXTRAS };
  for (const d of days) {
    sum.tips += d.tips;
    sum.voidCount += d.voidCount;
    sum.voidAmount += d.voidAmount;
    sum.overShort += d.overShort;
  }
  return sum;
}

/**
 * Tips per staff member who took the payment, between two instants: tips taken minus tips given back
 * (a refunded tip comes off the one who took it), no zero rows, largest first.
 */
export function netTipSums(
  db: DbOrTx,
  restaurantId: string,
  from: Date,
  to: Date,
): Promise<{ staffName: string; tips: number; count: number }[]> {
  const lo = from.toISOString();
  const hi = to.toISOString();
  return rowsOf(
    db,
    sql`select "staffName", sum(tips)::float8 as tips, sum(n)::int as count from (
          select p.created_by as "staffName", p.tip as tips, 1 as n
            from transaction_payments p join transactions t on t.id = p.transaction_id
            where p.restaurant_id = ${restaurantId} and p.time >= ${lo}::timestamptz
              and p.time < ${hi}::timestamptz and p.tip > 0 and t.status <> 'deleted'
          union all
          select p.created_by, -r.tip, 0
            from transaction_refunds r join transaction_payments p on p.id = r.payment_id
              join transactions t on t.id = r.transaction_id
            where r.restaurant_id = ${restaurantId} and r.time >= ${lo}::timestamptz
              and r.time < ${hi}::timestamptz and r.tip > 0 and t.status <> 'deleted'
        ) x group by "staffName" having sum(tips) <> 0
        order by sum(tips) desc, "staffName"`,
  );
}
