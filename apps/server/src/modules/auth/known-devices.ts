import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// A browser or till that has signed in to an account before (decision 0393, OWASP's "device
// cookies"): the account's sign-in backoff does not slow it, so a guesser cannot lock the owner out.
// The token is an HMAC keyed with the account's password hash: it needs no new secret nor table, and
// a password change retires every known device of the account.

export const KNOWN_DEVICE_COOKIE = 'rpos_known';
/** How many accounts one device remembers (a shared till). */
const MAX_ACCOUNTS = 5;
const KNOWN_DEVICE_MAX_AGE_S = 180 * 24 * 3600;

const tokenOf = (user: { id: string; passwordHash: string }): string =>
  createHmac('sha256', user.passwordHash).update(`known-device:${user.id}`).digest('base64url').slice(0, 27);

const tokensIn = (request: FastifyRequest): string[] =>
  (request.cookies[KNOWN_DEVICE_COOKIE] ?? '').split('.').filter((x) => /^[\w-]{27}$/.test(x));

/** True when the request comes from a device that signed in to this account before. */
export function isKnownDevice(request: FastifyRequest, user: { id: string; passwordHash: string }): boolean {
  const expected = Buffer.from(tokenOf(user));
  return tokensIn(request).some((t) => {
    const got = Buffer.from(t);
    return got.length === expected.length && timingSafeEqual(got, expected);
  });
}

/** After a successful sign-in: the device remembers the account (newest first, at most five). */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: string; passwordHash: string },
): void {
  const token = tokenOf(user);
  const tokens = [token, ...tokensIn(request).filter((t) => t !== token)].slice(0, MAX_ACCOUNTS);
  reply.setCookie(KNOWN_DEVICE_COOKIE, tokens.join('.'), {
    path: '/api/login',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: KNOWN_DEVICE_MAX_AGE_S,
  });
}
