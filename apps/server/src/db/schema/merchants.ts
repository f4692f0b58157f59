import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';
import { users } from './users';

/**
 * The platform's record of a merchant (back-office.md §3 "Restaurant" fields the restaurant and
 * group forms edit beyond the profile): billing, partner codes, delivery-platform store ids. One row
 * per restaurant or group, created with it (decision 0222). Money in cents; surcharge rates in
 * thousandths of a percent (1.5% → 1500).
 */
export const merchantProfiles = pgTable('merchant_profiles', {
  restaurantId: text('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  restaurantAdmin: text('restaurant_admin'),
  paymentPartnerCode: text('payment_partner_code'),
  /** Write-only through the API (never answered). */
  paymentPartnerCredential: text('payment_partner_credential'),
  isFranchise: boolean('is_franchise').notNull().default(false),
  serviceMonthlyPrice: integer('service_monthly_price').notNull().default(4995),
  applicationFee: integer('application_fee').notNull().default(0),
  isApplicationFeeEnabled: boolean('is_application_fee_enabled').notNull().default(false),
  isApplicationFeeDisabled: boolean('is_application_fee_disabled').notNull().default(false),
  restaurantType: text('restaurant_type'),
  restaurantCategory: text('restaurant_category'),
  merchantType: text('merchant_type'),
  fantuanStoreId: text('fantuan_store_id'),
  onlinePaymentSurchargeRateMilli: integer('online_payment_surcharge_rate_milli'),
  inPersonPaymentSurchargeRateMilli: integer('in_person_payment_surcharge_rate_milli'),
  disableAdyenMinimumSurcharge: boolean('disable_adyen_minimum_surcharge').notNull().default(false),
  chinaPaymentsMerchantCode: text('china_payments_merchant_code'),
  merchantId: text('merchant_id'),
  hungryPandaStoreId: text('hungry_panda_store_id'),
  /** Set by the Uber Eats authorisation callback; cleared by Disconnect. */
  uberEatsStoreId: text('uber_eats_store_id'),
  uberStoreName: text('uber_store_name'),
  uberConnectedAt: timestamp('uber_connected_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** One pending Uber Eats authorisation (GET /uber/auth-url): the state's hash, single use, 15 minutes. */
export const uberOauthStates = pgTable(
  'uber_oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('uber_oauth_states_restaurant_idx').on(t.restaurantId)],
);
