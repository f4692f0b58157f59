import { BOOKING_STATUSES } from '@rpos/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';

/** A booking session (lunch, dinner...): its times, guest limit, deposit and tables (restaurant-config.md §3). */
export const bookingSessions = pgTable(
  'booking_sessions',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    description: text('description'),
    /** Guests the session takes in all (its guest limit). */
    guestNum: integer('guest_num').notNull(),
    /** HH:mm, the restaurant's local time. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    disableEndTime: boolean('disable_end_time').notNull().default(false),
    hideTableNo: boolean('hide_table_no').notNull().default(false),
    depositRequired: boolean('deposit_required').notNull().default(false),
    /** Cents, per booking. */
    depositCents: integer('deposit_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('booking_sessions_restaurant_idx').on(t.restaurantId),
    check('booking_sessions_guest_num', sql`${t.guestNum} >= 1`),
    check('booking_sessions_times', sql`${t.startTime} <= ${t.endTime}`),
    check('booking_sessions_deposit', sql`not ${t.depositRequired} or ${t.depositCents} >= 100`),
  ],
);

/** A table a session offers: max guests and min guests (0 counts as the max). */
export const bookingSessionTables = pgTable(
  'booking_session_tables',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => bookingSessions.id, { onDelete: 'cascade' }),
    tableNumber: text('table_number').notNull(),
    maxGuests: integer('max_guests').notNull(),
    minGuests: integer('min_guests').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    unique('booking_session_tables_uq').on(t.sessionId, t.tableNumber),
    check(
      'booking_session_tables_guests',
      sql`${t.maxGuests} >= 1 and ${t.minGuests} >= 0 and ${t.minGuests} <= ${t.maxGuests}`,
    ),
  ],
);

/** A diner's booking. Times and the session name are copied, so later session edits leave it as booked. */
export const bookings = pgTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    sessionName: text('session_name').notNull(),
    bookDate: date('book_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    partySize: integer('party_size').notNull(),
    tables: jsonb('tables').$type<string[]>().notNull(),
    hideTable: boolean('hide_table').notNull().default(false),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobilePhone: text('mobile_phone').notNull(),
    specialRequirement: text('special_requirement'),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    depositCents: integer('deposit_cents'),
    /** An unpaid booking holds its tables until then, then lapses. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    clientId: text('client_id'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('bookings_restaurant_date_idx').on(t.restaurantId, t.bookDate),
    check('bookings_party_size', sql`${t.partySize} between 1 and 20`),
  ],
);

/**
 * The tables a holding booking has: one row per table, session and date, so two bookings can never
 * hold the same table at once (the primary key is the guard; decision 0068). Released by deleting.
 */
export const bookingTableClaims = pgTable(
  'booking_table_claims',
  {
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    bookDate: date('book_date', { mode: 'string' }).notNull(),
    tableNumber: text('table_number').notNull(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.sessionId, t.bookDate, t.tableNumber] }),
    index('booking_table_claims_booking_idx').on(t.bookingId),
  ],
);

/** A date on which a session takes no bookings. */
export const bookingCloseDates = pgTable(
  'booking_close_dates',
  {
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    closeDate: date('close_date', { mode: 'string' }).notNull(),
    sessionId: text('session_id')
      .notNull()
      .references(() => bookingSessions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.closeDate, t.sessionId] })],
);

/** Booking settings besides the disclaimer (kept on the restaurant). */
export const bookingSettings = pgTable('booking_settings', {
  restaurantId: text('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  declineTodayBooking: boolean('decline_today_booking').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
