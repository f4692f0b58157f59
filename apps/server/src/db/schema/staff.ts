import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';

/**
 * Staff: the POS users of a restaurant (back-office.md §3 "Staff"; decisions 0235–0238). A staff
 * number is unique in its restaurant and never given again (a deleted staff member keeps the row, so
 * timesheets keep their name). The PIN is stored only as its argon2id hash.
 */
export const staff = pgTable(
  'staff',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Lower-cased on save. */
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    staffNumber: text('staff_number').notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    pinHash: text('pin_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_restaurant_number_uq').on(t.restaurantId, t.staffNumber),
    index('staff_restaurant_idx').on(t.restaurantId, t.updatedAt),
    check('staff_number_digits', sql`${t.staffNumber} ~ '^[0-9]{1,8}$'`),
  ],
);

/**
 * Timesheet records (back-office.md §3 "Timesheet record", §4; decisions 0239–0242): a checkin or a
 * checkout at record_time, from the POS's clock ('pos') or added by a manager ('backOffice'). type
 * null is a legacy record (positions alternate). A deleted record keeps its row with deleted_at.
 */
export const timesheets = pgTable(
  'timesheets',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    type: text('type'),
    recordTime: timestamp('record_time', { withTimezone: true }).notNull(),
    remarks: text('remarks').notNull().default(''),
    source: text('source').notNull(),
    /** The back-office user who added it, or the till's user for a POS clock. */
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: text('deleted_by'),
  },
  (t) => [
    index('timesheets_restaurant_time_idx').on(t.restaurantId, t.recordTime),
    index('timesheets_staff_time_idx').on(t.staffId, t.recordTime),
    check('timesheets_type', sql`${t.type} is null or ${t.type} in ('checkin', 'checkout')`),
    check('timesheets_remarks', sql`char_length(${t.remarks}) <= 100`),
  ],
);

/** Wrong PINs at the POS, counted per staff number and per till session (decision 0236). */
export const staffPinFailures = pgTable(
  'staff_pin_failures',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id').notNull(),
    staffNumber: text('staff_number').notNull(),
    sessionIdHash: text('session_id_hash').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('staff_pin_failures_number_idx').on(t.restaurantId, t.staffNumber, t.at),
    index('staff_pin_failures_session_idx').on(t.sessionIdHash, t.at),
  ],
);
