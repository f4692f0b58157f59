import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sandboxTerminals } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import {
  ASSIGNED,
  INVENTORY,
  type TerminalOwner,
  type TerminalRecord,
  type TerminalsProvider,
} from './terminals-provider';

/** The store name the sandbox gives a restaurant. */
export const sandboxStoreOf = (owner: TerminalOwner) => `ST-${owner.urlIdentifier}`;

/**
 * The simulated terminals a restaurant starts with (decision 0309): one counter terminal in its store
 * and two of the inventory, so every action of the screen can be tried offline.
 */
function starterTerminals(owner: TerminalOwner) {
  const suffix = owner.restaurantId
    .replace(/[^0-9a-z]/gi, '')
    .slice(0, 9)
    .toUpperCase();
  return [
    {
      id: `S1F2-${suffix}01`,
      store: sandboxStoreOf(owner),
      status: ASSIGNED,
      description: 'S1F2 counter terminal (simulated)',
    },
    { id: `P400-${suffix}02`, store: '', status: INVENTORY, description: 'P400 Plus (simulated)' },
    { id: `V400m-${suffix}03`, store: '', status: INVENTORY, description: 'V400m portable (simulated)' },
  ];
}

async function ensureStarted(db: DbOrTx, owner: TerminalOwner, now: Date): Promise<void> {
  const [any] = await db
    .select({ id: sandboxTerminals.id })
    .from(sandboxTerminals)
    .where(eq(sandboxTerminals.ownerRestaurantId, owner.restaurantId))
    .limit(1);
  if (any) return;
  await db
    .insert(sandboxTerminals)
    .values(
      starterTerminals(owner).map((t) => ({ ...t, ownerRestaurantId: owner.restaurantId, updatedAt: now })),
    )
    .onConflictDoNothing();
}

export function createSandboxTerminals(deps: AppDeps): TerminalsProvider {
  const db = deps.database.db;
  const one = async (owner: TerminalOwner, id: string) => {
    const [row] = await db
      .select()
      .from(sandboxTerminals)
      .where(and(eq(sandboxTerminals.ownerRestaurantId, owner.restaurantId), eq(sandboxTerminals.id, id)));
    return row ?? null;
  };
  const set = (owner: TerminalOwner, id: string, values: Partial<typeof sandboxTerminals.$inferInsert>) =>
    db
      .update(sandboxTerminals)
      .set({ ...values, updatedAt: deps.now() })
      .where(and(eq(sandboxTerminals.ownerRestaurantId, owner.restaurantId), eq(sandboxTerminals.id, id)));

  return {
    name: 'sandbox',
    async list(owner): Promise<TerminalRecord[]> {
      await ensureStarted(db, owner, deps.now());
      const rows = await db
        .select()
        .from(sandboxTerminals)
        .where(eq(sandboxTerminals.ownerRestaurantId, owner.restaurantId))
        .orderBy(sandboxTerminals.id);
      return rows.map((r) => ({
        id: r.id,
        store: r.store,
        status: r.status,
        description: r.description,
        isStandalone: r.isStandalone,
      }));
    },
    async assign(owner, id) {
      const row = await one(owner, id);
      if (!row) throw Object.assign(new Error('not found'), { terminalNotFound: true });
      // The simulated terminal "connects" at once; a real one waits for its first boot.
      await set(owner, id, { store: sandboxStoreOf(owner), status: ASSIGNED });
    },
    async returnToInventory(owner, id) {
      const row = await one(owner, id);
      if (!row) throw Object.assign(new Error('not found'), { terminalNotFound: true });
      await set(owner, id, { store: '', status: INVENTORY, isStandalone: false });
    },
    async setStandalone(owner, id, standalone) {
      const row = await one(owner, id);
      if (!row) throw Object.assign(new Error('not found'), { terminalNotFound: true });
      await set(owner, id, { isStandalone: standalone });
    },
  };
}
