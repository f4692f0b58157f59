import { type Algorithm, hash, parseOptions, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). The async API hashes on the libuv
 * thread pool, so a sign-in does not block the event loop (~15-80 ms a hash on this machine).
 */
export const PASSWORD_HASH_OPTIONS = {
  // Algorithm is an ambient const enum, which isolatedModules cannot read: 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** True when the password matches the hash; false (never a throw) for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash made with weaker (or different) parameters is replaced at the next successful sign-in. */
export function passwordNeedsRehash(passwordHash: string): boolean {
  try {
    const o = parseOptions(passwordHash);
    return (
      o.algorithm !== PASSWORD_HASH_OPTIONS.algorithm ||
      o.memoryCost !== PASSWORD_HASH_OPTIONS.memoryCost ||
      o.timeCost !== PASSWORD_HASH_OPTIONS.timeCost ||
      o.parallelism !== PASSWORD_HASH_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies against a throw-away hash: an unknown e-mail costs the same time as a wrong password,
 * so the answer's timing does not tell whether an account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  await verifyPassword(await dummyHash, password);
  return false;
}
