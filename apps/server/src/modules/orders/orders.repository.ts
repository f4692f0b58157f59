import type { PricedLine } from '@rpos/domain';
import { and, asc, eq, getTableColumns, getTableName, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/client';
import { customers, orderItemOptions, orderItems, orders, smsCodes, vouchers } from '../../db/schema';
import { newId } from '../../platform/ids';
import { type BillJoin, billJoinCtes } from '../transactions/bill-joins.repository';
import { type OrderItemOptionRow, type OrderItemRow, orderLineRows } from './order-line-rows';

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type { OrderItemOptionRow, OrderItemRow } from './order-line-rows';
export { orderLineRows } from './order-line-rows';

export async function findOrderByNumber(
  db: DbOrTx,
  restaurantId: string,
  orderNumber: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.orderNumber, orderNumber)));
  return row;
}

/** A row as the database names its columns (snake_case), for jsonb_populate_record. */
function dbRecord<T extends PgTable>(table: T, row: Partial<T['$inferInsert']>): Record<string, unknown> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const column = columns[key];
    if (column && value !== undefined) out[column.name] = value;
  }
  return out;
}

/** "insert into t (cols) select cols from jsonb_populate_record[set](null::t, $json)" for these columns. */
function insertFromJson(table: PgTable, keys: readonly string[], many: boolean): string {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const names = keys.map((k) => `"${columns[k]!.name}"`).join(', ');
  const name = getTableName(table);
  return `insert into "${name}" (${names}) select ${names} from jsonb_populate_record${many ? 'set' : ''}(null::"${name}", `;
}

const ORDER_KEYS = Object.keys(getTableColumns(orders)).filter((k) => k !== 'createdAt');
const ITEM_KEYS = Object.keys(getTableColumns(orderItems));
const OPTION_KEYS = Object.keys(getTableColumns(orderItemOptions));
const CUSTOMER_KEYS = Object.keys(getTableColumns(customers));

/**
 * One statement, so one round trip and atomic without a transaction (decision 0361): lock the SMS code
 * (when there is one) and the member's voucher (when there is one) while still unused, insert the order
 * only if both are, unless the restaurant has its number (the unique constraint decides, also between
 * concurrent requests), and only when the order was written use the code, mark the voucher used and
 * write its lines, options and customer. Nothing is used up for an order that is not written: the loser
 * of a voucher race keeps its code, and an order that loses its number to another keeps its voucher.
 * Built once from the schema's column names. Parameters: $1 order, $2 lines, $3 options, $4 customer
 * or null (jsonb), $5 SMS sid or null, $6 the time the code is used at, $7 the bill join
 * (bill-joins.repository.ts) or null: a pay-at-counter order lands on its bill in the same statement
 * (decision 0132), and the bill's id comes back. $8 the member's voucher or null (row lock: of
 * concurrent orders with one voucher exactly one gets it, decision 0267).
 */
const PLACE_ORDER_SQL = `with code_free as (
  select 1 from "${getTableName(smsCodes)}"
  where $5::text is not null and "${smsCodes.sid.name}" = $5::text and "${smsCodes.usedAt.name}" is null
  for update
), voucher_free as (
  select 1 from "${getTableName(vouchers)}"
  where $8::text is not null and "${vouchers.id.name}" = $8::text and "${vouchers.status.name}" = 'active'
    and "${vouchers.restaurantId.name}" = $1::jsonb->>'restaurant_id' and "${vouchers.memberId.name}" = $1::jsonb->>'member_id'
  for update
), new_order as (
  ${insertFromJson(orders, ORDER_KEYS, false)}$1::jsonb)
  where ($5::text is null or exists (select 1 from code_free)) and ($8::text is null or exists (select 1 from voucher_free))
  on conflict ("${orders.restaurantId.name}", "${orders.orderNumber.name}") do nothing
  returning "${orders.id.name}"
), code as (
  update "${getTableName(smsCodes)}" set "${smsCodes.usedAt.name}" = $6::timestamptz
  where $5::text is not null and "${smsCodes.sid.name}" = $5::text and exists (select 1 from new_order)
), claim as (
  update "${getTableName(vouchers)}" set "${vouchers.status.name}" = 'used', "${vouchers.usedAt.name}" = $6::timestamptz,
    "${vouchers.orderId.name}" = (select "${orders.id.name}" from new_order), "${vouchers.updatedAt.name}" = $6::timestamptz
  where $8::text is not null and "${vouchers.id.name}" = $8::text and exists (select 1 from new_order)
), lines as (
  ${insertFromJson(orderItems, ITEM_KEYS, true)}$2::jsonb) where exists (select 1 from new_order)
), line_options as (
  ${insertFromJson(orderItemOptions, OPTION_KEYS, true)}$3::jsonb) where exists (select 1 from new_order)
), customer as (
  ${insertFromJson(customers, CUSTOMER_KEYS, false)}$4::jsonb)
  where $4::jsonb is not null and exists (select 1 from new_order)
  on conflict ("${customers.restaurantId.name}", "${customers.phone.name}") do update set
    "${customers.name.name}" = excluded."${customers.name.name}",
    "${customers.email.name}" = coalesce(excluded."${customers.email.name}", "${getTableName(customers)}"."${customers.email.name}"),
    "${customers.lastOrderAt.name}" = excluded."${customers.lastOrderAt.name}",
    "${customers.orderCount.name}" = "${getTableName(customers)}"."${customers.orderCount.name}" + 1
)${billJoinCtes('$7', 'exists (select 1 from new_order)')}
select exists (select 1 from new_order) as inserted,
  ($5::text is null or exists (select 1 from code_free)) as code_free,
  ($8::text is null or exists (select 1 from voucher_free)) as voucher_free, (select "id" from bill) as bill_id`;

