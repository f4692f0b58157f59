import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app';
import { MIGRATIONS_DIR } from '../test/test-paths';
import { loadConfig } from './config';
import {
  answerKind,
  HSTS,
  inlineScriptHashes,
  pageCsp,
  parseFrameAncestors,
  type SecurityPolicyOptions,
} from './security-headers';

/** A built web app whose index.html has one inline script (the policy must allow it by its hash). */
const INLINE = 'window.__boot = 1;';
const dist = mkdtempSync(join(tmpdir(), 'rpos-web-csp-'));
writeFileSync(
  join(dist, 'index.html'),
  `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/assets/index-x.js"></script></head><body><div id="root"></div></body></html>`,
);
writeFileSync(join(dist, 'terms.html'), '<!doctype html><title>Terms</title>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** The default configuration: sandbox payments, offline reCAPTCHA, no proxy. */
const plain = await buildTestApp({ webDist: dist });

/** Adyen card payments (test environment), Google reCAPTCHA, behind a proxy, one parent website. */
const configured = loadConfig(
  {
    NODE_ENV: 'test',
    PAYMENT_CARD_PROVIDER: 'adyen',
    ADYEN_API_KEY: 'key',
    ADYEN_CLIENT_KEY: 'test_CLIENTKEY',
    ADYEN_MERCHANT_ACCOUNT: 'Merchant',
    RECAPTCHA_PROVIDER: 'google',
    RECAPTCHA_SECRET: 'secret',
    RECAPTCHA_SITE_KEY: 'site-key',
    TRUST_PROXY: 'true',
    DINER_FRAME_ANCESTORS: 'https://restaurant.example, https://*.restaurant.example',
  },
  { migrationsDir: MIGRATIONS_DIR },
);
const full = await buildTestApp({
  webDist: dist,
  payments: configured.payments,
  recaptcha: configured.recaptcha,
  trustProxy: true,
  dinerFrameAncestors: configured.dinerFrameAncestors,
});

const get = (app: typeof plain, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers });

