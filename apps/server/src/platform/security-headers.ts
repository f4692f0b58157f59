import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { OutgoingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from './config';

export { parseFrameAncestors } from './frame-ancestors';

/** A Content-Security-Policy as directive → sources. */
export type CspDirectives = Record<string, string[]>;

/** What the pages' policy depends on (worked out from the config and the built index.html). */
export interface SecurityPolicyOptions {
  /** The Adyen environment the card drop-in talks to, when a payment method runs on Adyen. */
  adyenEnvironment?: 'test' | 'live';
  /** Google reCAPTCHA v3 is loaded by the diner's anonymous writes (RECAPTCHA_PROVIDER=google). */
  recaptcha: boolean;
  /** Who may frame the diner pages (CSP frame-ancestors sources). */
  dinerFrameAncestors: string[];
  /** CSP hashes ('sha256-…') of the inline scripts of the built index.html. */
  inlineScriptHashes: string[];
}

/**
 * The first path segments of the diner's pages (diner.md §2), lower case: the screens a restaurant's
 * website or app may show in a frame (the menu and the thank-you and app-order result screens post
 * payment_failure / payment_success to the parent window, and the whole ordering journey between
 * them, payment and the sandbox's payment pages included, stays in that frame), and the legal pages
 * of their footer.
 */
const DINER_SEGMENTS = new Set(
  [
    'online',
    'dishDetail',
    'cart',
    'checkout',
    'tillCheckout',
    'orderSuccess',
    'orderSuccessDetail',
    'invoice',
    'adyenPayment',
    'tillPayment',
    'obPayment',
    'obSessionPayment',
    'obPaymentSuccess',
    'obPaymentError',
    'paymentResult',
    'h5WechatPay',
    'wechatPayment',
    'sandbox',
    'restaurantBooking',
    'bookingSuccess',
    'queue',
    'privacypolicy.html',
    'terms.html',
  ].map((s) => s.toLowerCase()),
);

/** The kinds of answer, each with its own set of headers. */
export type AnswerKind = 'dinerPage' | 'backOfficePage' | 'api' | 'image' | 'asset';

/**
 * What a request's answer is, from its path alone: API calls (images apart), the web app's files
 * (scripts, styles, icons), and pages (any other path: index.html for an app route, or a static HTML
 * file), diner or back-office. Swagger UI (/api/docs) counts as a back-office page.
 */
export function answerKind(url: string): AnswerKind {
  const q = url.indexOf('?');
  const path = (q === -1 ? url : url.slice(0, q)).toLowerCase();
  if (path.startsWith('/api/') || path === '/api') {
    if (path.startsWith('/api/docs')) return 'backOfficePage';
    return path.startsWith('/api/images/') ? 'image' : 'api';
  }
  const slash = path.indexOf('/', 1);
  const first = slash === -1 ? path.slice(1) : path.slice(1, slash);
  if (DINER_SEGMENTS.has(first)) return 'dinerPage';
  if (/\.[a-z0-9]+$/.test(path) && !path.endsWith('.html')) return 'asset';
  return 'backOfficePage';
}

/** CSP hashes of the inline scripts (no src) of an HTML page, so the policy allows exactly them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1] ?? '')) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(m[2] ?? '')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/** The policy options of a configuration; `indexHtml` is the built index.html when there is one. */
export function securityPolicyOptions(config: Config, indexHtml?: string): SecurityPolicyOptions {
  const providers = Object.values(config.payments.providers);
  return {
    adyenEnvironment: providers.includes('adyen') ? config.payments.adyen.environment : undefined,
    recaptcha: config.recaptcha.provider === 'google',
    dinerFrameAncestors: config.dinerFrameAncestors,
    inlineScriptHashes: indexHtml ? inlineScriptHashes(indexHtml) : [],
  };
}

const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/**
 * The web app's Content-Security-Policy: what its pages load, and only that.
 * - Scripts: our own files (plus the hashes of index.html's inline scripts, none today); Google's
 *   reCAPTCHA scripts only with RECAPTCHA_PROVIDER=google. No eval anywhere (checked in the build).
 * - Styles: our files and 'unsafe-inline': MUI's emotion inserts <style> tags at run time and MUI
 *   sets style attributes (transitions, popper positions); a nonce cannot cover attributes, and
 *   index.html is one static file for every request. Styles cannot run code.
 * - Images: ours, data: (QR codes, the drop-in's icons) and blob: (the invoice PDF's canvas).
 * - Adyen's drop-in (a payment method on Adyen): its card-field frames, API and analytics calls and
 *   logos on checkoutshopper/checkoutanalytics-<environment>; 3-D Secure posts a form into a frame
 *   to the card issuer's page, which can be any https site, so frames and forms allow https: then.
 *   Stripe Checkout is a plain redirect (a navigation, which CSP does not restrict).
 * - frame-ancestors: who may frame the page (diner pages: DINER_FRAME_ANCESTORS; the rest 'none').
 */
export function pageCsp(options: SecurityPolicyOptions, frameAncestors: string[]): CspDirectives {
  const adyen = options.adyenEnvironment;
  const shopper = adyen && `https://checkoutshopper-${adyen}.adyen.com`;
  const cdn = adyen && `https://checkoutshopper-${adyen}.cdn.adyen.com`;
  const analytics = adyen && `https://checkoutanalytics-${adyen}.adyen.com`;
  const only = <T>(on: unknown, values: T[]): T[] => (on ? values : []);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...options.inlineScriptHashes, ...only(options.recaptcha, RECAPTCHA_SCRIPTS)],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...only(adyen, [shopper!, cdn!])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...only(adyen, [shopper!, analytics!])],
    'frame-src': [
      "'self'",
      ...only(adyen, [shopper!, 'https:']),
      ...only(options.recaptcha, RECAPTCHA_FRAMES),
    ],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...only(adyen, ['https:'])],
    'frame-ancestors': frameAncestors,
  };
}

