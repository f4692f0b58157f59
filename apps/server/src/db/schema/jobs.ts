import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per periodic job (housekeeping, birthday vouchers, report refresh): the instance that
 * claims it runs the job, and no other until `nextRunAt` (decision 0490). Times are the database's,
 * so instances' clocks need not agree.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  /** The instance that took the lease last (host:pid:random), for an operator reading the table. */
  holder: text('holder').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().default(sql`now()`),
});