/** The CSP as directive → sources. */
function csp(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('which headers an answer gets', () => {
  it('tells API calls, images, files, diner pages and back-office pages apart by path', () => {
    expect(answerKind('/api/online?menuId=x&tableId=1')).toBe('api');
    expect(answerKind('/api/online/events?menuId=x')).toBe('api');
    expect(answerKind('/api/images/0b7c')).toBe('image');
    expect(answerKind('/api/docs')).toBe('backOfficePage');
    expect(answerKind('/api/docs/static/swagger-ui.css')).toBe('backOfficePage');
    expect(answerKind('/assets/index-abc.js')).toBe('asset');
    expect(answerKind('/favicon.svg')).toBe('asset');
    for (const diner of [
      '/online/goldendragon/5',
      '/ONLINE/goldendragon/5?type=cancel',
      '/cart/goldendragon/5',
      '/checkout/goldendragon/5',
      '/adyenPayment/goldendragon/5/ref',
      '/orderSuccess/goldendragon/5/ref?type=success',
      '/obPaymentError/123',
      '/paymentResult?orderNumber=1',
      '/sandbox/challenge/abc',
      '/restaurantBooking/goldendragon',
      '/queue/goldendragon',
      '/invoice/r/o',
      '/terms.html',
    ]) {
      expect(answerKind(diner), diner).toBe('dinerPage');
    }
    for (const office of [
      '/',
      '/sign-in',
      '/dashboard',
      '/queueBoard',
      '/menu/1',
      '/index.html',
      '/onlinex',
    ]) {
      expect(answerKind(office), office).toBe('backOfficePage');
    }
  });

  it('reads DINER_FRAME_ANCESTORS', () => {
    expect(parseFrameAncestors(undefined)).toEqual(['*']);
    expect(parseFrameAncestors('none')).toEqual(["'none'"]);
    expect(parseFrameAncestors("'none'")).toEqual(["'none'"]);
    expect(parseFrameAncestors('https://a.example/, https://*.b.example')).toEqual([
      'https://a.example',
      'https://*.b.example',
    ]);
    expect(() => parseFrameAncestors('https://a.example; script-src *')).toThrow(/not an origin/);
  });

  it('hashes inline scripts only', () => {
    expect(inlineScriptHashes('<script src="/a.js"></script><script type="module">x()</script>')).toEqual([
      "'sha256-D6IGS8VMvCoyaR/l0h9tERrBTATY01CoPS7l6xDv0kI='",
    ]);
  });

  it('adds the payment provider and reCAPTCHA hosts only when they are configured', () => {
    const options: SecurityPolicyOptions = {
      recaptcha: false,
      dinerFrameAncestors: ['*'],
      inlineScriptHashes: [],
    };
    const bare = JSON.stringify(pageCsp(options, ["'none'"]));
    expect(bare).not.toMatch(/adyen|google|gstatic|https:/);
    const live = pageCsp({ ...options, adyenEnvironment: 'live' }, ["'none'"]);
    expect(live['connect-src']).toEqual([
      "'self'",
      'https://checkoutshopper-live.adyen.com',
      'https://checkoutanalytics-live.adyen.com',
    ]);
    expect(live['form-action']).toEqual(["'self'", 'https:']);
  });
});

describe('security headers of each kind of answer', () => {
  it('diner pages: the app policy, framable as configured, compressed index.html unchanged', async () => {
    const res = await get(plain, '/online/goldendragon/5', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", inlineScriptHashes(`<script>${INLINE}</script>`)[0]]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['font-src']).toEqual(["'self'", 'data:']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(['*']);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-encoding']).toBe('br');

    const terms = await get(plain, '/terms.html');
    expect(csp(terms.headers['content-security-policy'])['frame-ancestors']).toEqual(['*']);
  });

  it('back-office pages: never in a frame', async () => {
    for (const url of ['/dashboard', '/sign-in', '/']) {
      const res = await get(plain, url);
      expect(res.statusCode, url).toBe(200);
      expect(csp(res.headers['content-security-policy'])['frame-ancestors'], url).toEqual(["'none'"]);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it('API answers: nosniff, referrer policy, nothing loads and nothing frames them', async () => {
    for (const url of ['/api/health/live', '/api/nothing-here']) {
      const res = await get(plain, url);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
    const image = await get(plain, '/api/images/00000000-0000-4000-8000-000000000000');
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
  });

  it('Swagger UI renders under the page policy: its own scripts and styles, not framable', async () => {
    const res = await get(plain, '/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    // Every script and stylesheet of the page is its own file (no inline script to allow).
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const bundle = await get(plain, '/api/docs/static/swagger-ui-bundle.js', { 'accept-encoding': 'br' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-encoding']).toBe('br');
  });

  it('names Adyen, reCAPTCHA and the parent websites only when they are configured', async () => {
    const plainPolicy = String(
      (await get(plain, '/online/goldendragon/5')).headers['content-security-policy'],
    );
    expect(plainPolicy).not.toMatch(/adyen|google|gstatic/);

    for (const url of ['/online/goldendragon/5', '/dashboard']) {
      const policy = csp((await get(full, url)).headers['content-security-policy']);
      expect(policy['script-src'], url).toEqual(
        expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']),
      );
      expect(policy['frame-src'], url).toEqual(
        expect.arrayContaining([
          'https://checkoutshopper-test.adyen.com',
          'https:',
          'https://www.google.com/recaptcha/',
          'https://recaptcha.google.com/recaptcha/',
        ]),
      );
      expect(policy['connect-src'], url).toEqual([
        "'self'",
        'https://checkoutshopper-test.adyen.com',
        'https://checkoutanalytics-test.adyen.com',
      ]);
      expect(policy['img-src'], url).toContain('https://checkoutshopper-test.cdn.adyen.com');
      expect(policy['form-action'], url).toEqual(["'self'", 'https:']);
    }
    const diner = csp((await get(full, '/online/goldendragon/5')).headers['content-security-policy']);
    expect(diner['frame-ancestors']).toEqual(['https://restaurant.example', 'https://*.restaurant.example']);
    const office = csp((await get(full, '/dashboard')).headers['content-security-policy']);
    expect(office['frame-ancestors']).toEqual(["'none'"]);
  });

  it('sends HSTS only behind a proxy (TRUST_PROXY) and only for requests that came over HTTPS', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    for (const url of ['/online/goldendragon/5', '/api/health/live', '/assets/none.js']) {
      expect((await get(full, url, https)).headers['strict-transport-security'], url).toBe(HSTS);
      expect((await get(full, url)).headers['strict-transport-security'], url).toBeUndefined();
      expect((await get(plain, url, https)).headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});