/** The API's policy: its answers are data, never a page: nothing loads, nothing frames them. */
export const API_CSP: CspDirectives = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/** Runs helmet once on a stand-in response and keeps the headers it set (no per-request work). */
function headersOf(options: HelmetOptions): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const res = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader() {},
  };
  let failed: unknown;
  helmet(options)({} as never, res as never, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}

/** Headers of documents only (opener isolation, agent cluster, old-browser switches). */
const NOT_FOR_FILES = {
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  xFrameOptions: false,
} as const satisfies HelmetOptions;

/**
 * The header set of each kind of answer, made once. Every answer: nosniff, Referrer-Policy
 * strict-origin-when-cross-origin, Cross-Origin-Resource-Policy same-origin (images cross-origin:
 * delivery platforms and e-mails show them). Pages: the CSP above and helmet's document headers;
 * back-office pages and the API also X-Frame-Options DENY (diner pages none: the CSP names who may
 * frame them). HSTS is added per request (registerSecurityHeaders).
 */
export function securityHeaderSets(options: SecurityPolicyOptions): Record<AnswerKind, OutgoingHttpHeaders> {
  const base = {
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  } as const satisfies HelmetOptions;
  const csp = (directives: CspDirectives) => ({ useDefaults: false as const, directives });
  return {
    backOfficePage: headersOf({
      ...base,
      contentSecurityPolicy: csp(pageCsp(options, ["'none'"])),
      xFrameOptions: { action: 'deny' },
    }),
    dinerPage: headersOf({
      ...base,
      contentSecurityPolicy: csp(pageCsp(options, options.dinerFrameAncestors)),
      xFrameOptions: false,
    }),
    api: headersOf({
      ...base,
      ...NOT_FOR_FILES,
      contentSecurityPolicy: csp(API_CSP),
      xFrameOptions: { action: 'deny' },
    }),
    image: headersOf({
      ...base,
      ...NOT_FOR_FILES,
      contentSecurityPolicy: false,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    }),
    asset: headersOf({ ...base, ...NOT_FOR_FILES, contentSecurityPolicy: false }),
  };
}

/** HSTS for answers that came over HTTPS through the proxy: a year, subdomains included, no preload. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Sets the security headers of every answer, by kind of answer (answerKind), from sets made once at
 * start (helmet builds them; building them per request would cost ~75 µs each). HSTS only when
 * TRUST_PROXY is on and the request came over HTTPS (the proxy's X-Forwarded-Proto): a plain-HTTP
 * server cannot promise HTTPS.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const indexPath = config.webDist && join(config.webDist, 'index.html');
  const indexHtml = indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  const sets = securityHeaderSets(securityPolicyOptions(config, indexHtml));
  const hsts = config.trustProxy;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(sets[answerKind(request.url)]);
    if (hsts && request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
