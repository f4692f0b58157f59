import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { promotions } from './promotions';
import { restaurants } from './restaurants';

/**
 * Members of a restaurant (back-office.md §3 "Member search", issue 17): diners who joined with a
 * mobile number and a name, optionally a birthday (day and month, no year). One member per phone per
 * restaurant; the phone is kept as digits in its Australian 0-form (decision 0255).
 */
export const members = pgTable(
  'members',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull(),
    birthdayDay: integer('birthday_day'),
    birthdayMonth: integer('birthday_month'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('members_restaurant_phone_key').on(t.restaurantId, t.phone),
    index('members_restaurant_names_idx').on(t.restaurantId, t.lastName, t.firstName),
    check('members_first_name', sql`char_length(${t.firstName}) between 1 and 50`),
    check('members_last_name', sql`char_length(${t.lastName}) <= 50`),
    check('members_phone_digits', sql`${t.phone} ~ '^[0-9]{6,15}$'`),
    check(
      'members_birthday',
      sql`(${t.birthdayDay} is null and ${t.birthdayMonth} is null) or
        (${t.birthdayMonth} between 1 and 12 and ${t.birthdayDay} between 1 and 31)`,
    ),
  ],
);

/**
 * A voucher of one member at one restaurant (back-office.md §3 "Voucher", §4): issued by hand
 * (/newVoucher, type 'online') or by a promotion (its type and promotionId). Money in cents. Valid
 * on the restaurant's local dates effectiveFrom ≤ day < expireDate (decision 0257); used once:
 * usedAt and orderId are set by the redemption (issue 17, later part).
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    promotionId: text('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    type: text('type', { enum: ['online', 'buyNFree', 'newMember', 'birthday'] }).notNull(),
    status: text('status', { enum: ['active', 'used', 'expired'] })
      .notNull()
      .default('active'),
    name: text('name').notNull(),
    description: text('description').notNull(),
    isPercentage: boolean('is_percentage').notNull().default(false),
    percentage: integer('percentage'),
    /** Discount amount, cents. */
    amount: integer('amount'),
    /** Cap of the discount, cents. */
    maxPrice: integer('max_price').notNull(),
    forOneItem: boolean('for_one_item').notNull().default(false),
    isFreeItem: boolean('is_free_item').notNull().default(false),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    expiryDays: integer('expiry_days').notNull(),
    expireDate: date('expire_date', { mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /**
     * What issued it, once per member (decision 0268): 'newMember', 'birthday:<year>',
     * 'buyNFree:<promotionId>:<k>'; null for vouchers made by hand.
     */
    issueKey: text('issue_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('vouchers_restaurant_updated_idx').on(t.restaurantId, t.updatedAt),
    index('vouchers_member_idx').on(t.memberId, t.status),
    uniqueIndex('vouchers_member_issue_key').on(t.memberId, t.issueKey),
    check('vouchers_name', sql`char_length(${t.name}) between 1 and 20`),
    check('vouchers_description', sql`char_length(${t.description}) between 1 and 50`),
    check('vouchers_percentage', sql`${t.percentage} is null or ${t.percentage} between 1 and 100`),
    check('vouchers_money', sql`(${t.amount} is null or ${t.amount} >= 0) and ${t.maxPrice} >= 0`),
    check('vouchers_expiry', sql`${t.expiryDays} >= 1 and ${t.expireDate} > ${t.effectiveFrom}`),
    check('vouchers_used', sql`(${t.status} = 'used') = (${t.usedAt} is not null)`),
  ],
);

/**
 * A member's signed-in device (decision 0265): the browser keeps the token, the table its hash. Made
 * by POST /joinMember after the SMS code; GET /memberVouchers and placeOrder's voucher need it.
 */
export const memberSessions = pgTable(
  'member_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('member_sessions_member_idx').on(t.memberId)],
);
