import { afterAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors';
import {
  assertRecaptcha,
  createGoogleRecaptcha,
  createOfflineRecaptcha,
  RECAPTCHA_MESSAGES,
  RecaptchaUnavailableError,
} from './recaptcha';
import { startSiteverifyFake } from './siteverify-fake';

const fake = await startSiteverifyFake('test-secret');
afterAll(() => fake.close());

const google = createGoogleRecaptcha({ secret: 'test-secret', verifyUrl: fake.url, minScore: 0.5 });
const ctx = { action: 'sendCode', remoteIp: '10.1.2.3' };

describe('offline recaptcha', () => {
  it('accepts any token, even none, and logs one debug line that it did', async () => {
    const debug = vi.fn();
    const offline = createOfflineRecaptcha({ debug });
    expect(await offline.verify('anything', ctx)).toEqual({ ok: true });
    expect(await offline.verify(undefined, ctx)).toEqual({ ok: true });
    expect(debug).toHaveBeenCalledTimes(2);
    expect(debug.mock.calls[1]).toEqual([
      { action: 'sendCode', remoteIp: '10.1.2.3', hasToken: false },
      'recaptcha (offline): accepted without checking',
    ]);
  });
});

describe('google recaptcha (siteverify)', () => {
  it('posts secret, response and remoteip as a form and passes a good token with its score', async () => {
    expect(await google.verify('good', ctx)).toEqual({ ok: true, score: 0.9 });
    expect(fake.calls.at(-1)).toEqual({ secret: 'test-secret', response: 'good', remoteip: '10.1.2.3' });
  });

  it('passes a v2 token (no score) on success alone', async () => {
    expect(await google.verify('v2', ctx)).toEqual({ ok: true });
  });

  it('refuses a failed token with Google error codes, and never calls Google without one', async () => {
    expect(await google.verify('forged', ctx)).toEqual({
      ok: false,
      reason: 'invalid-token:invalid-input-response',
    });
    const before = fake.calls.length;
    expect(await google.verify('  ', ctx)).toEqual({ ok: false, reason: 'missing-token' });
    expect(await google.verify(null, ctx)).toEqual({ ok: false, reason: 'missing-token' });
    expect(fake.calls.length).toBe(before);
  });

  it('refuses a score under RECAPTCHA_MIN_SCORE and a token made for another action', async () => {
    expect(await google.verify('bot', ctx)).toEqual({ ok: false, score: 0.1, reason: 'low-score' });
    const lenient = createGoogleRecaptcha({ secret: 'test-secret', verifyUrl: fake.url, minScore: 0.1 });
    expect(await lenient.verify('bot', ctx)).toEqual({ ok: true, score: 0.1 });
    expect(await google.verify('other-action', ctx)).toEqual({
      ok: false,
      score: 0.9,
      reason: 'action-mismatch',
    });
  });

  it('refuses with a wrong secret', async () => {
    const wrong = createGoogleRecaptcha({ secret: 'nope', verifyUrl: fake.url, minScore: 0.5 });
    expect(await wrong.verify('good', ctx)).toEqual({
      ok: false,
      reason: 'invalid-token:invalid-input-secret',
    });
  });

  it('answers unavailable (never throws) when siteverify fails or cannot be reached', async () => {
    const warn = vi.fn();
    const logged = createGoogleRecaptcha({
      secret: 'test-secret',
      verifyUrl: fake.url,
      minScore: 0.5,
      log: { warn },
    });
    expect(await logged.verify('500', ctx)).toEqual({ ok: false, reason: 'unavailable' });
    expect(warn).toHaveBeenCalledTimes(1);
    const down = createGoogleRecaptcha({
      secret: 's',
      verifyUrl: 'http://127.0.0.1:9/siteverify',
      minScore: 0.5,
    });
    expect(await down.verify('good', ctx)).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('assertRecaptcha: 400 with a clear message for a missing or failed token, 502 when unavailable', async () => {
    await expect(assertRecaptcha(google, 'good', ctx)).resolves.toEqual({ ok: true, score: 0.9 });
    const missing = await assertRecaptcha(google, undefined, ctx).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(AppError);
    expect(missing).toMatchObject({ status: 400, message: RECAPTCHA_MESSAGES.missing });
    await expect(assertRecaptcha(google, 'bot', ctx)).rejects.toMatchObject({
      status: 400,
      message: RECAPTCHA_MESSAGES.failed,
    });
    await expect(assertRecaptcha(google, '500', ctx)).rejects.toBeInstanceOf(RecaptchaUnavailableError);
  });
});
