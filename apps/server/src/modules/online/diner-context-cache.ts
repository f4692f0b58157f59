import { RESTAURANT_MESSAGES, type RealtimeMessage, restaurantTopic } from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import { findRestaurantById } from '../restaurants/restaurants.repository';
import { type DinerContext, findDinerRestaurantRow, loadDinerContext } from './diner-context';

/**
 * Diner contexts by restaurant url identifier, kept for a short time (`ttlMs`, 1 s by default) and
 * dropped at once when the restaurant's realtime topic reports a change (a dish switched off, sold out,
 * the announcement, the QR switch, a new menu version), on this instance and, over Redis, on every
 * other. Menu reads and orders of a busy restaurant then cost no query; a change made any other way
 * (settings, hours, tables) shows within `ttlMs`. With ttlMs 0 nothing is kept (tests that write to
 * the database directly use that). See docs/decisions/0026-diner-context-cache.md.
 */
export interface DinerContextCache {
  get(urlIdentifier: string, now: Date): Promise<DinerContext>;
  /** The same by the restaurant's internal id (staff calls know that one: the POS). */
  getById(restaurantId: string, now: Date): Promise<DinerContext>;
  /** Drops what is kept of a restaurant (by internal id). */
  invalidate(restaurantId: string): void;
}

interface Entry {
  /** Goes up at every invalidation: a read that started before it is not kept. */
  generation: number;
  value?: DinerContext;
  loadedAt: number;
  pending?: { generation: number; promise: Promise<DinerContext> };
}

declare module 'fastify' {
  interface FastifyInstance {
    dinerContexts: DinerContextCache;
  }
}

const MAX_RESTAURANTS = 1000;

export function createDinerContextCache(deps: {
  db: DbOrTx;
  events: EventBus;
  ttlMs: number;
  /** For the payment provider registry (which online methods the restaurant can take). */
  appDeps: AppDeps;
}): DinerContextCache {
  const { db, events, ttlMs, appDeps } = deps;
  const entries = new Map<string, Entry>();
  /** Url identifiers by restaurant id, and the topics already listened to. */
  const identifiers = new Map<string, Set<string>>();
  /** The url identifier each restaurant was last loaded by. */
  const urlById = new Map<string, string>();

  function invalidate(restaurantId: string): void {
    for (const url of identifiers.get(restaurantId) ?? []) {
      const entry = entries.get(url);
      if (!entry) continue;
      entry.generation += 1;
      entry.value = undefined;
      entry.pending = undefined;
    }
  }

  async function listen(restaurantId: string, urlIdentifier: string): Promise<void> {
    const known = identifiers.get(restaurantId);
    if (known) {
      known.add(urlIdentifier);
      return;
    }
    identifiers.set(restaurantId, new Set([urlIdentifier]));
    const topic = restaurantTopic(restaurantId);
    events.subscribe(topic, (e) => {
      // The service bell and bill changes (every order and payment sends one) change nothing a diner
      // reads: dropping the context on them would make every placeOrder read it again.
      const event = (e.payload as RealtimeMessage | undefined)?.event;
      if (event !== 'serviceRequest' && event !== 'transactionChanged' && event !== 'tableCart')
        invalidate(restaurantId);
    });
    await events.whenSubscribed(topic);
  }

  async function load(urlIdentifier: string, now: Date): Promise<DinerContext> {
    const row = await findDinerRestaurantRow(db, urlIdentifier);
    if (urlById.size >= MAX_RESTAURANTS) urlById.clear();
    urlById.set(row.id, row.urlIdentifier);
    // Listen before reading, so that no change falls between the read and the subscription.
    if (ttlMs > 0) await listen(row.id, urlIdentifier);
    return loadDinerContext(db, row, now, appDeps);
  }

  async function byId(restaurantId: string, now: Date): Promise<DinerContext> {
    const known = urlById.get(restaurantId);
    if (known) {
      const ctx = await get(known, now).catch(() => undefined);
      if (ctx?.row.id === restaurantId) return ctx;
    }
    // Not loaded yet, or its url identifier changed since.
    const row = await findRestaurantById(db, restaurantId);
    if (!row) throw new AppError('NOT_FOUND', RESTAURANT_MESSAGES.notFound);
    return get(row.urlIdentifier, now);
  }

  async function get(urlIdentifier: string, now: Date): Promise<DinerContext> {
    if (ttlMs <= 0) return load(urlIdentifier, now);
    let entry = entries.get(urlIdentifier);
    if (entry?.value && performance.now() - entry.loadedAt < ttlMs) return entry.value;
    if (entry?.pending && entry.pending.generation === entry.generation) return entry.pending.promise;
    if (!entry) {
      if (entries.size >= MAX_RESTAURANTS) entries.clear();
      entry = { generation: 0, loadedAt: 0 };
      entries.set(urlIdentifier, entry);
    }
    const e = entry;
    const generation = e.generation;
    const promise = load(urlIdentifier, now).then(
      (value) => {
        if (e.generation === generation) {
          e.value = value;
          e.loadedAt = performance.now();
        }
        if (e.pending?.promise === promise) e.pending = undefined;
        return value;
      },
      (err: unknown) => {
        if (e.pending?.promise === promise) e.pending = undefined;
        throw err;
      },
    );
    e.pending = { generation, promise };
    return promise;
  }

  return { invalidate, get, getById: byId };
}
