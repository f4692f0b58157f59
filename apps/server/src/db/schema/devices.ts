import type { KioskTable, PosClientPrinterZone, QrTypeOption } from '@rpos/domain';
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
import { orderItems, orders } from './orders';
import { restaurants } from './restaurants';
import { users } from './users';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`);
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`);
const restaurantId = () =>
  text('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });

/** Self-order kiosks (restaurant-config.md §3 "Kiosk", decisions 0305-0306). Codes unique per restaurant. */
export const kiosks = pgTable(
  'kiosks',
  {
    id: text('id').primaryKey(),
    restaurantId: restaurantId(),
    code: text('code').notNull(),
    tables: jsonb('tables').$type<KioskTable[]>().notNull().default([]),
    terminalNumber: text('terminal_number').notNull().default(''),
    isMobilePhoneNumberRequired: boolean('is_mobile_phone_number_required').notNull().default(false),
    isNameRequired: boolean('is_name_required').notNull().default(false),
    isPaymentRequired: boolean('is_payment_required').notNull().default(false),
    timeoutSeconds: integer('timeout_seconds').notNull().default(60),
    message: text('message').notNull().default(''),
    qrTypes: jsonb('qr_types').$type<QrTypeOption[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('kiosks_restaurant_code_uq').on(t.restaurantId, sql`lower(${t.code})`),
    check('kiosks_message', sql`char_length(${t.message}) <= 30`),
    check('kiosks_timeout', sql`${t.timeoutSeconds} >= 1`),
  ],
);

/**
 * POS clients (§3 "POS client", decision 0307). printerZones holds the zones' ids and names as plain
 * references (the printer zones belong to the printing feature).
 */
export const posClients = pgTable(
  'pos_clients',
  {
    id: text('id').primaryKey(),
    restaurantId: restaurantId(),
    posClientName: text('pos_client_name').notNull(),
    posClientType: text('pos_client_type', { enum: ['counter', 'client'] }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    userEmail: text('user_email').notNull().default(''),
    printerZones: jsonb('printer_zones').$type<PosClientPrinterZone[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('pos_clients_restaurant_idx').on(t.restaurantId, t.createdAt)],
);

/** Display clients: kitchen displays, each fed by some POS clients (§3 "Display client", decision 0307). */
export const displayClients = pgTable(
  'display_clients',
  {
    id: text('id').primaryKey(),
    restaurantId: restaurantId(),
    displayClientName: text('display_client_name').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    userEmail: text('user_email').notNull().default(''),
    posIds: text('pos_ids').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('display_clients_restaurant_idx').on(t.restaurantId, t.createdAt),
    index('display_clients_user_idx').on(t.userId),
  ],
);

/** iPads and kiosks that signed in (§3 "Device", decision 0308): one row per app installation. */
export const devices = pgTable(
  'devices',
  {
    id: text('id').primaryKey(),
    restaurantId: restaurantId(),
    /** The app's own installation id (x-device-id). */
    deviceKey: text('device_key').notNull(),
    deviceName: text('device_name').notNull().default(''),
    version: text('version').notNull().default(''),
    buildNumber: text('build_number').notNull().default(''),
    os: text('os').notNull().default(''),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('devices_restaurant_key_uq').on(t.restaurantId, t.deviceKey),
    index('devices_restaurant_updated_idx').on(t.restaurantId, t.updatedAt),
  ],
);

/**
 * The sandbox's simulated payment terminals (decision 0309): the offline default of the terminals
 * adapter. restaurantId null = the provider's inventory.
 */
export const sandboxTerminals = pgTable(
  'sandbox_terminals',
  {
    id: text('id').primaryKey(),
    /** The restaurant whose pool this is (each restaurant gets its own simulated inventory). */
    ownerRestaurantId: restaurantId(),
    store: text('store').notNull(),
    status: text('status').notNull(),
    description: text('description').notNull().default(''),
    isStandalone: boolean('is_standalone').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [index('sandbox_terminals_owner_idx').on(t.ownerRestaurantId)],
);

/** Order lines bumped on a kitchen display (decision 0310): done, off every display. */
export const kitchenBumps = pgTable(
  'kitchen_bumps',
  {
    orderItemId: text('order_item_id')
      .primaryKey()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    restaurantId: restaurantId(),
    bumpedBy: text('bumped_by'),
    bumpedAt: timestamp('bumped_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('kitchen_bumps_order_idx').on(t.orderId)],
);
