import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { images, restaurants } from './restaurants';

/**
 * Promotions of a restaurant (back-office.md §3 "Promotion"); the enabled, current ones feed the
 * diner's promotion landing. Money in cents; percentage a whole number 0..100.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['buyNFree', 'newMember', 'birthday'] }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(false),
    /** Cap of the discount, cents. */
    maxAmount: integer('max_amount'),
    /** Days a voucher from this promotion stays valid. */
    expiryDays: integer('expiry_days'),
    isPercentage: boolean('is_percentage').notNull().default(false),
    percentage: integer('percentage'),
    /** Discount amount, cents. */
    amount: integer('amount'),
    forOneItem: boolean('for_one_item').notNull().default(false),
    isFreeItem: boolean('is_free_item').notNull().default(false),
    /** Buy N get free: every buyCount-th order of a member earns a voucher (decision 0270). */
    buyCount: integer('buy_count'),
    /** Landing screen picture and app deep link. */
    imageId: text('image_id').references(() => images.id, { onDelete: 'set null' }),
    deepLink: text('deep_link'),
    /** Runs from startsAt (inclusive) to endsAt (exclusive); null means unbounded. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('promotions_restaurant_idx').on(t.restaurantId, t.isEnabled),
    check('promotions_name_max', sql`char_length(${t.name}) between 1 and 20`),
    check('promotions_description_max', sql`char_length(${t.description}) <= 100`),
    check('promotions_percentage', sql`${t.percentage} is null or ${t.percentage} between 0 and 100`),
    check(
      'promotions_money',
      sql`(${t.amount} is null or ${t.amount} >= 0) and (${t.maxAmount} is null or ${t.maxAmount} >= 0)`,
    ),
    check('promotions_buy_count', sql`${t.buyCount} is null or ${t.buyCount} between 2 and 100`),
    check('promotions_expiry_days', sql`${t.expiryDays} is null or ${t.expiryDays} >= 1`),
    check(
      'promotions_window',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`,
    ),
  ],
);
