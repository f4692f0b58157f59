import { type SQL, sql } from 'drizzle-orm';

// The reports' figures by plain queries over the raw rows (no rollups), for the bench's ratio: the
// same sums, filters and local days as report_recompute, for one restaurant and a range of local days.

export interface RawRange {
  restaurantId: string;
  tz: string;
  /** Local days, both included. */
  from: string;
  to: string;
}

const lo = (r: RawRange) => sql`(${r.from}::date::timestamp at time zone ${r.tz})`;
const hi = (r: RawRange) => sql`((${r.to}::date + 1)::timestamp at time zone ${r.tz})`;
const local = (col: SQL, r: RawRange) => sql`(${col} at time zone ${r.tz})`;

const payments = (r: RawRange, select: SQL, groupBy: SQL) => sql`
  select ${select} from transaction_payments p join transactions t on t.id = p.transaction_id
  where t.restaurant_id = ${r.restaurantId} and t.status <> 'deleted' and p.time >= ${lo(r)} and p.time < ${hi(r)}
  group by ${groupBy}`;

const salesByDay = (r: RawRange) =>
  payments(
    r,
    sql`${local(sql`p.time`, r)}::date as day, sum(p.payment_amount) as sales,
        sum(p.payment_amount) filter (where upper(btrim(p.type)) = 'CASH') as cash`,
    sql`1`,
  );

const dishes = (r: RawRange, basis: 'order' | 'bill') => sql`
  select i.menu_item_id, max(i.name), sum(i.quantity), sum(i.line_total)
  from orders o join order_items i on i.order_id = o.id
  where o.restaurant_id = ${r.restaurantId} and o.order_time >= ${lo(r)} and o.order_time < ${hi(r)}
    and ${
      basis === 'order'
        ? sql`(o.status in ('placed', 'completed') or o.deleted_at is not null)`
        : sql`o.deleted_at is null and not i.is_voided_dish and not i.permanent_deletion and exists (
            select 1 from transaction_orders tor join transactions t on t.id = tor.transaction_id
            where tor.order_id = o.id and t.status <> 'deleted')`
    }
  group by i.category_id, i.menu_item_id`;

const orderCounts = (r: RawRange, key: SQL) => sql`
  select ${key}, count(*) from orders o
  where o.restaurant_id = ${r.restaurantId} and o.order_time >= ${lo(r)} and o.order_time < ${hi(r)}
    and o.deleted_at is null and o.status in ('placed', 'completed')
  group by 1`;

/** The raw statement of each call the bench times (the same names). */
export const RAW_QUERIES: Record<string, (r: RawRange) => SQL> = {
  todaySales: (r) => sql`${salesByDay(r)} union all select null, sum(amount), null from payment_refunds
    where restaurant_id = ${r.restaurantId} and status = 'succeeded' and updated_at >= ${lo(r)} and updated_at < ${hi(r)}`,
  todayDishes: (r) => dishes(r, 'bill'),
  salesReport: (r) =>
    payments(r, sql`to_char(${local(sql`p.time`, r)}, 'MM/YYYY'), sum(p.payment_amount)`, sql`1`),
  salesMonth: salesByDay,
  salesHours: (r) =>
    payments(r, sql`extract(hour from ${local(sql`p.time`, r)}) as hour, sum(p.payment_amount)`, sql`1`),
  salesByDates: salesByDay,
  orderFrom: (r) => orderCounts(r, sql`o.origin`),
  orderType: (r) =>
    orderCounts(
      r,
      sql`coalesce(case when o.kind = 'pickup-delivery' then o.choose_type else o.kind end, '')`,
    ),
  dishesOrder: (r) => dishes(r, 'order'),
  dishesTransaction: (r) => dishes(r, 'bill'),
  paymentTypes: (r) => payments(r, sql`p.type, sum(p.payment_amount), count(*)`, sql`p.type`),
  paymentTables: (r) =>
    payments(
      r,
      sql`case when t.type = 'dinein' then t.table_no else t.type end, p.type, sum(p.payment_amount),
          count(distinct p.transaction_id)`,
      sql`1, 2`,
    ),
  adminMonth: (r) => sql`
    select ${local(sql`p.time`, r)}::date, sum(p.payment_amount)
    from transaction_payments p join transactions t on t.id = p.transaction_id
    where t.status <> 'deleted' and p.time >= ${lo(r)} and p.time < ${hi(r)} group by 1`,
  adminOrders: (r) => sql`
    select ${local(sql`o.order_time`, r)}::date, o.origin, count(*) from orders o
    where o.order_time >= ${lo(r)} and o.order_time < ${hi(r)} and o.deleted_at is null
      and o.status in ('placed', 'completed') group by 1, 2`,
};
