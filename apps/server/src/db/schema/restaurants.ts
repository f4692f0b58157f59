import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A merchant (type restaurant) or a restaurant group (type restaurantGroup). */
export const restaurants = pgTable('restaurants', {
  id: text('id').primaryKey(),
  /** Letters and digits; fixed once set. Used in URLs and as the restaurantId of the API. */
  urlIdentifier: text('url_identifier').notNull().unique(),
  type: text('type', { enum: ['restaurant', 'restaurantGroup'] })
    .notNull()
    .default('restaurant'),
  /** The group this restaurant belongs to, if any. */
  groupId: text('group_id').references((): AnyPgColumn => restaurants.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  altName: text('alt_name'),
  description: text('description'),
  address: text('address'),
  addressObject: jsonb('address_object'),
  phone: text('phone'),
  abn: text('abn'),
  taxName: text('tax_name').notNull().default('GST'),
  taxPercentage: integer('tax_percentage').notNull().default(10),
  timezone: text('timezone').notNull().default('Australia/Sydney'),
  currencySymbol: text('currency_symbol').notNull().default('$'),
  themeColor: text('theme_color').notNull().default('#3f51b5'),
  logo: text('logo'),
  websiteStyle: text('website_style', { enum: ['simple', 'modern', 'classic', 'step'] })
    .notNull()
    .default('simple'),
  notificationEmail: text('notification_email'),
  isOnline: boolean('is_online').notNull().default(true),
  isTest: boolean('is_test').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
