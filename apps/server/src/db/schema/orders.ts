import type { AddressObject } from '@rpos/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';

// Placed orders (diner.md §3 "Order (placed)", "Customer (checkout)"). Money in integer cents; every
// price is recomputed by the server from the published menu. Statuses: docs/decisions/0019-order-status.md.

const ORDER_KINDS = ['dinein', 'takeaway', 'delivery', 'pickup', 'pickup-delivery', 'foodcourt'] as const;
const PAYMENT_TYPES = ['card', 'wechat', 'payAtCounter', 'paypal'] as const;
const ORDER_STATUSES = ['pendingPayment', 'placed', 'completed', 'cancelled'] as const;
const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const;
/** Where an order was taken: the diner's QR/online pages, or the restaurant's own POS (decision 0153). */
const ORDER_ORIGINS = ['online', 'local'] as const;

/** A restaurant's diners, by phone number: one row per restaurant and phone, updated at each order. */
export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    orderCount: integer('order_count').notNull().default(1),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }).notNull().default(sql`now()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [unique('customers_restaurant_phone_uq').on(t.restaurantId, t.phone)],
);

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** The client's order number: the idempotency key of POST /placeOrder. */
    orderNumber: text('order_number').notNull(),
    /** The order type sent by the client (default 'local'): the diner's own value, not where it came from. */
    type: text('type').notNull().default('local'),
    /**
     * Where the order was taken (back-office.md "Online Orders" / "Local Orders"): 'online' for
     * POST /placeOrder, 'local' for the POS. No default: every writer says which (decision 0153).
     */
    origin: text('origin', { enum: ORDER_ORIGINS }).notNull(),
    /** What the order is served as: dine-in or a named type (pickup-delivery resolved by chooseType). */
    kind: text('kind', { enum: ORDER_KINDS }).notNull(),
    /** The diner URL's tableId: a table number or a named type. */
    tableId: text('table_id').notNull(),
    realTableId: text('real_table_id'),
    chooseType: text('choose_type', { enum: ['pickup', 'delivery'] }),
    pickupTimeType: text('pickup_time_type', { enum: ['now', 'chooseTime'] })
      .notNull()
      .default('now'),
    /** When the diner wants it: now (= orderTime), or the chosen local date and time. */
    pickupTime: timestamp('pickup_time', { withTimezone: true }).notNull(),
    /** The chosen date as sent (DD/MM/YYYY), for chooseTime orders. */
    selectedDate: text('selected_date'),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull(),
    isPaymentRequired: boolean('is_payment_required').notNull().default(false),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    subtotal: integer('subtotal').notNull(),
    surchargeTotal: integer('surcharge_total').notNull().default(0),
    /** What a member's voucher took off the subtotal (cents, decision 0266); the surcharge is worked out after it. */
    discountTotal: integer('discount_total').notNull().default(0),
    total: integer('total').notNull(),
    surcharges: jsonb('surcharges')
      .$type<{ name: string; type: 'percentage' | 'fixed'; amount: number }[]>()
      .notNull()
      .default([]),
    currency: text('currency').notNull().default('AUD'),
    /** The diner as given; the restaurant's customer is the customers row of this phone. */
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    guestNum: integer('guest_num').notNull().default(0),
    address: text('address'),
    addressObject: jsonb('address_object').$type<AddressObject>(),
    postcode: text('postcode'),
    foodAllergies: text('food_allergies'),
    /** Allergies the diner declared at checkout (allergen codes; decision 0561). */
    allergens: text('allergens').array().notNull().default(sql`'{}'::text[]`),
    notes: text('notes'),
    /** The menu and published version the order was priced from. */
    menuId: text('menu_id').notNull(),
    menuVersion: integer('menu_version').notNull(),
    browser: text('browser'),
    mobileModel: text('mobile_model'),
    memberId: text('member_id'),
    /** The member's voucher this order used (vouchers.order_id points back; decision 0267). */
    voucherId: text('voucher_id'),
    clientId: text('client_id'),
    /** The table's kitchen round a shared-cart order belongs to (decision 0597): printed with it. */
    tableRoundId: text('table_round_id'),
    orderTime: timestamp('order_time', { withTimezone: true }).notNull(),
    /** Deleted from the back-office orders list (PUT /deleteOrders): cancelled, kept for the record (decision 0155). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The user id of who deleted it. */
    deletedBy: text('deleted_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    unique('orders_restaurant_number_uq').on(t.restaurantId, t.orderNumber),
    index('orders_restaurant_time_idx').on(t.restaurantId, t.orderTime),
    index('orders_customer_phone_idx').on(t.restaurantId, t.customerPhone),
    index('orders_table_round_idx').on(t.tableRoundId).where(sql`${t.tableRoundId} is not null`),
    // Housekeeping cancels abandoned unpaid orders: it finds them without reading every order.
    index('orders_pending_payment_idx').on(t.createdAt).where(sql`${t.status} = 'pendingPayment'`),
    check(
      'orders_money',
      sql`${t.subtotal} >= 0 and ${t.surchargeTotal} >= 0 and ${t.discountTotal} between 0 and ${t.subtotal} and ${t.total} = ${t.subtotal} - ${t.discountTotal} + ${t.surchargeTotal}`,
    ),
  ],
);

/** One row per order line, for dish reports. Names and prices are copied from the menu at order time. */
export const orderItems = pgTable(
  'order_items',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    menuItemId: text('menu_item_id').notNull(),
    categoryId: text('category_id').notNull(),
    name: text('name').notNull(),
    altName: text('alt_name'),
    /** The dish's own price (cents). */
    dishPrice: integer('dish_price').notNull(),
    sizeId: text('size_id'),
    sizeName: text('size_name'),
    sizePrice: integer('size_price'),
    quantity: integer('quantity').notNull(),
    /** The size's price, or the dish's without a size. */
    unitPrice: integer('unit_price').notNull(),
    /** One unit with its options. */
    subTotal: integer('sub_total').notNull(),
    /** subTotal × quantity. */
    lineTotal: integer('line_total').notNull(),
    isTakeaway: boolean('is_takeaway').notNull().default(false),
    specialInstructions: text('special_instructions').notNull().default(''),
    /** The line's allergens as chosen, from the menu at order time (decision 0561). */
    allergens: text('allergens').array().notNull().default(sql`'{}'::text[]`),
    /** Voided at the POS after it went to the kitchen: listed struck through, not counted (decision 0128). */
    isVoidedDish: boolean('is_voided_dish').notNull().default(false),
    /** Removed at the POS: not listed, not counted. */
    permanentDeletion: boolean('permanent_deletion').notNull().default(false),
    voidReason: text('void_reason'),
    voidedBy: text('voided_by'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /** The seat at the table the POS gave the dish (decision 0501): a split by seat reads it; null: shared. */
    seat: integer('seat'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.lineNo),
    check('order_items_seat', sql`${t.seat} is null or ${t.seat} between 1 and 99`),
    index('order_items_menu_item_idx').on(t.menuItemId),
    check('order_items_quantity', sql`${t.quantity} >= 1`),
    check('order_items_line_total', sql`${t.lineTotal} = ${t.subTotal} * ${t.quantity}`),
  ],
);

export const orderItemOptions = pgTable(
  'order_item_options',
  {
    id: text('id').primaryKey(),
    itemId: text('item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    optionId: text('option_id').notNull(),
    groupId: text('group_id').notNull(),
    name: text('name').notNull(),
    /** Cents, one unit. */
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_item_options_item_idx').on(t.itemId),
    check('order_item_options_quantity', sql`${t.quantity} >= 1`),
  ],
);
