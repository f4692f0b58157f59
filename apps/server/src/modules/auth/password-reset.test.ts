import { AUTH_MESSAGES } from '@rpos/domain';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { createUser, signIn } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

// POST /foregetPassword, GET and POST /resetPassword: e-mails land in the outbox table.
const t = await buildTestApp({ publicUrl: 'https://pos.example.test' });

const MINUTE = 60_000;

afterEach(() => t.setNow(new Date()));

const login = (email: string, password: string, remoteAddress?: string) =>
  t.request({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });
const getUser = (cookie?: string) => t.request({ method: 'GET', url: '/api/user', as: cookie });

async function emailsTo(recipient: string) {
  return t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
}

/** The token of the newest reset e-mail sent to that address. */
async function lastResetToken(recipient: string): Promise<string> {
  const mails = await emailsTo(recipient);
  const newest = mails.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const match = newest?.body.match(/reset-password\?token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no reset link sent to ${recipient}`);
  return match[1];
}

describe('forgotten password', () => {
  const forget = (email: string) =>
    t.request({ method: 'POST', url: '/api/foregetPassword', payload: { email } });
  const reset = (token: string, password: string) =>
    t.request({
      method: 'POST',
      url: '/api/resetPassword',
      payload: { token, password, confirmPassword: password },
    });
  const tokenStatus = async (token: string) =>
    (await t.request({ method: 'GET', url: `/api/resetPassword?token=${encodeURIComponent(token)}` })).json();

  it('puts exactly one e-mail with a working link in the outbox for a known account', async () => {
    const { email } = await createUser(t.db, { firstName: 'Zoe' });
    const res = await forget(email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.resetLinkSent });
    const mails = await emailsTo(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ channel: 'email', subject: 'Reset your password', status: 'stored' });
    expect(mail.body).toMatch(/https:\/\/pos\.example\.test\/reset-password\?token=[A-Za-z0-9_-]{40,}/);
    expect(mail.body).toContain('Hello Zoe');
    const token = await lastResetToken(email);
    expect(mail.html).toContain(`href="https://pos.example.test/reset-password?token=${token}"`);
    expect(await tokenStatus(token)).toEqual({ valid: true });
  });

  it('gives the same answer for an unknown account and sends nothing', async () => {
    const [before] = await t.db.select({ n: sql<number>`count(*)::int` }).from(outboxMessages);
    const res = await forget('no-such-account@example.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.resetLinkSent });
    const [after] = await t.db.select({ n: sql<number>`count(*)::int` }).from(outboxMessages);
    expect(after!.n).toBe(before!.n);
  });

  it('refuses an invalid e-mail with 400', async () => {
    const res = await forget('not-an-email');
    expect(res.statusCode).toBe(400);
  });

  it('sends at most 5 links an hour to one account, answering the same', async () => {
    const start = new Date('2030-04-01T10:00:00Z');
    t.setNow(start);
    const { email } = await createUser(t.db);
    for (let i = 0; i < 7; i++) {
      const res = await forget(email);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(AUTH_MESSAGES.resetLinkSent);
    }
    expect(await emailsTo(email)).toHaveLength(5);
    t.setNow(new Date(start.getTime() + 61 * MINUTE));
    await forget(email);
    expect(await emailsTo(email)).toHaveLength(6);
  });

  it('a reset link works once: new password in, old out, sessions ended, link dead', async () => {
    const { email, password } = await createUser(t.db);
    const session = await signIn(t, email, password);
    await forget(email);
    const token = await lastResetToken(email);

    const ok = await reset(token, 'fresh-pass-77');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: AUTH_MESSAGES.passwordReset });
    expect((await getUser(session)).statusCode).toBe(403);
    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, 'fresh-pass-77')).statusCode).toBe(200);

    const again = await reset(token, 'other-pass-88');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'BAD_REQUEST', message: AUTH_MESSAGES.resetLinkInvalid });
    expect(await tokenStatus(token)).toEqual({ valid: false });
    expect((await login(email, 'other-pass-88')).statusCode).toBe(401);
  });

  it('a reset link dies after one hour', async () => {
    const start = new Date('2030-04-02T10:00:00Z');
    t.setNow(start);
    const { email } = await createUser(t.db);
    await forget(email);
    const token = await lastResetToken(email);
    t.setNow(new Date(start.getTime() + 59 * MINUTE));
    expect(await tokenStatus(token)).toEqual({ valid: true });
    t.setNow(new Date(start.getTime() + 60 * MINUTE + 1000));
    expect(await tokenStatus(token)).toEqual({ valid: false });
    const res = await reset(token, 'late-pass-11');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.resetLinkInvalid);
  });

  it('two concurrent resets with one token: exactly one succeeds', async () => {
    const { email } = await createUser(t.db);
    await forget(email);
    const token = await lastResetToken(email);
    const results = await Promise.all([reset(token, 'racer-one-1'), reset(token, 'racer-two-2')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = results[0]!.statusCode === 200 ? 'racer-one-1' : 'racer-two-2';
    const loser = winner === 'racer-one-1' ? 'racer-two-2' : 'racer-one-1';
    expect((await login(email, winner)).statusCode).toBe(200);
    expect((await login(email, loser)).statusCode).toBe(401);
  });

  it('using one link retires the older ones, and clears the sign-in lock', async () => {
    const { email } = await createUser(t.db);
    for (let i = 0; i < 10; i++) await login(email, 'wrong', '10.5.0.1');
    expect((await login(email, 'anything', '10.5.0.2')).statusCode).toBe(429);
    await forget(email);
    const older = await lastResetToken(email);
    await new Promise((r) => setTimeout(r, 5));
    await forget(email);
    const newer = await lastResetToken(email);
    expect(newer).not.toBe(older);
    expect((await reset(newer, 'unlock-pass-3')).statusCode).toBe(200);
    expect(await tokenStatus(older)).toEqual({ valid: false });
    expect((await login(email, 'unlock-pass-3', '10.5.0.2')).statusCode).toBe(200);
  });

  it('a made-up or malformed token answers invalid', async () => {
    expect(await tokenStatus('made-up-token-that-was-never-sent')).toEqual({ valid: false });
    expect(await tokenStatus('')).toEqual({ valid: false });
    const res = await reset('made-up-token-that-was-never-sent', 'whatever-1');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    const mismatch = await t.request({
      method: 'POST',
      url: '/api/resetPassword',
      payload: { token: 'made-up-token-that-was-never-sent', password: 'abcdef', confirmPassword: 'abcdeX' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toContain('Passwords do not match');
  });
});
