import { createHash } from 'node:crypto';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type IMAGE_CONTENT_TYPES,
  images,
  imageVariants,
  menuItems,
  promotions,
  restaurants,
} from '../../db/schema';
import { newId } from '../../platform/ids';
import type { ImageVariant, ImageVariantType } from './image-variants';

export type ImageRow = typeof images.$inferSelect;
/** An image row ready to insert, with the modern-format copies to insert beside it. */
export type ImageInsert = typeof images.$inferInsert & { id: string; variants?: ImageVariant[] };
/** What GET /images/:id sends: the original or one of its variants. */
export type ServedImage = Pick<ImageRow, 'contentType' | 'bytes' | 'sha256'> | VariantRow;
type VariantRow = Pick<typeof imageVariants.$inferSelect, 'contentType' | 'bytes' | 'sha256'>;

export interface NewImage {
  bytes: Buffer;
  contentType: (typeof IMAGE_CONTENT_TYPES)[number];
  width: number;
  height: number;
  restaurantId?: string | null;
  variants?: ImageVariant[];
}

/** The URL an image is served at. */
export const imageUrl = (id: string): string => `/api/images/${id}`;

/** A row ready to insert: id, size and SHA-256 worked out from the bytes. */
export function imageRow(image: NewImage, id: string = newId()): ImageInsert {
  return {
    id,
    restaurantId: image.restaurantId ?? null,
    contentType: image.contentType,
    bytes: image.bytes,
    byteSize: image.bytes.length,
    width: image.width,
    height: image.height,
    sha256: sha256(image.bytes),
    variants: image.variants,
  };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Stores image rows in one statement. The bytes travel as base64 text decoded by the database:
 * PGlite's own bytea parameter encoding goes byte by byte and is ~50x slower.
 */
export async function insertImageRows(db: DbOrTx, rows: readonly ImageInsert[]): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map(
    (r) =>
      sql`(${r.id}, ${r.restaurantId ?? null}, ${r.contentType}, decode(${r.bytes.toString('base64')}, 'base64'), ${r.byteSize}, ${r.width}, ${r.height}, ${r.sha256})`,
  );
  await db.execute(
    sql`insert into ${images} (id, restaurant_id, content_type, bytes, byte_size, width, height, sha256) values ${sql.join(values, sql`, `)}`,
  );
  const variants = rows.flatMap((r) =>
    (r.variants ?? []).map(
      (v) =>
        sql`(${r.id}, ${v.contentType}, decode(${v.bytes.toString('base64')}, 'base64'), ${v.bytes.length}, ${v.width}, ${v.height}, ${sha256(v.bytes)})`,
    ),
  );
  if (variants.length === 0) return;
  await db.execute(
    sql`insert into ${imageVariants} (image_id, content_type, bytes, byte_size, width, height, sha256) values ${sql.join(variants, sql`, `)}`,
  );
}

/** Stores images; returns their ids in order. */
export async function insertImages(db: DbOrTx, list: readonly NewImage[]): Promise<string[]> {
  const rows = list.map((image) => imageRow(image));
  await insertImageRows(db, rows);
  return rows.map((r) => r.id);
}

/** An image with its bytes (read as base64 text, for the same reason as insertImageRows). */
export async function findImageById(db: DbOrTx, id: string): Promise<ImageRow | undefined> {
  const { bytes: _bytes, ...columns } = getTableColumns(images);
  const [row] = await db
    .select({ ...columns, base64: sql<string>`encode(${images.bytes}, 'base64')` })
    .from(images)
    .where(eq(images.id, id));
  if (!row) return undefined;
  const { base64, ...rest } = row;
  return { ...rest, bytes: Buffer.from(base64, 'base64') };
}

/**
 * The representation of an image to send to a client that decodes `accepted` (in preference order):
 * the first such variant there is, else the original; undefined when there is no such image.
 */
export async function findServedImage(
  db: DbOrTx,
  id: string,
  accepted: readonly ImageVariantType[],
): Promise<ServedImage | undefined> {
  if (accepted.length > 0) {
    // The client's first choice there is, read alone (a browser accepting both would otherwise get
    // the AVIF and the WebP bytes read from the database for one answer).
    const preference = sql.join(
      accepted.map((type) => sql`${type}`),
      sql`, `,
    );
    const [best] = await db
      .select({
        contentType: imageVariants.contentType,
        sha256: imageVariants.sha256,
        base64: sql<string>`encode(${imageVariants.bytes}, 'base64')`,
      })
      .from(imageVariants)
      .where(and(eq(imageVariants.imageId, id), inArray(imageVariants.contentType, [...accepted])))
      .orderBy(sql`array_position(array[${preference}]::text[], ${imageVariants.contentType})`)
      .limit(1);
    if (best)
      return {
        contentType: best.contentType,
        sha256: best.sha256,
        bytes: Buffer.from(best.base64, 'base64'),
      };
  }
  return findImageById(db, id);
}

/** Deletes an image no dish, promotion or restaurant logo refers to any more (copied menus share images by id). */
export async function deleteImageIfUnused(db: DbOrTx, id: string): Promise<void> {
  await db.execute(
    sql`delete from ${images} where ${images.id} = ${id} and not exists (select 1 from ${menuItems} where ${menuItems.imageId} = ${id})
      and not exists (select 1 from ${promotions} where ${promotions.imageId} = ${id})
      and not exists (select 1 from ${restaurants} where ${restaurants.logoImageId} = ${id})`,
  );
}
