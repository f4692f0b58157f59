import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { images } from './restaurants';

// The images table lives with the restaurants table (restaurants.ts): each references the other (a
// restaurant's logo, an image's owner), and one file keeps the two modules from importing each other.

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
