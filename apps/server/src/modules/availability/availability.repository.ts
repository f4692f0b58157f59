import { and, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  menuItems,
  menuSettings,
  menus,
  qrCodeSettings,
  restaurants,
  unavailableItems,
} from '../../db/schema';
import { newId } from '../../platform/ids';
import type { QrSettingType } from '../online/online.repository';

/** A dish with the restaurant that owns it (through its menu) and that restaurant's timezone. */
export async function findDishOwner(db: DbOrTx, itemId: string) {
  const [row] = await db
    .select({
      itemId: menuItems.id,
      menuId: menuItems.menuId,
      restaurantId: menus.restaurantId,
      timezone: restaurants.timezone,
    })
    .from(menuItems)
    .innerJoin(menus, eq(menuItems.menuId, menus.id))
    .innerJoin(restaurants, eq(menus.restaurantId, restaurants.id))
    .where(eq(menuItems.id, itemId));
  return row;
}

export async function setDishActive(db: DbOrTx, itemId: string, active: boolean, now: Date): Promise<void> {
  await db.update(menuItems).set({ active, updatedAt: now }).where(eq(menuItems.id, itemId));
}

/** Marks a dish unavailable on one local date (YYYY-MM-DD) or always (null); no-op when already so. */
export async function addUnavailable(
  db: DbOrTx,
  entry: { restaurantId: string; menuItemId: string; effectiveDate: string | null },
): Promise<void> {
  await db
    .insert(unavailableItems)
    .values({ id: newId(), ...entry })
    .onConflictDoNothing({ target: [unavailableItems.menuItemId, unavailableItems.effectiveDate] });
}

/** Lifts the dish's unavailable entries of these dates (null: the 'always' entry). */
export async function removeUnavailable(
  db: DbOrTx,
  menuItemId: string,
  dates: readonly (string | null)[],
): Promise<void> {
  const days = dates.filter((d): d is string => d !== null);
  const conditions = [
    ...(dates.includes(null) ? [isNull(unavailableItems.effectiveDate)] : []),
    ...(days.length ? [inArray(unavailableItems.effectiveDate, days)] : []),
  ];
  if (!conditions.length) return;
  await db
    .delete(unavailableItems)
    .where(and(eq(unavailableItems.menuItemId, menuItemId), or(...conditions)));
}

/** The dish's unavailable entries that count on `isoDate`. */
export async function findDishUnavailableOn(
  db: DbOrTx,
  menuItemId: string,
  isoDate: string,
): Promise<{ effectiveDate: string | null }[]> {
  return db
    .select({ effectiveDate: unavailableItems.effectiveDate })
    .from(unavailableItems)
    .where(
      and(
        eq(unavailableItems.menuItemId, menuItemId),
        or(isNull(unavailableItems.effectiveDate), eq(unavailableItems.effectiveDate, isoDate)),
      ),
    );
}

/** The unavailable entries of a menu's dishes that count on `isoDate` or later, by dish id. */
export async function findMenuUnavailableFrom(
  db: DbOrTx,
  menuId: string,
  isoDate: string,
): Promise<Map<string, { effectiveDate: string | null }[]>> {
  const rows = await db
    .select({ menuItemId: unavailableItems.menuItemId, effectiveDate: unavailableItems.effectiveDate })
    .from(unavailableItems)
    .innerJoin(menuItems, eq(unavailableItems.menuItemId, menuItems.id))
    .where(
      and(
        eq(menuItems.menuId, menuId),
        or(isNull(unavailableItems.effectiveDate), gte(unavailableItems.effectiveDate, isoDate)),
      ),
    )
    .orderBy(unavailableItems.effectiveDate);
  const byItem = new Map<string, { effectiveDate: string | null }[]>();
  for (const r of rows) {
    const list = byItem.get(r.menuItemId) ?? [];
    list.push({ effectiveDate: r.effectiveDate });
    byItem.set(r.menuItemId, list);
  }
  return byItem;
}

/** Saves the announcement dialog and raises its version (creates the row on first save). */
export async function saveAnnouncement(
  db: DbOrTx,
  restaurantId: string,
  fields: { showDialog: boolean; dialogTitle: string; dialogText: string },
  now: Date,
) {
  const [row] = await db
    .insert(menuSettings)
    .values({ restaurantId, ...fields, dialogVersion: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: menuSettings.restaurantId,
      set: { ...fields, dialogVersion: sql`${menuSettings.dialogVersion} + 1`, updatedAt: now },
    })
    .returning();
  return row!;
}

/** Saves a QR type's ordering switch; fields left undefined keep their value. */
export async function saveQrSetting(
  db: DbOrTx,
  restaurantId: string,
  qrType: QrSettingType,
  patch: { isOrderingDisabled?: boolean; disabledDate?: string | null },
  now: Date,
) {
  const set = {
    ...(patch.isOrderingDisabled !== undefined ? { isOrderingDisabled: patch.isOrderingDisabled } : {}),
    ...(patch.disabledDate !== undefined ? { disabledDate: patch.disabledDate } : {}),
    updatedAt: now,
  };
  const [row] = await db
    .insert(qrCodeSettings)
    .values({ restaurantId, qrType, ...set })
    .onConflictDoUpdate({ target: [qrCodeSettings.restaurantId, qrCodeSettings.qrType], set })
    .returning();
  return row!;
}
