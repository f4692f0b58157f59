import { GENERATED_PASSWORD_ALPHABET } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { generatePassword } from './generated-password';

describe('generatePassword (decision 0207)', () => {
  it('is 8 characters of the alphabet, with a letter and a digit, and does not repeat', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(8);
      for (const c of password) expect(GENERATED_PASSWORD_ALPHABET).toContain(c);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[A-Za-z]/);
      seen.add(password);
    }
    expect(seen.size).toBe(500);
  });
});
