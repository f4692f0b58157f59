import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';

/** PostgreSQL bytea as a Node Buffer, with either driver (pg answers a Buffer, PGlite a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array | string }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => {
    if (typeof value === 'string') return Buffer.from(value.replace(/^\\x/, ''), 'hex');
    return Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  },
});

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

/** The modern formats an image is also kept in, smallest first in the order the server prefers them. */
export const IMAGE_VARIANT_TYPES = ['image/avif', 'image/webp'] as const;

/**
 * The same picture in a modern format (WebP, AVIF), made once when the image is stored and served
 * instead of the original to a client whose Accept lists the format (decision 90). Kept only when
 * smaller than the original; goes with its image.
 */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: text('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    contentType: text('content_type', { enum: IMAGE_VARIANT_TYPES }).notNull(),
    bytes: bytea('bytes').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Hex SHA-256 of the bytes: this representation's ETag. */
    sha256: text('sha256').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.imageId, t.contentType] }),
    check('image_variants_content_type', sql`${t.contentType} in ('image/avif', 'image/webp')`),
    check(
      'image_variants_size',
      sql`${t.byteSize} = octet_length(${t.bytes}) and ${t.width} > 0 and ${t.height} > 0`,
    ),
  ],
);
