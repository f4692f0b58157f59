import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { outboxMessages } from '../../db/schema';
import { SESSION_COOKIE } from '../../platform/auth/sessions';
import { loadConfig } from '../../platform/config';
import type { AppDeps } from '../../platform/deps';
import { createLocalEventBus } from '../../platform/events/event-bus';
import { redactUrl } from '../../platform/logging';
import { createOutboxMailer } from '../../platform/messaging/mailer';
import { createOutboxSms } from '../../platform/messaging/sms';
import { createUser } from '../../test/factories';
import { openTestDatabase } from '../../test/test-app';
import { MIGRATIONS_DIR } from '../../test/test-paths';

// The whole app with a real pino logger at trace level, writing into `lines`.
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});
const database = await openTestDatabase();
const deps: AppDeps = {
  config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'trace' }, { migrationsDir: MIGRATIONS_DIR }),
  database,
  mailer: createOutboxMailer(database.db),
  sms: createOutboxSms(database.db),
  events: createLocalEventBus(),
  now: () => new Date(),
};
const app = await buildApp(deps, { logStream: stream });
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('logs', () => {
  it('hold one line per request and never a password, a reset token or a session id', async () => {
    const { email, password } = await createUser(database.db, { password: 'first-Secret-1' });
    const newPassword = 'second-Secret-2';
    const finalPassword = 'third-Secret-3';

    await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'wrong-Secret-0' } });
    const signIn = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    expect(signIn.statusCode).toBe(200);
    const sid = signIn.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    const cookie = `${SESSION_COOKIE}=${sid}`;
    const change = await app.inject({
      method: 'PUT',
      url: '/api/userPwd',
      headers: { cookie },
      payload: { password: newPassword, confirmPassword: newPassword },
    });
    expect(change.statusCode).toBe(200);

    await app.inject({ method: 'POST', url: '/api/foregetPassword', payload: { email } });
    const [mail] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    const token = mail!.body.match(/token=([A-Za-z0-9_-]+)/)![1]!;
    const check = await app.inject({ method: 'GET', url: `/api/resetPassword?token=${token}` });
    expect(check.json()).toEqual({ valid: true });
    const reset = await app.inject({
      method: 'POST',
      url: '/api/resetPassword',
      payload: { token, password: finalPassword, confirmPassword: finalPassword },
    });
    expect(reset.statusCode).toBe(200);

    const output = lines.join('');
    expect(output).toContain('/api/resetPassword?token=[redacted]');
    // One line per request, when it ends: its route pattern, status, restaurant and time.
    const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(6);
    expect(requests.find((l) => l.route === '/api/userPwd')).toMatchObject({
      method: 'PUT',
      url: '/api/userPwd',
      statusCode: 200,
      ms: expect.any(Number),
    });
    for (const l of requests) expect(l).toHaveProperty('restaurantId');
    expect(requests.find((l) => l.route === '/api/resetPassword' && l.method === 'GET')?.url).toBe(
      '/api/resetPassword?token=[redacted]',
    );
    for (const secret of ['wrong-Secret-0', password, newPassword, finalPassword, token, sid]) {
      expect(output).not.toContain(secret);
    }
  });

  it('redactUrl hides secret query values and keeps the rest', () => {
    expect(redactUrl('/reset-password?token=abc123&x=1')).toBe('/reset-password?token=[redacted]&x=1');
    expect(redactUrl('/api/orders?dateStr=01-02-25')).toBe('/api/orders?dateStr=01-02-25');
  });
});
