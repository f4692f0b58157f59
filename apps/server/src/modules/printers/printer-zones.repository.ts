import type { PrinterZone, PrinterZoneValue } from '@rpos/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { printerZones } from '../../db/schema';

export type PrinterZoneRow = typeof printerZones.$inferSelect;

export function toZone(row: PrinterZoneRow): PrinterZone {
  return {
    id: row.id,
    zoneType: row.zoneType,
    zoneName: row.zoneName,
    zoneDescription: row.zoneDescription,
    zoneFloor: row.zoneFloor,
    zoneTables: row.zoneTables,
    printer: row.printer,
  };
}

export function findZoneRows(db: DbOrTx, restaurantId: string): Promise<PrinterZoneRow[]> {
  return db
    .select()
    .from(printerZones)
    .where(eq(printerZones.restaurantId, restaurantId))
    .orderBy(asc(sql`lower(${printerZones.zoneName})`), asc(printerZones.id));
}

export async function findZone(db: DbOrTx, restaurantId: string, id: string): Promise<PrinterZoneRow | null> {
  const [row] = await db
    .select()
    .from(printerZones)
    .where(and(eq(printerZones.restaurantId, restaurantId), eq(printerZones.id, id)));
  return row ?? null;
}

export async function insertZone(
  db: DbOrTx,
  restaurantId: string,
  id: string,
  v: PrinterZoneValue,
  now: Date,
): Promise<PrinterZoneRow> {
  const [row] = await db
    .insert(printerZones)
    .values({ id, restaurantId, ...v, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateZone(
  db: DbOrTx,
  id: string,
  v: PrinterZoneValue,
  now: Date,
): Promise<PrinterZoneRow> {
  const [row] = await db
    .update(printerZones)
    .set({ ...v, updatedAt: now })
    .where(eq(printerZones.id, id))
    .returning();
  return row!;
}

export async function deleteZone(db: DbOrTx, id: string): Promise<void> {
  await db.delete(printerZones).where(eq(printerZones.id, id));
}

/** Zones that print on this printer (a printer in use is not deleted). */
export async function zonesUsingPrinter(db: DbOrTx, restaurantId: string, name: string): Promise<string[]> {
  const rows = await db
    .select({ zoneName: printerZones.zoneName })
    .from(printerZones)
    .where(
      and(eq(printerZones.restaurantId, restaurantId), sql`lower(${printerZones.printer}) = lower(${name})`),
    );
  return rows.map((r) => r.zoneName);
}
