import { randomInt } from 'node:crypto';
import { GENERATED_PASSWORD_LENGTH, generatePassword as generate } from '@rpos/domain';

/**
 * A new account's first password (decision 0207) when the client sends none: 8 characters drawn
 * uniformly (crypto.randomInt, no modulo bias). The account must replace it at its first sign-in.
 */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  return generate((n) => randomInt(n), length);
}
