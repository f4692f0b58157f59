import { randomInt } from 'node:crypto';
import { GENERATED_PASSWORD_ALPHABET, GENERATED_PASSWORD_LENGTH } from '@rpos/domain';

/**
 * A new account's first password (decision 0207): 8 characters drawn uniformly (crypto.randomInt,
 * no modulo bias) from letters and digits without look-alikes, with at least one letter and one
 * digit. The account must replace it at its first sign-in.
 */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  for (;;) {
    let password = '';
    for (let i = 0; i < length; i++)
      password += GENERATED_PASSWORD_ALPHABET[randomInt(GENERATED_PASSWORD_ALPHABET.length)];
    if (/\d/.test(password) && /[A-Za-z]/.test(password)) return password;
  }
}
