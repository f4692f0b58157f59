import { transactionTypeFor, VOUCHER_ADJUSTMENT_NAME } from '@rpos/domain';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import {
  type orders,
  staffActivities,
  transactionAdjustments,
  transactionOperations,
  transactionOrders,
  transactions,
} from '../../db/schema';
import { newId } from '../../platform/ids';
import { billLabel, type HistoryEntry, historyJson, ONLINE_ACTOR } from './bill-history';

/** An order's row (as orders.repository's OrderRow; named from the schema so the two files do not import each other). */
type OrderRow = typeof orders.$inferSelect;

/**
 * How an order lands on a bill (decision 0132): a dine-in order joins its table's active bill or
 * opens one; any other order gets a bill of its own. One SQL statement does it, so that it can ride
 * in placeOrder's single statement (decision 27) and in the payment settlement's transaction alike:
 * the partial unique index transactions_active_table_uq makes concurrent orders at one table meet on
 * one bill (insert … on conflict do update waits for the other insert and takes its row).
 */

const T = `"${getTableName(transactions)}"`;
const TO = `"${getTableName(transactionOrders)}"`;
const TOP = `"${getTableName(transactionOperations)}"`;
const SA = `"${getTableName(staffActivities)}"`;
const TA = `"${getTableName(transactionAdjustments)}"`;

export interface BillJoin {
  /** The bill opened if the table has none (its id is used only then). */
  bill: Record<string, unknown>;
  orderId: string;
  isAccepted: boolean;
  at: string;
  /** openBill (written only when the bill was opened) and addOrder, with their staff activities (bill-history.ts). */
  ops: Record<string, unknown>[];
  activities: Record<string, unknown>[];
  /** The order's voucher discount as the bill's discount adjustment (decision 0271); [] without one. */
  adjustments?: Record<string, unknown>[];
}

/**
 * CTEs (each starting with a comma) that put the order of `param` (a BillJoin as jsonb) on its bill
 * when `when` holds: `bill` (id, opened), then the order's link and the operation rows.
 */
export function billJoinCtes(param: string, when: string): string {
  return `, bill as (
  insert into ${T} select * from jsonb_populate_record(null::${T}, ${param}::jsonb->'bill')
  where ${param}::jsonb is not null and (${when})
  on conflict ("restaurant_id", "table_no") where "status" = 'active' and "type" = 'dinein'
  do update set "updated_at" = excluded."updated_at"
  returning "id", (xmax = 0) as opened
), bill_order as (
  insert into ${TO} ("transaction_id", "order_id", "is_accepted", "created_at")
  select bill."id", ${param}::jsonb->>'orderId', (${param}::jsonb->>'isAccepted')::boolean,
    (${param}::jsonb->>'at')::timestamptz
  from bill
), bill_ops as (
  insert into ${TOP} select op."id", bill."id", op."operation_type", op."operation_name", op."price",
    op."updated_at", op."updated_by"
  from bill cross join jsonb_populate_recordset(null::${TOP}, ${param}::jsonb->'ops') op
  where bill.opened or op."operation_type" <> 'openBill'
), bill_activities as (
  insert into ${SA} ("id", "restaurant_id", "transaction_id", "operation_type", "operation_name", "details",
    "price", "staff_name", "user_id", "updated_at")
  select a."id", a."restaurant_id", bill."id", a."operation_type", a."operation_name", a."details", a."price",
    a."staff_name", a."user_id", a."updated_at"
  from bill cross join jsonb_populate_recordset(null::${SA}, ${param}::jsonb->'activities') a
  where bill.opened or a."operation_type" <> 'openBill'
), bill_adjustments as (
  insert into ${TA} ("id", "transaction_id", "type", "name", "percentage_bp", "amount", "voucher_id", "created_at")
  select a."id", bill."id", a."type", a."name", null, a."amount", a."voucher_id", a."created_at"
  from bill cross join jsonb_populate_recordset(null::${TA}, coalesce(${param}::jsonb->'adjustments', '[]'::jsonb)) a
)`;
}

const MARK = '@@join@@';

/** The join as a statement of its own (in a transaction: the payment settlement). */
export function billJoinStatement(join: BillJoin): SQL {
  const text = `with start as (select 1)${billJoinCtes(MARK, 'true')} select 1`;
  return sql.join(
    text.split(MARK).map((part) => sql.raw(part)),
    sql`${JSON.stringify(join)}`,
  );
}

type BillOrderFields = Pick<
  OrderRow,
  | 'id'
  | 'restaurantId'
  | 'orderNumber'
  | 'kind'
  | 'chooseType'
  | 'realTableId'
  | 'subtotal'
  | 'discountTotal'
  | 'voucherId'
  | 'guestNum'
  | 'customerName'
  | 'customerEmail'
  | 'customerPhone'
  | 'postcode'
>;

/** The bill an order opens (or joins, at its table), its link and its history rows. */
export function billJoinFor(order: BillOrderFields, isAccepted: boolean, now: Date): BillJoin {
  const type = transactionTypeFor(order.kind, { chooseType: order.chooseType }) ?? 'takeaway';
  const dinein = type === 'dinein';
  const tableNo = dinein ? order.realTableId : null;
  const at = now.toISOString();
  const bill = {
    id: newId(),
    restaurant_id: order.restaurantId,
    type: dinein && !tableNo ? 'takeaway' : type,
    table_no: tableNo,
    guests: dinein && order.guestNum > 0 ? order.guestNum : null,
    status: 'active',
    bill_paid: false,
    pay_time: null,
    is_invoice_printed: false,
    delivery_partner_type: null,
    delivery_partner_postpaid: false,
    customer_name: order.customerName || null,
    customer_email: order.customerEmail,
    customer_phone: order.customerPhone,
    customer_postcode: order.postcode,
    deleted_reason: null,
    deleted_by: null,
    deleted_at: null,
    created_at: at,
    updated_at: at,
  };
  const details = billLabel({ type: bill.type, tableNo, customerName: bill.customer_name });
  const entries: HistoryEntry[] = [
    { operationType: 'openBill', operationName: openBillName(bill.type, tableNo), price: 0, details },
    {
      operationType: 'addOrder',
      operationName: `Added order ${order.orderNumber}${isAccepted ? '' : ' (waiting to be accepted)'}`,
      price: order.subtotal,
      details,
    },
  ];
  return {
    bill,
    orderId: order.id,
    isAccepted,
    at,
    ...historyJson({ id: null, restaurantId: order.restaurantId }, entries, ONLINE_ACTOR, now),
    adjustments:
      order.discountTotal > 0
        ? [
            {
              id: newId(),
              type: 'discount',
              name: VOUCHER_ADJUSTMENT_NAME,
              amount: order.discountTotal,
              voucher_id: order.voucherId,
              created_at: at,
            },
          ]
        : [],
  };
}

/** The openBill entry's name: 'Opened table 5', 'Opened takeaway bill'. */
export function openBillName(type: string, tableNo: string | null, partner?: string | null): string {
  if (tableNo) return `Opened table ${tableNo}`;
  if (partner) return `Opened ${partner} bill`;
  return `Opened ${type} bill`;
}

/**
 * Is a pay-at-counter order accepted at once? Below the restaurant's postpaidAutoAcceptAmountThreshold
 * (cents, compared with the order's total); with no threshold set, always (decision 0134).
 */
export function isAutoAccepted(total: number, threshold: number | null | undefined): boolean {
  return threshold == null || total < threshold;
}
