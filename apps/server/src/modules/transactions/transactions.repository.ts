import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import {
  orderItemOptions,
  orderItems,
  orders,
  transactionAdjustments,
  transactionOperations,
  transactionOrders,
  transactionPayments,
  transactionRefunds,
  transactions,
} from '../../db/schema';
import { newId } from '../../platform/ids';
import type { OrderLineRows, OrderRow } from '../orders/orders.repository';
import { type BillJoin, billJoinStatement } from './bill-joins.repository';

export type TransactionRow = typeof transactions.$inferSelect;
export type TransactionPaymentRow = typeof transactionPayments.$inferSelect;
export type TransactionAdjustmentRow = typeof transactionAdjustments.$inferSelect;
export type TransactionOperationRow = typeof transactionOperations.$inferSelect;
export type TransactionRefundRow = typeof transactionRefunds.$inferSelect;

/** A bill with every part billTotals and the API read. */
export interface BillParts {
  bill: TransactionRow;
  orders: {
    order: OrderRow;
    isAccepted: boolean;
    /** The course (decision 0502) and when a held one was fired. */
    course: number | null;
    firedAt: Date | null;
    /** When its table round opened, while the kitchen waits for it (decisions 0597, 0600); else null. */
    roundOpenedAt: Date | null;
    lines: OrderLineRows[];
  }[];
  payments: TransactionPaymentRow[];
  refunds: TransactionRefundRow[];
  adjustments: TransactionAdjustmentRow[];
  operations: TransactionOperationRow[];
}

interface PartsJson {
  id: string;
  bill: Record<string, unknown>;
  orders: {
    order: Record<string, unknown>;
    isAccepted: boolean;
    course: number | null;
    firedAt: string | null;
    roundOpenedAt: string | null;
    lines: (Record<string, unknown> & { options: Record<string, unknown>[] })[];
  }[];
  payments: Record<string, unknown>[];
  refunds: Record<string, unknown>[];
  adjustments: Record<string, unknown>[];
  operations: Record<string, unknown>[];
}

/**
 * Every part of the bills, as jsonb, in one statement (one round trip, decision 0138): orders by time
 * with their lines and options, payments by time, adjustments as added, and the history by time — at
 * one time the bill opens first and closes last, otherwise in the order written (ordered ids).
 */
const PARTS_SQL = `select t.id, to_jsonb(t) as bill,
  coalesce((select jsonb_agg(jsonb_build_object(
      'order', to_jsonb(o),
      'isAccepted', l.is_accepted,
      'course', l.course,
      'firedAt', l.fired_at,
      'roundOpenedAt', (select r.opened_at from table_rounds r where r.id = o.table_round_id
        and r.sent_at is null and r.staff_sent_at is null),
      'lines', coalesce((select jsonb_agg(to_jsonb(i) || jsonb_build_object('options', coalesce(
          (select jsonb_agg(to_jsonb(x)) from order_item_options x where x.item_id = i.id), '[]'::jsonb))
        order by i.line_no) from order_items i where i.order_id = o.id), '[]'::jsonb))
    order by o.order_time, o.id)
    from transaction_orders l
    cross join lateral (select * from orders where orders.id = l.order_id offset 0) o
    where l.transaction_id = t.id), '[]'::jsonb) as orders,
  coalesce((select jsonb_agg(to_jsonb(p) order by p.time, p.id)
    from transaction_payments p where p.transaction_id = t.id), '[]'::jsonb) as payments,
  coalesce((select jsonb_agg(to_jsonb(r) order by r.time, r.id)
    from transaction_refunds r where r.transaction_id = t.id), '[]'::jsonb) as refunds,
  coalesce((select jsonb_agg(to_jsonb(a) order by a.created_at, a.id)
    from transaction_adjustments a where a.transaction_id = t.id), '[]'::jsonb) as adjustments,
  coalesce((select jsonb_agg(to_jsonb(h) order by h.updated_at,
      case h.operation_type when 'openBill' then 0 when 'closeBill' then 2 else 1 end, h.id)
    from transaction_operations h where h.transaction_id = t.id), '[]'::jsonb) as operations
from transactions t where t.id = any(`;

/**
 * Runs PARTS_SQL for these bill ids (and this restaurant's only, when given). The ids go as one array
 * (`= any`, an index lookup; a join on a set-returning function made the planner scan every bill),
 * and each order is looked up by its id (`offset 0` keeps that lookup from becoming a hash join over
 * all orders): the statement stays a handful of index reads however many bills there are.
 */
async function selectParts(db: DbOrTx, ids: readonly string[], restaurantId?: string): Promise<PartsJson[]> {
  // A text[] literal, each id quoted (any character is safe inside the quotes).
  const literal = `{${ids.map((id) => `"${id.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  const list = sql`${literal}::text[])`;
  const query = restaurantId
    ? sql.join([sql.raw(PARTS_SQL), list, sql` and t.restaurant_id = ${restaurantId}`])
    : sql.join([sql.raw(PARTS_SQL), list]);
  // Both drivers answer { rows } (node-postgres' QueryResult, PGlite's Results).
  const result = (await db.execute(query)) as unknown as { rows: PartsJson[] };
  return result.rows;
}

