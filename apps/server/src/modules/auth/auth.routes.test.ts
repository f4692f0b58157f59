import { AUTH_MESSAGES } from '@rpos/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../platform/auth/sessions';
import { createRestaurant, createUser, signedInUser, signIn } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

// Sign-in, the session, profile and password change. Rate limit: login-rate-limit.test.ts;
// forgotten password: password-reset.test.ts; logs: auth.logging.test.ts.
const MARKETING = 'marketing@example.test';
const t = await buildTestApp({ marketingAccountEmail: MARKETING });

const MINUTE = 60_000;
const LOGIN_ERROR = { code: 'INVALID_CREDENTIALS', message: 'This is a login error!' };

afterEach(() => t.setNow(new Date()));

const login = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/login', payload: { email, password } });
const getUser = (cookie?: string) => t.request({ method: 'GET', url: '/api/user', as: cookie });

describe('POST /api/login', () => {
  it('answers the session user and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const restaurant = await createRestaurant(t.db, {
      name: 'Harbour Noodles',
      urlIdentifier: 'harbournoodles',
    });
    const { email, password } = await createUser(t.db, {
      role: 'restaurantManager',
      restaurantId: restaurant.id,
      permissions: ['orders', 'reports'],
      firstName: 'Mia',
      lastName: 'Chen',
      phone: '0411222333',
    });
    const res = await login(email, password);
    expect(res.statusCode).toBe(200);
    expect(res.json().userCredentials).toEqual({
      username: expect.any(String),
      firstName: 'Mia',
      lastName: 'Chen',
      email,
      phoneNumber: '0411222333',
      role: 'restaurantManager',
      restaurantId: restaurant.id,
      restaurantUrlIdentifier: 'harbournoodles',
      restaurantName: 'Harbour Noodles',
      permissions: [
        { code: 'orders', name: 'Orders' },
        { code: 'reports', name: 'Reports' },
      ],
      currencySymbol: '$',
      marketingAccount: false,
      mustChangePassword: false,
    });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{20,};`));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
  });

  it('gives a new session id at every sign-in and ends the session the request carried', async () => {
    const { email, password } = await createUser(t.db);
    const first = await signIn(t, email, password);
    const second = await signIn(t, email, password);
    expect(second).not.toBe(first);
    expect((await getUser(first)).statusCode).toBe(200);
    // Signing in again with a session cookie replaces that session.
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      as: first,
    });
    expect(res.statusCode).toBe(200);
    const third = `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
    expect(third).not.toBe(first);
    expect((await getUser(first)).statusCode).toBe(403);
    expect((await getUser(second)).statusCode).toBe(200);
    expect((await getUser(third)).statusCode).toBe(200);
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const { email, password } = await createUser(t.db);
    expect((await login(`  ${email.toUpperCase()} `, password)).statusCode).toBe(200);
  });

  it('a wrong password answers 401 "This is a login error!" and sets no cookie', async () => {
    const { email } = await createUser(t.db);
    const res = await login(email, 'wrong-password');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(LOGIN_ERROR);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('an unknown e-mail gets exactly the same answer', async () => {
    const res = await login('nobody-here@example.test', 'whatever-pass');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(LOGIN_ERROR);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('an account with an unknown role cannot sign in', async () => {
    const { email, password } = await createUser(t.db, { role: 'superuser' });
    const res = await login(email, password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(LOGIN_ERROR);
  });

  it('validation errors answer 400 with a message', async () => {
    const bad = await login('not-an-email', 'x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', message: 'email: Must be a valid email' });

    const longEmail = await login(`${'a'.repeat(60)}@example.test`, 'secret');
    expect(longEmail.statusCode).toBe(400);
    expect(longEmail.json().message).toBe('email: Email must be at most 64 characters');

    const longPassword = await login('someone@example.test', 'p'.repeat(129));
    expect(longPassword.statusCode).toBe(400);
    expect(longPassword.json().message).toBe('password: Password must be at most 128 characters');

    const missing = await t.request({ method: 'POST', url: '/api/login', payload: { email: 'a@b.co' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/password/);
  });
});

describe('GET /api/user and the session', () => {
  it('answers 403 without a session or with an unknown cookie, 200 with one', async () => {
    expect((await getUser()).statusCode).toBe(403);
    expect((await getUser(`${SESSION_COOKIE}=made-up-session-id`)).statusCode).toBe(403);
    const { cookie, email } = await signedInUser(t, { role: 'restaurantReport' });
    const res = await getUser(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().userCredentials).toMatchObject({
      email,
      role: 'restaurantReport',
      marketingAccount: false,
    });
  });

  it('marks the configured internal account as the marketing account', async () => {
    const { cookie } = await signedInUser(t, { role: 'restaurantAdmin', email: MARKETING });
    expect((await getUser(cookie)).json().userCredentials.marketingAccount).toBe(true);
  });

  it('logout ends the session on the server: the old cookie gets 403 afterwards', async () => {
    const { cookie } = await signedInUser(t);
    const res = await t.request({ method: 'POST', url: '/api/logout', as: cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.signedOut });
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect((await getUser(cookie)).statusCode).toBe(403);
  });

  it('logout without a session still answers 200', async () => {
    const res = await t.request({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(200);
  });

  it('expires a session idle for longer than the idle timeout', async () => {
    const idle = t.deps.config.session.idleMs;
    const start = new Date('2030-01-06T09:00:00Z');
    t.setNow(start);
    const { cookie } = await signedInUser(t);
    // Used just before the idle limit: still valid, and the use keeps it alive.
    t.setNow(new Date(start.getTime() + idle - MINUTE));
    expect((await getUser(cookie)).statusCode).toBe(200);
    t.setNow(new Date(start.getTime() + 2 * idle - 2 * MINUTE));
    expect((await getUser(cookie)).statusCode).toBe(200);
    // Then left alone for longer than the idle limit.
    t.setNow(new Date(start.getTime() + 3 * idle));
    expect((await getUser(cookie)).statusCode).toBe(403);
  });

  it('expires a session at its absolute lifetime even when used all along', async () => {
    const { absoluteMs, idleMs } = t.deps.config.session;
    const start = new Date('2030-02-03T08:00:00Z');
    t.setNow(start);
    const { cookie } = await signedInUser(t);
    for (let at = start.getTime() + idleMs / 2; at < start.getTime() + absoluteMs; at += idleMs / 2) {
      t.setNow(new Date(at));
      expect((await getUser(cookie)).statusCode).toBe(200);
    }
    t.setNow(new Date(start.getTime() + absoluteMs - MINUTE));
    expect((await getUser(cookie)).statusCode).toBe(200);
    t.setNow(new Date(start.getTime() + absoluteMs + 1000));
    expect((await getUser(cookie)).statusCode).toBe(403);
  });
});

describe('PUT /api/userDetail', () => {
  it('updates first name, last name and phone; the e-mail is read-only', async () => {
    const { cookie, email } = await signedInUser(t);
    const res = await t.request({
      method: 'PUT',
      url: '/api/userDetail',
      as: cookie,
      payload: { firstName: 'Ana', lastName: 'Lima', phone: 412345678, email: 'changed@example.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_MESSAGES.profileUpdated);
    expect(res.json().userCredentials).toMatchObject({
      firstName: 'Ana',
      lastName: 'Lima',
      phoneNumber: '412345678',
      email,
    });
    expect((await getUser(cookie)).json().userCredentials).toMatchObject({ firstName: 'Ana', email });
  });

  it('refuses an empty first name or phone, and answers 403 without a session', async () => {
    const { cookie } = await signedInUser(t);
    const bad = await t.request({
      method: 'PUT',
      url: '/api/userDetail',
      as: cookie,
      payload: { firstName: ' ', lastName: '', phone: '0400' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('First name is required');
    const noPhone = await t.request({
      method: 'PUT',
      url: '/api/userDetail',
      as: cookie,
      payload: { firstName: 'A', lastName: '', phone: '' },
    });
    expect(noPhone.statusCode).toBe(400);
    const anonymous = await t.request({
      method: 'PUT',
      url: '/api/userDetail',
      payload: { firstName: 'A', lastName: 'B', phone: '1' },
    });
    expect(anonymous.statusCode).toBe(403);
  });
});

describe('PUT /api/userPwd', () => {
  it('changes the password and ends the other sessions, keeping this one', async () => {
    const { email, password } = await createUser(t.db);
    const here = await signIn(t, email, password);
    const elsewhere = await signIn(t, email, password);
    const res = await t.request({
      method: 'PUT',
      url: '/api/userPwd',
      as: here,
      payload: { password: 'new-secret-9', confirmPassword: 'new-secret-9' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Updated successfully' });
    expect((await getUser(here)).statusCode).toBe(200);
    expect((await getUser(elsewhere)).statusCode).toBe(403);
    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, 'new-secret-9')).statusCode).toBe(200);
  });

  it('validates the new password, and needs a session', async () => {
    const { cookie } = await signedInUser(t);
    const mismatch = await t.request({
      method: 'PUT',
      url: '/api/userPwd',
      as: cookie,
      payload: { password: 'abcdef', confirmPassword: 'abcdeg' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toContain('Passwords do not match');
    const short = await t.request({
      method: 'PUT',
      url: '/api/userPwd',
      as: cookie,
      payload: { password: 'abc', confirmPassword: 'abc' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('The password should be at least 6 characters');
    const anonymous = await t.request({
      method: 'PUT',
      url: '/api/userPwd',
      payload: { password: 'abcdef', confirmPassword: 'abcdef' },
    });
    expect(anonymous.statusCode).toBe(403);
  });
});

describe('GET /api/outbox is for admins only', () => {
  it('403 without a session or for other roles, 200 for an admin', async () => {
    expect((await t.request({ method: 'GET', url: '/api/outbox' })).statusCode).toBe(403);
    for (const role of [
      'restaurantAdmin',
      'restaurantGroupAdmin',
      'menuAdmin',
      'restaurantReport',
    ] as const) {
      const { cookie } = await signedInUser(t, { role });
      expect((await t.request({ method: 'GET', url: '/api/outbox', as: cookie })).statusCode).toBe(403);
    }
    const admin = await signedInUser(t, { role: 'admin', restaurantId: null });
    const res = await t.request({ method: 'GET', url: '/api/outbox', as: admin.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ messages: expect.any(Array), total: expect.any(Number) });
  });
});
