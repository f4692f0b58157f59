import type { PosSyncResponse } from '@rpos/domain';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { api } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';
import { posKeys } from '../api/pos-keys';
import type { QueuedChange } from './offline-db';
import {
  clearSnapshots,
  listHeld,
  listQueue,
  onOfflineChange,
  readSnapshot,
  saveSnapshot,
} from './offline-queue';
import { type SyncOutcome, syncQueue } from './offline-sync';

/**
 * The POS's view of the network and of its queue (decision 0534). Offline is the browser saying so,
 * or a POS call that got no answer (a router up with the internet down); the next answer from the
 * server, or the browser's 'online', ends it.
 */

let unreachable = false;
const statusListeners = new Set<() => void>();
const tellStatus = () => {
  for (const l of statusListeners) l();
};

/** A call got no answer from the server: the POS works offline until one does. */
export function markUnreachable(): void {
  if (unreachable) return;
  unreachable = true;
  tellStatus();
}
export function markReachable(): void {
  if (!unreachable) return;
  unreachable = false;
  tellStatus();
}

/** No answer at all (status 0: network down or timed out), as the api client reports it. */
export const isNoAnswer = (error: unknown): boolean => isApiError(error) && error.status === 0;

function subscribeStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    statusListeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export const isOffline = (): boolean => !navigator.onLine || unreachable;

export function useIsOffline(): boolean {
  return useSyncExternalStore(subscribeStatus, isOffline);
}

export interface OfflineCounts {
  waiting: number;
  held: number;
  /** When the menu the POS uses was loaded from the server (ISO), if ever. */
  menuSavedAt: string | null;
}

/** The queue's length, the changes to review, and the menu's age; kept up to date. */
export function useOfflineCounts(): OfflineCounts {
  const [counts, setCounts] = useState<OfflineCounts>({ waiting: 0, held: 0, menuSavedAt: null });
  useEffect(() => {
    let live = true;
    const read = async () => {
      const [queue, held, setup] = await Promise.all([listQueue(), listHeld(), readSnapshot('setup')]).catch(
        // A browser without IndexedDB (or one refusing it) has no queue: the POS works online only.
        () => [[], [], undefined] as const,
      );
      if (live) setCounts({ waiting: queue.length, held: held.length, menuSavedAt: setup?.savedAt ?? null });
    };
    void read();
    const stop = onOfflineChange(() => void read());
    return () => {
      live = false;
      stop();
    };
  }, []);
  return counts;
}

/** What is kept for a reload with no network: the queries' last answers, by snapshot name. */
export interface SnapshotQuery {
  name: string;
  queryKey: QueryKey;
}

/** The POS queries kept for offline; the layout adds the signed-in user's (another feature's key). */
export const POS_SNAPSHOTS: SnapshotQuery[] = [
  { name: 'setup', queryKey: posKeys.setup() },
  { name: 'floor', queryKey: posKeys.floor() },
  { name: 'staff', queryKey: [...posKeys.all, 'staff'] },
];

const sameKey = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves each kept query's answer when it arrives from the server (and each bill's, by id), and takes
 * any answer as the sign that the server is reachable again.
 */
export function useSnapshotSaver(snapshots: readonly SnapshotQuery[]): void {
  const client = useQueryClient();
  useEffect(() => {
    // What was loaded before this screen (the signed-in user) is kept as it is now.
    for (const s of snapshots) {
      const state = client.getQueryState(s.queryKey);
      if (state?.status === 'success' && navigator.onLine)
        saveSnapshot(s.name, state.data, new Date(state.dataUpdatedAt)).catch(() => undefined);
    }
  }, [client, snapshots]);
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated') return;
        const { action, query } = event;
        if (action.type === 'error') {
          const { error } = action;
          if (isNoAnswer(error)) markUnreachable();
          // Signed out or the session ended (GET /user refused): nothing of this account is kept for
          // an offline reload.
          const isUser = snapshots.some((s) => s.name === 'user' && sameKey(s.queryKey, query.queryKey));
          if (isUser && isApiError(error) && (error.status === 401 || error.status === 403))
            clearSnapshots().catch(() => undefined);
        }
        if (action.type !== 'success' || action.manual) return;
        markReachable();
        const kept = snapshots.find((s) => sameKey(s.queryKey, query.queryKey));
        const ignore = () => undefined;
        if (kept) saveSnapshot(kept.name, action.data).catch(ignore);
        const [root, kind, id] = query.queryKey as unknown[];
        if (root === 'pos' && kind === 'bill' && typeof id === 'string' && id)
          saveSnapshot(`bill:${id}`, action.data).catch(ignore);
      }),
    [client, snapshots],
  );
}

