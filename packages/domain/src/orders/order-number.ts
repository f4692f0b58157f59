/**
 * Order numbers (diner.md §4 "Cart": a base64 string derived from a random unique id). The client makes
 * one per cart; the server uses it as the idempotency key of POST /placeOrder (unique per restaurant).
 */
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Accepted order numbers: 8 to 64 characters of the base64 (standard or URL-safe) alphabets. */
export const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9+/=_-]{8,64}$/;

export const isOrderNumber = (value: string): boolean => ORDER_NUMBER_PATTERN.test(value);

/** A 22-character URL-safe base64 order number from a UUID (pass crypto.randomUUID()). */
export function orderNumberFromUuid(uuid: string): string {
  const hex = uuid.replace(/-/g, '').toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) throw new Error('orderNumberFromUuid: not a UUID');
  const bytes: number[] = [];
  for (let i = 0; i < 32; i += 2) bytes.push(Number.parseInt(hex.slice(i, i + 2), 16));
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    const chars = [(n >> 18) & 63, (n >> 12) & 63, (n >> 6) & 63, n & 63].map((k) => BASE64URL[k]);
    const present = Math.min(3, bytes.length - i) + 1;
    out += chars.slice(0, present).join('');
  }
  return out;
}

/** What the diner sees of an order number or id: its last 4 characters in upper case (diner.md §2). */
export const shortReference = (value: string): string => value.slice(-4).toUpperCase();

/** GST included in a GST-inclusive total: total / 11, rounded to the cent. */
export const gstIncluded = (totalCents: number): number => Math.round(totalCents / 11);

/** Cents → dollars for clients that expect a decimal amount (e.g. 2360 → 23.6). */
export const centsToDollars = (cents: number): number => Math.round(cents) / 100;
