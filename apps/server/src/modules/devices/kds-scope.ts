import type { DisplayClient } from '@rpos/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { posClients } from '../../db/schema';
import { findZoneRows } from '../printers/printer-zones.repository';

/**
 * Which orders a kitchen display shows (decision 0348): null = every order of the restaurant (a
 * user who is no display client, or a display client whose POS clients are all gone).
 */
export interface KdsScope {
  /** Tables whose dine-in orders show; null = every table. */
  tables: Set<string> | null;
  /** Do orders not at a table (takeaway, pickup, delivery...) show? */
  offTable: boolean;
}

/**
 * The orders the display client's POS clients serve: a POS client serves the tables of its
 * floorTable printer zones (a client without any serves the whole floor); a counter client, or one
 * without floorTable zones, also serves the orders not at a table.
 */
export async function kdsScopeOf(
  db: DbOrTx,
  restaurantId: string,
  client: DisplayClient | undefined,
): Promise<KdsScope | null> {
  if (!client || client.posIds.length === 0) return null;
  const linked = await db
    .select({ type: posClients.posClientType, zones: posClients.printerZones })
    .from(posClients)
    .where(and(eq(posClients.restaurantId, restaurantId), inArray(posClients.id, client.posIds)));
  if (linked.length === 0) return null;
  const zones = new Map((await findZoneRows(db, restaurantId)).map((z) => [z.id, z]));
  let tables: Set<string> | null = new Set();
  let offTable = false;
  for (const pos of linked) {
    const floor = pos.zones
      .map((z) => zones.get(z.id))
      .filter((z) => z?.zoneType === 'floorTable')
      .flatMap((z) => z!.zoneTables);
    const hasFloorZone = pos.zones.some((z) => zones.get(z.id)?.zoneType === 'floorTable');
    if (!hasFloorZone) {
      tables = null;
      offTable = true;
    } else if (tables) for (const table of floor) tables.add(table);
    if (pos.type === 'counter') offTable = true;
  }
  return { tables, offTable };
}

/** Does the scope take an order served at this table (null: not at a table)? */
export function inScope(scope: KdsScope | null, tableNo: string | null): boolean {
  if (!scope) return true;
  if (tableNo === null) return scope.offTable;
  return scope.tables === null || scope.tables.has(tableNo);
}
