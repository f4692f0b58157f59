import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';

/**
 * The changes an offline POS replayed (issue 31, decision 0531): one row per change key, unique in
 * its restaurant, so a batch sent twice (or by two tabs at once) is answered from the first run. It
 * also maps a bill the device opened offline (local_bill_id) to the server bill its first order went
 * to, and keeps a change held aside as a conflict (payload kept: both versions exist).
 */
export const posSyncChanges = pgTable(
  'pos_sync_changes',
  {
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    deviceId: text('device_id').notNull(),
    localBillId: text('local_bill_id').notNull(),
    kind: text('kind').notNull(),
    /** applied | conflict | refused (deferred and duplicate answers are not stored). */
    status: text('status').notNull(),
    transactionId: text('transaction_id'),
    staffId: text('staff_id'),
    deviceTime: timestamp('device_time', { withTimezone: true }).notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
    /** The change as the device sent it. */
    payload: jsonb('payload').notNull(),
    /** The PosSyncResult answered. */
    result: jsonb('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('pos_sync_changes_key_uq').on(t.restaurantId, t.key),
    index('pos_sync_changes_local_bill_idx').on(t.restaurantId, t.localBillId),
  ],
);
