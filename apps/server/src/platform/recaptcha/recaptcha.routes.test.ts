import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { MIGRATIONS_DIR } from '../../test/test-paths';
import { loadConfig } from '../config';

const offline = await buildTestApp();
const google = await buildTestApp({
  recaptcha: {
    provider: 'google',
    secret: 'server-secret',
    siteKey: 'public-site-key',
    verifyUrl: 'http://127.0.0.1:9/recaptcha/api/siteverify',
    minScore: 0.5,
  },
});

describe('GET /api/recaptchaConfig', () => {
  it('offline (the default): no provider script, no site key', async () => {
    const res = await offline.request({ method: 'GET', url: '/api/recaptchaConfig' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'offline', siteKey: null });
  });

  it('google: the public site key, never the secret', async () => {
    const res = await google.request({ method: 'GET', url: '/api/recaptchaConfig' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'google', siteKey: 'public-site-key' });
    expect(res.body).not.toContain('server-secret');
  });
});

describe('RECAPTCHA_SITE_KEY', () => {
  const paths = { migrationsDir: MIGRATIONS_DIR };

  it('is read with the provider and not needed offline', () => {
    expect(loadConfig({}, paths).recaptcha.siteKey).toBeUndefined();
    const config = loadConfig(
      { RECAPTCHA_PROVIDER: 'google', RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: 'k' },
      paths,
    );
    expect(config.recaptcha).toMatchObject({ provider: 'google', secret: 's', siteKey: 'k' });
  });

  it('is required with RECAPTCHA_PROVIDER=google: the server refuses to start without it', () => {
    expect(() => loadConfig({ RECAPTCHA_PROVIDER: 'google', RECAPTCHA_SECRET: 's' }, paths)).toThrow(
      'RECAPTCHA_PROVIDER=google needs RECAPTCHA_SITE_KEY',
    );
  });
});
