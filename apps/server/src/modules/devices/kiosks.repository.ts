import type { Kiosk, KioskValue } from '@rpos/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { kiosks } from '../../db/schema';

type KioskRow = typeof kiosks.$inferSelect;

export function toKiosk(row: KioskRow): Kiosk {
  return {
    id: row.id,
    code: row.code,
    tables: row.tables,
    terminalNumber: row.terminalNumber,
    isMobilePhoneNumberRequired: row.isMobilePhoneNumberRequired,
    isNameRequired: row.isNameRequired,
    isPaymentRequired: row.isPaymentRequired,
    timeoutSeconds: row.timeoutSeconds,
    message: row.message,
    qrTypes: row.qrTypes,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The restaurant's kiosks, last changed first. */
export async function findKiosks(db: DbOrTx, restaurantId: string): Promise<Kiosk[]> {
  const rows = await db
    .select()
    .from(kiosks)
    .where(eq(kiosks.restaurantId, restaurantId))
    .orderBy(desc(kiosks.updatedAt), kiosks.code);
  return rows.map(toKiosk);
}

export async function findKiosk(db: DbOrTx, restaurantId: string, id: string): Promise<Kiosk | null> {
  const [row] = await db
    .select()
    .from(kiosks)
    .where(and(eq(kiosks.restaurantId, restaurantId), eq(kiosks.id, id)));
  return row ? toKiosk(row) : null;
}

export async function findKioskCodes(db: DbOrTx, restaurantId: string): Promise<string[]> {
  const rows = await db
    .select({ code: kiosks.code })
    .from(kiosks)
    .where(eq(kiosks.restaurantId, restaurantId));
  return rows.map((r) => r.code);
}

/** Inserts; null when the code is taken (unique per restaurant, case-insensitively). */
export async function insertKiosk(
  db: DbOrTx,
  restaurantId: string,
  id: string,
  value: KioskValue,
  now: Date,
): Promise<Kiosk | null> {
  const [row] = await db
    .insert(kiosks)
    .values({ id, restaurantId, ...value, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row ? toKiosk(row) : null;
}

export async function updateKiosk(
  db: DbOrTx,
  restaurantId: string,
  id: string,
  value: KioskValue,
  now: Date,
): Promise<Kiosk | null> {
  const [row] = await db
    .update(kiosks)
    .set({ ...value, updatedAt: now })
    .where(and(eq(kiosks.restaurantId, restaurantId), eq(kiosks.id, id)))
    .returning();
  return row ? toKiosk(row) : null;
}

export async function deleteKiosk(db: DbOrTx, restaurantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(kiosks)
    .where(and(eq(kiosks.restaurantId, restaurantId), eq(kiosks.id, id)))
    .returning({ id: kiosks.id });
  return rows.length > 0;
}
