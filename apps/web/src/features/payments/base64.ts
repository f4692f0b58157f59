/** Base64 (standard or URL-safe, padding optional) to UTF-8 text; null when it is not base64. */
export function decodeBase64Text(value: string | null | undefined): string | null {
  if (!value) return null;
  const normalised = value.trim().replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(normalised) || normalised.replace(/=+$/, '').length % 4 === 1)
    return null;
  const padded = normalised.padEnd(normalised.length + ((4 - (normalised.length % 4)) % 4), '=');
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** UTF-8 text to standard base64 (what the app and the server put in paymentDetails / url). */
export function encodeBase64Text(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** Base64 JSON (the paymentDetails query parameter) to a value; null when it is not. */
export function decodeBase64Json(value: string | null | undefined): unknown {
  const text = decodeBase64Text(value);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The url parameter of /h5WechatPay: base64 of an http(s) URL or a path of this site. Null when
 * missing, not base64, or another scheme (javascript: and the like are never followed).
 */
export function decodeH5Url(value: string | null | undefined): string | null {
  const text = decodeBase64Text(value)?.trim();
  if (!text) return null;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
