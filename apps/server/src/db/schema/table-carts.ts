import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';
import { restaurantTables } from './tables';

/**
 * A table's shared cart (issue 32, decision 0550): one row per table, its lines come and go. The row is
 * the lock every change of the table's cart takes (SELECT ... FOR UPDATE); a checkout claims it
 * (checkout_started_at, checkout_number, the lines it orders) so a second phone cannot order the same
 * lines again, and a claim older than two minutes may be taken over (decision 0552).
 */
export const tableCarts = pgTable(
  'table_carts',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    tableId: text('table_id')
      .notNull()
      .references(() => restaurantTables.id, { onDelete: 'cascade' }),
    /** Goes up on every change; a table checkout names the version its diner saw. */
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** The checkout in progress: when it started, its order number (the idempotency key), who, which lines. */
    checkoutStartedAt: timestamp('checkout_started_at', { withTimezone: true }),
    checkoutNumber: text('checkout_number'),
    checkoutScope: text('checkout_scope', { enum: ['table', 'mine'] }),
    checkoutNickname: text('checkout_nickname'),
    checkoutLineIds: jsonb('checkout_line_ids').$type<string[]>(),
    /** The last order placed from this cart: the phones show "ordered by ...". */
    lastOrderId: text('last_order_id'),
    lastOrderNumber: text('last_order_number'),
    lastOrderNickname: text('last_order_nickname'),
    lastOrderScope: text('last_order_scope', { enum: ['table', 'mine'] }),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }),
    /** The kitchen round the cart's next orders join (decision 0597); null when none is open. */
    roundId: text('round_id'),
  },
  (t) => [uniqueIndex('table_carts_table_uq').on(t.restaurantId, t.tableId)],
);

/** A line of a table's cart: what was chosen (prices are worked out on every read) and who added it. */
export const tableCartLines = pgTable(
  'table_cart_lines',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => tableCarts.id, { onDelete: 'cascade' }),
    /** A tag derived from the phone's dinerId (never the id itself). */
    dinerTag: text('diner_tag').notNull(),
    nickname: text('nickname').notNull(),
    dishId: text('dish_id').notNull(),
    sizeId: text('size_id'),
    options: jsonb('options')
      .$type<{ id: string; groupId: string | null; quantity: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    specialInstructions: text('special_instructions').notNull().default(''),
    isTakeaway: boolean('is_takeaway').notNull().default(false),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('table_cart_lines_cart_idx').on(t.cartId, t.createdAt),
    check('table_cart_lines_quantity_ck', sql`${t.quantity} between 1 and 999`),
  ],
);

/**
 * A table's kitchen round (decision 0597): the orders a table's diners pay for one by one, held from
 * the kitchen until the cart is all ordered (closed_at) or the wait is over, then printed as ONE docket
 * and shown as ONE kitchen ticket (sent_at, lead_order_id: the order that docket and ticket go by;
 * printed_order_ids: the orders it holds — an order accepted after it goes alone).
 */
export const tableRounds = pgTable(
  'table_rounds',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    cartId: text('cart_id')
      .notNull()
      .references(() => tableCarts.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Staff sent it to the kitchen now from the POS (decision 0600): due at once, like a wait that is over. */
    staffSentAt: timestamp('staff_sent_at', { withTimezone: true }),
    leadOrderId: text('lead_order_id'),
    printedOrderIds: jsonb('printed_order_ids').$type<string[]>(),
  },
  (t) => [index('table_rounds_unsent_idx').on(t.openedAt).where(sql`${t.sentAt} is null`)],
);
