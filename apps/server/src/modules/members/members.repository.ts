import { MEMBER_SEARCH_LIMIT, type MemberSearchCriteria } from '@rpos/domain';
import { and, asc, eq, ilike, inArray, like, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema';

export type MemberRow = typeof members.$inferSelect;

/** LIKE's own characters taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The restaurant's members matching every criterion given: the phone's digits anywhere in the
 * number, names by their start (any case). Never another restaurant's.
 */
export async function searchMembers(
  db: DbOrTx,
  restaurantId: string,
  criteria: MemberSearchCriteria,
): Promise<MemberRow[]> {
  const where: SQL[] = [eq(members.restaurantId, restaurantId)];
  if (criteria.phoneDigits) where.push(like(members.phone, `%${literal(criteria.phoneDigits)}%`));
  if (criteria.firstName) where.push(ilike(members.firstName, `${literal(criteria.firstName)}%`));
  if (criteria.lastName) where.push(ilike(members.lastName, `${literal(criteria.lastName)}%`));
  return db
    .select()
    .from(members)
    .where(and(...where))
    .orderBy(asc(members.firstName), asc(members.lastName), asc(members.id))
    .limit(MEMBER_SEARCH_LIMIT);
}

/** The restaurant's members among ids (the others, or another restaurant's, are left out). */
export async function findRestaurantMembers(
  db: DbOrTx,
  restaurantId: string,
  ids: readonly string[],
): Promise<MemberRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(members)
    .where(and(eq(members.restaurantId, restaurantId), inArray(members.id, [...ids])));
}
