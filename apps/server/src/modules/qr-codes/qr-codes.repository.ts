import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { qrCodeSettings, qrPdfCache, restaurantAreas, restaurants, restaurantTables } from '../../db/schema';

export type QrSettingRow = typeof qrCodeSettings.$inferSelect;

/** Every saved QR setting of a restaurant. */
export async function findQrSettingRows(db: DbOrTx, restaurantId: string): Promise<QrSettingRow[]> {
  return db.select().from(qrCodeSettings).where(eq(qrCodeSettings.restaurantId, restaurantId));
}

/** What the QR codes page and the printed codes show of a restaurant. */
export async function findQrRestaurant(db: DbOrTx, restaurantId: string) {
  const [row] = await db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      urlIdentifier: restaurants.urlIdentifier,
      timezone: restaurants.timezone,
      logoImageId: restaurants.logoImageId,
      paymentRequiredTableNumbers: restaurants.paymentRequiredTableNumbers,
    })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row;
}

/** The restaurant's live tables (archived ones left out) in the floor plan's order: area, then table. */
export async function findTables(db: DbOrTx, restaurantId: string) {
  return db
    .select({ tableNumber: restaurantTables.tableNumber, name: restaurantTables.name })
    .from(restaurantTables)
    .innerJoin(restaurantAreas, eq(restaurantAreas.id, restaurantTables.areaId))
    .where(and(eq(restaurantTables.restaurantId, restaurantId), isNull(restaurantTables.archivedAt)))
    .orderBy(asc(restaurantAreas.sort), asc(restaurantTables.sort), asc(restaurantTables.tableNumber));
}

export async function savePaymentRequiredTableNumbers(
  db: DbOrTx,
  restaurantId: string,
  tableNumbers: string[],
  now: Date,
): Promise<string[]> {
  const [row] = await db
    .update(restaurants)
    .set({ paymentRequiredTableNumbers: tableNumbers, updatedAt: now })
    .where(eq(restaurants.id, restaurantId))
    .returning({ list: restaurants.paymentRequiredTableNumbers });
  return row?.list ?? [];
}

/** The cached table QR PDF when it was made from the same inputs (`key`), else undefined. */
export async function findCachedPdf(db: DbOrTx, restaurantId: string, key: string) {
  const [row] = await db
    .select({ pdf: qrPdfCache.pdf })
    .from(qrPdfCache)
    .where(and(eq(qrPdfCache.restaurantId, restaurantId), eq(qrPdfCache.key, key)));
  return row?.pdf;
}

export async function saveCachedPdf(
  db: DbOrTx,
  restaurantId: string,
  key: string,
  pdf: Uint8Array,
  now: Date,
) {
  const bytes = Buffer.from(pdf);
  await db
    .insert(qrPdfCache)
    .values({ restaurantId, key, pdf: bytes, createdAt: now })
    .onConflictDoUpdate({ target: qrPdfCache.restaurantId, set: { key, pdf: bytes, createdAt: now } });
}
