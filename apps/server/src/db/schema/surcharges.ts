import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';

/**
 * A surcharge added to orders on some weekdays or public holidays (restaurant-config.md §3 "Surcharge").
 * value is basis points for a percentage (1000 = 10 %) or cents for a fixed amount. Where several
 * apply on the same day only the higher one applies (a pricing rule, not a constraint).
 */
export const surcharges = pgTable(
  'surcharges',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isEnabled: boolean('is_enabled').notNull().default(true),
    type: text('type', { enum: ['percentage', 'fixed'] }).notNull(),
    value: integer('value').notNull(),
    /** Monday 1 ... Sunday 7. */
    weekdays: integer('weekdays').array().notNull().default(sql`'{}'::int[]`),
    /** Applies on the public holidays below. */
    isPublicHoliday: boolean('is_public_holiday').notNull().default(false),
    publicHolidayDates: date('public_holiday_dates', { mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    /** The surcharge is a tax. */
    isTax: boolean('is_tax').notNull().default(false),
    /** Tax is added on top of the surcharge (otherwise the surcharge includes tax). */
    isExclusive: boolean('is_exclusive').notNull().default(false),
    isTaxBasedOnSubtotal: boolean('is_tax_based_on_subtotal').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('surcharges_restaurant_idx').on(t.restaurantId),
    check('surcharges_value', sql`${t.value} >= 0 and (${t.type} = 'fixed' or ${t.value} <= 10000)`),
    check('surcharges_description_max', sql`char_length(${t.description}) <= 50`),
    check('surcharges_weekdays', sql`${t.weekdays} <@ array[1,2,3,4,5,6,7]`),
  ],
);
