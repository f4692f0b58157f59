import { AUTH_MESSAGES } from '@rpos/domain';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loginFailures } from '../../db/schema';
import { createUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

// Sign-in failures are counted in the database per account (10 / 10 min) and per address (30 / 10 min).
const t = await buildTestApp();

const MINUTE = 60_000;

afterEach(() => t.setNow(new Date()));

const login = (email: string, password: string, remoteAddress?: string) =>
  t.request({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

describe('sign-in rate limit', () => {
  it('answers 429 with Retry-After after 10 failures for one account, and recovers after the window', async () => {
    const { email, password } = await createUser(t.db);
    const start = new Date('2030-03-01T10:00:00Z');
    t.setNow(start);
    expect((await login(email, 'wrong-1', '10.1.0.1')).statusCode).toBe(401);
    t.setNow(new Date(start.getTime() + MINUTE));
    for (let i = 2; i <= 10; i++) {
      // From several addresses: the account limit does not depend on the address.
      expect((await login(email, `wrong-${i}`, `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const limited = await login(email, password, '10.1.0.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: AUTH_MESSAGES.tooManyAttempts });
    // The oldest counted failure leaves the 10-minute window 9 minutes from now.
    expect(limited.headers['retry-after']).toBe(String(9 * 60));
    expect(limited.headers['set-cookie']).toBeUndefined();

    // Another account from the same addresses is not affected.
    const other = await createUser(t.db);
    expect((await login(other.email, other.password, '10.1.0.99')).statusCode).toBe(200);

    // When the oldest failure leaves the window one attempt is allowed again; a success clears the count.
    t.setNow(new Date(start.getTime() + 10 * MINUTE + 1000));
    expect((await login(email, password, '10.1.0.99')).statusCode).toBe(200);
    for (let i = 1; i <= 10; i++) expect((await login(email, 'wrong', '10.1.0.50')).statusCode).toBe(401);
    expect((await login(email, password, '10.1.0.50')).statusCode).toBe(429);
  });

  it('a successful sign-in clears the account failures', async () => {
    const { email, password } = await createUser(t.db);
    for (let i = 0; i < 9; i++) expect((await login(email, 'wrong', '10.2.0.1')).statusCode).toBe(401);
    expect((await login(email, password, '10.2.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(email, 'wrong', '10.2.0.1')).statusCode).toBe(401);
    expect((await login(email, password, '10.2.0.1')).statusCode).toBe(200);
  });

  it('answers 429 after 30 failures from one address, for any account', async () => {
    const start = new Date('2030-03-02T10:00:00Z');
    t.setNow(start);
    for (let i = 0; i < 30; i++) {
      expect((await login(`ghost${i}@example.test`, 'wrong', '10.3.0.1')).statusCode).toBe(401);
    }
    const { email, password } = await createUser(t.db);
    const limited = await login(email, password, '10.3.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe(String(10 * 60));
    expect((await login(email, password, '10.3.0.2')).statusCode).toBe(200);
    t.setNow(new Date(start.getTime() + 10 * MINUTE + 1000));
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
