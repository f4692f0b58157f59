import { createHash } from 'node:crypto';
import { PAYMENT_MESSAGES } from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError, ERROR_STATUS, type ErrorCode } from '../../platform/errors';
import {
  claimIdempotencyKey,
  completeIdempotencyRecord,
  deleteIdempotencyRecord,
  findIdempotencyRecord,
  takeOverExpired,
} from './idempotency.repository';

/** How long a run may hold a key before another request may take over (a crashed process). */
export const IDEMPOTENCY_LEASE_MS = 60_000;
/** How long a request waits for a concurrent run with the same key before answering 409. */
export const IDEMPOTENCY_WAIT_MS = 30_000;
const POLL_MS = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stable hash of what identifies a request (not of what may change between retries). */
export const fingerprintOf = (...parts: (string | number | null | undefined)[]): string =>
  createHash('sha256')
    .update(parts.map((p) => String(p ?? '')).join('\u0000'))
    .digest('hex');

function replay<T>(statusCode: number, response: unknown): T {
  if (statusCode === 200) return response as T;
  const body = (response ?? {}) as { code?: string; message?: string };
  const code = (body.code && body.code in ERROR_STATUS ? body.code : 'BAD_REQUEST') as ErrorCode;
  throw new AppError(code, body.message ?? PAYMENT_MESSAGES.paymentFailed);
}

/**
 * Runs `run` once per (scope, key): the first request runs it and stores its answer (or its
 * AppError under 500); the same key again, also concurrently, gets that answer and never runs it again. The
 * unique key of idempotency_records decides races. An unexpected error releases the key so a retry
 * can run. The same key with another fingerprint is refused (409).
 */
export async function withIdempotency<T>(
  deps: AppDeps,
  k: { scope: string; key: string; fingerprint: string },
  run: () => Promise<T>,
): Promise<T> {
  const db = deps.database.db;
  const lease = () => new Date(deps.now().getTime() + IDEMPOTENCY_LEASE_MS);
  let owner = await claimIdempotencyKey(db, { ...k, lockedUntil: lease(), createdAt: deps.now() });
  const started = Date.now();
  while (!owner) {
    const row = await findIdempotencyRecord(db, k.scope, k.key);
    if (!row) {
      // Released after a failure: try to claim it again.
      owner = await claimIdempotencyKey(db, { ...k, lockedUntil: lease(), createdAt: deps.now() });
      continue;
    }
    if (row.fingerprint !== k.fingerprint)
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.idempotencyKeyReused);
    if (row.state === 'done') return replay<T>(row.statusCode ?? 200, row.response);
    if (row.lockedUntil.getTime() <= deps.now().getTime()) {
      owner = await takeOverExpired(db, k.scope, k.key, deps.now(), lease());
      if (owner) break;
    }
    if (Date.now() - started > IDEMPOTENCY_WAIT_MS)
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.paymentInProgress);
    await sleep(POLL_MS);
  }
  try {
    const result = await run();
    await completeIdempotencyRecord(db, k.scope, k.key, {
      statusCode: 200,
      response: result,
      completedAt: deps.now(),
    });
    return result;
  } catch (err) {
    // "A payment for this order is in progress" is an answer of the moment, not of the key: the key
    // is released so that its retry runs once the other attempt has finished.
    if (err instanceof AppError && err.status < 500 && err.extra.reason !== 'paymentInProgress') {
      await completeIdempotencyRecord(db, k.scope, k.key, {
        statusCode: err.status,
        response: { code: err.code, message: err.message },
        completedAt: deps.now(),
      });
    } else {
      await deleteIdempotencyRecord(db, k.scope, k.key).catch(() => {});
    }
    throw err;
  }
}
