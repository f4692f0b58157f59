import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import {
  merchantProfiles,
  paymentProviderAccounts,
  restaurants,
  subscriptions,
  users,
} from '../../../db/schema';

export type MerchantProfileRow = typeof merchantProfiles.$inferSelect;
export type MerchantProfileInsert = typeof merchantProfiles.$inferInsert;
type RestaurantRow = typeof restaurants.$inferSelect;

/** A restaurant or a group by its id or its url identifier (case-insensitive); an id match wins. */
export async function findMerchantRow(db: DbOrTx, value: string): Promise<RestaurantRow | undefined> {
  const rows = await db
    .select()
    .from(restaurants)
    .where(or(eq(restaurants.id, value), sql`lower(${restaurants.urlIdentifier}) = lower(${value})`));
  return rows.find((r) => r.id === value) ?? rows[0];
}

export async function findMerchantProfile(
  db: DbOrTx,
  restaurantId: string,
): Promise<MerchantProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(merchantProfiles)
    .where(eq(merchantProfiles.restaurantId, restaurantId));
  return row;
}

/** Creates or replaces a merchant profile (the credential is kept when the update sends none). */
export async function upsertMerchantProfile(db: DbOrTx, row: MerchantProfileInsert): Promise<void> {
  const { restaurantId, createdAt: _createdAt, ...set } = row;
  if (set.paymentPartnerCredential == null) delete set.paymentPartnerCredential;
  await db
    .insert(merchantProfiles)
    .values(row)
    .onConflictDoUpdate({ target: merchantProfiles.restaurantId, set });
}

export async function insertMerchantRestaurant(
  db: DbOrTx,
  values: typeof restaurants.$inferInsert,
): Promise<RestaurantRow> {
  const [row] = await db.insert(restaurants).values(values).returning();
  return row!;
}

export async function updateMerchantRestaurant(
  db: DbOrTx,
  id: string,
  set: Partial<typeof restaurants.$inferInsert>,
): Promise<RestaurantRow> {
  const [row] = await db.update(restaurants).set(set).where(eq(restaurants.id, id)).returning();
  return row!;
}

/** Whether a url identifier is taken (case-insensitively: diner URLs match either casing). */
export async function identifierTaken(db: DbOrTx, urlIdentifier: string): Promise<boolean> {
  const [row] = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(sql`lower(${restaurants.urlIdentifier}) = lower(${urlIdentifier})`)
    .limit(1);
  return Boolean(row);
}

/** The restaurants of a group, by name. */
export async function listGroupMembers(db: DbOrTx, groupId: string) {
  return db
    .select({
      restaurantId: restaurants.id,
      urlIdentifier: restaurants.urlIdentifier,
      name: restaurants.name,
    })
    .from(restaurants)
    .where(and(eq(restaurants.groupId, groupId), eq(restaurants.type, 'restaurant')))
    .orderBy(asc(restaurants.name));
}

/** Sets the group's members to exactly these restaurants (others leave the group). */
export async function setGroupMembers(
  db: DbOrTx,
  groupId: string,
  restaurantIds: readonly string[],
): Promise<void> {
  await db
    .update(restaurants)
    .set({ groupId: null })
    .where(
      and(
        eq(restaurants.groupId, groupId),
        restaurantIds.length ? notInArray(restaurants.id, [...restaurantIds]) : undefined,
      ),
    );
  if (restaurantIds.length)
    await db
      .update(restaurants)
      .set({ groupId })
      .where(and(inArray(restaurants.id, [...restaurantIds]), eq(restaurants.type, 'restaurant')));
}

/** The card provider account ids (Stripe connected accounts) of these restaurants. */
export async function stripeAccountsOf(
  db: DbOrTx,
  restaurantIds: readonly string[],
): Promise<Map<string, string>> {
  if (restaurantIds.length === 0) return new Map();
  const rows = await db
    .select({
      restaurantId: paymentProviderAccounts.restaurantId,
      accountId: paymentProviderAccounts.accountId,
    })
    .from(paymentProviderAccounts)
    .where(
      and(
        inArray(paymentProviderAccounts.restaurantId, [...restaurantIds]),
        eq(paymentProviderAccounts.provider, 'stripe'),
      ),
    );
  return new Map(rows.map((r) => [r.restaurantId, r.accountId]));
}

/** Whether the restaurant has provider (Adyen) payment settings. */
export async function hasAdyenAccount(db: DbOrTx, restaurantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentProviderAccounts.restaurantId })
    .from(paymentProviderAccounts)
    .where(
      and(
        eq(paymentProviderAccounts.restaurantId, restaurantId),
        eq(paymentProviderAccounts.provider, 'adyen'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A restaurant's subscriptions, newest first (status and period start of each). */
export async function subscriptionSummaries(db: DbOrTx, restaurantId: string) {
  return db
    .select({ status: subscriptions.status, currentPeriodStart: subscriptions.currentPeriodStart })
    .from(subscriptions)
    .where(eq(subscriptions.restaurantId, restaurantId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

export interface MerchantListFilter {
  /** 'all' for admin; otherwise the restaurants the user may see. */
  ids: readonly string[] | 'all';
  search?: string;
  limit: number;
  offset: number;
}

const groups = alias(restaurants, 'groups');

/** One page of the restaurant list (restaurants and groups), by name, with the count of all matches. */
export async function listMerchants(db: DbOrTx, filter: MerchantListFilter) {
  if (filter.ids !== 'all' && filter.ids.length === 0) return { rows: [], total: 0 };
  const conditions: SQL[] = [];
  if (filter.ids !== 'all') conditions.push(inArray(restaurants.id, [...filter.ids]));
  if (filter.search) {
    const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(restaurants.name, like),
        ilike(restaurants.urlIdentifier, like),
        ilike(restaurants.address, like),
        ilike(restaurants.altName, like),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select({
      id: restaurants.id,
      urlIdentifier: restaurants.urlIdentifier,
      name: restaurants.name,
      type: restaurants.type,
      address: restaurants.address,
      phone: restaurants.phone,
      isOnline: restaurants.isOnline,
      onlineSettings: restaurants.onlineSettings,
      createdAt: restaurants.createdAt,
      restaurantAdmin: merchantProfiles.restaurantAdmin,
      merchantType: merchantProfiles.merchantType,
      groupName: groups.name,
    })
    .from(restaurants)
    .leftJoin(merchantProfiles, eq(merchantProfiles.restaurantId, restaurants.id))
    .leftJoin(groups, eq(groups.id, restaurants.groupId))
    .where(where)
    .orderBy(asc(sql`lower(${restaurants.name})`), asc(restaurants.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(restaurants).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The accounts whose own restaurant is this one, by role then username. */
export async function listRestaurantAccounts(db: DbOrTx, restaurantId: string) {
  return db
    .select()
    .from(users)
    .where(eq(users.restaurantId, restaurantId))
    .orderBy(asc(users.role), asc(users.username));
}
