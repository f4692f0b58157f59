import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { restaurantTables, serviceRequests } from '../../db/schema';

export type ServiceRequestRow = typeof serviceRequests.$inferSelect;

/** Serialises calls of one table for one service type until the transaction ends (every instance). */
export async function lockTableService(tx: DbOrTx, tableId: string, serviceType: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`service-bell:${tableId}:${serviceType}`}))`);
}

/** The latest call of a table for a service type made after `since`, if any. */
export async function findCallSince(
  db: DbOrTx,
  tableId: string,
  serviceType: string,
  since: Date,
): Promise<ServiceRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.tableId, tableId),
        eq(serviceRequests.serviceType, serviceType),
        gt(serviceRequests.createdAt, since),
      ),
    )
    .orderBy(desc(serviceRequests.createdAt))
    .limit(1);
  return row;
}

export async function insertServiceRequest(
  db: DbOrTx,
  row: typeof serviceRequests.$inferInsert,
): Promise<ServiceRequestRow> {
  const [created] = await db.insert(serviceRequests).values(row).returning();
  return created!;
}

/** A restaurant's calls of one status with their table, newest first. */
export async function listServiceRequests(
  db: DbOrTx,
  restaurantId: string,
  status: 'new' | 'done',
  limit = 100,
) {
  return db
    .select({
      request: serviceRequests,
      tableNumber: restaurantTables.tableNumber,
      tableName: restaurantTables.name,
    })
    .from(serviceRequests)
    .innerJoin(restaurantTables, eq(serviceRequests.tableId, restaurantTables.id))
    .where(and(eq(serviceRequests.restaurantId, restaurantId), eq(serviceRequests.status, status)))
    .orderBy(desc(serviceRequests.createdAt))
    .limit(limit);
}

/** Marks a call of the restaurant done; undefined when the restaurant has no such call. */
export async function markServiceRequestDone(db: DbOrTx, restaurantId: string, id: string, at: Date) {
  const [row] = await db
    .update(serviceRequests)
    .set({ status: 'done', doneAt: at })
    .where(and(eq(serviceRequests.id, id), eq(serviceRequests.restaurantId, restaurantId)))
    .returning();
  if (!row) return undefined;
  const [table] = await db
    .select({ tableNumber: restaurantTables.tableNumber, tableName: restaurantTables.name })
    .from(restaurantTables)
    .where(eq(restaurantTables.id, row.tableId));
  return { request: row, tableNumber: table!.tableNumber, tableName: table!.tableName };
}
