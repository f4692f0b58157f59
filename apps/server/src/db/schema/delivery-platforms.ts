import { DELIVERY_PLATFORMS, UBER_EATS_MENU_KINDS } from '@rpos/domain';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';
import { users } from './users';

/**
 * Every menu upload to a delivery platform (docs/decisions/0060): the exact JSON body and what came
 * back. With DELIVERY_PLATFORMS_MODE=offline (default) this table is the delivery: staff read what
 * would have been sent; live, it is the upload log. menu_id is kept as text so the log outlives the menu.
 */
export const deliveryPlatformUploads = pgTable(
  'delivery_platform_uploads',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: DELIVERY_PLATFORMS }).notNull(),
    menuId: text('menu_id').notNull(),
    menuName: text('menu_name').notNull(),
    /** Uber Eats: main | weekend. */
    kind: text('kind', { enum: UBER_EATS_MENU_KINDS }),
    storeId: text('store_id'),
    mode: text('mode', { enum: ['offline', 'live'] }).notNull(),
    status: text('status', { enum: ['recorded', 'sent', 'failed'] }).notNull(),
    error: text('error'),
    payload: jsonb('payload').notNull(),
    result: jsonb('result'),
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('delivery_platform_uploads_restaurant_idx').on(t.restaurantId, t.createdAt)],
);
