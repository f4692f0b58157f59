import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';

/** A back-office account. Passwords are argon2id hashes; e-mail is stored lower-cased. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  username: text('username').notNull().unique(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  phone: text('phone').notNull().default(''),
  role: text('role').notNull(),
  /** The user's own restaurant (or group, for a group admin). */
  restaurantId: text('restaurant_id').references(() => restaurants.id, { onDelete: 'set null' }),
  /** The restaurant the user currently acts on (PUT /userRestaurantId); falls back to restaurantId. */
  selectedRestaurantId: text('selected_restaurant_id').references(() => restaurants.id, {
    onDelete: 'set null',
  }),
  permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
  currencySymbol: text('currency_symbol').notNull().default('$'),
  avatarUrl: text('avatar_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** Restaurants an admin assigned to a restaurantGroupAdmin (PUT /updateRestaurantGroup). */
export const userRestaurants = pgTable(
  'user_restaurants',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.restaurantId] }),
    index('user_restaurants_restaurant_idx').on(t.restaurantId),
  ],
);
