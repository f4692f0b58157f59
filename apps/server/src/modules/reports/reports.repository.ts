import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { restaurants } from '../../db/schema';

// Reads of the rollups (db/schema/reports.ts). Days are local YYYY-MM-DD (cast to text: the drivers
// would make a Date of a date); sums come back as float8, exact for integer cents below 2^53.

export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Timezones read in the last minute: every report call needs its restaurant's "today". */
const timezones = new Map<string, { timezone: string; at: number }>();
const TIMEZONE_TTL_MS = 60_000;

/**
 * The restaurant's timezone (kept a minute: a change of timezone reaches "today" within it, and the
 * figures at once — the rollups are rebuilt by the database); null when there is no such restaurant.
 */
export async function restaurantTimezone(db: DbOrTx, restaurantId: string): Promise<string | null> {
  const known = timezones.get(restaurantId);
  if (known && Date.now() - known.at < TIMEZONE_TTL_MS) return known.timezone;
  const [r] = await db
    .select({ timezone: restaurants.timezone })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!r) return null;
  if (timezones.size > 10_000) timezones.clear();
  const timezone = r.timezone || 'Australia/Sydney';
  timezones.set(restaurantId, { timezone, at: Date.now() });
  return timezone;
}

/** Whole-day filter: the restaurant, the days, and (optional) one ISO weekday (Monday 1 … Sunday 7). */
const dayFilter = (restaurantId: string, from: string, to: string, isoWeekday: number | null = null) =>
  sql`restaurant_id = ${restaurantId} and day between ${from}::date and ${to}::date${
    isoWeekday ? sql` and extract(isodow from day) = ${isoWeekday}` : sql``
  }`;

export interface DayTotalsRow {
  day: string;
  sales: number;
  cash: number;
  refunds: number;
}

export const dayTotals = (
  db: DbOrTx,
  restaurantId: string,
  from: string,
  to: string,
  weekday: number | null = null,
) =>
  rowsOf<DayTotalsRow>(
    db,
    sql`select day::text as day, sales::float8 as sales, cash::float8 as cash, refunds::float8 as refunds
        from report_day_totals where ${dayFilter(restaurantId, from, to, weekday)} order by day`,
  );

/** Sales per month ('MM/YYYY') of the restaurant's days from..to. */
export const monthSales = (db: DbOrTx, restaurantId: string, from: string, to: string) =>
  rowsOf<{ month: string; amount: number }>(
    db,
    sql`select to_char(day, 'MM/YYYY') as month, sum(sales)::float8 as amount
        from report_day_totals where ${dayFilter(restaurantId, from, to)} group by 1`,
  );

export const hourSales = (
  db: DbOrTx,
  restaurantId: string,
  from: string,
  to: string,
  weekday: number | null,
) =>
  rowsOf<{ hour: number; amount: number }>(
    db,
    sql`select hour::int as hour, sum(sales)::float8 as amount
        from report_hour_sales where ${dayFilter(restaurantId, from, to, weekday)} group by hour`,
  );

/** Orders counted by origin ('online'/'local') or by type ('' = none). */
export const orderCounts = (
  db: DbOrTx,
  restaurantId: string,
  from: string,
  to: string,
  by: 'origin' | 'type',
) =>
  rowsOf<{ key: string; count: number }>(
    db,
    sql`select ${by === 'origin' ? sql`origin` : sql`order_type`} as key, sum(orders)::int as count
        from report_order_counts where ${dayFilter(restaurantId, from, to)} group by 1`,
  );

export interface DishSumRow {
  categoryId: string;
  categoryName: string | null;
  productId: string;
  isOption: boolean;
  name: string;
  altName: string | null;
  count: number;
  total: number;
  ownTotal: number;
}

/**
 * Dishes (and options) summed over the days on one basis. The name is the one of the latest day sold
 * (that day's row joined back, no per-group sort); the category's name is the menu's current one (null
 * when the category is gone). The days are read from report_dish_days_read_idx alone (decision 0260).
 */
export const dishSums = (
  db: DbOrTx,
  restaurantId: string,
  from: string,
  to: string,
  basis: 'order' | 'bill',
) =>
  rowsOf<DishSumRow>(
    db,
    sql`with r as materialized (
          select category_id, product_id, is_option, day, name, alt_name, quantity, total, own_total
          from report_dish_days
          where restaurant_id = ${restaurantId} and basis = ${basis} and day between ${from}::date and ${to}::date
        ), g as (
          select category_id, product_id, is_option, max(day) as last_day, sum(quantity)::int as count,
                 sum(total)::float8 as total, sum(own_total)::float8 as own_total
          from r group by category_id, product_id, is_option
        )
        select g.category_id as "categoryId", c.name as "categoryName", g.product_id as "productId",
               g.is_option as "isOption", n.name, n.alt_name as "altName", g.count, g.total, g.own_total as "ownTotal"
        from g
        join r n on n.category_id = g.category_id and n.product_id = g.product_id
                and n.is_option = g.is_option and n.day = g.last_day
        left join menu_categories c on c.id = g.category_id`,
  );

export interface PaymentSlotSum {
  day: string | null;
  paymentType: string;
  tableLabel: string | null;
  amount: number;
  payments: number;
  bills: number;
}

/**
 * Payments between two local wall-clock quarter hours (both included), summed by payment type and,
 * as asked, by day and/or by table.
 */
export function paymentSums(
  db: DbOrTx,
  restaurantId: string,
  start: { day: string; slot: number },
  end: { day: string; slot: number },
  by: { day: boolean; table: boolean },
) {
  const dayCol = by.day ? sql`day::text` : sql`null::text`;
  const tableCol = by.table ? sql`table_label` : sql`null::text`;
  return rowsOf<PaymentSlotSum>(
    db,
    sql`select ${dayCol} as day, payment_type as "paymentType", ${tableCol} as "tableLabel",
               sum(amount)::float8 as amount, sum(payments)::int as payments, sum(bills)::int as bills
        from report_payment_slots
        where restaurant_id = ${restaurantId}
          and day between ${start.day}::date and ${end.day}::date
          and (day, slot) >= (${start.day}::date, ${start.slot}::smallint)
          and (day, slot) <= (${end.day}::date, ${end.slot}::smallint)
        group by 1, 2, 3`,
  );
}

/** Every restaurant's sales per day from..to (the admin dashboard). */
export const allSalesByDay = (db: DbOrTx, from: string, to: string) =>
  rowsOf<{ day: string; amount: number }>(
    db,
    sql`select day::text as day, sum(sales)::float8 as amount from report_day_totals
        where day between ${from}::date and ${to}::date group by day`,
  );

/** Every restaurant's orders per day and origin from..to (the admin dashboard). */
export const allOrdersByDay = (db: DbOrTx, from: string, to: string) =>
  rowsOf<{ day: string; origin: string; count: number }>(
    db,
    sql`select day::text as day, origin, sum(orders)::int as count from report_order_counts
        where day between ${from}::date and ${to}::date group by day, origin`,
  );
