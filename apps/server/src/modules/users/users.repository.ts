import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { restaurants, sessions, userRestaurants, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

/** Restaurants around a user, for the tenancy rule: their group's members and those assigned to them. */
export async function loadTenancyIds(
  db: DbOrTx,
  user: Pick<UserRow, 'id' | 'restaurantId'>,
): Promise<{ groupRestaurantIds: string[]; assignedRestaurantIds: string[] }> {
  const assigned = await db
    .select({ id: userRestaurants.restaurantId })
    .from(userRestaurants)
    .where(eq(userRestaurants.userId, user.id));
  const group = user.restaurantId
    ? await db
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(or(eq(restaurants.groupId, user.restaurantId), eq(restaurants.id, user.restaurantId)))
    : [];
  return { groupRestaurantIds: group.map((r) => r.id), assignedRestaurantIds: assigned.map((r) => r.id) };
}

/** Own profile fields (PUT /userDetail); e-mail is read-only. */
export async function updateUserProfile(
  db: DbOrTx,
  id: string,
  profile: { firstName: string; lastName: string; phone: string },
  at: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...profile, updatedAt: at })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function updateUserPasswordHash(
  db: DbOrTx,
  id: string,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, id));
}

/** A password the user chose (PUT /userPwd, a reset link): any pending change of a generated one is done. */
export async function setOwnPassword(db: DbOrTx, id: string, passwordHash: string, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, mustChangePassword: false, updatedAt: at })
    .where(eq(users.id, id));
}

/**
 * The restaurant a session acts on (PUT /userRestaurantId, decision 0375): written on the session, and
 * on the user as the choice a new sign-in starts with.
 */
export async function setSelectedRestaurant(
  db: DbOrTx,
  id: string,
  restaurantId: string,
  at: Date,
  sessionIdHash: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ selectedRestaurantId: restaurantId, updatedAt: at }).where(eq(users.id, id));
    await tx
      .update(sessions)
      .set({ selectedRestaurantId: restaurantId })
      .where(and(eq(sessions.idHash, sessionIdHash), eq(sessions.userId, id)));
  });
}

export type RestaurantSummary = Pick<
  typeof restaurants.$inferSelect,
  'id' | 'urlIdentifier' | 'name' | 'type' | 'currencySymbol' | 'isTest'
>;

const summaryColumns = {
  id: restaurants.id,
  urlIdentifier: restaurants.urlIdentifier,
  name: restaurants.name,
  type: restaurants.type,
  currencySymbol: restaurants.currencySymbol,
  isTest: restaurants.isTest,
};

export async function findRestaurantSummary(db: DbOrTx, id: string): Promise<RestaurantSummary | undefined> {
  const [row] = await db.select(summaryColumns).from(restaurants).where(eq(restaurants.id, id));
  return row;
}

/** A restaurant by its id or its url identifier (either may be sent as restaurantId). */
export async function findRestaurantByIdOrIdentifier(
  db: DbOrTx,
  value: string,
): Promise<RestaurantSummary | undefined> {
  const rows = await db
    .select(summaryColumns)
    .from(restaurants)
    .where(or(eq(restaurants.id, value), eq(restaurants.urlIdentifier, value)));
  // An id match wins over an identifier match.
  return rows.find((r) => r.id === value) ?? rows[0];
}

/** Restaurants for pickers, by name: every one (ids 'all') or those listed; optionally by test flag. */
export async function listRestaurantSummaries(
  db: DbOrTx,
  filter: { ids: readonly string[] | 'all'; isTest?: boolean },
): Promise<RestaurantSummary[]> {
  if (filter.ids !== 'all' && filter.ids.length === 0) return [];
  const conditions: SQL[] = [];
  if (filter.ids !== 'all') conditions.push(inArray(restaurants.id, [...filter.ids]));
  if (filter.isTest !== undefined) conditions.push(eq(restaurants.isTest, filter.isTest));
  return db
    .select(summaryColumns)
    .from(restaurants)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(restaurants.name), asc(restaurants.id));
}
