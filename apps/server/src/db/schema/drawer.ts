import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';

/**
 * Cash drawer shifts (issue 28; decision 0510): one open per restaurant (drawer_shifts_open_uq). At
 * close the counted cash, what was expected and the Z report's figures are kept as they were.
 */
export const drawerShifts = pgTable(
  'drawer_shifts',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    float: integer('float').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    openedBy: text('opened_by').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by'),
    counted: integer('counted'),
    expected: integer('expected'),
    overShort: integer('over_short'),
    /** The Z report's figures (ShiftFigures) frozen at close. */
    figures: jsonb('figures'),
    userId: text('user_id'),
  },
  (t) => [
    uniqueIndex('drawer_shifts_open_uq').on(t.restaurantId).where(sql`${t.status} = 'open'`),
    index('drawer_shifts_restaurant_opened_idx').on(t.restaurantId, t.openedAt),
    check('drawer_shifts_money', sql`${t.float} >= 0 and (${t.counted} is null or ${t.counted} >= 0)`),
    check('drawer_shifts_closed', sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
  ],
);

/** Cash paid in or out of a shift's drawer, and drawer openings with no sale (amount 0). */
export const drawerMovements = pgTable(
  'drawer_movements',
  {
    id: text('id').primaryKey(),
    shiftId: text('shift_id')
      .notNull()
      .references(() => drawerShifts.id, { onDelete: 'cascade' }),
    restaurantId: text('restaurant_id').notNull(),
    type: text('type', { enum: ['payIn', 'payOut', 'noSale'] }).notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    requestId: text('request_id'),
    staffName: text('staff_name').notNull(),
    approvedBy: text('approved_by'),
    userId: text('user_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('drawer_movements_shift_idx').on(t.shiftId, t.at),
    uniqueIndex('drawer_movements_request_uq').on(t.shiftId, t.requestId),
    check('drawer_movements_amount', sql`${t.amount} >= 0`),
  ],
);
