import { QUEUE_STATUSES } from '@rpos/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';

/** A party in a restaurant's walk-in queue. seq numbers the day's parties (the reference). */
export const queueEntries = pgTable(
  'queue_entries',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** The restaurant's local date the party joined. */
    queueDate: date('queue_date', { mode: 'string' }).notNull(),
    seq: integer('seq').notNull(),
    /** The secret of the diner's live view. */
    token: text('token').notNull().unique(),
    name: text('name').notNull(),
    guestNum: integer('guest_num').notNull(),
    phoneNumber: text('phone_number').notNull(),
    status: text('status', { enum: QUEUE_STATUSES }).notNull().default('waiting'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    calledAt: timestamp('called_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    unique('queue_entries_seq_uq').on(t.restaurantId, t.queueDate, t.seq),
    index('queue_entries_restaurant_date_idx').on(t.restaurantId, t.queueDate),
    check('queue_entries_guests', sql`${t.guestNum} >= 1`),
  ],
);

/** Per restaurant: the average minutes a party waits (waiting minutes = parties ahead × this). */
export const queueSettings = pgTable('queue_settings', {
  restaurantId: text('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  minutesPerParty: integer('minutes_per_party').notNull().default(10),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
