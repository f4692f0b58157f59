import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';

/**
 * One open-hours range of a restaurant. Times are minutes since local midnight (0..1440, so 17:30 is
 * 1050 and 24:00 is 1440); the API shows them as HH:mm. A range does not cross midnight: openEnd > openStart.
 */
export const openHours = pgTable(
  'open_hours',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** Monday 1 ... Sunday 7. */
    weekdays: integer('weekdays').array().notNull(),
    openStart: integer('open_start').notNull(),
    openEnd: integer('open_end').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('open_hours_restaurant_idx').on(t.restaurantId),
    check(
      'open_hours_range',
      sql`${t.openStart} >= 0 and ${t.openEnd} <= 1440 and ${t.openEnd} > ${t.openStart}`,
    ),
    check('open_hours_weekdays', sql`${t.weekdays} <@ array[1,2,3,4,5,6,7]`),
  ],
);

/** A date the restaurant is closed all day (its local date). */
export const closeDays = pgTable(
  'close_days',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [unique('close_days_restaurant_date_uq').on(t.restaurantId, t.date)],
);
