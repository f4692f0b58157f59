import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import {
  fakeGrecaptcha,
  googleScriptLoads,
  RECAPTCHA_GOOGLE,
  RECAPTCHA_OFFLINE,
  RECAPTCHA_SITE_KEY,
} from '../../test/recaptcha-fake';

// The module keeps the settings and the script for the page's life: each test gets a fresh copy.
let recaptcha: typeof import('./recaptcha');
beforeEach(async () => {
  vi.resetModules();
  recaptcha = await import('./recaptcha');
});
afterEach(() => {
  for (const tag of googleScripts()) tag.remove();
  vi.unstubAllGlobals();
});

const googleScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script')].filter((s) =>
    s.src.startsWith('https://www.google.com/recaptcha/'),
  );

describe('recaptchaToken', () => {
  it('offline: no token and no script; the settings are read once', async () => {
    const { calls } = mockFetch({ 'GET /api/recaptchaConfig': RECAPTCHA_OFFLINE });
    expect(await recaptcha.recaptchaToken('sendCode')).toBeUndefined();
    expect(await recaptcha.recaptchaToken('queuePosition')).toBeUndefined();
    expect(calls.filter((c) => c.path === '/api/recaptchaConfig')).toHaveLength(1);
    expect(googleScripts()).toHaveLength(0);
  });

  it('google: loads the script once with the site key and returns a token for each action', async () => {
    const { calls } = mockFetch({ 'GET /api/recaptchaConfig': RECAPTCHA_GOOGLE });
    const grecaptcha = googleScriptLoads('load');
    expect(await recaptcha.recaptchaToken('sendCode')).toBe('token-for-sendCode');
    expect(await recaptcha.recaptchaToken('queuePosition')).toBe('token-for-queuePosition');

    const scripts = googleScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(`https://www.google.com/recaptcha/api.js?render=${RECAPTCHA_SITE_KEY}`);
    expect(grecaptcha.ready).toHaveBeenCalledTimes(1);
    expect(grecaptcha.execute.mock.calls).toEqual([
      [RECAPTCHA_SITE_KEY, { action: 'sendCode' }],
      [RECAPTCHA_SITE_KEY, { action: 'queuePosition' }],
    ]);
    expect(calls.filter((c) => c.path === '/api/recaptchaConfig')).toHaveLength(1);
  });

  it('google: two calls at once share one script', async () => {
    mockFetch({ 'GET /api/recaptchaConfig': RECAPTCHA_GOOGLE });
    googleScriptLoads('load');
    const tokens = await Promise.all([
      recaptcha.recaptchaToken('sendCode'),
      recaptcha.recaptchaToken('sendCode'),
    ]);
    expect(tokens).toEqual(['token-for-sendCode', 'token-for-sendCode']);
    expect(googleScripts()).toHaveLength(1);
  });

  it('a script that cannot load rejects with a message to show, and the next call tries again', async () => {
    mockFetch({ 'GET /api/recaptchaConfig': RECAPTCHA_GOOGLE });
    googleScriptLoads('error');
    const failure = await recaptcha.recaptchaToken('sendCode').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(recaptcha.RecaptchaLoadError);
    expect((failure as Error).message).toBe(
      'The reCAPTCHA check could not load. Please check your connection and try again.',
    );
    expect(googleScripts()).toHaveLength(0);

    vi.mocked(document.head.appendChild).mockRestore();
    googleScriptLoads('load');
    expect(await recaptcha.recaptchaToken('sendCode')).toBe('token-for-sendCode');
    expect(googleScripts()).toHaveLength(1);
  });

  it('a token Google cannot make rejects with the same message', async () => {
    mockFetch({ 'GET /api/recaptchaConfig': RECAPTCHA_GOOGLE });
    const grecaptcha = fakeGrecaptcha();
    grecaptcha.execute.mockRejectedValueOnce(null);
    googleScriptLoads('load', grecaptcha);
    await expect(recaptcha.recaptchaToken('queuePosition')).rejects.toThrow(recaptcha.RECAPTCHA_LOAD_FAILED);
  });

  it('settings that cannot be read reject with the API error and are asked for again next time', async () => {
    mockFetch({ 'GET /api/recaptchaConfig': { status: 500, body: { code: 'INTERNAL', message: 'boom' } } });
    await expect(recaptcha.recaptchaToken('sendCode')).rejects.toMatchObject({
      status: 500,
      message: 'boom',
    });
    const again = mockFetch({ 'GET /api/recaptchaConfig': RECAPTCHA_OFFLINE });
    expect(await recaptcha.recaptchaToken('sendCode')).toBeUndefined();
    expect(again.calls).toHaveLength(1);
  });
});
