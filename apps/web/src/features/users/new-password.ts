import { generatePassword } from '@rpos/domain';

/** A uniform integer 0 ≤ i < n from crypto.getRandomValues (rejection sampling: no modulo bias). */
function randomIndex(n: number): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    if (word[0]! < limit) return word[0]! % n;
  }
}

/** The generated 8-character password a new user's form shows before saving (decision 0458). */
export const newUserPassword = (): string => generatePassword(randomIndex);
