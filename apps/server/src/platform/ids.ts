import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** A new record id (UUID v4). */
export const newId = (): string => randomUUID();

/** A secret for a cookie or a link: 128 bits or more of randomness, URL-safe. */
export const newSecret = (bytes = 16): string => randomBytes(bytes).toString('base64url');

/** Only hashes of secrets are stored, so a database leak does not hand out sessions or reset links. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');
