import type { AddressObject, OnlineSettings } from '@rpos/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea';

/** A merchant (type restaurant) or a restaurant group (type restaurantGroup). */
export const restaurants = pgTable(
  'restaurants',
  {
    id: text('id').primaryKey(),
    /** Letters and digits; fixed once set. Used in URLs and as the restaurantId of the API. */
    urlIdentifier: text('url_identifier').notNull().unique(),
    type: text('type', { enum: ['restaurant', 'restaurantGroup'] })
      .notNull()
      .default('restaurant'),
    /** The group this restaurant belongs to, if any. */
    groupId: text('group_id').references((): AnyPgColumn => restaurants.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    altName: text('alt_name'),
    description: text('description'),
    address: text('address'),
    addressObject: jsonb('address_object').$type<AddressObject>(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phone: text('phone'),
    abn: text('abn'),
    taxName: text('tax_name').notNull().default('GST'),
    taxPercentage: integer('tax_percentage').notNull().default(10),
    timezone: text('timezone').notNull().default('Australia/Sydney'),
    currencySymbol: text('currency_symbol').notNull().default('$'),
    themeColor: text('theme_color').notNull().default('#3f51b5'),
    /** The logo, served at /api/images/:id. */
    logoImageId: text('logo_image_id').references((): AnyPgColumn => images.id, { onDelete: 'set null' }),
    websiteStyle: text('website_style', { enum: ['simple', 'modern', 'classic', 'step'] })
      .notNull()
      .default('simple'),
    notificationEmail: text('notification_email'),
    deliveryServicePhone: text('delivery_service_phone'),
    pickupInstructions: text('pickup_instructions'),
    /** Service types a diner may call with the service bell (e.g. Water, Bill). */
    serviceTypes: text('service_types').array().notNull().default(sql`'{}'::text[]`),
    isOnline: boolean('is_online').notNull().default(true),
    isTest: boolean('is_test').notNull().default(false),
    /** Diner flags (diner.md §3 "Restaurant (diner view)"). */
    smsVerify: boolean('sms_verify').notNull().default(false),
    serviceBell: boolean('service_bell').notNull().default(false),
    takeawayPayment: boolean('takeaway_payment').notNull().default(true),
    orderAheadDisabled: boolean('order_ahead_disabled').notNull().default(false),
    isBigMenuImageUsed: boolean('is_big_menu_image_used').notNull().default(false),
    isDineMobileOptional: boolean('is_dine_mobile_optional').notNull().default(false),
    /** Back-office flags (restaurant-config.md §2.1). */
    isPOSClientPaymentDisabled: boolean('is_pos_client_payment_disabled').notNull().default(false),
    stripeFeeOnUs: boolean('stripe_fee_on_us').notNull().default(false),
    posSurchagesOnUs: boolean('pos_surcharges_on_us').notNull().default(false),
    /** Online-ordering settings; read through the domain's OnlineSettings schema, which fills defaults. */
    onlineSettings: jsonb('online_settings').$type<Partial<OnlineSettings>>().notNull().default({}),
    /** POS settings (restaurant-config.md §3 "posSettings"): partners, delivery partners, discounts, flags. */
    posSettings: jsonb('pos_settings').$type<Record<string, unknown>>().notNull().default({}),
    /** POS ordering PINs and local-order transfer (§3 "posOrderingSettings"). */
    posOrderingSettings: jsonb('pos_ordering_settings')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    /** Table numbers whose QR code requires payment before the order is sent. */
    paymentRequiredTableNumbers: text('payment_required_table_numbers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Shown on the booking wizard (at most 100 characters). */
    bookingDisclaimer: text('booking_disclaimer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check('restaurants_tax_percentage_range', sql`${t.taxPercentage} between 0 and 100`),
    check('restaurants_booking_disclaimer_max', sql`char_length(${t.bookingDisclaimer}) <= 100`),
  ],
);

/** Raster types only: an SVG served from our origin could run script. */
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/**
 * Uploaded and generated images (dish photos, logos), kept in the database so that every server
 * instance serves the same bytes. Served at /api/images/:id; an image never changes once stored.
 */
export const images = pgTable(
  'images',
  {
    id: text('id').primaryKey(),
    /** The restaurant that owns the image; null for shared images. */
    restaurantId: text('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    contentType: text('content_type', { enum: IMAGE_CONTENT_TYPES }).notNull(),
    bytes: bytea('bytes').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Hex SHA-256 of the bytes: the ETag, and a way to find duplicates. */
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('images_restaurant_idx').on(t.restaurantId),
    index('images_sha256_idx').on(t.sha256),
    check(
      'images_content_type',
      sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')`,
    ),
    check(
      'images_size',
      sql`${t.byteSize} = octet_length(${t.bytes}) and ${t.width} > 0 and ${t.height} > 0`,
    ),
  ],
);
