import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';
import { users } from './users';

/**
 * A subscription checkout a restaurant started (POST /createSubscribeCheckoutSession): Stripe
 * Checkout in subscription mode, or the sandbox's hosted page (whose session this row is).
 */
export const subscriptionCheckouts = pgTable(
  'subscription_checkouts',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    /** Stripe's checkout session id (cs_...), or ours for the sandbox. */
    sessionId: text('session_id').notNull(),
    priceId: text('price_id').notNull(),
    productName: text('product_name').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscription_checkouts_session_idx').on(t.provider, t.sessionId),
    index('subscription_checkouts_restaurant_idx').on(t.restaurantId),
  ],
);

/** A restaurant's subscription, as the provider's signed webhooks last described it. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerCustomerId: text('provider_customer_id'),
    status: text('status').notNull(),
    priceId: text('price_id').notNull(),
    productName: text('product_name').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** When the provider produced the state kept here: an older event never overwrites a newer one. */
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_id_idx').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_restaurant_idx').on(t.restaurantId, t.createdAt),
  ],
);

/** Every verified billing webhook event, once (provider + event id): redeliveries change nothing. */
export const billingWebhookEvents = pgTable(
  'billing_webhook_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('billing_webhook_events_event_idx').on(t.provider, t.eventId)],
);
