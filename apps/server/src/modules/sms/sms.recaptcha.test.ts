import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { RECAPTCHA_MESSAGES } from '../../platform/recaptcha/recaptcha';
import { startSiteverifyFake } from '../../platform/recaptcha/siteverify-fake';
import { buildTestApp } from '../../test/test-app';

// POST /sendCode with RECAPTCHA_PROVIDER=google, against a local fake of siteverify.
const fake = await startSiteverifyFake('sms-secret');
afterAll(() => fake.close());
const t = await buildTestApp({
  recaptcha: { provider: 'google', secret: 'sms-secret', verifyUrl: fake.url, minScore: 0.5 },
});
const NOW = new Date('2025-06-02T02:00:00Z');

const sendCode = (mobilePhone: string, recaptcha: string | undefined, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/sendCode',
    payload: { mobilePhone, restaurantId: 'goldendragon', ...(recaptcha === undefined ? {} : { recaptcha }) },
    remoteAddress: ip,
  });
const textsTo = async (phone: string) =>
  (await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone))).length;

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: NOW });
  t.setNow(NOW);
});

describe('POST /api/sendCode with google reCAPTCHA', () => {
  it('refuses a missing token with 400 and a clear message, texting nothing', async () => {
    const res = await sendCode('0412100001', undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: RECAPTCHA_MESSAGES.missing });
    expect(await textsTo('0412100001')).toBe(0);
  });

  it('refuses a bad token and a low score with 400, texting nothing', async () => {
    for (const token of ['forged', 'bot']) {
      const res = await sendCode('0412100002', token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(RECAPTCHA_MESSAGES.failed);
    }
    expect(await textsTo('0412100002')).toBe(0);
  });

  it('accepts a good token: siteverify gets the secret, the token and the client address', async () => {
    const res = await sendCode('0412100003', 'good', '10.7.7.7');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sid).toBeTruthy();
    expect(fake.calls.at(-1)).toEqual({ secret: 'sms-secret', response: 'good', remoteip: '10.7.7.7' });
    expect(await textsTo('0412100003')).toBe(1);
  });

  it('answers 502 with a message when siteverify fails', async () => {
    const res = await sendCode('0412100004', '500');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ code: 'RECAPTCHA_UNAVAILABLE', message: RECAPTCHA_MESSAGES.unavailable });
    expect(await textsTo('0412100004')).toBe(0);
  });

  it('checks the mobile number before asking Google', async () => {
    const before = fake.calls.length;
    expect((await sendCode('12345', 'good')).statusCode).toBe(400);
    expect(fake.calls.length).toBe(before);
  });
});
