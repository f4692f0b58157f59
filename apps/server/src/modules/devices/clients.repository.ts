import type { DisplayClient, PosClient } from '@rpos/domain';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { displayClients, posClients, users } from '../../db/schema';

type PosClientRow = typeof posClients.$inferSelect;
type DisplayClientRow = typeof displayClients.$inferSelect;

export function toPosClient(row: PosClientRow): PosClient {
  return {
    id: row.id,
    posClientName: row.posClientName,
    posClientType: row.posClientType,
    username: row.username,
    userEmail: row.userEmail,
    printerZones: row.printerZones,
  };
}

export async function findPosClients(db: DbOrTx, restaurantId: string): Promise<PosClient[]> {
  const rows = await db
    .select()
    .from(posClients)
    .where(eq(posClients.restaurantId, restaurantId))
    .orderBy(desc(posClients.createdAt), posClients.posClientName);
  return rows.map(toPosClient);
}

export async function insertPosClient(db: DbOrTx, row: typeof posClients.$inferInsert): Promise<PosClient> {
  const [saved] = await db.insert(posClients).values(row).returning();
  return toPosClient(saved!);
}

export async function deletePosClient(db: DbOrTx, restaurantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(posClients)
    .where(and(eq(posClients.restaurantId, restaurantId), eq(posClients.id, id)))
    .returning({ id: posClients.id });
  return rows.length > 0;
}

/** A user of this restaurant by username or e-mail, case-insensitively. */
export async function findRestaurantUser(db: DbOrTx, restaurantId: string, username: string) {
  const name = username.toLowerCase();
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.restaurantId, restaurantId),
        or(sql`lower(${users.username}) = ${name}`, sql`lower(${users.email}) = ${name}`),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The POS clients of this restaurant among these ids, by id. */
export async function findPosClientNames(
  db: DbOrTx,
  restaurantId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: posClients.id, name: posClients.posClientName })
    .from(posClients)
    .where(and(eq(posClients.restaurantId, restaurantId), inArray(posClients.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

function toDisplayClient(row: DisplayClientRow, names: Map<string, string>): DisplayClient {
  const posIds = row.posIds.filter((id) => names.has(id));
  return {
    id: row.id,
    displayClientName: row.displayClientName,
    username: row.username,
    userEmail: row.userEmail,
    userId: row.userId ?? '',
    posIds,
    posClientNames: posIds.map((id) => names.get(id)!),
  };
}

/** Display clients with the current names of their POS clients (a deleted POS client drops out). */
export async function findDisplayClients(
  db: DbOrTx,
  restaurantId: string,
  filter: { userId?: string } = {},
): Promise<DisplayClient[]> {
  const rows = await db
    .select()
    .from(displayClients)
    .where(
      and(
        eq(displayClients.restaurantId, restaurantId),
        filter.userId ? eq(displayClients.userId, filter.userId) : undefined,
      ),
    )
    .orderBy(desc(displayClients.createdAt), displayClients.displayClientName);
  const names = await findPosClientNames(db, restaurantId, [...new Set(rows.flatMap((r) => r.posIds))]);
  return rows.map((r) => toDisplayClient(r, names));
}

export async function insertDisplayClient(
  db: DbOrTx,
  row: typeof displayClients.$inferInsert,
  names: Map<string, string>,
): Promise<DisplayClient> {
  const [saved] = await db.insert(displayClients).values(row).returning();
  return toDisplayClient(saved!, names);
}

export async function deleteDisplayClient(db: DbOrTx, restaurantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(displayClients)
    .where(and(eq(displayClients.restaurantId, restaurantId), eq(displayClients.id, id)))
    .returning({ id: displayClients.id });
  return rows.length > 0;
}
