import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { independently } from '../../db/independent-queries';
import { closeDays, openHours, restaurants } from '../../db/schema';

export type RestaurantRow = typeof restaurants.$inferSelect;
export type OpenHoursRow = typeof openHours.$inferSelect;

/** A restaurant (not a group) by its url identifier. */
export async function findRestaurantById(db: DbOrTx, id: string): Promise<RestaurantRow | undefined> {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.id, id));
  return row;
}

export async function findRestaurantByUrlIdentifier(
  db: DbOrTx,
  urlIdentifier: string,
): Promise<RestaurantRow | undefined> {
  const [row] = await db
    .select()
    .from(restaurants)
    .where(and(eq(restaurants.urlIdentifier, urlIdentifier), eq(restaurants.type, 'restaurant')));
  return row;
}

/** Open-hours ranges and closed dates (YYYY-MM-DD) of a restaurant, in order. */
export async function loadOpenHours(
  db: DbOrTx,
  restaurantId: string,
): Promise<{ ranges: OpenHoursRow[]; closedDates: string[] }> {
  const [ranges, closed] = await independently(db, [
    () =>
      db
        .select()
        .from(openHours)
        .where(eq(openHours.restaurantId, restaurantId))
        .orderBy(asc(openHours.sort), asc(openHours.openStart)),
    () =>
      db
        .select({ date: closeDays.date })
        .from(closeDays)
        .where(eq(closeDays.restaurantId, restaurantId))
        .orderBy(asc(closeDays.date)),
  ]);
  return { ranges, closedDates: closed.map((c) => c.date) };
}
