import { eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { restaurants, userRestaurants, users } from '../../db/schema';

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
