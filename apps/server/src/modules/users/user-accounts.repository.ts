import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { restaurants, userRestaurants, users } from '../../db/schema';
import type { UserRow } from './users.repository';

/** An account with the name of its own restaurant (or group), as the users screens list it. */
export type AccountRow = UserRow & { restaurantName: string | null };

/** Which accounts a list may show: every one (admin) or one restaurant's (restaurantAdmin, /merchantUsers). */
export type AccountScope =
  | { kind: 'all' }
  | { kind: 'restaurant'; restaurantId: string; roles?: readonly string[] };

const accountColumns = { user: users, restaurantName: restaurants.name };

function scopeCondition(scope: AccountScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  const own = eq(users.restaurantId, scope.restaurantId);
  return scope.roles ? and(own, inArray(users.role, [...scope.roles])) : own;
}

/** ILIKE pattern matching the text anywhere, with the pattern's own characters escaped. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(users.username, pattern),
    ilike(users.email, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
  );
}

/** One page of accounts by username, and how many match in all (two statements, one after the other). */
export async function listAccounts(
  db: DbOrTx,
  options: { scope: AccountScope; search?: string; limit: number; offset: number },
): Promise<{ rows: AccountRow[]; total: number }> {
  const where = and(scopeCondition(options.scope), searchCondition(options.search));
  const rows = await db
    .select(accountColumns)
    .from(users)
    .leftJoin(restaurants, eq(restaurants.id, users.restaurantId))
    .where(where)
    .orderBy(asc(sql`lower(${users.username})`))
    .limit(options.limit)
    .offset(options.offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  return { rows: rows.map((r) => ({ ...r.user, restaurantName: r.restaurantName })), total: count?.n ?? 0 };
}

/** An account by username, whatever the case it is typed in. */
export async function findAccountByUsername(db: DbOrTx, username: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .leftJoin(restaurants, eq(restaurants.id, users.restaurantId))
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return row ? { ...row.user, restaurantName: row.restaurantName } : undefined;
}

/** Locks an account row for the rest of the transaction (update and delete decide on what they read). */
export async function lockUserByUsername(tx: DbOrTx, username: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .for('update');
  return row;
}

/** Is the username (any case) or the e-mail used by an account other than `exceptId`? */
export async function findTakenIdentity(
  db: DbOrTx,
  identity: { username: string; email: string },
  exceptId?: string,
): Promise<{ username: boolean; email: boolean }> {
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(
      or(eq(sql`lower(${users.username})`, identity.username.toLowerCase()), eq(users.email, identity.email)),
    );
  const others = rows.filter((r) => r.id !== exceptId);
  return {
    username: others.some((r) => r.username.toLowerCase() === identity.username.toLowerCase()),
    email: others.some((r) => r.email === identity.email),
  };
}

/** The restaurants assigned to each of these accounts, by name. */
export async function assignedRestaurantsOf(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Map<string, { restaurantId: string; name: string }[]>> {
  const byUser = new Map<string, { restaurantId: string; name: string }[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userRestaurants.userId, restaurantId: restaurants.id, name: restaurants.name })
    .from(userRestaurants)
    .innerJoin(restaurants, eq(restaurants.id, userRestaurants.restaurantId))
    .where(inArray(userRestaurants.userId, [...userIds]))
    .orderBy(asc(restaurants.name), asc(restaurants.id));
  for (const r of rows) {
    const list = byUser.get(r.userId) ?? [];
    list.push({ restaurantId: r.restaurantId, name: r.name });
    byUser.set(r.userId, list);
  }
  return byUser;
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateAccount(
  db: DbOrTx,
  id: string,
  fields: Pick<
    UserRow,
    'firstName' | 'lastName' | 'email' | 'phone' | 'role' | 'restaurantId' | 'permissions'
  > & {
    updatedAt: Date;
  },
): Promise<void> {
  await db.update(users).set(fields).where(eq(users.id, id));
}

/** Deletes an account; its sessions, reset links and assignments go with it (foreign keys cascade). */
export async function deleteUserById(db: DbOrTx, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** Replaces the restaurants assigned to an account with this list. */
export async function replaceAssignedRestaurants(
  db: DbOrTx,
  userId: string,
  restaurantIds: readonly string[],
): Promise<void> {
  await db.delete(userRestaurants).where(eq(userRestaurants.userId, userId));
  if (restaurantIds.length > 0) {
    await db.insert(userRestaurants).values(restaurantIds.map((restaurantId) => ({ userId, restaurantId })));
  }
}

/** Restaurants by id or url identifier (what the dialog and API clients may send). */
export async function findRestaurantsByIdsOrIdentifiers(
  db: DbOrTx,
  values: readonly string[],
): Promise<{ id: string; urlIdentifier: string; type: string }[]> {
  if (values.length === 0) return [];
  return db
    .select({ id: restaurants.id, urlIdentifier: restaurants.urlIdentifier, type: restaurants.type })
    .from(restaurants)
    .where(or(inArray(restaurants.id, [...values]), inArray(restaurants.urlIdentifier, [...values])));
}
