import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginFailures, passwordResetTokens } from '../../db/schema';
import { endUserSessions } from '../../platform/auth/sessions';
import { newId } from '../../platform/ids';
import { findUserById, setOwnPassword } from '../users/users.repository';

// ---- sign-in failures (rate limiting shared by every server instance) ----

export async function recordLoginFailure(
  db: DbOrTx,
  failure: { email: string; ip: string; at: Date },
): Promise<void> {
  await db.insert(loginFailures).values({ id: newId(), ...failure });
}

/** Failures since a moment, counted for the account and for the address, in one round trip. */
export async function countLoginFailures(
  db: DbOrTx,
  key: { email: string; ip: string },
  since: Date,
): Promise<{ byEmail: number; byIp: number }> {
  const [row] = await db
    .select({
      byEmail: sql<number>`count(*) filter (where ${loginFailures.email} = ${key.email})::int`,
      byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${key.ip})::int`,
    })
    .from(loginFailures)
    .where(
      and(gt(loginFailures.at, since), or(eq(loginFailures.email, key.email), eq(loginFailures.ip, key.ip))),
    );
  return { byEmail: row?.byEmail ?? 0, byIp: row?.byIp ?? 0 };
}

/** The time of the n-th (0-based, oldest first) failure since a moment, for the account or the address. */
export async function nthLoginFailureAt(
  db: DbOrTx,
  key: { email: string } | { ip: string },
  since: Date,
  n: number,
): Promise<Date | undefined> {
  const match = 'email' in key ? eq(loginFailures.email, key.email) : eq(loginFailures.ip, key.ip);
  const [row] = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(and(match, gt(loginFailures.at, since)))
    .orderBy(asc(loginFailures.at))
    .offset(n)
    .limit(1);
  return row?.at;
}

export async function clearLoginFailures(db: DbOrTx, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

export async function purgeLoginFailures(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.at, before));
}

// ---- password reset tokens (only their SHA-256 is stored) ----

export async function insertResetToken(
  db: DbOrTx,
  token: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(token);
}

/** How many reset links a user was sent since a moment (mail-bombing guard). */
export async function countResetTokensSince(db: DbOrTx, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)));
  return row?.n ?? 0;
}

/** True when the token is unused and not expired at that moment. */
export async function isResetTokenUsable(db: DbOrTx, tokenHash: string, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, at),
      ),
    );
  return !!row;
}

/**
 * Uses a reset token, in one transaction: claims it with a conditional UPDATE (so of two concurrent
 * uses exactly one wins), sets the new password hash, retires the user's other links and ends every
 * session of the user. Returns the user's id and e-mail, or null when the token is unknown, used or expired.
 */
export async function consumeResetToken(
  db: DbOrTx,
  input: { tokenHash: string; passwordHash: string; at: Date },
): Promise<{ userId: string; email: string } | null> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: input.at })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, input.tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, input.at),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return null;
    const user = await findUserById(tx, claimed.userId);
    if (!user) return null;
    await setOwnPassword(tx, user.id, input.passwordHash, input.at);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: input.at })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await endUserSessions(tx, user.id);
    await clearLoginFailures(tx, user.email);
    return { userId: user.id, email: user.email };
  });
}

/** Deletes reset tokens that expired before a moment. */
export async function purgeResetTokens(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, before));
}
