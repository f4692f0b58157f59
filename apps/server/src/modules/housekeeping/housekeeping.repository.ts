import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { independently } from '../../db/independent-queries';
import { loginFailures, passwordResetTokens, sessions, smsCodes, unavailableItems } from '../../db/schema';

const DAY_MS = 86_400_000;

/** What one purge removed, by table. */
export interface PurgeCounts {
  sessions: number;
  passwordResetTokens: number;
  loginFailures: number;
  smsCodes: number;
  unavailableItems: number;
}

/**
 * Deletes rows that can no longer matter: sessions, reset links and SMS codes a day past their
 * expiry, sign-in failures a day old (the rate limit looks back 10 minutes), and "sold out for the
 * day" entries of days at least two days gone (two days cover every timezone's "today"). Safe to run
 * on every instance at once: each delete only removes what is already dead.
 */
export async function purgeExpired(db: DbOrTx, now: Date): Promise<PurgeCounts> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const twoDaysAgo = new Date(now.getTime() - 2 * DAY_MS).toISOString().slice(0, 10);
  const [s, p, l, c, u] = await independently(db, [
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
  ]);
  return {
    sessions: s.length,
    passwordResetTokens: p.length,
    loginFailures: l.length,
    smsCodes: c.length,
    unavailableItems: u.length,
  };
}