/** What the answer to placeOrder reads of an order. */
export type OrderAnswerFields = Pick<
  OrderRow,
  | 'id'
  | 'orderNumber'
  | 'total'
  | 'subtotal'
  | 'surchargeTotal'
  | 'discountTotal'
  | 'surcharges'
  | 'currency'
  | 'paymentType'
  | 'status'
  | 'paymentStatus'
  | 'orderTime'
>;

export interface NewOrder {
  /** Every column (the statement gives no defaults), bar createdAt. */
  order: Omit<OrderRow, 'createdAt'>;
  lines: readonly PricedLine[];
  /** The restaurant's customer of this phone (created, or refreshed and counted). */
  customer: { name: string; phone: string; email: string | null } | null;
  /** The SMS code the order uses up. */
  smsSid: string | null;
  /** The bill it lands on now (pay at the counter); an order paid online joins at its settlement. */
  bill: BillJoin | null;
}

/**
 * Writes a new order with its lines and customer (PLACE_ORDER_SQL). `inserted` false: nothing was
 * written and nothing used up; the restaurant already had the number, or (with smsSid) the code was
 * used meanwhile (`codeFree` false), or (with a voucher) the voucher was (`voucherFree` false).
 */
export async function insertPlacedOrder(
  database: Pick<Database, 'query'>,
  o: NewOrder,
): Promise<{ inserted: boolean; codeFree: boolean; voucherFree: boolean; billId: string | null }> {
  const { items, options } = orderLineRows(o.order.id, o.lines);
  const at = o.order.orderTime;
  const customer = o.customer
    ? dbRecord(customers, {
        id: newId(),
        restaurantId: o.order.restaurantId,
        ...o.customer,
        orderCount: 1,
        lastOrderAt: at,
        createdAt: at,
      })
    : null;
  const [row] = await database.query<{
    inserted: boolean;
    code_free: boolean;
    voucher_free: boolean;
    bill_id: string | null;
  }>(PLACE_ORDER_SQL, [
    JSON.stringify(dbRecord(orders, o.order)),
    JSON.stringify(items.map((i) => dbRecord(orderItems, i))),
    JSON.stringify(options.map((x) => dbRecord(orderItemOptions, x))),
    customer ? JSON.stringify(customer) : null,
    o.smsSid,
    at.toISOString(),
    o.bill ? JSON.stringify(o.bill) : null,
    o.order.voucherId,
  ]);
  return {
    inserted: row?.inserted === true,
    codeFree: row?.code_free === true,
    voucherFree: row?.voucher_free === true,
    billId: row?.bill_id ?? null,
  };
}

export async function findOrderById(
  db: DbOrTx,
  restaurantId: string,
  id: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.id, id)));
  return row;
}

export async function findOrdersByIds(
  db: DbOrTx,
  restaurantId: string,
  ids: readonly string[],
): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), inArray(orders.id, [...ids])));
}

export type OrderLineRows = OrderItemRow & { options: OrderItemOptionRow[] };

/** Lines of the given orders in order, each with its options, grouped by order id. */
export async function loadOrderLines(
  db: DbOrTx,
  orderIds: readonly string[],
): Promise<Map<string, OrderLineRows[]>> {
  const byOrder = new Map<string, OrderLineRows[]>();
  if (orderIds.length === 0) return byOrder;
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.lineNo));
  const opts = items.length
    ? await db
        .select()
        .from(orderItemOptions)
        .where(
          inArray(
            orderItemOptions.itemId,
            items.map((i) => i.id),
          ),
        )
    : [];
  for (const item of items) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push({ ...item, options: opts.filter((o) => o.itemId === item.id) });
    byOrder.set(item.orderId, list);
  }
  return byOrder;
}
