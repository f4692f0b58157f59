import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
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
  const [s, p, l, c, u] = await Promise.all([
    db.delete(sessions).where(lt(sessions.expiresAt, dayAgo)).returning({ id: sessions.idHash }),
    db
      .delete(passwordResetTokens)
      .where(lt(passwordResetTokens.expiresAt, dayAgo))
      .returning({ id: passwordResetTokens.tokenHash }),
    db.delete(loginFailures).where(lt(loginFailures.at, dayAgo)).returning({ id: loginFailures.id }),
    db.delete(smsCodes).where(lt(smsCodes.expiresAt, dayAgo)).returning({ sid: smsCodes.sid }),
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

/** Runs purgeExpired when the server is ready and then every `everyMinutes` (0: never); stops on close. */
export function scheduleHousekeeping(app: FastifyInstance, everyMinutes: number): void {
  if (everyMinutes <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const removed = await purgeExpired(app.deps.database.db, app.deps.now());
      app.log.info({ removed }, 'housekeeping: expired rows purged');
    } catch (err) {
      app.log.error({ err }, 'housekeeping failed');
    }
  };
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), everyMinutes * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
