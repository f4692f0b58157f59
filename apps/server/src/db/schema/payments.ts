import { PAYMENT_ATTEMPT_STATUSES, PAYMENT_METHODS, PAYMENT_PROVIDERS, REFUND_STATUSES } from '@rpos/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { restaurants } from './restaurants';

// Online payments (issue 4). Money in integer minor units. No table ever holds a card number or a
// CVC: at most the last 4 digits (checked). Decisions: docs/decisions/0030-* … 0039-*.

/** A restaurant's account with a payment provider (Stripe connected account, Adyen merchant account). */
export const paymentProviderAccounts = pgTable(
  'payment_provider_accounts',
  {
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** Stripe: acct_...; Adyen: the merchant account or store to charge. */
    accountId: text('account_id').notNull(),
    /** Provider extras (store reference, balance account...); never secrets. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.provider] })],
);

/**
 * One payment attempt: a charge tried once with one provider for an order, a booking deposit or a
 * pre-authorisation. An order may have several (a declined card, then another card); at most one
 * settles it (payment_settlements), a second successful one is flagged needsRefund.
 */
export const payments = pgTable(
  'payments',
  {
    /** Our id: the merchant reference sent to the provider. */
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    bookingId: text('booking_id'),
    /** What the payment settles: order:<id>, booking:<id> or reference:<client reference>. */
    subjectKey: text('subject_key').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: PAYMENT_ATTEMPT_STATUSES }).notNull().default('created'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('AUD'),
    isPreAuth: boolean('is_pre_auth').notNull().default(false),
    capturedAmount: integer('captured_amount').notNull().default(0),
    /** Refunded, counting refunds asked for and not yet failed (the reservation that keeps refunds ≤ captured). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    providerReference: text('provider_reference'),
    /** What the provider keeps between steps (session ids, challenge state). Never card data. */
    providerData: jsonb('provider_data').$type<Record<string, unknown>>().notNull().default({}),
    /** Where the shopper pays (hosted page, wallet page), when the flow has one. */
    payUrl: text('pay_url'),
    returnUrls: jsonb('return_urls')
      .$type<{ success: string; failure: string; cancel: string; action: string }>()
      .notNull(),
    last4: text('last4'),
    brand: text('brand'),
    shopperEmail: text('shopper_email'),
    /** This attempt succeeded after another had already paid its subject: refund it. */
    needsRefund: boolean('needs_refund').notNull().default(false),
    failureReason: text('failure_reason'),
    authorisedAt: timestamp('authorised_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.createdAt),
    index('payments_subject_idx').on(t.subjectKey),
    index('payments_provider_ref_idx').on(t.provider, t.providerReference),
    index('payments_needs_refund_idx').on(t.needsRefund).where(sql`${t.needsRefund}`),
    // One charge per order (decision 0390): at most one attempt of a subject (an order, a booking
    // deposit) is in flight at a time, whatever its idempotency key, across every server instance.
    uniqueIndex('payments_in_flight_uq')
      .on(t.subjectKey)
      .where(sql`${t.status} in ('created', 'pending', 'requiresAction')`),
    check('payments_amounts', sql`${t.amount} > 0 and ${t.capturedAmount} >= 0 and ${t.refundedAmount} >= 0`),
    check('payments_last4', sql`${t.last4} is null or ${t.last4} ~ '^[0-9]{1,4}$'`),
  ],
);

/** The payment that settled a subject (an order is paid once): the first to insert wins. */
export const paymentSettlements = pgTable('payment_settlements', {
  subjectKey: text('subject_key').primaryKey(),
  paymentId: text('payment_id')
    .notNull()
    .references(() => payments.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** Refunds of a payment, asked for through us or reported by the provider's webhook. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    restaurantId: text('restaurant_id').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    providerRefundId: text('provider_refund_id'),
    reason: text('reason'),
    /**
     * api: asked for through us; webhook: made elsewhere (the provider's dashboard) and reported;
     * auto: the server's own refund of a capture for an order already paid (decision 0390).
     */
    source: text('source', { enum: ['api', 'webhook', 'auto'] })
      .notNull()
      .default('api'),
    failureReason: text('failure_reason'),
    /** The staff user who asked for it (null for refunds reported by webhook). */
    requestedBy: text('requested_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.paymentId),
    // The reports read a restaurant's refunds of a day (decision 0189).
    index('payment_refunds_restaurant_time_idx').on(t.restaurantId, t.updatedAt),
    uniqueIndex('payment_refunds_provider_ref_uq')
      .on(t.provider, t.providerRefundId)
      .where(sql`${t.providerRefundId} is not null`),
    check('payment_refunds_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * Idempotency of calls that can charge or refund: (scope, key) → the first answer. The first request
 * inserts the row (in progress) and runs; the others wait for its answer. A crashed run's lease
 * expires and the next request takes over.
 */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** A hash of what identifies the request: the same key for another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    state: text('state', { enum: ['inProgress', 'done'] })
      .notNull()
      .default('inProgress'),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_created_idx').on(t.createdAt)],
);

/** Provider webhooks, stored (verified) before they are acknowledged; one row per (provider, event id). */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** The body as received (text), for audit and replays. */
    rawBody: text('raw_body').notNull(),
    /** The normalised event. */
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    paymentId: text('payment_id'),
    processed: boolean('processed').notNull().default(false),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('payment_webhook_events_uq').on(t.provider, t.eventId),
    index('payment_webhook_events_unprocessed_idx').on(t.receivedAt).where(sql`not ${t.processed}`),
  ],
);

/**
 * The sandbox provider's card tokens (POST /sandbox/cards): what the test card asks for and its last
 * 4 digits. The number and CVC are never stored.
 */
export const sandboxCardTokens = pgTable(
  'sandbox_card_tokens',
  {
    token: text('token').primaryKey(),
    last4: text('last4').notNull(),
    brand: text('brand').notNull(),
    outcome: text('outcome', { enum: ['authorise', 'decline', 'challenge'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [check('sandbox_card_tokens_last4', sql`${t.last4} ~ '^[0-9]{4}$'`)],
);
