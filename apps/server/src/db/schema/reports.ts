import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// The reports' pre-aggregated rows (issue 15, decisions 0189–0191): one set per restaurant × local
// day, rebuilt from the raw rows (orders, order items, bills, bill payments, refunds) by the SQL
// function report_refresh (custom migration reports_rollup_functions). Triggers on the raw tables log
// the (restaurant, local day) each write touches in report_dirty_days, in the writer's transaction;
// a report read rebuilds the logged days of its range first, and a timer does the rest every few
// seconds. Money in integer cents. No foreign keys: a deleted restaurant's rows go with its days.

const moneyTotal = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * The log of days to rebuild: writers only ever insert (no row is shared, so writers never wait on
 * each other or on a reader); a rebuild deletes the rows it saw, under a per-day advisory lock.
 */
export const reportDirtyDays = pgTable(
  'report_dirty_days',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    restaurantId: text('restaurant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('report_dirty_days_restaurant_day_idx').on(t.restaurantId, t.day)],
);

/** Bill payments by local day × 15-minute slot × payment type × table (payment types report). */
export const reportPaymentSlots = pgTable(
  'report_payment_slots',
  {
    restaurantId: text('restaurant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** The local wall clock's quarter hour: hour × 4 + minute / 15 (0–95). */
    slot: smallint('slot').notNull(),
    paymentType: text('payment_type').notNull(),
    /** A dine-in bill's table number, else the bill type (takeaway, pickup, …). */
    tableLabel: text('table_label').notNull(),
    amount: moneyTotal('amount'),
    payments: integer('payments').notNull().default(0),
    /** Bills whose first payment is one of these (each bill counts once, at its first payment). */
    bills: integer('bills').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.day, t.slot, t.paymentType, t.tableLabel] })],
);

/** Sales by local day × local hour (sales details report's hour chart). */
export const reportHourSales = pgTable(
  'report_hour_sales',
  {
    restaurantId: text('restaurant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    sales: moneyTotal('sales'),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.day, t.hour] })],
);

/** A local day's sales, cash and refunds (dashboard, sales report, sales by dates, admin month). */
export const reportDayTotals = pgTable(
  'report_day_totals',
  {
    restaurantId: text('restaurant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sales: moneyTotal('sales'),
    cash: moneyTotal('cash'),
    refunds: moneyTotal('refunds'),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.day] }), index('report_day_totals_day_idx').on(t.day)],
);

/** Orders by local day × origin (online/local) × type ('' for none) — order source/type, admin counts. */
export const reportOrderCounts = pgTable(
  'report_order_counts',
  {
    restaurantId: text('restaurant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    origin: text('origin').notNull(),
    orderType: text('order_type').notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.day, t.origin, t.orderType] }),
    index('report_order_counts_day_idx').on(t.day),
  ],
);

/**
 * Dishes and options sold by local day, on two bases: 'order' (every line of the day's orders, voided
 * and deleted ones included — Dish Report (Order)) and 'bill' (lines of non-deleted bills, voided and
 * removed lines left out — Dish Report (Transaction), today's dishes).
 */
export const reportDishDays = pgTable(
  'report_dish_days',
  {
    restaurantId: text('restaurant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    basis: text('basis', { enum: ['order', 'bill'] }).notNull(),
    categoryId: text('category_id').notNull(),
    /** The menu item id, or the option id of an option row. */
    productId: text('product_id').notNull(),
    isOption: boolean('is_option').notNull(),
    name: text('name').notNull(),
    altName: text('alt_name'),
    quantity: integer('quantity').notNull().default(0),
    /** A dish with its options (an option: its own price × quantity). */
    total: moneyTotal('total'),
    /** A dish without its options (unit price × quantity); an option: = total. */
    ownTotal: moneyTotal('own_total'),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.day, t.basis, t.categoryId, t.productId, t.isOption] })],
);
