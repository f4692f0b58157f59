import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { merchantProfiles, uberOauthStates } from '../../../db/schema';

export async function insertUberState(
  db: DbOrTx,
  row: { stateHash: string; restaurantId: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(uberOauthStates).values(row);
}

/** Uses a state once: answers its restaurant when it is unused and not expired, marking it used. */
export async function useUberState(db: DbOrTx, stateHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(uberOauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(uberOauthStates.stateHash, stateHash),
        isNull(uberOauthStates.usedAt),
        gt(uberOauthStates.expiresAt, now),
      ),
    )
    .returning({ restaurantId: uberOauthStates.restaurantId });
  return row?.restaurantId ?? null;
}

/** A state still open (the consent page shows only for one). */
export async function findOpenUberState(db: DbOrTx, stateHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ restaurantId: uberOauthStates.restaurantId })
    .from(uberOauthStates)
    .where(
      and(
        eq(uberOauthStates.stateHash, stateHash),
        isNull(uberOauthStates.usedAt),
        gt(uberOauthStates.expiresAt, now),
      ),
    );
  return row?.restaurantId ?? null;
}

/** Stores (or with nulls clears) the restaurant's Uber Eats store. */
export async function setUberStore(
  db: DbOrTx,
  restaurantId: string,
  store: { storeId: string; storeName: string } | null,
  now: Date,
): Promise<void> {
  const set = {
    uberEatsStoreId: store?.storeId ?? null,
    uberStoreName: store?.storeName ?? null,
    uberConnectedAt: store ? now : null,
    updatedAt: now,
  };
  await db
    .insert(merchantProfiles)
    .values({ restaurantId, ...set, createdAt: now })
    .onConflictDoUpdate({ target: merchantProfiles.restaurantId, set });
}

export async function findUberStore(db: DbOrTx, restaurantId: string) {
  const [row] = await db
    .select({ storeId: merchantProfiles.uberEatsStoreId, storeName: merchantProfiles.uberStoreName })
    .from(merchantProfiles)
    .where(eq(merchantProfiles.restaurantId, restaurantId));
  return row?.storeId ? { storeId: row.storeId, storeName: row.storeName } : null;
}
