import {
  AUTH_MESSAGES,
  isRole,
  type LoginRequest,
  type UpdateUserDetailRequest,
  USER_MESSAGES,
  type UserCredentials,
} from '@rpos/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { StaffActor } from '../../platform/auth/actor';
import {
  hashPassword,
  passwordNeedsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../../platform/auth/password';
import { endUserSessions, purgeStaleSessions } from '../../platform/auth/sessions';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { hashSecret, newSecret } from '../../platform/ids';
import {
  findUserByEmail,
  findUserById,
  setOwnPassword,
  type UserRow,
  updateUserPasswordHash,
  updateUserProfile,
} from '../users/users.repository';
import { actingRestaurantIdOf, userCredentialsOf } from '../users/users.service';
import {
  clearLoginFailures,
  consumeResetToken,
  countLoginFailures,
  countResetTokensSince,
  insertResetToken,
  isResetTokenUsable,
  nthLoginFailureAt,
  purgeLoginFailures,
  purgeResetTokens,
  recordLoginFailure,
} from './auth.repository';

/**
 * Sign-in failures are counted over this window, per client address and per account. Past a few free
 * failures each further attempt waits an exponential backoff after the latest failure (1 s, 2 s,
 * 4 s … capped): the guesser is slowed, the account is never locked (decision 0393, OWASP ASVS
 * V2.2.1 / V6.3). A device that signed in to the account before skips the account's backoff.
 */
export const LOGIN_WINDOW_MS = 10 * 60_000;
/** Failures for one account (from any address) before its backoff starts... */
export const FREE_FAILURES_PER_ACCOUNT = 5;
/** ...and from one address (a restaurant's staff may share one), for any account. */
export const FREE_FAILURES_PER_IP = 10;
/** The longest wait between two attempts. */
export const MAX_BACKOFF_S = 300;

/** Seconds to wait after the latest failure when `failures` were counted (0 while free). */
export const backoffSeconds = (failures: number, free: number): number =>
  failures < free ? 0 : Math.min(MAX_BACKOFF_S, 2 ** (failures - free));

/** A reset link works once, within an hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;
/** At most this many reset e-mails per account per hour; more requests are answered but send nothing. */
export const MAX_RESET_MAILS_PER_HOUR = 5;
/** Housekeeping (old failures, dead reset links, stale sessions) runs at most this often per instance. */
const PURGE_INTERVAL_MS = 60_000;

export type SignedInUser = { user: UserRow; credentials: UserCredentials };

/** Sign-in, profile, password change and password reset (back-office.md §2.3, §7, §8). */
export function createAuthService(deps: AppDeps) {
  const db = deps.database.db;
  let lastPurgeAt = 0;

  async function purgeNowAndThen(at: Date): Promise<void> {
    if (at.getTime() - lastPurgeAt < PURGE_INTERVAL_MS && at.getTime() >= lastPurgeAt) return;
    lastPurgeAt = at.getTime();
    await purgeLoginFailures(db, new Date(at.getTime() - LOGIN_WINDOW_MS));
    await purgeResetTokens(db, new Date(at.getTime() - 24 * 3_600_000));
    await purgeStaleSessions({ deps });
  }

  /**
   * Seconds until a new attempt is allowed, or 0 when it is allowed now: the longer of the address's
   * backoff and (unless the device is known to the account) the account's.
   */
  async function retryAfterSeconds(
    email: string,
    ip: string,
    at: Date,
    knownDevice: boolean,
  ): Promise<number> {
    const since = new Date(at.getTime() - LOGIN_WINDOW_MS);
    const counts = await countLoginFailures(db, { email, ip }, since);
    const waits: number[] = [];
    const wait = async (key: { email: string } | { ip: string }, count: number, free: number) => {
      const backoff = backoffSeconds(count, free);
      if (backoff === 0) return;
      const latest = await nthLoginFailureAt(db, key, since, count - 1);
      if (latest) waits.push(latest.getTime() + backoff * 1000 - at.getTime());
    };
    await wait({ ip }, counts.byIp, FREE_FAILURES_PER_IP);
    if (!knownDevice) await wait({ email }, counts.byEmail, FREE_FAILURES_PER_ACCOUNT);
    const longest = Math.max(0, ...waits);
    return longest <= 0 ? 0 : Math.max(1, Math.ceil(longest / 1000));
  }

  async function currentUser(actor: StaffActor): Promise<UserRow> {
    const user = await findUserById(db, actor.userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
    return user;
  }

  return {
    /**
     * POST /login. Unknown e-mail and wrong password get the same 401, after the same argon2 work.
     * Slowed per account and per address with a backoff (counted in the database, so instances
     * agree); a device that signed in to the account before is not slowed by the account's failures.
     */
    async login(
      input: LoginRequest,
      ip: string,
      knownDevice: (user: UserRow) => boolean = () => false,
    ): Promise<SignedInUser> {
      const email = input.email.trim().toLowerCase();
      const at = deps.now();
      await purgeNowAndThen(at);
      const found = await findUserByEmail(db, email);
      const wait = await retryAfterSeconds(email, ip, at, found ? knownDevice(found) : false);
      if (wait > 0) {
        throw new AppError(
          'TOO_MANY_REQUESTS',
          AUTH_MESSAGES.tooManyAttempts,
          {},
          { 'retry-after': String(wait) },
        );
      }
      const user = found;
      const ok = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!user || !ok || !isRole(user.role)) {
        await recordLoginFailure(db, { email, ip, at });
        throw new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.loginError);
      }
      await clearLoginFailures(db, email);
      if (passwordNeedsRehash(user.passwordHash)) {
        await updateUserPasswordHash(db, user.id, await hashPassword(input.password), at);
      }
      return { user, credentials: await userCredentialsOf(deps, user, await actingRestaurantIdOf(db, user)) };
    },

    /** GET /user: the signed-in user, acting on the request's restaurant. */
    async credentials(actor: StaffActor): Promise<UserCredentials> {
      return userCredentialsOf(deps, await currentUser(actor), actor.restaurantId);
    },

    /** PUT /userDetail: first name, last name and phone; the e-mail is read-only and ignored. */
    async updateProfile(actor: StaffActor, input: UpdateUserDetailRequest): Promise<UserCredentials> {
      const firstName = input.firstName.trim();
      const lastName = (input.lastName ?? '').trim();
      const phone = String(input.phone).trim();
      const user = await updateUserProfile(db, actor.userId, { firstName, lastName, phone }, deps.now());
      if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
      return userCredentialsOf(deps, user, actor.restaurantId);
    },

    /**
     * PUT /userPwd: a new hash; every other session of the user ends, this one stays. A generated
     * password being replaced must really change (decision 0207); the pending change is then done.
     */
    async changePassword(actor: StaffActor, password: string): Promise<void> {
      const user = await currentUser(actor);
      if (user.mustChangePassword && (await verifyPassword(user.passwordHash, password))) {
        throw new AppError('BAD_REQUEST', USER_MESSAGES.samePassword);
      }
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await setOwnPassword(tx, user.id, passwordHash, deps.now());
        await endUserSessions(tx, user.id, actor.sessionIdHash);
      });
    },

    /**
     * POST /foregetPassword. The caller always gets the same answer (no account enumeration); a known
     * account gets a single-use link valid one hour, at most MAX_RESET_MAILS_PER_HOUR an hour.
     */
    async requestPasswordReset(emailInput: string, log: FastifyBaseLogger): Promise<void> {
      const email = emailInput.trim().toLowerCase();
      const user = await findUserByEmail(db, email);
      if (!user) return;
      const at = deps.now();
      const sent = await countResetTokensSince(db, user.id, new Date(at.getTime() - 60 * 60_000));
      if (sent >= MAX_RESET_MAILS_PER_HOUR) {
        log.warn({ userId: user.id }, 'password reset: hourly limit reached, no e-mail sent');
        return;
      }
      const token = newSecret(32);
      await insertResetToken(db, {
        tokenHash: hashSecret(token),
        userId: user.id,
        createdAt: at,
        expiresAt: new Date(at.getTime() + RESET_TOKEN_TTL_MS),
      });
      try {
        await deps.mailer.send(resetMail(deps.config.publicUrl, user, token));
        log.info({ userId: user.id }, 'password reset link sent');
      } catch (err) {
        // The answer must not differ for a known account: log, do not fail.
        log.error(
          { userId: user.id, err: err instanceof Error ? err.message : String(err) },
          'reset mail failed',
        );
      }
    },

    /** GET /resetPassword: is this link still usable? */
    async isResetTokenValid(token: string): Promise<boolean> {
      if (token.length < 10) return false;
      return isResetTokenUsable(db, hashSecret(token), deps.now());
    },

    /**
     * POST /resetPassword: sets the password and uses the token (once, even under concurrent use),
     * ends every session of the user and clears its sign-in failures.
     */
    async resetPassword(token: string, password: string): Promise<void> {
      const tokenHash = hashSecret(token);
      // Cheap check first, so a bogus token costs no argon2 work.
      if (!(await isResetTokenUsable(db, tokenHash, deps.now()))) {
        throw new AppError('BAD_REQUEST', AUTH_MESSAGES.resetLinkInvalid);
      }
      const passwordHash = await hashPassword(password);
      const done = await consumeResetToken(db, { tokenHash, passwordHash, at: deps.now() });
      if (!done) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.resetLinkInvalid);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The reset e-mail: plain text and a simple HTML version with the same link. */
function resetMail(publicUrl: string, user: UserRow, token: string) {
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const name = user.firstName || user.username;
  const text = [
    `Hello ${name},`,
    '',
    'Someone (hopefully you) asked to reset the password of your Restaurant POS account.',
    'Open this link within one hour to choose a new password:',
    '',
    link,
    '',
    'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(name)},</p>`,
    '<p>Someone (hopefully you) asked to reset the password of your Restaurant POS account.',
    'Open this link within one hour to choose a new password:</p>',
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    '<p>The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>',
  ].join('\n');
  return { to: user.email, subject: 'Reset your password', text, html, restaurantId: user.restaurantId };
}
