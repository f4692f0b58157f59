import type { FloorTable } from '@rpos/domain';
import { and, asc, count, eq, isNull, max, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  restaurantAreas,
  restaurants,
  restaurantTables,
  serviceRequests,
  transactions,
} from '../../db/schema';

export type AreaRow = typeof restaurantAreas.$inferSelect;
export type TableRow = typeof restaurantTables.$inferSelect;

/** One writer at a time per restaurant's floor plan: numbers and names are checked, then written. */
export async function lockFloorPlanOf(tx: DbOrTx, restaurantId: string): Promise<void> {
  await tx
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .for('update');
}

export function findAreas(db: DbOrTx, restaurantId: string): Promise<AreaRow[]> {
  return db
    .select()
    .from(restaurantAreas)
    .where(eq(restaurantAreas.restaurantId, restaurantId))
    .orderBy(asc(restaurantAreas.sort), asc(restaurantAreas.createdAt), asc(restaurantAreas.name));
}

export async function findArea(
  db: DbOrTx,
  restaurantId: string,
  areaId: string,
): Promise<AreaRow | undefined> {
  const [row] = await db
    .select()
    .from(restaurantAreas)
    .where(and(eq(restaurantAreas.restaurantId, restaurantId), eq(restaurantAreas.id, areaId)));
  return row;
}

/** The restaurant's live tables (archived ones left out), in their order. */
export function findLiveTables(db: DbOrTx, restaurantId: string): Promise<TableRow[]> {
  return db
    .select()
    .from(restaurantTables)
    .where(and(eq(restaurantTables.restaurantId, restaurantId), isNull(restaurantTables.archivedAt)))
    .orderBy(asc(restaurantTables.sort), asc(restaurantTables.tableNumber));
}

export async function findLiveTable(
  db: DbOrTx,
  restaurantId: string,
  id: string,
): Promise<TableRow | undefined> {
  const [row] = await db
    .select()
    .from(restaurantTables)
    .where(
      and(
        eq(restaurantTables.restaurantId, restaurantId),
        eq(restaurantTables.id, id),
        isNull(restaurantTables.archivedAt),
      ),
    );
  return row;
}

export async function insertArea(tx: DbOrTx, row: typeof restaurantAreas.$inferInsert): Promise<AreaRow> {
  const [inserted] = await tx.insert(restaurantAreas).values(row).returning();
  return inserted!;
}

export async function updateAreaRow(
  tx: DbOrTx,
  id: string,
  set: Partial<Pick<AreaRow, 'name' | 'sort'>>,
): Promise<void> {
  await tx.update(restaurantAreas).set(set).where(eq(restaurantAreas.id, id));
}

/** Deletes the area after moving its archived tables (kept for their bills) to `keepArchivedIn`. */
export async function deleteAreaRow(tx: DbOrTx, id: string, keepArchivedIn: string): Promise<void> {
  await tx.update(restaurantTables).set({ areaId: keepArchivedIn }).where(eq(restaurantTables.areaId, id));
  await tx.delete(restaurantAreas).where(eq(restaurantAreas.id, id));
}

export async function nextAreaSort(tx: DbOrTx, restaurantId: string): Promise<number> {
  const [row] = await tx
    .select({ m: max(restaurantAreas.sort) })
    .from(restaurantAreas)
    .where(eq(restaurantAreas.restaurantId, restaurantId));
  return (row?.m ?? 0) + 1;
}

export async function nextTableSort(tx: DbOrTx, restaurantId: string): Promise<number> {
  const [row] = await tx
    .select({ m: max(restaurantTables.sort) })
    .from(restaurantTables)
    .where(eq(restaurantTables.restaurantId, restaurantId));
  return (row?.m ?? 0) + 1;
}

export async function insertTables(
  tx: DbOrTx,
  rows: (typeof restaurantTables.$inferInsert)[],
): Promise<TableRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(restaurantTables).values(rows).returning();
}

export async function updateTableRow(
  tx: DbOrTx,
  id: string,
  set: Partial<typeof restaurantTables.$inferInsert>,
): Promise<TableRow> {
  const [row] = await tx.update(restaurantTables).set(set).where(eq(restaurantTables.id, id)).returning();
  return row!;
}

export async function archiveTableRow(tx: DbOrTx, id: string, now: Date): Promise<void> {
  await tx.update(restaurantTables).set({ archivedAt: now }).where(eq(restaurantTables.id, id));
}

export async function deleteTableRow(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(restaurantTables).where(eq(restaurantTables.id, id));
}

/** Is a dine-in bill of this table number still open? (case-insensitively, as numbers are unique so) */
export async function hasOpenBill(tx: DbOrTx, restaurantId: string, tableNumber: string): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(transactions)
    .where(
      and(
        eq(transactions.restaurantId, restaurantId),
        sql`lower(${transactions.tableNo}) = ${tableNumber.toLowerCase()}`,
        eq(transactions.status, 'active'),
        eq(transactions.type, 'dinein'),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** Has the table a history: bills (in any state) of its number, or service-bell calls? */
export async function hasHistory(tx: DbOrTx, table: TableRow): Promise<boolean> {
  const [bills] = await tx
    .select({ n: count() })
    .from(transactions)
    .where(
      and(
        eq(transactions.restaurantId, table.restaurantId),
        sql`lower(${transactions.tableNo}) = ${table.tableNumber.toLowerCase()}`,
      ),
    );
  if ((bills?.n ?? 0) > 0) return true;
  const [calls] = await tx
    .select({ n: count() })
    .from(serviceRequests)
    .where(eq(serviceRequests.tableId, table.id));
  return (calls?.n ?? 0) > 0;
}

/** Other live tables with this number (case-insensitively); `exceptId` leaves one table out. */
export async function numberTaken(
  tx: DbOrTx,
  restaurantId: string,
  tableNumber: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(restaurantTables)
    .where(
      and(
        eq(restaurantTables.restaurantId, restaurantId),
        isNull(restaurantTables.archivedAt),
        sql`lower(${restaurantTables.tableNumber}) = ${tableNumber.toLowerCase()}`,
        exceptId ? ne(restaurantTables.id, exceptId) : undefined,
      ),
    );
  return (row?.n ?? 0) > 0;
}

export function toFloorTable(t: TableRow): FloorTable {
  const { id, areaId, tableNumber, name, seats, minSeats, shape, x, y, w, h } = t;
  return { id, areaId, tableNumber, name, seats, minSeats, shape, x, y, w, h };
}