function partsOf(bill: TransactionRow, parts: PartsJson | undefined): BillParts {
  return {
    bill,
    orders: (parts?.orders ?? []).map((o) => ({
      order: rowFromJson(orders, o.order),
      isAccepted: o.isAccepted,
      course: o.course ?? null,
      firedAt: o.firedAt ? new Date(o.firedAt) : null,
      roundOpenedAt: o.roundOpenedAt ? new Date(o.roundOpenedAt) : null,
      lines: o.lines.map((l) => ({
        ...rowFromJson(orderItems, l),
        options: l.options.map((x) => rowFromJson(orderItemOptions, x)),
      })),
    })),
    payments: (parts?.payments ?? []).map((p) => rowFromJson(transactionPayments, p)),
    refunds: (parts?.refunds ?? []).map((r) => rowFromJson(transactionRefunds, r)),
    adjustments: (parts?.adjustments ?? []).map((a) => rowFromJson(transactionAdjustments, a)),
    operations: (parts?.operations ?? []).map((h) => rowFromJson(transactionOperations, h)),
  };
}

/** The bills of these rows with their parts, in the rows' order (one statement). */
export async function loadBillParts(db: DbOrTx, bills: readonly TransactionRow[]): Promise<BillParts[]> {
  if (bills.length === 0) return [];
  const byId = new Map(
    (
      await selectParts(
        db,
        bills.map((b) => b.id),
      )
    ).map((r) => [r.id, r]),
  );
  return bills.map((bill) => partsOf(bill, byId.get(bill.id)));
}

/** One bill of the restaurant with its parts, read in one statement; undefined: not this restaurant's. */
export async function loadBillById(
  db: DbOrTx,
  restaurantId: string,
  billId: string,
): Promise<BillParts | undefined> {
  const [row] = await selectParts(db, [billId], restaurantId);
  return row ? partsOf(rowFromJson(transactions, row.bill), row) : undefined;
}

/** The restaurant's active bills, oldest first. */
export async function findActiveBills(db: DbOrTx, restaurantId: string): Promise<TransactionRow[]> {
  return db
    .select()
    .from(transactions)
    .where(and(eq(transactions.restaurantId, restaurantId), eq(transactions.status, 'active')))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
}

/** The bill an order is on, locked for the rest of the transaction. */
export async function lockBillOfOrder(tx: DbOrTx, orderId: string): Promise<TransactionRow | undefined> {
  const [row] = await tx
    .select({ bill: transactions })
    .from(transactions)
    .innerJoin(transactionOrders, eq(transactionOrders.transactionId, transactions.id))
    .where(eq(transactionOrders.orderId, orderId))
    .for('update', { of: transactions });
  return row?.bill;
}

/** Puts an order on its bill (bill-joins.repository.ts), as a statement of its own. */
export async function joinBill(tx: DbOrTx, join: BillJoin): Promise<void> {
  await tx.execute(billJoinStatement(join));
}

/** Records a payment on a bill; false when its reference was recorded already (nothing written). */
export async function insertBillPayment(
  tx: DbOrTx,
  row: Omit<TransactionPaymentRow, 'id' | 'tip' | 'portion'> &
    Partial<Pick<TransactionPaymentRow, 'tip' | 'portion'>>,
): Promise<boolean> {
  const written = await tx
    .insert(transactionPayments)
    .values({ id: newId(), ...row })
    .onConflictDoNothing()
    .returning({ id: transactionPayments.id });
  return written.length === 1;
}

/** Records a refund; false when its requestId was recorded already (nothing written). */
export async function insertBillRefund(tx: DbOrTx, row: Omit<TransactionRefundRow, 'id'>): Promise<boolean> {
  const written = await tx
    .insert(transactionRefunds)
    .values({ id: newId(), ...row })
    .onConflictDoNothing()
    .returning({ id: transactionRefunds.id });
  return written.length === 1;
}

/** paid → active again (decision 0431): the pay time cleared; its orders stay paid. */
export async function markBillReopened(tx: DbOrTx, billId: string, at: Date): Promise<void> {
  await tx
    .update(transactions)
    .set({ status: 'active', billPaid: false, payTime: null, updatedAt: at })
    .where(and(eq(transactions.id, billId), eq(transactions.status, 'paid')));
}

/** The bill paid, and its orders that were waiting for it (pay at the counter, the POS's own) paid with it. */
export async function markBillPaid(tx: DbOrTx, billId: string, at: Date): Promise<void> {
  await tx
    .update(transactions)
    .set({ status: 'paid', billPaid: true, payTime: at, updatedAt: at })
    .where(and(eq(transactions.id, billId), eq(transactions.status, 'active')));
  await tx
    .update(orders)
    .set({ paymentStatus: 'paid' })
    .where(
      and(
        eq(orders.paymentStatus, 'unpaid'),
        inArray(
          orders.id,
          tx
            .select({ id: transactionOrders.orderId })
            .from(transactionOrders)
            .where(eq(transactionOrders.transactionId, billId)),
        ),
      ),
    );
}
