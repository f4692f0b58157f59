import type { PublishedMenu } from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import { findMenuSnapshot } from './menus.repository';

/**
 * Published menu snapshots by menu and version, as objects (placeOrder prices from them) and as JSON
 * text (GET /online splices it into its answer). A version never changes once published, so every
 * instance may keep its own copy: nothing here can go stale, and no request re-reads, re-parses or
 * re-serialises ~100 KB. Bounded, least recently used out first. Treat what it gives as read-only.
 */
const MAX_ENTRIES = 200;

interface Kept {
  snapshot: PublishedMenu;
  json?: string;
}
const cache = new Map<string, Kept>();

async function kept(db: DbOrTx, menuId: string, version: number): Promise<Kept | undefined> {
  const key = `${menuId}:${version}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const snapshot = await findMenuSnapshot(db, menuId, version);
  if (!snapshot) return undefined;
  const entry: Kept = { snapshot };
  cache.set(key, entry);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return entry;
}

/** The snapshot of one published version (shared: never modify it). */
export async function menuSnapshot(
  db: DbOrTx,
  menuId: string,
  version: number,
): Promise<PublishedMenu | undefined> {
  return (await kept(db, menuId, version))?.snapshot;
}

/** The JSON text of one published version. */
export async function menuSnapshotJson(
  db: DbOrTx,
  menuId: string,
  version: number,
): Promise<string | undefined> {
  const entry = await kept(db, menuId, version);
  if (!entry) return undefined;
  entry.json ??= JSON.stringify(entry.snapshot);
  return entry.json;
}
