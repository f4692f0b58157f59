import {
  POS_SYNC_LIMITS,
  type PosSyncDifference,
  type PosSyncRequest,
  type PosSyncResponse,
  type PosSyncResult,
} from '@rpos/domain';
import type { HeldChange, QueuedChange } from './offline-db';
import { deviceId, hold, listQueue, removeQueued } from './offline-queue';

/**
 * Replaying the queue (decision 0534): in the device's order, in batches, each answer deciding what
 * becomes of its change. Nothing is dropped silently: a change the server applied differently, held
 * aside or refused goes to the review screen.
 */

/** Differences staff must see (a corrected clock is recorded on the server, not shown to staff). */
const worthShowing = (d: PosSyncDifference) => d.code !== 'timeSkewed' && d.code !== 'timeClamped';

export interface SyncPlan {
  /** Done with: off the queue. */
  remove: string[];
  /** For the review screen. */
  hold: HeldChange[];
  /** Still waiting (deferred, or no answer). */
  keep: string[];
}

/** What each answer means for its queued change. */
export function planSync(
  queued: readonly QueuedChange[],
  results: readonly PosSyncResult[],
  now = new Date(),
): SyncPlan {
  const byKey = new Map(results.map((r) => [r.key, r]));
  const plan: SyncPlan = { remove: [], hold: [], keep: [] };
  for (const q of queued) {
    const result = byKey.get(q.key);
    if (!result || result.status === 'deferred') {
      plan.keep.push(q.key);
      continue;
    }
    plan.remove.push(q.key);
    const differences = result.differences.filter(worthShowing);
    const done = result.status === 'applied' || result.status === 'duplicate';
    if (!done || differences.length > 0)
      plan.hold.push({
        key: q.key,
        change: q.change,
        display: q.display,
        result: { ...result, differences },
        heldAt: now.toISOString(),
      });
  }
  return plan;
}

export type SyncPost = (body: PosSyncRequest) => Promise<PosSyncResponse>;

export interface SyncOutcome {
  sent: number;
  applied: number;
  held: number;
  waiting: number;
}

let running: Promise<SyncOutcome> | null = null;

/**
 * Sends the queue (one run at a time: a second call while one runs gets the same run). A failed
 * call (still offline) leaves the queue as it was; the keys make sending it again safe.
 */
export function syncQueue(post: SyncPost): Promise<SyncOutcome> {
  running ??= (async () => {
    try {
      return await runSync(post);
    } finally {
      running = null;
    }
  })();
  return running;
}

async function runSync(post: SyncPost): Promise<SyncOutcome> {
  const queue = await listQueue();
  const outcome: SyncOutcome = { sent: 0, applied: 0, held: 0, waiting: 0 };
  const device = await deviceId();
  for (let i = 0; i < queue.length; i += POS_SYNC_LIMITS.changesPerBatch) {
    const batch = queue.slice(i, i + POS_SYNC_LIMITS.changesPerBatch);
    const answer = await post({
      deviceId: device,
      deviceNow: new Date().toISOString(),
      changes: batch.map((q) => q.change),
    });
    const plan = planSync(batch, answer.results);
    await hold(plan.hold);
    await removeQueued(plan.remove);
    outcome.sent += batch.length;
    outcome.applied += answer.results.filter(
      (r) => r.status === 'applied' || r.status === 'duplicate',
    ).length;
    outcome.held += plan.hold.length;
    outcome.waiting += plan.keep.length;
  }
  return outcome;
}
