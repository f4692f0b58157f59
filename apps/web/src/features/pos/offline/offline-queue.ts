import type { PosSyncChange } from '@rpos/domain';
import {
  type HeldChange,
  offlineDb,
  type QueuedChange,
  type QueuedDisplay,
  type Snapshot,
} from './offline-db';

/**
 * The queue of offline changes and what goes with it (decision 0534). Each change gets its key (a
 * UUID: the server's idempotency key) and its place in the device's order (seq) when it is queued,
 * in one IndexedDB transaction, so two screens queuing at once never share a number.
 */

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called after every change to the queue, the held changes or the snapshots. */
export function onOfflineChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const notify = () => {
  for (const l of listeners) l();
};

/** This device's id (made once, kept in IndexedDB): the server records which device sent a change. */
export async function deviceId(): Promise<string> {
  const db = await offlineDb();
  const found = await db.get('meta', 'deviceId');
  if (found) return String(found.value);
  const id = `pos-${crypto.randomUUID()}`;
  await db.put('meta', { name: 'deviceId', value: id });
  return id;
}

/** A change as the screens make it: everything but its key and place in the queue. */
export type NewChange = PosSyncChange extends infer C
  ? C extends PosSyncChange
    ? Omit<C, 'key' | 'seq'>
    : never
  : never;

/**
 * Queues a change with the next seq and a new key (or the key of an online attempt that got no
 * answer, so the server sees the same order number); answers it as queued.
 */
export async function enqueue(
  change: NewChange,
  display: QueuedDisplay,
  key: string = crypto.randomUUID(),
): Promise<QueuedChange> {
  const db = await offlineDb();
  const tx = db.transaction(['changes', 'meta'], 'readwrite');
  const meta = tx.objectStore('meta');
  const seq = Number((await meta.get('seq'))?.value ?? 0) + 1;
  await meta.put({ name: 'seq', value: seq });
  const queued: QueuedChange = { key, change: { ...change, key, seq } as PosSyncChange, display };
  await tx.objectStore('changes').put(queued);
  await tx.done;
  notify();
  return queued;
}

/** The queue in the order the changes were made. */
export async function listQueue(): Promise<QueuedChange[]> {
  const all = await (await offlineDb()).getAll('changes');
  return all.sort((a, b) => a.change.seq - b.change.seq);
}

export async function removeQueued(keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const db = await offlineDb();
  const tx = db.transaction('changes', 'readwrite');
  await Promise.all([...keys.map((k) => tx.store.delete(k)), tx.done]);
  notify();
}

export async function hold(entries: readonly HeldChange[]): Promise<void> {
  if (entries.length === 0) return;
  const db = await offlineDb();
  const tx = db.transaction('held', 'readwrite');
  await Promise.all([...entries.map((e) => tx.store.put(e)), tx.done]);
  notify();
}

export async function listHeld(): Promise<HeldChange[]> {
  const all = await (await offlineDb()).getAll('held');
  return all.sort((a, b) => a.change.seq - b.change.seq);
}

/** Staff looked at it and accept the server's version: it leaves the review list. */
export async function dismissHeld(keys: readonly string[]): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction('held', 'readwrite');
  await Promise.all([...keys.map((k) => tx.store.delete(k)), tx.done]);
  notify();
}

/**
 * Two devices opened one table (decision 0533): staff put this device's version on the bill that is
 * there. The held changes of the device's bill are queued again, in their order, with new keys (the
 * old ones are answered as conflicts for ever) and naming the server bill.
 */
export async function addHeldToBill(localBillId: string, transactionId: string): Promise<number> {
  const mine = (await listHeld()).filter(
    (h) => h.change.localBillId === localBillId && h.result.status === 'conflict',
  );
  for (const h of mine) {
    const { key: _key, seq: _seq, ...rest } = h.change;
    await enqueue({ ...rest, transactionId } as NewChange, h.display);
  }
  await dismissHeld(mine.map((h) => h.key));
  return mine.length;
}

export async function saveSnapshot(name: string, data: unknown, savedAt = new Date()): Promise<void> {
  await (await offlineDb()).put('snapshots', { name, data, savedAt: savedAt.toISOString() });
  notify();
}

export async function readSnapshot(name: string): Promise<Snapshot | undefined> {
  return (await offlineDb()).get('snapshots', name);
}

/** Every snapshot gone (the session ended): a reload offline no longer opens on this account's data. */
export async function clearSnapshots(): Promise<void> {
  await (await offlineDb()).clear('snapshots');
  notify();
}
