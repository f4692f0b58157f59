import type { PosPrintSettings } from '@rpos/domain';
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
import { orders } from './orders';
import { restaurants } from './restaurants';

// Printing (restaurant-config.md §2.5, §3; decisions 0285-0294): printers, printer zones, the POS print
// settings, and the durable print queue (print_requests filled by a trigger when an order is accepted,
// print_jobs sent by the worker).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`);
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`);

/** A restaurant's printers; the name is unique per restaurant whatever its casing. */
export const printers = pgTable(
  'printers',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    printerName: text('printer_name').notNull(),
    deviceName: text('device_name').notNull().default(''),
    /** 0 Unknown, 1 Network, 2 Bluetooth, 3 USB, 4 Serial, other Other. */
    deviceType: integer('device_type').notNull().default(1),
    ipAddress: text('ip_address').notNull(),
    macAddress: text('mac_address').notNull().default(''),
    brand: text('brand').notNull().default(''),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** Epson language 0-7 (2 Chinese Simplified, 3 Chinese Traditional...): how altNames print. */
    epsonLanguage: integer('epson_language').notNull().default(0),
    port: integer('port').notNull().default(9100),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('printers_restaurant_name_uq').on(t.restaurantId, sql`lower(${t.printerName})`),
    check('printers_language', sql`${t.epsonLanguage} between 0 and 7`),
    check('printers_port', sql`${t.port} between 1 and 65535`),
  ],
);

/** Printer zones: a floor's tables (floorTable) or a named group for POS clients (logic). */
export const printerZones = pgTable(
  'printer_zones',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    zoneType: text('zone_type', { enum: ['floorTable', 'logic'] }).notNull(),
    zoneName: text('zone_name').notNull(),
    zoneDescription: text('zone_description').notNull().default(''),
    zoneFloor: text('zone_floor').notNull().default(''),
    zoneTables: jsonb('zone_tables').$type<string[]>().notNull().default([]),
    /** The printer's name (renamed with the printer). */
    printer: text('printer').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('printer_zones_restaurant_idx').on(t.restaurantId)],
);

/** The POS print settings of a restaurant (one row; absent = nothing configured). */
export const posPrintSettings = pgTable('pos_print_settings', {
  restaurantId: text('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<PosPrintSettings>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * One row per accepted order, written by the trigger of migration printing_queue_trigger in the
 * transaction that accepts it; the worker turns it into print jobs (decision 0288). 'held': an order of
 * a table's kitchen round waiting for the round (decision 0597).
 */
export const printRequests = pgTable(
  'print_requests',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    restaurantId: text('restaurant_id').notNull(),
    status: text('status', { enum: ['pending', 'held', 'done'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [index('print_requests_pending_idx').on(t.status, t.createdAt)],
);

/** The durable print queue (decision 0289): one document for one printer, its bytes and its preview. */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    orderId: text('order_id'),
    orderNumber: text('order_number'),
    /** OrderList, KitchenDocket, DishCategory, Bill or Invoice. */
    document: text('document').notNull(),
    title: text('title').notNull(),
    printerName: text('printer_name'),
    /** Where the bytes go (copied when the job is made; null = outbox only). */
    host: text('host'),
    port: integer('port'),
    /** ESC/POS bytes, base64. */
    payload: text('payload').notNull(),
    /** The paper as plain text. */
    preview: text('preview').notNull(),
    copies: integer('copies').notNull().default(1),
    status: text('status', {
      enum: ['pending', 'sending', 'retrying', 'printed', 'failed', 'outbox'],
    }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().default(sql`now()`),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('print_jobs_due_idx').on(t.status, t.nextAttemptAt),
    index('print_jobs_restaurant_idx').on(t.restaurantId, t.createdAt),
  ],
);
