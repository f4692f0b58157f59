import type { BrowserInfo } from '@rpos/domain';

/** The browser details sent with a card payment for 3-D Secure (diner.md §7 browserInfo). */
export function collectBrowserInfo(): BrowserInfo {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const scr = typeof screen === 'undefined' ? undefined : screen;
  return {
    userAgent: nav?.userAgent.slice(0, 1000),
    javaEnabled: false,
    acceptHeader: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    language: nav?.language?.slice(0, 50),
    colorDepth: scr?.colorDepth ?? 24,
    screenHeight: scr?.height ?? 0,
    screenWidth: scr?.width ?? 0,
    timeZoneOffset: new Date().getTimezoneOffset(),
  };
}

/** A fresh key per payment submit (the server answers the same key with the first answer). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
