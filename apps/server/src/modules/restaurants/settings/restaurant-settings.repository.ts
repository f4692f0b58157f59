import type { HomeDialog } from '@rpos/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { menuSettings, restaurants } from '../../../db/schema';

/** The settings columns of a restaurant, or undefined when there is none with that id. */
export async function loadSettingsRow(db: DbOrTx, restaurantId: string) {
  const [row] = await db
    .select({
      urlIdentifier: restaurants.urlIdentifier,
      name: restaurants.name,
      posSettings: restaurants.posSettings,
      onlineSettings: restaurants.onlineSettings,
      posOrderingSettings: restaurants.posOrderingSettings,
      paymentRequiredTableNumbers: restaurants.paymentRequiredTableNumbers,
      showDialog: menuSettings.showDialog,
      dialogTitle: menuSettings.dialogTitle,
      dialogText: menuSettings.dialogText,
    })
    .from(restaurants)
    .leftJoin(menuSettings, eq(menuSettings.restaurantId, restaurants.id))
    .where(eq(restaurants.id, restaurantId));
  return row;
}
export type SettingsRow = NonNullable<Awaited<ReturnType<typeof loadSettingsRow>>>;

/**
 * Merges the given keys over the stored JSON of one settings column (jsonb `||`): keys another
 * screen keeps in the same column (e.g. the profile's isPOSOpenCashEnabled) stay as they are.
 */
export async function mergeSettingsJson(
  db: DbOrTx,
  restaurantId: string,
  column: 'posSettings' | 'onlineSettings' | 'posOrderingSettings',
  patch: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const target = restaurants[column];
  await db
    .update(restaurants)
    .set({ [column]: sql`${target} || ${JSON.stringify(patch)}::jsonb`, updatedAt: now })
    .where(eq(restaurants.id, restaurantId));
}

/** The stored posSettings JSON of a restaurant (inside the save's transaction). */
export async function loadPosSettingsJson(db: DbOrTx, restaurantId: string) {
  const [row] = await db
    .select({ posSettings: restaurants.posSettings })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row?.posSettings;
}

/** Saves the home dialog (the diner's announcement) and raises its version; creates the row on first save. */
export async function saveHomeDialog(db: DbOrTx, restaurantId: string, dialog: HomeDialog, now: Date) {
  const [row] = await db
    .insert(menuSettings)
    .values({ restaurantId, ...dialog, dialogVersion: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: menuSettings.restaurantId,
      set: { ...dialog, dialogVersion: sql`${menuSettings.dialogVersion} + 1`, updatedAt: now },
    })
    .returning();
  return row!;
}
