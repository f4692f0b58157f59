import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';

/** Dine-in tables. The table number is what a table's QR code carries (/online/{restaurant}/{tableNumber}). */
export const restaurantTables = pgTable(
  'restaurant_tables',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** Letters and digits only (restaurant-config.md §5 "QR"). */
    tableNumber: text('table_number').notNull(),
    /** Display name, e.g. "Table 5". */
    name: text('name').notNull(),
    seats: integer('seats').notNull().default(4),
    minSeats: integer('min_seats').notNull().default(0),
    area: text('area'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    unique('restaurant_tables_number_uq').on(t.restaurantId, t.tableNumber),
    index('restaurant_tables_restaurant_idx').on(t.restaurantId),
    check('restaurant_tables_number_format', sql`${t.tableNumber} ~ '^[A-Za-z0-9]+$'`),
    check(
      'restaurant_tables_seats',
      sql`${t.seats} >= 1 and ${t.minSeats} >= 0 and ${t.minSeats} <= ${t.seats}`,
    ),
  ],
);
