import { AUTH_MESSAGES } from '@rpos/domain';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loginFailures } from '../../db/schema';
import { createUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { MAX_BACKOFF_S } from './auth.service';
import { KNOWN_DEVICE_COOKIE } from './known-devices';

// Sign-in failures are counted in the database per account and per address; past a few, each attempt
// waits an exponential backoff after the latest failure (decision 0393).
const t = await buildTestApp();

const MINUTE = 60_000;

afterEach(() => t.setNow(new Date()));

const login = (email: string, password: string, remoteAddress?: string) =>
  t.request({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

describe('sign-in backoff (decision 0393): the guesser is slowed, the owner never locked out', () => {
  it('past 5 failures for an account a new client waits 1 s, 2 s, 4 s… after the latest; never locked', async () => {
    const { email, password } = await createUser(t.db);
    const start = new Date('2030-03-01T10:00:00Z');
    t.setNow(start);
    // From several addresses: the account's backoff does not depend on the address.
    for (let i = 1; i <= 5; i++)
      expect((await login(email, `wrong-${i}`, `10.1.0.${i}`)).statusCode).toBe(401);
    const slowed = await login(email, password, '10.1.0.99');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: AUTH_MESSAGES.tooManyAttempts });
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.headers['set-cookie']).toBeUndefined();
    // One second later the right password signs in: slowed, not locked.
    t.setNow(new Date(start.getTime() + 1000));
    expect((await login(email, password, '10.1.0.99')).statusCode).toBe(200);
    // The waits double with each further failure, capped at five minutes.
    let now = start.getTime() + 2000;
    const waits: number[] = [];
    for (let i = 0; i < 14; i++) {
      t.setNow(new Date(now));
      const res = await login(email, 'wrong', `10.1.1.${i}`);
      if (res.statusCode === 429) {
        waits.push(Number(res.headers['retry-after']));
        now += Number(res.headers['retry-after']) * 1000;
      } else expect(res.statusCode).toBe(401);
    }
    // Each wait (before the window lets old failures go) doubles: 1, 2, 4, 8, 16 … seconds.
    expect(waits.slice(0, 5)).toEqual([1, 2, 4, 8, 16]);
    expect(Math.max(...waits)).toBeLessThanOrEqual(MAX_BACKOFF_S);
  });

  it("a device that signed in to the account before is not slowed by a guesser's failures", async () => {
    const { email, password } = await createUser(t.db);
    t.setNow(new Date('2030-03-05T10:00:00Z'));
    const first = await login(email, password, '10.5.0.1');
    expect(first.statusCode).toBe(200);
    const known = first.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE)!;
    expect(known).toMatchObject({ httpOnly: true, path: '/api/login' });
    // A guesser elsewhere fails 20 times.
    for (let i = 0; i < 20; i++) await login(email, 'guess', `10.5.1.${i}`);
    expect((await login(email, password, '10.5.0.7')).statusCode).toBe(429);
    // A forged or another account's token is not a known device.
    const forged = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress: '10.5.0.8',
      cookies: { [KNOWN_DEVICE_COOKIE]: 'x'.repeat(27) },
    });
    expect(forged.statusCode).toBe(429);
    const owner = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress: '10.5.0.1',
      cookies: { [KNOWN_DEVICE_COOKIE]: known.value },
    });
    expect(owner.statusCode).toBe(200);
  });

  it('a successful sign-in clears the account failures', async () => {
    const { email, password } = await createUser(t.db);
    for (let i = 0; i < 4; i++) expect((await login(email, 'wrong', '10.2.0.1')).statusCode).toBe(401);
    expect((await login(email, password, '10.2.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(email, 'wrong', '10.2.0.1')).statusCode).toBe(401);
    expect((await login(email, password, '10.2.0.1')).statusCode).toBe(200);
  });

  it('past 10 failures from one address it backs off for any account, not other addresses', async () => {
    const start = new Date('2030-03-02T10:00:00Z');
    t.setNow(start);
    for (let i = 0; i < 10; i++) {
      expect((await login(`ghost${i}@example.test`, 'wrong', '10.3.0.1')).statusCode).toBe(401);
    }
    const { email, password } = await createUser(t.db);
    const limited = await login(email, password, '10.3.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    expect((await login(email, password, '10.3.0.2')).statusCode).toBe(200);
    t.setNow(new Date(start.getTime() + 1000));
    expect((await login(email, password, '10.3.0.1')).statusCode).toBe(200);
  });

  it('keeps the failures in the database and purges old ones', async () => {
    const start = new Date('2030-03-03T10:00:00Z');
    t.setNow(start);
    await login('purge-me@example.test', 'wrong', '10.4.0.1');
    const count = async () =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(loginFailures)
          .where(eq(loginFailures.email, 'purge-me@example.test'))
      )[0]!.n;
    expect(await count()).toBe(1);
    t.setNow(new Date(start.getTime() + 30 * MINUTE));
    await login('someone-else@example.test', 'wrong', '10.4.0.2');
    expect(await count()).toBe(0);
  });
});
