import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { restaurants } from './restaurants';

/**
 * Setup steps that leave no other trace (decision 0373): e.g. `qrCodes` once the table QR PDF was
 * downloaded. Every other step of the checklist is read from the restaurant's own data.
 */
export const restaurantSetupMarks = pgTable(
  'restaurant_setup_marks',
  {
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.step] })],
);

/**
 * The table QR PDF, kept until what it is made of changes (decision 0374): `key` hashes the
 * restaurant's name, url identifier, logo, site address and live tables.
 */
export const qrPdfCache = pgTable('qr_pdf_cache', {
  restaurantId: text('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  pdf: bytea('pdf').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});
