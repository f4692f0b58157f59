import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';

// The sandbox's simulated balance platform (restaurant-config.md §2.6, back-office.md §2.11 capital;
// decisions 0325-0333): what Adyen's Balance Platform, Management and Capital APIs keep for a merchant
// when no Adyen account is configured. Money in integer cents (AUD).

/** A restaurant's simulated balance account: balance, payout time, store (terminal) surcharges. */
export const sandboxBalanceAccounts = pgTable(
  'sandbox_balance_accounts',
  {
    restaurantId: text('restaurant_id')
      .primaryKey()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    balanceAccountId: text('balance_account_id').notNull(),
    accountHolderId: text('account_holder_id').notNull(),
    legalEntityId: text('legal_entity_id').notNull(),
    currency: text('currency').notNull().default('AUD'),
    balance: integer('balance').notNull(),
    industryCode: text('industry_code'),
    /** The payout sweep's last run (a daily payout empties the balance to the bank account). */
    lastPayoutAt: timestamp('last_payout_at', { withTimezone: true }),
    /** §3 Store settings, per store reference: askConfirmation and the brands' surcharges. */
    storeSettings: jsonb('store_settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [check('sandbox_balance_accounts_balance', sql`${t.balance} >= 0`)],
);

/** Money that left the balance account: a transfer of the page, or a scheduled payout. */
export const sandboxTransfers = pgTable(
  'sandbox_transfers',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    transferTo: text('transfer_to').notNull(),
    description: text('description').notNull(),
    /** Masked: the last 3 digits of a bank account, or the target account's id. */
    counterparty: text('counterparty').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('sandbox_transfers_restaurant_idx').on(t.restaurantId, t.createdAt),
    check('sandbox_transfers_amount', sql`${t.amount} > 0`),
  ],
);

/** Sweeps of the balance account; the payout schedule is the daily one of kind 'payout'. */
export const sandboxSweeps = pgTable(
  'sandbox_sweeps',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('payout'),
    cronExpression: text('cron_expression').notNull(),
    targetAmount: integer('target_amount').notNull().default(0),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('active'),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('sandbox_sweeps_restaurant_idx').on(t.restaurantId)],
);

/** The merchant's stores (Management API stores). */
export const sandboxStores = pgTable(
  'sandbox_stores',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('sandbox_stores_restaurant_idx').on(t.restaurantId, t.createdAt)],
);

/** Capital grant offers made to the restaurant's account holder. */
export const sandboxGrantOffers = pgTable(
  'sandbox_grant_offers',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    contractType: text('contract_type').notNull(),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    currency: text('currency').notNull(),
    repaymentBp: integer('repayment_bp').notNull(),
    estimatedDays: integer('estimated_days').notNull(),
    thresholdAmount: integer('threshold_amount').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_grant_offers_restaurant_idx').on(t.restaurantId)],
);

/** Grants requested from an offer; the money lands in the balance account. */
export const sandboxGrants = pgTable(
  'sandbox_grants',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    grantOfferId: text('grant_offer_id')
      .notNull()
      .unique()
      .references(() => sandboxGrantOffers.id, { onDelete: 'cascade' }),
    contractType: text('contract_type').notNull(),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    repaid: boolean('repaid').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('sandbox_grants_restaurant_idx').on(t.restaurantId, t.createdAt)],
);