/** Fills the query cache from the snapshots: a reload with no network opens on the last data. */
export async function seedFromSnapshots(client: QueryClient, snapshots: readonly SnapshotQuery[]) {
  for (const s of snapshots) {
    const found = await readSnapshot(s.name).catch(() => undefined);
    if (found && client.getQueryData(s.queryKey) === undefined) client.setQueryData(s.queryKey, found.data);
  }
}

/**
 * At start with no network, waits for the snapshots to be in the cache before the POS renders (false
 * meanwhile); a first call that gets no answer seeds them too.
 */
export function useOfflineSeed(snapshots: readonly SnapshotQuery[]): boolean {
  const client = useQueryClient();
  const [ready, setReady] = useState(() => navigator.onLine);
  useEffect(() => {
    if (!navigator.onLine) void seedFromSnapshots(client, snapshots).finally(() => setReady(true));
    return client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isNoAnswer(event.action.error))
        void seedFromSnapshots(client, snapshots);
    });
  }, [client, snapshots]);
  return ready;
}

/** A bill's last answer from the server, kept on the device. */
export async function billSnapshot<T>(id: string): Promise<T | undefined> {
  return (await readSnapshot(`bill:${id}`).catch(() => undefined))?.data as T | undefined;
}

const post = (body: Parameters<Parameters<typeof syncQueue>[0]>[0]) =>
  api.post<PosSyncResponse>('/pos/sync', body, { checkout: true });

/**
 * Sends the queue when the server can be reached: at start, when the browser comes back online, and
 * every 20 s while changes wait. Then the POS's data reloads (the floor shows the synced bills).
 */
export function useOfflineSync(waiting: number): {
  syncing: boolean;
  last: SyncOutcome | null;
  error: unknown;
} {
  const client = useQueryClient();
  const offline = useIsOffline();
  const [state, setState] = useState<{ syncing: boolean; last: SyncOutcome | null; error: unknown }>({
    syncing: false,
    last: null,
    error: null,
  });
  const run = useCallback(async () => {
    if (!navigator.onLine) return;
    setState((s) => ({ ...s, syncing: true }));
    try {
      const last = await syncQueue(post);
      markReachable();
      setState({ syncing: false, last, error: null });
      await client.invalidateQueries({ queryKey: posKeys.all });
    } catch (error) {
      if (isNoAnswer(error)) markUnreachable();
      setState((s) => ({ ...s, syncing: false, error }));
    }
  }, [client]);
  useEffect(() => {
    if (waiting === 0) return;
    if (!offline) void run();
    const timer = setInterval(() => void run(), 20_000);
    return () => clearInterval(timer);
  }, [waiting, offline, run]);
  return state;
}

/** The queue (null while it is read), kept up to date. */
export function useOfflineQueue(): QueuedChange[] | null {
  const [queue, setQueue] = useState<QueuedChange[] | null>(null);
  useEffect(() => {
    let live = true;
    const read = async () => {
      const found = await listQueue().catch(() => []);
      if (live) setQueue(found);
    };
    void read();
    const stop = onOfflineChange(() => void read());
    return () => {
      live = false;
      stop();
    };
  }, []);
  return queue;
}
