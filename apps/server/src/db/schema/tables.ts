import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';

/** Areas (floors) of a restaurant's floor plan: "Main", "Terrace", "Private room" (decision 0370). */
export const restaurantAreas = pgTable(
  'restaurant_areas',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('restaurant_areas_restaurant_idx').on(t.restaurantId, t.sort),
    uniqueIndex('restaurant_areas_name_uq').on(t.restaurantId, sql`lower(${t.name})`),
  ],
);

/**
 * Dine-in tables. The table number is what a table's QR code carries (/online/{restaurant}/{tableNumber}).
 * Position and size are grid cells on the area's plan. A removed table with bills on record is
 * archived (archived_at), never deleted, so its bills keep their table (decision 0371).
 */
export const restaurantTables = pgTable(
  'restaurant_tables',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    areaId: text('area_id')
      .notNull()
      .references(() => restaurantAreas.id),
    /** Letters and digits only (restaurant-config.md §5 "QR"); unique case-insensitively among live tables. */
    tableNumber: text('table_number').notNull(),
    /** Display name, e.g. "Table 5". */
    name: text('name').notNull(),
    seats: integer('seats').notNull().default(4),
    minSeats: integer('min_seats').notNull().default(0),
    shape: text('shape', { enum: ['square', 'round', 'rect'] })
      .notNull()
      .default('square'),
    x: integer('x').notNull().default(0),
    y: integer('y').notNull().default(0),
    w: integer('w').notNull().default(2),
    h: integer('h').notNull().default(2),
    sort: integer('sort').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('restaurant_tables_number_uq')
      .on(t.restaurantId, sql`lower(${t.tableNumber})`)
      .where(sql`${t.archivedAt} is null`),
    index('restaurant_tables_restaurant_idx').on(t.restaurantId),
    index('restaurant_tables_area_idx').on(t.areaId),
    check('restaurant_tables_number_format', sql`${t.tableNumber} ~ '^[A-Za-z0-9]+$'`),
    check(
      'restaurant_tables_seats',
      sql`${t.seats} >= 1 and ${t.minSeats} >= 0 and ${t.minSeats} <= ${t.seats}`,
    ),
    check(
      'restaurant_tables_box',
      sql`${t.x} >= 0 and ${t.y} >= 0 and ${t.w} >= 1 and ${t.h} >= 1 and ${t.w} <= 8 and ${t.h} <= 8`,
    ),
  ],
);
