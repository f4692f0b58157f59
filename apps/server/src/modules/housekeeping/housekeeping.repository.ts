import { and, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { independently } from '../../db/independent-queries';
import {
  loginFailures,
  orders,
  passwordResetTokens,
  sessions,
  smsCodes,
  unavailableItems,
  vouchers,
} from '../../db/schema';

const DAY_MS = 86_400_000;
/**
 * An order waiting for its online payment this long is abandoned: the diner's cart that could retry
 * it lives an hour (decision 88), and a payment started within it has long ended.
 */
export const ABANDONED_PAYMENT_MS = 2 * 3_600_000;

/** What one purge removed, by table. */
export interface PurgeCounts {
  sessions: number;
  passwordResetTokens: number;
  loginFailures: number;
  smsCodes: number;
  unavailableItems: number;
  /** Orders whose online payment never succeeded, now cancelled (they never reached the kitchen). */
  abandonedOrders: number;
}

/**
 * Deletes rows that can no longer matter: sessions, reset links and SMS codes a day past their
 * expiry, sign-in failures a day old (the rate limit looks back 10 minutes), and "sold out for the
 * day" entries of days at least two days gone (two days cover every timezone's "today"); and cancels
 * orders still waiting for an online payment two hours after they were placed. Safe to run on every
 * instance at once: each statement only touches what is already dead.
 */
export async function purgeExpired(db: DbOrTx, now: Date): Promise<PurgeCounts> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const twoDaysAgo = new Date(now.getTime() - 2 * DAY_MS).toISOString().slice(0, 10);
  const abandonedBefore = new Date(now.getTime() - ABANDONED_PAYMENT_MS);
  const [s, p, l, c, u, o] = await independently(db, [
    () => db.delete(sessions).where(lt(sessions.expiresAt, dayAgo)).returning({ id: sessions.idHash }),
    () =>
      db
        .delete(passwordResetTokens)
        .where(lt(passwordResetTokens.expiresAt, dayAgo))
        .returning({ id: passwordResetTokens.tokenHash }),
    () => db.delete(loginFailures).where(lt(loginFailures.at, dayAgo)).returning({ id: loginFailures.id }),
    () => db.delete(smsCodes).where(lt(smsCodes.expiresAt, dayAgo)).returning({ sid: smsCodes.sid }),
    () =>
      db
        .delete(unavailableItems)
        .where(lt(unavailableItems.effectiveDate, twoDaysAgo))
        .returning({ id: unavailableItems.id }),
    () =>
      db
        .update(orders)
        .set({ status: 'cancelled' })
        .where(
          and(
            eq(orders.status, 'pendingPayment'),
            eq(orders.paymentStatus, 'unpaid'),
            lt(orders.createdAt, abandonedBefore),
          ),
        )
        .returning({ id: orders.id }),
  ]);
  // An abandoned order was never paid nor cooked: the member's voucher it held is theirs again
  // (decision 0267; a refund, by contrast, never gives a voucher back, decision 0272).
  if (o.length > 0)
    await db
      .update(vouchers)
      .set({ status: 'active', usedAt: null, orderId: null, updatedAt: now })
      .where(
        and(
          eq(vouchers.status, 'used'),
          inArray(
            vouchers.orderId,
            o.map((x) => x.id),
          ),
        ),
      );
  return {
    sessions: s.length,
    passwordResetTokens: p.length,
    loginFailures: l.length,
    smsCodes: c.length,
    unavailableItems: u.length,
    abandonedOrders: o.length,
  };
}
