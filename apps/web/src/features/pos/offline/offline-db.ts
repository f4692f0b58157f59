import type { PosSyncChange, PosSyncResult } from '@rpos/domain';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * The offline POS's device storage (IndexedDB through `idb`; issue 31, decision 0534): the queue of
 * changes made while the server was out of reach, the answers staff must still look at, and the last
 * data the POS loaded (its snapshots), so a reload with no network still opens the till.
 */

/** What the screens show of a queued change besides the change itself (the change carries ids only). */
export interface QueuedDisplay {
  /** 'Table 5', 'Takeaway'. */
  billLabel: string;
  lines: { key: string; name: string; quantity: number; lineTotal: number }[];
  /** The day's surcharge the device added (decision 0536); absent on changes queued before it did. */
  surcharges?: { name: string; amount: number }[];
  /** The guest's declared allergies as the device named them (decision 0601); absent when none. */
  allergens?: string[];
}

export interface QueuedChange {
  key: string;
  change: PosSyncChange;
  display: QueuedDisplay;
  /** Set while a sync is sending it (cleared if that sync fails). */
  sending?: boolean;
}

/** A change the server applied with differences, held aside, or refused: for staff to review. */
export interface HeldChange {
  key: string;
  change: PosSyncChange;
  display: QueuedDisplay;
  result: PosSyncResult;
  heldAt: string;
}

export interface Snapshot {
  name: string;
  data: unknown;
  savedAt: string;
}

interface OfflineSchema extends DBSchema {
  changes: { key: string; value: QueuedChange };
  held: { key: string; value: HeldChange };
  snapshots: { key: string; value: Snapshot };
  meta: { key: string; value: { name: string; value: string | number } };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

const DB_NAME = 'rpos-pos-offline';
let opening: Promise<OfflineDb> | null = null;

export function offlineDb(): Promise<OfflineDb> {
  opening ??= openDB<OfflineSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('changes', { keyPath: 'key' });
      db.createObjectStore('held', { keyPath: 'key' });
      db.createObjectStore('snapshots', { keyPath: 'name' });
      db.createObjectStore('meta', { keyPath: 'name' });
    },
  });
  return opening;
}

/** Tests start from an empty database. */
export async function resetOfflineDb(): Promise<void> {
  if (opening) (await opening).close();
  opening = null;
  await new Promise<void>((resolve, reject) => {
    const req = indexedDB.deleteDatabase(DB_NAME);
    req.onsuccess = () => resolve();
    req.onerror = () => reject(req.error);
    req.onblocked = () => resolve();
  });
}
