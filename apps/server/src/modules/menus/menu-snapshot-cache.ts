import type { DbOrTx } from '../../db/client';
import { findMenuSnapshot } from './menus.repository';

/**
 * The JSON text of published menu snapshots, by menu and version. A version never changes once
 * published, so every instance may keep its own copy: nothing here can go stale, and GET /online
 * neither re-reads nor re-serialises ~100 KB per request. Bounded, least recently used out first.
 */
const MAX_ENTRIES = 200;
const cache = new Map<string, string>();

export async function menuSnapshotJson(
  db: DbOrTx,
  menuId: string,
  version: number,
): Promise<string | undefined> {
  const key = `${menuId}:${version}`;
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const snapshot = await findMenuSnapshot(db, menuId, version);
  if (!snapshot) return undefined;
  const json = JSON.stringify(snapshot);
  cache.set(key, json);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return json;
}
