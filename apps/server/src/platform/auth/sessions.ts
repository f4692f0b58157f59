import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';
import { hashSecret, newSecret } from '../ids';

export const SESSION_COOKIE = 'rpos_sid';
/** last_seen_at is written at most this often, so a busy page does not write on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionRow {
  idHash: string;
  userId: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  /** The staff member signed in at this till (web POS), if any. */
  posStaffId: string | null;
  /** The restaurant this session acts on (decision 0375); null: the user's last choice. */
  selectedRestaurantId: string | null;
}

/**
 * Creates a session (a new random 128-bit id at every sign-in, so a planted cookie is never
 * promoted) and sets the cookie. A session the request already carried is ended.
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const { config, database, now } = app.deps;
  const previous = request.cookies[SESSION_COOKIE];
  if (previous && previous.length <= 100) {
    await database.db.delete(sessions).where(eq(sessions.idHash, hashSecret(previous)));
  }
  const id = newSecret(16);
  const at = now();
  await database.db.insert(sessions).values({
    idHash: hashSecret(id),
    userId,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(at.getTime() + config.session.absoluteMs),
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  });
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(config.session.absoluteMs / 1000),
  });
}

/** Ends the request's session on the server and clears the cookie. */
export async function endSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const id = request.cookies[SESSION_COOKIE];
  if (id) await app.deps.database.db.delete(sessions).where(eq(sessions.idHash, hashSecret(id)));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Ends every session of a user (after a password change or reset), except one to keep. */
export async function endUserSessions(db: DbOrTx, userId: string, keepIdHash?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepIdHash
        ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash))
        : eq(sessions.userId, userId),
    );
}

/**
 * Looks up the session of a cookie value; null when unknown, idle too long, or past its absolute
 * lifetime. Touches last_seen_at (at most once a minute) to keep an active session alive.
 */
export async function readSession(
  app: FastifyInstance,
  cookieValue: string | undefined,
): Promise<SessionRow | null> {
  if (!cookieValue || cookieValue.length > 100) return null;
  const { database, config, now } = app.deps;
  const at = now();
  const idHash = hashSecret(cookieValue);
  const [row] = await database.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.idHash, idHash),
        gt(sessions.expiresAt, at),
        gt(sessions.lastSeenAt, new Date(at.getTime() - config.session.idleMs)),
      ),
    );
  if (!row) return null;
  if (at.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await database.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.idHash, idHash));
  }
  return row;
}

/** Deletes expired and idle sessions; run at start-up and now and then (the sign-in does it). */
export async function purgeStaleSessions(app: Pick<FastifyInstance, 'deps'>): Promise<void> {
  const { database, config, now } = app.deps;
  const at = now();
  await database.db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, at), lt(sessions.lastSeenAt, new Date(at.getTime() - config.session.idleMs))),
    );
}
