import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sandboxBalanceAccounts, sandboxStores, sandboxSweeps, sandboxTransfers } from '../../db/schema';
import { newId } from '../../platform/ids';

export type SandboxAccountRow = typeof sandboxBalanceAccounts.$inferSelect;
export type SandboxTransferRow = typeof sandboxTransfers.$inferSelect;
export type SandboxSweepRow = typeof sandboxSweeps.$inferSelect;
export type SandboxStoreRow = typeof sandboxStores.$inferSelect;

/** What a new sandbox merchant starts with: simulated takings of A$5,000.00 (decision 0329). */
export const SANDBOX_OPENING_BALANCE = 500_000;
export const SANDBOX_CURRENCY = 'AUD';
const shortId = () => newId().replaceAll('-', '').slice(0, 16).toUpperCase();

/**
 * The restaurant's simulated balance account, opened on first use with its first store (what an
 * onboarded merchant has). Two calls racing both end with the one account.
 */
export async function ensureSandboxAccount(
  tx: DbOrTx,
  restaurant: { id: string; urlIdentifier: string; name: string },
  now: Date,
): Promise<SandboxAccountRow> {
  const [created] = await tx
    .insert(sandboxBalanceAccounts)
    .values({
      restaurantId: restaurant.id,
      balanceAccountId: `BA_SBX_${shortId()}`,
      accountHolderId: `AH_SBX_${shortId()}`,
      legalEntityId: `LE_SBX_${shortId()}`,
      currency: SANDBOX_CURRENCY,
      balance: SANDBOX_OPENING_BALANCE,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (created) {
    await tx.insert(sandboxStores).values({
      id: `ST_SBX_${shortId()}`,
      restaurantId: restaurant.id,
      reference: restaurant.urlIdentifier,
      description: restaurant.name,
      createdAt: now,
    });
    return created;
  }
  const [row] = await tx
    .select()
    .from(sandboxBalanceAccounts)
    .where(eq(sandboxBalanceAccounts.restaurantId, restaurant.id));
  return row!;
}

/** The account row locked until the transaction ends. */
export async function lockSandboxAccount(tx: DbOrTx, restaurantId: string): Promise<SandboxAccountRow> {
  const [row] = await tx
    .select()
    .from(sandboxBalanceAccounts)
    .where(eq(sandboxBalanceAccounts.restaurantId, restaurantId))
    .for('update');
  return row!;
}

export async function updateSandboxAccount(
  tx: DbOrTx,
  restaurantId: string,
  set: Partial<Pick<SandboxAccountRow, 'balance' | 'industryCode' | 'lastPayoutAt' | 'storeSettings'>>,
  now: Date,
): Promise<SandboxAccountRow> {
  const [row] = await tx
    .update(sandboxBalanceAccounts)
    .set({ ...set, updatedAt: now })
    .where(eq(sandboxBalanceAccounts.restaurantId, restaurantId))
    .returning();
  return row!;
}

/** Takes `amount` from the balance when it holds that much; false (nothing changed) otherwise. */
export async function debitSandboxBalance(tx: DbOrTx, restaurantId: string, amount: number, now: Date) {
  const rows = await tx
    .update(sandboxBalanceAccounts)
    .set({ balance: sql`${sandboxBalanceAccounts.balance} - ${amount}`, updatedAt: now })
    .where(
      and(eq(sandboxBalanceAccounts.restaurantId, restaurantId), gte(sandboxBalanceAccounts.balance, amount)),
    )
    .returning({ balance: sandboxBalanceAccounts.balance });
  return rows.length === 1;
}

export async function creditSandboxBalance(tx: DbOrTx, restaurantId: string, amount: number, now: Date) {
  await tx
    .update(sandboxBalanceAccounts)
    .set({ balance: sql`${sandboxBalanceAccounts.balance} + ${amount}`, updatedAt: now })
    .where(eq(sandboxBalanceAccounts.restaurantId, restaurantId));
}

export async function insertSandboxTransfer(
  tx: DbOrTx,
  row: Omit<SandboxTransferRow, 'id'>,
): Promise<SandboxTransferRow> {
  const [created] = await tx
    .insert(sandboxTransfers)
    .values({ id: `TR_SBX_${shortId()}`, ...row })
    .returning();
  return created!;
}

/** The latest transfers and payouts, newest first. */
export function findSandboxTransfers(db: DbOrTx, restaurantId: string, limit = 20) {
  return db
    .select()
    .from(sandboxTransfers)
    .where(eq(sandboxTransfers.restaurantId, restaurantId))
    .orderBy(desc(sandboxTransfers.createdAt), desc(sandboxTransfers.id))
    .limit(limit);
}

export function findSandboxSweeps(db: DbOrTx, restaurantId: string) {
  return db
    .select()
    .from(sandboxSweeps)
    .where(eq(sandboxSweeps.restaurantId, restaurantId))
    .orderBy(sandboxSweeps.createdAt, sandboxSweeps.id);
}

/** The daily payout sweep (one per restaurant). */
export async function findPayoutSweep(
  db: DbOrTx,
  restaurantId: string,
): Promise<SandboxSweepRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxSweeps)
    .where(and(eq(sandboxSweeps.restaurantId, restaurantId), eq(sandboxSweeps.kind, 'payout')))
    .limit(1);
  return row;
}

export async function upsertPayoutSweep(
  tx: DbOrTx,
  restaurantId: string,
  cronExpression: string,
  currency: string,
  now: Date,
): Promise<SandboxSweepRow> {
  const existing = await findPayoutSweep(tx, restaurantId);
  if (existing) {
    const [row] = await tx
      .update(sandboxSweeps)
      .set({ cronExpression, status: 'active' })
      .where(eq(sandboxSweeps.id, existing.id))
      .returning();
    return row!;
  }
  const [row] = await tx
    .insert(sandboxSweeps)
    .values({
      id: `SWPC_SBX_${shortId()}`,
      restaurantId,
      kind: 'payout',
      cronExpression,
      targetAmount: 0,
      currency,
      description: 'Daily payout to the bank account',
      createdAt: now,
    })
    .returning();
  return row!;
}

/** Deletes one of the restaurant's sweeps; false when it has no such sweep. */
export async function deleteSandboxSweep(
  tx: DbOrTx,
  restaurantId: string,
  sweepId: string,
): Promise<boolean> {
  const rows = await tx
    .delete(sandboxSweeps)
    .where(and(eq(sandboxSweeps.restaurantId, restaurantId), eq(sandboxSweeps.id, sweepId)))
    .returning({ id: sandboxSweeps.id });
  return rows.length === 1;
}

export function findSandboxStores(db: DbOrTx, restaurantId: string) {
  return db
    .select()
    .from(sandboxStores)
    .where(eq(sandboxStores.restaurantId, restaurantId))
    .orderBy(sandboxStores.createdAt, sandboxStores.reference);
}

export async function insertSandboxStore(
  tx: DbOrTx,
  restaurantId: string,
  reference: string,
  description: string,
  now: Date,
): Promise<SandboxStoreRow> {
  const [row] = await tx
    .insert(sandboxStores)
    .values({ id: `ST_SBX_${shortId()}`, restaurantId, reference, description, createdAt: now })
    .returning();
  return row!;
}
