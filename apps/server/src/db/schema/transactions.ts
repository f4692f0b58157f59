import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { vouchers } from './members';
import { orders } from './orders';
import { restaurants } from './restaurants';

// Bills (back-office.md §3 "Transaction", decisions 0128–0135). Money in integer cents. No total is
// stored: the figures come from billTotals over the parts below, every time they are read.

const TRANSACTION_TYPES = [
  'dinein',
  'takeaway',
  'pickup',
  'delivery',
  'foodcourt',
  'deliveryPartner',
] as const;
const TRANSACTION_STATUSES = ['active', 'paid', 'deleted'] as const;
const ADJUSTMENT_TYPES = ['discount', 'customDiscount', 'surcharge'] as const;

export const transactions = pgTable(
  'transactions',
  {
    /** A uuid (the spec's transaction uuid). */
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    /** The table number of a dine-in bill; null otherwise. */
    tableNo: text('table_no'),
    guests: integer('guests'),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull().default('active'),
    billPaid: boolean('bill_paid').notNull().default(false),
    payTime: timestamp('pay_time', { withTimezone: true }),
    isInvoicePrinted: boolean('is_invoice_printed').notNull().default(false),
    deliveryPartnerType: text('delivery_partner_type'),
    deliveryPartnerPostpaid: boolean('delivery_partner_postpaid').notNull().default(false),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    customerPostcode: text('customer_postcode'),
    deletedReason: text('deleted_reason'),
    deletedBy: text('deleted_by'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * A split by dish kept on the bill (decision 0583): the checks as lists of dish ids (order_items
     * ids), so the waiter can close the pay dialog and come back; null when none is kept.
     */
    splitChecks: jsonb('split_checks').$type<string[][]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    // One open dine-in bill per table: orders arriving together meet here (insert … on conflict).
    uniqueIndex('transactions_active_table_uq')
      .on(t.restaurantId, t.tableNo)
      .where(sql`${t.status} = 'active' and ${t.type} = 'dinein'`),
    index('transactions_restaurant_status_idx').on(t.restaurantId, t.status, t.createdAt),
    check('transactions_dinein_table', sql`(${t.type} = 'dinein') = (${t.tableNo} is not null)`),
    check('transactions_paid', sql`(${t.status} = 'paid') <= ${t.billPaid}`),
  ],
);

/** The orders on a bill; an order is on one bill at most. */
export const transactionOrders = pgTable(
  'transaction_orders',
  {
    transactionId: text('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** False while a postpaid order waits for a staff accept, or while a course is held (decision 0502). */
    isAccepted: boolean('is_accepted').notNull().default(true),
    /** The course a POS order is (decision 0502): 1, 2, 3…; null for an order without courses. */
    course: integer('course'),
    /** When a held course was fired to the kitchen (decision 0502). */
    firedAt: timestamp('fired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.transactionId, t.orderId], name: 'transaction_orders_pk' }),
    uniqueIndex('transaction_orders_order_uq').on(t.orderId),
    check('transaction_orders_course', sql`${t.course} is null or ${t.course} between 1 and 9`),
  ],
);

export const transactionPayments = pgTable(
  'transaction_payments',
  {
    id: text('id').primaryKey(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    /** The payment type's name (OBPayments for an online payment, decision 0133). */
    type: text('type').notNull(),
    paymentAmount: integer('payment_amount').notNull(),
    merchantAmount: integer('merchant_amount').notNull(),
    change: integer('change').notNull().default(0),
    /** The tip taken with the payment (decision 0500): on top of merchantAmount, never a sale. */
    tip: integer('tip').notNull().default(0),
    /** The check of a split by seat or dish it paid, e.g. "Seat 2" (decision 0501); null otherwise. */
    portion: text('portion'),
    reference: text('reference'),
    /** The POS's id for one payment attempt: a repeat of it writes nothing twice. */
    requestId: text('request_id'),
    time: timestamp('time', { withTimezone: true }).notNull(),
    createdBy: text('created_by').notNull(),
    /** The bill's restaurant, copied at the write: the reports find a restaurant's day by it (decision 0259). */
    restaurantId: text('restaurant_id').notNull(),
  },
  (t) => [
    index('transaction_payments_transaction_idx').on(t.transactionId, t.time),
    // The reports rebuild a restaurant's day from its payments of that day (decisions 0189, 0259).
    index('transaction_payments_restaurant_time_idx').on(t.restaurantId, t.time),
    // The reports' tips by day and by staff (decision 0577) read only the payments that carry one.
    index('transaction_payments_tips_idx').on(t.restaurantId, t.time).where(sql`${t.tip} > 0`),
    uniqueIndex('transaction_payments_request_uq').on(t.transactionId, t.requestId),
    // One bill payment per online payment (a webhook and the return page may both report it).
    uniqueIndex('transaction_payments_reference_uq').on(t.reference).where(sql`${t.type} = 'OBPayments'`),
    check(
      'transaction_payments_money',
      sql`${t.paymentAmount} > 0 and ${t.merchantAmount} >= ${t.paymentAmount} and ${t.change} >= 0`,
    ),
    check('transaction_payments_tip', sql`${t.tip} >= 0`),
  ],
);

/**
 * Money given back at the POS (decision 0430): to one payment of the bill, in its type. credit: what
 * it took off the bill's total (a paid bill's refund), 0 on an open bill. An online (OBPayments)
 * payment's refund is made through its provider first (providerRefundId: payment_refunds.id).
 */
export const transactionRefunds = pgTable(
  'transaction_refunds',
  {
    id: text('id').primaryKey(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    restaurantId: text('restaurant_id').notNull(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => transactionPayments.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    amount: integer('amount').notNull(),
    credit: integer('credit').notNull().default(0),
    /** The tip given back with it (decision 0576): apart from amount, never in the sales or credit. */
    tip: integer('tip').notNull().default(0),
    reason: text('reason').notNull(),
    /** The dishes refunded (order_items ids), when refunded by dish. */
    lineIds: text('line_ids').array().notNull().default(sql`'{}'::text[]`),
    requestId: text('request_id').notNull(),
    providerRefundId: text('provider_refund_id'),
    time: timestamp('time', { withTimezone: true }).notNull(),
    createdBy: text('created_by').notNull(),
  },
  (t) => [
    index('transaction_refunds_transaction_idx').on(t.transactionId, t.time),
    index('transaction_refunds_restaurant_time_idx').on(t.restaurantId, t.time),
    uniqueIndex('transaction_refunds_request_uq').on(t.transactionId, t.requestId),
    check(
      'transaction_refunds_money',
      sql`${t.amount} >= 0 and ${t.tip} >= 0 and ${t.amount} + ${t.tip} > 0 and ${t.credit} >= 0 and ${t.credit} <= ${t.amount}`,
    ),
  ],
);

export const transactionAdjustments = pgTable(
  'transaction_adjustments',
  {
    id: text('id').primaryKey(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ADJUSTMENT_TYPES }).notNull(),
    name: text('name').notNull(),
    /** A percentage as basis points (1250 = 12.5 %, like surcharge_rate_bp) or an amount in cents; the other null. */
    percentageBp: integer('percentage_bp'),
    amount: integer('amount'),
    /** The member voucher this discount is (decisions 0271, 0362): removing it from an unpaid bill releases the voucher. */
    voucherId: text('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('transaction_adjustments_transaction_idx').on(t.transactionId, t.createdAt),
    // For the foreign key: a deleted voucher (its member deleted) finds its discounts without a scan.
    index('transaction_adjustments_voucher_idx').on(t.voucherId).where(sql`${t.voucherId} is not null`),
    check('transaction_adjustments_value', sql`(${t.percentageBp} is null) <> (${t.amount} is null)`),
  ],
);

/** The operation history: one row per change to a bill. */
export const transactionOperations = pgTable(
  'transaction_operations',
  {
    id: text('id').primaryKey(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    operationType: text('operation_type').notNull(),
    operationName: text('operation_name').notNull(),
    price: integer('price').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [index('transaction_operations_transaction_idx').on(t.transactionId, t.updatedAt)],
);

/**
 * Staff activities (back-office.md §2.12, §3 "Staff activity"): what each staff member did to a bill,
 * written with every change, read by the staff activities screen by restaurant day.
 */
export const staffActivities = pgTable(
  'staff_activities',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    transactionId: text('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    operationType: text('operation_type').notNull(),
    operationName: text('operation_name').notNull(),
    details: text('details').notNull().default(''),
    price: integer('price').notNull().default(0),
    /** The signed-in user's name ('Online' for what a diner does). */
    staffName: text('staff_name').notNull(),
    /** The user's id; null for the diner's own actions. */
    userId: text('user_id'),
    /** The manager who approved it with their staff number and PIN (decision 0513), else null. */
    approvedBy: text('approved_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('staff_activities_restaurant_time_idx').on(t.restaurantId, t.updatedAt),
    // The reports' voids by day (decision 0577) read only the voids, not every activity of the range.
    index('staff_activities_voids_idx')
      .on(t.restaurantId, t.updatedAt)
      .where(sql`${t.operationType} = 'voidDish'`),
  ],
);
