import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';

/**
 * The POS payment types of a restaurant (restaurant-config.md §3 "Payment type", decision 0124).
 * surcharge_rate_bp is the card provider's surcharge as basis points (150 = 1.5 %), like the surcharges'
 * percentages. A name is unique per restaurant whatever its casing.
 */
export const posPaymentTypes = pgTable(
  'pos_payment_types',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    paymentType: text('payment_type').notNull(),
    surchargeRateBp: integer('surcharge_rate_bp').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(99),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('pos_payment_types_restaurant_idx').on(t.restaurantId, t.sort),
    uniqueIndex('pos_payment_types_name_uq').on(t.restaurantId, sql`lower(${t.paymentType})`),
    check('pos_payment_types_rate', sql`${t.surchargeRateBp} between 0 and 10000`),
    check('pos_payment_types_name', sql`char_length(${t.paymentType}) between 1 and 50`),
  ],
);
