import { ACTIVE_SUBSCRIPTION_STATUSES } from '@rpos/domain';
import { and, asc, count, desc, eq, exists, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { billingWebhookEvents, restaurants, subscriptionCheckouts, subscriptions } from '../../db/schema';

export type CheckoutRow = typeof subscriptionCheckouts.$inferSelect;
export type SubscriptionDbRow = typeof subscriptions.$inferSelect;

export async function insertCheckout(
  db: DbOrTx,
  row: typeof subscriptionCheckouts.$inferInsert,
): Promise<void> {
  await db.insert(subscriptionCheckouts).values(row);
}

export async function findCheckout(
  db: DbOrTx,
  provider: string,
  sessionId: string,
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionCheckouts)
    .where(
      and(
        eq(subscriptionCheckouts.provider, provider as CheckoutRow['provider']),
        eq(subscriptionCheckouts.sessionId, sessionId),
      ),
    );
  return row;
}

/** Moves an open checkout to complete; answers it only when this call made the move. */
export async function completeCheckout(db: DbOrTx, id: string, now: Date): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .update(subscriptionCheckouts)
    .set({ status: 'complete', completedAt: now })
    .where(and(eq(subscriptionCheckouts.id, id), eq(subscriptionCheckouts.status, 'open')))
    .returning();
  return row;
}

/** Stores a verified event once; false when it was already stored (a redelivery). */
export async function insertBillingEventOnce(
  db: DbOrTx,
  row: typeof billingWebhookEvents.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(billingWebhookEvents)
    .values(row)
    .onConflictDoNothing({ target: [billingWebhookEvents.provider, billingWebhookEvents.eventId] })
    .returning({ id: billingWebhookEvents.id });
  return inserted.length > 0;
}

export async function findSubscription(
  db: DbOrTx,
  provider: string,
  providerSubscriptionId: string,
): Promise<SubscriptionDbRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider as SubscriptionDbRow['provider']),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    );
  return row;
}

/** Creates or updates a subscription; a state older than the stored one changes nothing. */
export async function upsertSubscription(db: DbOrTx, row: typeof subscriptions.$inferInsert): Promise<void> {
  const { id: _id, createdAt: _createdAt, provider: _p, providerSubscriptionId: _s, ...set } = row;
  await db
    .insert(subscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: [subscriptions.provider, subscriptions.providerSubscriptionId],
      set,
      setWhere: lte(subscriptions.providerUpdatedAt, sql`excluded.provider_updated_at`),
    });
}

/** The subscriptions of these restaurants, newest first. */
export async function subscriptionsOf(
  db: DbOrTx,
  restaurantIds: readonly string[],
): Promise<SubscriptionDbRow[]> {
  if (restaurantIds.length === 0) return [];
  return db
    .select()
    .from(subscriptions)
    .where(inArray(subscriptions.restaurantId, [...restaurantIds]))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

/** Restaurants (not groups) for the subscription list: search on name or identifier, active filter, paged. */
export async function listSubscriptionMerchants(
  db: DbOrTx,
  filter: { ids: readonly string[] | 'all'; search?: string; active: boolean; limit: number; offset: number },
) {
  if (filter.ids !== 'all' && filter.ids.length === 0) return { rows: [], total: 0 };
  const conditions: SQL[] = [eq(restaurants.type, 'restaurant')];
  if (filter.ids !== 'all') conditions.push(inArray(restaurants.id, [...filter.ids]));
  if (filter.search) {
    const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(restaurants.name, like), ilike(restaurants.urlIdentifier, like))!);
  }
  if (filter.active)
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.restaurantId, restaurants.id),
              inArray(subscriptions.status, [...ACTIVE_SUBSCRIPTION_STATUSES]),
            ),
          ),
      ),
    );
  const where = and(...conditions);
  const rows = await db
    .select({ id: restaurants.id, urlIdentifier: restaurants.urlIdentifier, name: restaurants.name })
    .from(restaurants)
    .where(where)
    .orderBy(asc(sql`lower(${restaurants.name})`), asc(restaurants.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(restaurants).where(where);
  return { rows, total: total?.n ?? 0 };
}
