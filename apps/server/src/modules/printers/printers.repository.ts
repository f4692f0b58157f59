import type { Printer, PrinterValue } from '@rpos/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cookingCategories, menus, printers, printerZones, restaurants } from '../../db/schema';

export type PrinterRow = typeof printers.$inferSelect;

export function toPrinter(row: PrinterRow): Printer {
  return {
    id: row.id,
    printerName: row.printerName,
    deviceName: row.deviceName,
    deviceType: row.deviceType,
    ipAddress: row.ipAddress,
    macAddress: row.macAddress,
    brand: row.brand,
    isPrimary: row.isPrimary,
    epsonLanguage: row.epsonLanguage,
    port: row.port,
    tags: row.tags,
  };
}

/** The restaurant's printers, primary first, then by name. */
export function findPrinterRows(db: DbOrTx, restaurantId: string): Promise<PrinterRow[]> {
  return db
    .select()
    .from(printers)
    .where(eq(printers.restaurantId, restaurantId))
    .orderBy(sql`${printers.isPrimary} desc`, asc(sql`lower(${printers.printerName})`));
}

/** One of the restaurant's printers by name, whatever its casing. */
export async function findPrinterByName(
  db: DbOrTx,
  restaurantId: string,
  name: string,
): Promise<PrinterRow | null> {
  const [row] = await db
    .select()
    .from(printers)
    .where(
      and(eq(printers.restaurantId, restaurantId), sql`lower(${printers.printerName}) = lower(${name})`),
    );
  return row ?? null;
}

export async function findPrinterById(
  db: DbOrTx,
  restaurantId: string,
  id: string,
): Promise<PrinterRow | null> {
  const [row] = await db
    .select()
    .from(printers)
    .where(and(eq(printers.restaurantId, restaurantId), eq(printers.id, id)));
  return row ?? null;
}

/** Writes of one restaurant's printers take turns (the unique name check, the one primary printer). */
export async function lockPrintersOf(tx: DbOrTx, restaurantId: string): Promise<void> {
  await tx
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .for('update');
}

export async function insertPrinter(
  tx: DbOrTx,
  restaurantId: string,
  id: string,
  v: PrinterValue,
  now: Date,
): Promise<PrinterRow> {
  const [row] = await tx
    .insert(printers)
    .values({ id, restaurantId, ...v, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updatePrinterRow(
  tx: DbOrTx,
  id: string,
  v: Partial<PrinterValue>,
  now: Date,
): Promise<PrinterRow> {
  const [row] = await tx
    .update(printers)
    .set({ ...v, updatedAt: now })
    .where(eq(printers.id, id))
    .returning();
  return row!;
}

/** Only one primary printer per restaurant: the others lose the flag. */
export async function clearOtherPrimaries(tx: DbOrTx, restaurantId: string, keepId: string): Promise<void> {
  await tx
    .update(printers)
    .set({ isPrimary: false })
    .where(
      and(
        eq(printers.restaurantId, restaurantId),
        sql`${printers.id} <> ${keepId}`,
        eq(printers.isPrimary, true),
      ),
    );
}

export async function deletePrinterRow(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(printers).where(eq(printers.id, id));
}

/**
 * A renamed printer keeps its place: the zones and the cooking categories of the restaurant's menus
 * that name it follow the new name (decision 0286).
 */
export async function renamePrinterReferences(
  tx: DbOrTx,
  restaurantId: string,
  from: string,
  to: string,
): Promise<void> {
  await tx
    .update(printerZones)
    .set({ printer: to })
    .where(
      and(eq(printerZones.restaurantId, restaurantId), sql`lower(${printerZones.printer}) = lower(${from})`),
    );
  const menuIds = tx.select({ id: menus.id }).from(menus).where(eq(menus.restaurantId, restaurantId));
  await tx
    .update(cookingCategories)
    .set({ printer: to })
    .where(
      and(
        inArray(cookingCategories.menuId, menuIds),
        sql`lower(${cookingCategories.printer}) = lower(${from})`,
      ),
    );
}

/** Every restaurant that has printers, with them (GET /admin/printers). */
export async function findAllPrinterRows(db: DbOrTx) {
  return db
    .select({ printer: printers, name: restaurants.name, urlIdentifier: restaurants.urlIdentifier })
    .from(printers)
    .innerJoin(restaurants, eq(restaurants.id, printers.restaurantId))
    .orderBy(
      asc(restaurants.name),
      asc(printers.restaurantId),
      sql`${printers.isPrimary} desc`,
      asc(printers.printerName),
    );
}
