import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';
import { restaurantTables } from './tables';

/** Service bell calls of diners (POST /newMessage): staff screens show the new ones and mark them done. */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    tableId: text('table_id')
      .notNull()
      .references(() => restaurantTables.id, { onDelete: 'cascade' }),
    /** One of the restaurant's serviceTypes at the time of the call (e.g. Water, Bill). */
    serviceType: text('service_type').notNull(),
    status: text('status', { enum: ['new', 'done'] })
      .notNull()
      .default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('service_requests_restaurant_idx').on(t.restaurantId, t.status, t.createdAt),
    // The rate limit looks up the latest call of a table for a service type.
    index('service_requests_table_type_idx').on(t.tableId, t.serviceType, t.createdAt),
  ],
);
