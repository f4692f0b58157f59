import type { SplitRequest } from '@rpos/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';
import { transactions } from './transactions';

/**
 * A card payment sent from the POS to a payment terminal (decisions 0570–0575). The bill records it
 * only once the terminal approved it (a bill payment whose requestId is `terminal:<id>`); one payment
 * in flight per terminal (terminal_payments_in_flight_uq).
 */
export const terminalPayments = pgTable(
  'terminal_payments',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    terminalId: text('terminal_id').notNull(),
    provider: text('provider', { enum: ['sandbox', 'adyen'] }).notNull(),
    status: text('status', {
      enum: ['pending', 'recording', 'approved', 'declined', 'cancelled', 'failed', 'reversed'],
    }).notNull(),
    paymentType: text('payment_type').notNull(),
    amount: integer('amount').notNull(),
    surcharge: integer('surcharge').notNull(),
    tip: integer('tip').notNull(),
    total: integer('total').notNull(),
    split: jsonb('split').$type<SplitRequest>(),
    portion: text('portion'),
    requestId: text('request_id').notNull(),
    /** The provider's id of the message pair (Adyen's ServiceID, 10 characters at most). */
    serviceId: text('service_id').notNull(),
    /** The provider's reference of the approved transaction. */
    reference: text('reference'),
    message: text('message'),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('terminal_payments_in_flight_uq')
      .on(t.terminalId)
      .where(sql`${t.status} in ('pending', 'recording')`),
    uniqueIndex('terminal_payments_request_uq').on(t.restaurantId, t.requestId),
    index('terminal_payments_bill_idx').on(t.transactionId),
    check('terminal_payments_amounts_ck', sql`${t.amount} > 0 and ${t.surcharge} >= 0 and ${t.tip} >= 0`),
  ],
);
