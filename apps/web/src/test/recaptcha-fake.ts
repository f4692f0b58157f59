import { vi } from 'vitest';

/** GET /api/recaptchaConfig answers for fetch mocks (shared/api/recaptcha.ts reads it once a page). */
export const RECAPTCHA_OFFLINE = { body: { provider: 'offline', siteKey: null } };
export const RECAPTCHA_SITE_KEY = 'test-site-key';
export const RECAPTCHA_GOOGLE = { body: { provider: 'google', siteKey: RECAPTCHA_SITE_KEY } };

/** A stand-in for Google's window.grecaptcha (v3): ready at once, a token naming its action. */
export function fakeGrecaptcha() {
  return {
    ready: vi.fn((callback: () => void) => callback()),
    execute: vi.fn(async (_siteKey: string, options: { action: string }) => `token-for-${options.action}`),
  };
}

/**
 * Plays the browser fetching Google's script (jsdom fetches none): every script added to <head>
 * then fires `outcome`; on 'load' the script has defined window.grecaptcha. Returns the fake.
 */
export function googleScriptLoads(outcome: 'load' | 'error', grecaptcha = fakeGrecaptcha()) {
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    const added = append(node);
    queueMicrotask(() => {
      if (outcome === 'load') vi.stubGlobal('grecaptcha', grecaptcha);
      node.dispatchEvent(new Event(outcome));
    });
    return added;
  });
  return grecaptcha;
}
