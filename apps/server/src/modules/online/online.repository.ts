import { and, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menuSettings, qrCodeSettings, restaurantTables, unavailableItems } from '../../db/schema';

export type TableRow = typeof restaurantTables.$inferSelect;
export type QrSettingType = (typeof qrCodeSettings.$inferSelect)['qrType'];

export async function findTableByNumber(
  db: DbOrTx,
  restaurantId: string,
  tableNumber: string,
): Promise<TableRow | undefined> {
  const [row] = await db
    .select()
    .from(restaurantTables)
    .where(
      and(
        eq(restaurantTables.restaurantId, restaurantId),
        eq(restaurantTables.tableNumber, tableNumber),
        isNull(restaurantTables.archivedAt),
      ),
    );
  return row;
}

export async function findQrSetting(db: DbOrTx, restaurantId: string, qrType: QrSettingType) {
  const [row] = await db
    .select()
    .from(qrCodeSettings)
    .where(and(eq(qrCodeSettings.restaurantId, restaurantId), eq(qrCodeSettings.qrType, qrType)));
  return row;
}

export async function findMenuSettings(db: DbOrTx, restaurantId: string) {
  const [row] = await db.select().from(menuSettings).where(eq(menuSettings.restaurantId, restaurantId));
  return row;
}

/** Unavailable entries that count on `isoDate`: those without a date and those for that date. */
export async function findUnavailableOn(
  db: DbOrTx,
  restaurantId: string,
  isoDate: string,
): Promise<{ menuItemId: string; effectiveDate: string | null }[]> {
  return db
    .select({ menuItemId: unavailableItems.menuItemId, effectiveDate: unavailableItems.effectiveDate })
    .from(unavailableItems)
    .where(
      and(
        eq(unavailableItems.restaurantId, restaurantId),
        or(isNull(unavailableItems.effectiveDate), eq(unavailableItems.effectiveDate, isoDate)),
      ),
    );
}
