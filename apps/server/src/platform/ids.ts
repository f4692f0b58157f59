import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** A new record id (UUID v4). */
export const newId = (): string => randomUUID();

/** A secret for a cookie or a link: 128 bits or more of randomness, URL-safe. */
export const newSecret = (bytes = 16): string => randomBytes(bytes).toString('base64url');

/** Only hashes of secrets are stored, so a database leak does not hand out sessions or reset links. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

let lastMs = 0;
let counter = 0;

/**
 * A UUID v7: the time in milliseconds first, then a counter within the millisecond, then randomness,
 * so ids made by this process sort in the order they were made (rows written at one instant keep
 * their order: a bill's history).
 */
export function newOrderedId(): string {
  let ms = Date.now();
  if (ms <= lastMs) {
    counter += 1;
    if (counter > 0xfff) {
      lastMs += 1;
      counter = 0;
    }
    ms = lastMs;
  } else {
    lastMs = ms;
    counter = 0;
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
