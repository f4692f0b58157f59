import type { DeliveryPlatform } from '@rpos/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { independently } from '../../db/independent-queries';
import { deliveryPlatformUploads, restaurants, users } from '../../db/schema';
import { newId } from '../../platform/ids';

export type DeliveryUploadRow = typeof deliveryPlatformUploads.$inferSelect & { createdBy: string | null };
export type NewDeliveryUploadRow = Omit<typeof deliveryPlatformUploads.$inferInsert, 'id' | 'createdAt'>;

export async function insertDeliveryUpload(
  db: DbOrTx,
  row: NewDeliveryUploadRow & { createdAt: Date },
): Promise<typeof deliveryPlatformUploads.$inferSelect> {
  const [inserted] = await db
    .insert(deliveryPlatformUploads)
    .values({ id: newId(), ...row })
    .returning();
  return inserted!;
}

/** A restaurant's uploads, newest first, with the uploader's username. */
export async function listDeliveryUploads(
  db: DbOrTx,
  restaurantId: string,
  page: { limit: number; offset: number; platform?: DeliveryPlatform; menuId?: string },
): Promise<{ rows: DeliveryUploadRow[]; total: number }> {
  const t = deliveryPlatformUploads;
  const where = and(
    eq(t.restaurantId, restaurantId),
    page.platform ? eq(t.platform, page.platform) : undefined,
    page.menuId ? eq(t.menuId, page.menuId) : undefined,
  );
  const [rows, [count]] = await independently(db, [
    () =>
      db
        .select({ upload: t, createdBy: users.username })
        .from(t)
        .leftJoin(users, eq(users.id, t.createdByUserId))
        .where(where)
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(page.limit)
        .offset(page.offset),
    () => db.select({ n: sql<number>`count(*)::int` }).from(t).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.upload, createdBy: r.createdBy })), total: count?.n ?? 0 };
}

/** What the mappings and clients need of a restaurant. */
export async function findPlatformRestaurant(db: DbOrTx, restaurantId: string) {
  const [row] = await db
    .select({
      id: restaurants.id,
      urlIdentifier: restaurants.urlIdentifier,
      name: restaurants.name,
      taxPercentage: restaurants.taxPercentage,
      timezone: restaurants.timezone,
    })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row;
}
