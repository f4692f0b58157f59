import type { PricedLine } from '@rpos/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jsonRecord } from '../../db/json-rows';
import { orderItemOptions, orderItems, orders, transactions } from '../../db/schema';
import { type OrderRow, orderLineRows } from '../orders/orders.repository';

type NewBill = typeof transactions.$inferInsert;

/**
 * Opens a counter bill, or joins or opens a table's (dine-in) bill: the partial unique index
 * transactions_active_table_uq makes concurrent openings of one table meet on one row, as the diner's
 * orders do (decision 0132). The row stays locked to the end of the transaction.
 */
export async function openOrJoinBill(tx: DbOrTx, bill: NewBill): Promise<{ id: string; opened: boolean }> {
  const insert = tx.insert(transactions).values(bill);
  const [row] =
    bill.type === 'dinein'
      ? await insert
          .onConflictDoUpdate({
            target: [transactions.restaurantId, transactions.tableNo],
            targetWhere: sql`${transactions.status} = 'active' and ${transactions.type} = 'dinein'`,
            set: { updatedAt: bill.updatedAt },
          })
          .returning({ id: transactions.id, opened: sql<boolean>`(xmax = 0)` })
      : await insert.returning({ id: transactions.id, opened: sql<boolean>`true` });
  return row!;
}

/**
 * Writes a POS order with its lines and options, puts it on the bill and writes its history, in one
 * statement; nothing when the restaurant already has its order number (false: the caller rolls back
 * what it did before). The history rows come from bill-history.ts's historyJson.
 */
export async function insertPosOrder(
  tx: DbOrTx,
  o: {
    order: OrderRow;
    lines: readonly PricedLine[];
    /** The seat of each line, in the lines' order (decision 0501). */
    seats?: readonly (number | null | undefined)[];
    /** The course and whether it is held from the kitchen until fired (decision 0502). */
    course?: number | null;
    held?: boolean;
    billId: string;
    history: { ops: Record<string, unknown>[]; activities: Record<string, unknown>[] };
  },
): Promise<boolean> {
  const rows = orderLineRows(o.order.id, o.lines);
  const options = rows.options;
  const items = rows.items.map((item, i) => ({ ...item, seat: o.seats?.[i] ?? null }));
  const json = (v: unknown) => JSON.stringify(v);
  const at = o.order.orderTime.toISOString();
  const result = (await tx.execute(sql`with new_order as (
  insert into orders select * from jsonb_populate_record(null::orders, ${json(jsonRecord(orders, o.order))}::jsonb)
  on conflict (restaurant_id, order_number) do nothing
  returning id
), lines as (
  insert into order_items
  select * from jsonb_populate_recordset(null::order_items, ${json(items.map((i) => jsonRecord(orderItems, i)))}::jsonb)
  where exists (select 1 from new_order)
), line_options as (
  insert into order_item_options
  select * from jsonb_populate_recordset(null::order_item_options, ${json(options.map((x) => jsonRecord(orderItemOptions, x)))}::jsonb)
  where exists (select 1 from new_order)
), link as (
  insert into transaction_orders (transaction_id, order_id, is_accepted, course, created_at)
  select ${o.billId}, id, ${!o.held}, ${o.course ?? null}::integer, ${at}::timestamptz from new_order
), touch as (
  update transactions set updated_at = ${at}::timestamptz
  where id = ${o.billId} and exists (select 1 from new_order)
), ops as (
  insert into transaction_operations
  select * from jsonb_populate_recordset(null::transaction_operations, ${json(o.history.ops)}::jsonb)
  where exists (select 1 from new_order)
), activities as (
  insert into staff_activities
  select * from jsonb_populate_recordset(null::staff_activities, ${json(o.history.activities)}::jsonb)
  where exists (select 1 from new_order)
)
select exists (select 1 from new_order) as inserted`)) as unknown as { rows: { inserted: boolean }[] };
  return result.rows[0]?.inserted === true;
}
