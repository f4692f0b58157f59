import { createHash } from 'node:crypto';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type IMAGE_CONTENT_TYPES, images, menuItems, promotions } from '../../db/schema';
import { newId } from '../../platform/ids';

export type ImageRow = typeof images.$inferSelect;
export type ImageInsert = typeof images.$inferInsert & { id: string };

export interface NewImage {
  bytes: Buffer;
  contentType: (typeof IMAGE_CONTENT_TYPES)[number];
  width: number;
  height: number;
  restaurantId?: string | null;
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
    sha256: createHash('sha256').update(image.bytes).digest('hex'),
  };
}

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

/** Deletes an image no dish or promotion refers to any more (copied menus share images by id). */
export async function deleteImageIfUnused(db: DbOrTx, id: string): Promise<void> {
  await db.execute(
    sql`delete from ${images} where ${images.id} = ${id} and not exists (select 1 from ${menuItems} where ${menuItems.imageId} = ${id})
      and not exists (select 1 from ${promotions} where ${promotions.imageId} = ${id})`,
  );
}
