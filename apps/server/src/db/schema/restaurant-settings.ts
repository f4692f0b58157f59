import { QR_SETTING_TYPES } from '@rpos/domain';
import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';

/** Per restaurant and QR type: ordering switched off, or off for one day ('disable today'). */
export const qrCodeSettings = pgTable(
  'qr_code_settings',
  {
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    qrType: text('qr_type', { enum: QR_SETTING_TYPES }).notNull(),
    isOrderingDisabled: boolean('is_ordering_disabled').notNull().default(false),
    /** Ordering is closed on this date only (restaurant's local date). */
    disabledDate: date('disabled_date', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.qrType] })],
);

/** The menu screen's announcement dialog, one per restaurant; dialogVersion goes up at every change. */
export const menuSettings = pgTable('menu_settings', {
  restaurantId: text('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  showDialog: boolean('show_dialog').notNull().default(false),
  dialogTitle: text('dialog_title').notNull().default(''),
  dialogText: text('dialog_text').notNull().default(''),
  dialogVersion: integer('dialog_version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
