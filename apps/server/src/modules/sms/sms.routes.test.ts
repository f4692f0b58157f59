import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, smsCodes } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { buildTestApp } from '../../test/test-app';

const t = await buildTestApp();
const NOW = new Date('2025-06-02T02:00:00Z');

const sendCode = (mobilePhone: unknown, o: { restaurantId?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sendCode',
    payload: { mobilePhone, recaptcha: 'token', restaurantId: o.restaurantId ?? 'goldendragon' },
    remoteAddress: o.ip ?? '10.0.0.1',
  });

/** The last code texted to a phone, read from the outbox. */
async function lastCodeTo(phone: string): Promise<string> {
  const [m] = await t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.recipient, phone)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return /(\d{6})$/.exec(m!.body)![1]!;
}

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: NOW });
  t.setNow(NOW);
});

describe('POST /api/sendCode', () => {
  it('texts a 6-digit code through the outbox and stores only its hash', async () => {
    const res = await sendCode('0412000001');
    expect(res.statusCode, res.body).toBe(200);
    const { sid } = res.json();
    expect(sid).toMatch(/^[\w-]{20,}$/);
    const code = await lastCodeTo('0412000001');
    const [m] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, '0412000001'));
    expect(m!.body).toBe(`Your verification code is ${code}`);
    const [row] = await t.db.select().from(smsCodes).where(eq(smsCodes.sid, sid));
    expect(row).toMatchObject({ phone: '0412000001', attempts: 0, usedAt: null, ip: '10.0.0.1' });
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - NOW.getTime()).toBe(5 * 60_000);
  });

  it('refuses an invalid mobile or an unknown restaurant', async () => {
    const bad = await sendCode('12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The mobile number is invalid');
    expect((await sendCode(412000001)).statusCode).toBe(400);
    expect((await sendCode('0412000002', { restaurantId: 'nowhere' })).statusCode).toBe(404);
  });

  it('sends at most one code a minute and 5 an hour to a phone, with Retry-After', async () => {
    const phone = '0412000003';
    let at = NOW.getTime();
    t.setNow(new Date(at));
    expect((await sendCode(phone)).statusCode).toBe(200);
    const soon = await sendCode(phone);
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['retry-after']).toBe('60');
    for (let i = 0; i < 4; i++) {
      at += 61_000;
      t.setNow(new Date(at));
      expect((await sendCode(phone)).statusCode).toBe(200);
    }
    at += 61_000;
    t.setNow(new Date(at));
    const sixth = await sendCode(phone);
    expect(sixth.statusCode).toBe(429);
    // The first of the five leaves the hour at NOW + 3600 s.
    expect(Number(sixth.headers['retry-after'])).toBe(Math.ceil((NOW.getTime() + 3_600_000 - at) / 1000));
    t.setNow(new Date(NOW.getTime() + 3_601_000));
    expect((await sendCode(phone)).statusCode).toBe(200);
    t.setNow(NOW);
  });

  it('sends at most 20 codes an hour from one address', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 20; i++)
      expect((await sendCode(`04130000${String(i).padStart(2, '0')}`, { ip })).statusCode).toBe(200);
    const over = await sendCode('0413000099', { ip });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await sendCode('0413000099', { ip: '10.9.9.10' })).statusCode).toBe(200);
  });

  it('accepts a request without a reCAPTCHA token with the offline default', async () => {
    expect(t.app.recaptcha.provider).toBe('offline');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sendCode',
      payload: { mobilePhone: '0413500001', restaurantId: 'goldendragon' },
      remoteAddress: '10.5.5.5',
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
