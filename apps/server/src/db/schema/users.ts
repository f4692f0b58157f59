import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';

/**
 * A back-office account. Passwords are argon2id hashes; e-mail is stored lower-cased; usernames are
 * unique whatever their case (decision 0208).
 */
export const users = pgTable(
  'users',
  {
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
    /** Set when the password was generated for the account: it must choose its own first (decision 0207). */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    index('users_restaurant_idx').on(t.restaurantId),
  ],
);

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
