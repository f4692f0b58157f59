import type { Grant, GrantOffer } from '@rpos/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sandboxGrantOffers, sandboxGrants } from '../../db/schema';
import { newId } from '../../platform/ids';

export type SandboxOfferRow = typeof sandboxGrantOffers.$inferSelect;
export type SandboxGrantRow = typeof sandboxGrants.$inferSelect;

const DAY_MS = 86_400_000;
/** How long a sandbox offer stands (decision 0333). */
export const SANDBOX_OFFER_DAYS = 30;

/** The two offers the sandbox makes: a cash advance and a standard loan (cents). */
const SANDBOX_OFFERS = [
  {
    contractType: 'cashAdvance',
    amount: 1_000_000,
    fee: 80_000,
    repaymentBp: 1000,
    estimatedDays: 180,
    threshold: 30_000,
  },
  {
    contractType: 'loan',
    amount: 2_500_000,
    fee: 250_000,
    repaymentBp: 1200,
    estimatedDays: 270,
    threshold: 100_000,
  },
] as const;

export function toGrantOffer(row: SandboxOfferRow, accountHolderId: string): GrantOffer {
  const money = (value: number) => ({ currency: row.currency, value });
  return {
    id: row.id,
    accountHolderId,
    contractType: row.contractType,
    amount: money(row.amount),
    fee: { amount: money(row.fee) },
    repayment: {
      basisPoints: row.repaymentBp,
      term: { estimatedDays: row.estimatedDays },
      threshold: { amount: money(row.thresholdAmount) },
    },
    startsAt: row.startsAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export function toGrant(row: SandboxGrantRow): Grant {
  return {
    id: row.id,
    grantOfferId: row.grantOfferId,
    contractType: row.contractType,
    status: row.status,
    amount: { currency: row.currency, value: row.amount },
    balances: { currency: row.currency, fee: row.fee, principal: row.amount, total: row.amount + row.fee },
    createdAt: row.createdAt.toISOString(),
  };
}

export function findSandboxOffers(db: DbOrTx, restaurantId: string) {
  return db
    .select()
    .from(sandboxGrantOffers)
    .where(eq(sandboxGrantOffers.restaurantId, restaurantId))
    .orderBy(sandboxGrantOffers.amount);
}

export async function insertSandboxOffers(tx: DbOrTx, restaurantId: string, currency: string, now: Date) {
  await tx.insert(sandboxGrantOffers).values(
    SANDBOX_OFFERS.map((o) => ({
      id: `GO_SBX_${newId().replaceAll('-', '').slice(0, 16).toUpperCase()}`,
      restaurantId,
      contractType: o.contractType,
      amount: o.amount,
      fee: o.fee,
      currency,
      repaymentBp: o.repaymentBp,
      estimatedDays: o.estimatedDays,
      thresholdAmount: o.threshold,
      startsAt: now,
      expiresAt: new Date(now.getTime() + SANDBOX_OFFER_DAYS * DAY_MS),
    })),
  );
}

/** The restaurant's offer, locked; undefined when the offer is another restaurant's or unknown. */
export async function lockSandboxOffer(tx: DbOrTx, restaurantId: string, offerId: string) {
  const [row] = await tx
    .select()
    .from(sandboxGrantOffers)
    .where(and(eq(sandboxGrantOffers.restaurantId, restaurantId), eq(sandboxGrantOffers.id, offerId)))
    .for('update');
  return row;
}

export function findSandboxGrants(db: DbOrTx, restaurantId: string) {
  return db
    .select()
    .from(sandboxGrants)
    .where(eq(sandboxGrants.restaurantId, restaurantId))
    .orderBy(desc(sandboxGrants.createdAt), desc(sandboxGrants.id));
}

export async function insertSandboxGrant(
  tx: DbOrTx,
  offer: SandboxOfferRow,
  now: Date,
): Promise<SandboxGrantRow> {
  const [row] = await tx
    .insert(sandboxGrants)
    .values({
      id: `GR_SBX_${newId().replaceAll('-', '').slice(0, 16).toUpperCase()}`,
      restaurantId: offer.restaurantId,
      grantOfferId: offer.id,
      contractType: offer.contractType,
      amount: offer.amount,
      fee: offer.fee,
      currency: offer.currency,
      status: 'Active',
      createdAt: now,
    })
    .returning();
  return row!;
}
