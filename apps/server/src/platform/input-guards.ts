import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

// No 500 for any input (decision 0391): what PostgreSQL cannot store is refused where input enters,
// once for every route, before the route's own zod schema sees it.

/** Text PostgreSQL refuses: a NUL character, or half of a UTF-16 surrogate pair (not valid UTF-8). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const INPUT_MESSAGES = {
  nul: 'must not contain a NUL character (\\u0000 or %00)',
  surrogate: 'must not contain an unpaired surrogate (invalid Unicode)',
  number: 'is out of range',
  tooDeep: 'is nested too deeply',
} as const;

/** The first value of `value` a database column cannot take, with its path; null when all is fine. */
export function findUnstorableInput(
  value: unknown,
  path: string,
  depth = 0,
): { path: string; message: string } | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { path, message: INPUT_MESSAGES.nul };
    if (LONE_SURROGATE.test(value)) return { path, message: INPUT_MESSAGES.surrogate };
    return null;
  }
  if (typeof value === 'number') {
    // No field of the product counts past 2^53 (cents, quantities, epoch milliseconds all fit).
    if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER)
      return { path, message: INPUT_MESSAGES.number };
    return null;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth > 64) return { path, message: INPUT_MESSAGES.tooDeep };
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const at = path ? `${path}.${key}` : String(key);
    if (typeof key === 'string') {
      const bad = findUnstorableInput(key, at, depth + 1);
      if (bad) return bad;
    }
    const bad = findUnstorableInput(item, at, depth + 1);
    if (bad) return bad;
  }
  return null;
}

/**
 * Refuses, with a 400 naming the field, any path parameter, query value or JSON body value that
 * holds a NUL or an unpaired surrogate, or a number past ±2^53 (e.g. guestNum 1e308). Runs before
 * each route's validation (and after its staff guard: who before what).
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const;
    for (const [where, value] of parts) {
      const bad = findUnstorableInput(value, '');
      if (bad)
        throw new AppError(
          'VALIDATION',
          bad.path ? `${bad.path}: ${bad.message}` : `The ${where} ${bad.message}`,
          {
            where,
          },
        );
    }
  });
}
