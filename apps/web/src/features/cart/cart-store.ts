/**
 * The diner's cart, one per restaurant (diner.md §3 "Local storage", §4 "Cart").
 *
 * Storage keys (localStorage):
 *   rpos.cart.<restaurantId>         {savedAt: ms, items: CartItem[], orderNumber: string | null}
 *                                    — discarded when older than 1 hour (isSavedCartFresh). The order
 *                                    number is regenerated after every cart change and kept here so a
 *                                    retry after a network error reuses it (the server's idempotency key).
 *                                    A cart placed for an online payment also holds awaitingPayment
 *                                    until the payment succeeds: see cart-payment.ts (decision 88).
 *   rpos.orderedCart.<restaurantId>  {savedAt: ms, items: CartItem[]} — copy of the last placed cart.
 *   rpos.orderHistory                see features/orders/order-history.ts.
 *
 * A `storage` event listener keeps two tabs in agreement; components read through useSyncExternalStore.
 */
import {
  addToCart,
  type CartItem,
  cartCount,
  cartSubtotal,
  isSavedCartFresh,
  orderNumberFromUuid,
  removeFromCart,
  setLineQuantity,
  setLineTakeaway,
} from '@rpos/domain';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { local } from '../../shared/api/storage';

export const CART_KEY_PREFIX = 'rpos.cart.';
export const ORDERED_CART_KEY_PREFIX = 'rpos.orderedCart.';
/** Restaurant ids are url identifiers, matched case-insensitively. */
const norm = (restaurantId: string) => restaurantId.toLowerCase();
export const cartKey = (restaurantId: string) => `${CART_KEY_PREFIX}${norm(restaurantId)}`;
export const orderedCartKey = (restaurantId: string) => `${ORDERED_CART_KEY_PREFIX}${norm(restaurantId)}`;

export interface SavedCart {
  savedAt: number;
  items: CartItem[];
  orderNumber: string | null;
}

const EMPTY: SavedCart = Object.freeze({ savedAt: 0, items: [], orderNumber: null }) as SavedCart;
/**
 * The cart as the server's renderer sees it (decision 0608): the diner's cart lives in their browser,
 * so a first screen made on the server shows the page without it (`known: false`), not as empty.
 */
const UNREAD: SavedCart = Object.freeze({ savedAt: 0, items: [], orderNumber: null }) as SavedCart;

/** Parsed snapshots by restaurant; the raw string decides whether the snapshot changed. */
const cache = new Map<string, { raw: string | null; value: SavedCart }>();
const listeners = new Map<string, Set<() => void>>();

function newOrderNumber(): string {
  return orderNumberFromUuid(crypto.randomUUID());
}

function parse(raw: string | null, now: number): SavedCart {
  if (!raw) return EMPTY;
  try {
    const data = JSON.parse(raw) as Partial<SavedCart>;
    if (!Array.isArray(data.items) || typeof data.savedAt !== 'number') return EMPTY;
    if (!isSavedCartFresh(data.savedAt, now)) return EMPTY;
    return {
      savedAt: data.savedAt,
      items: data.items,
      orderNumber: typeof data.orderNumber === 'string' ? data.orderNumber : null,
    };
  } catch {
    return EMPTY;
  }
}

/** The saved cart of a restaurant (empty when missing, unreadable or older than 1 hour). */
export function readCart(restaurantId: string, now: number = Date.now()): SavedCart {
  const id = norm(restaurantId);
  const raw = local.get(cartKey(id));
  const hit = cache.get(id);
  if (hit && hit.raw === raw && (hit.value === EMPTY || isSavedCartFresh(hit.value.savedAt, now))) {
    return hit.value;
  }
  const value = parse(raw, now);
  cache.set(id, { raw, value });
  return value;
}

function notify(restaurantId: string): void {
  for (const listener of listeners.get(norm(restaurantId)) ?? []) listener();
}

function write(restaurantId: string, next: SavedCart): void {
  if (next.items.length === 0 && !next.orderNumber) local.remove(cartKey(restaurantId));
  else local.set(cartKey(restaurantId), JSON.stringify(next));
  cache.delete(norm(restaurantId));
  notify(restaurantId);
}

/** Applies a change to the items; a new order number is generated after every change. */
export function updateCart(restaurantId: string, change: (items: CartItem[]) => CartItem[]): void {
  const current = readCart(restaurantId);
  const items = change(current.items);
  write(restaurantId, {
    savedAt: Date.now(),
    items,
    orderNumber: items.length > 0 ? newOrderNumber() : null,
  });
}

/** The order number of the current cart; made (and saved) when the cart has none. */
export function ensureOrderNumber(restaurantId: string): string {
  const current = readCart(restaurantId);
  if (current.orderNumber) return current.orderNumber;
  const orderNumber = newOrderNumber();
  write(restaurantId, { ...current, savedAt: current.savedAt || Date.now(), orderNumber });
  return orderNumber;
}

/** After a successful order: keep a copy as the ordered cart, empty the cart, clear the order number. */
export function completeCart(restaurantId: string): CartItem[] {
  const current = readCart(restaurantId);
  local.set(orderedCartKey(restaurantId), JSON.stringify({ savedAt: Date.now(), items: current.items }));
  write(restaurantId, EMPTY);
  return current.items;
}

export function readOrderedCart(restaurantId: string): CartItem[] {
  const raw = local.get(orderedCartKey(restaurantId));
  if (!raw) return [];
  try {
    const data = JSON.parse(raw) as { items?: CartItem[] };
    return Array.isArray(data.items) ? data.items : [];
  } catch {
    return [];
  }
}

function onStorage(event: StorageEvent): void {
  if (event.key === null) {
    cache.clear();
    for (const id of listeners.keys()) notify(id);
    return;
  }
  if (!event.key.startsWith(CART_KEY_PREFIX)) return;
  const restaurantId = event.key.slice(CART_KEY_PREFIX.length);
  cache.delete(restaurantId);
  notify(restaurantId);
}

function subscribe(restaurantId: string, listener: () => void): () => void {
  const id = norm(restaurantId);
  let set = listeners.get(id);
  if (!set) {
    set = new Set();
    listeners.set(id, set);
  }
  const wasEmpty = [...listeners.values()].every((s) => s.size === 0);
  set.add(listener);
  if (wasEmpty) window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    if ([...listeners.values()].every((s) => s.size === 0)) window.removeEventListener('storage', onStorage);
  };
}

export interface UseCart {
  /** False only in a first screen rendered on the server, where the browser's cart cannot be read. */
  known: boolean;
  items: CartItem[];
  orderNumber: string | null;
  addItem: (item: CartItem) => void;
  removeItem: (lineId: string) => void;
  setQuantity: (lineId: string, quantity: number) => void;
  setTakeaway: (lineId: string, isTakeaway: boolean) => void;
  clear: () => void;
  /** Number of units. */
  count: number;
  /** Cents. */
  subtotal: number;
}

/** The cart of a restaurant, shared by every component and every tab. */
export function useCart(restaurantId: string): UseCart {
  const sub = useCallback((listener: () => void) => subscribe(restaurantId, listener), [restaurantId]);
  const snapshot = useSyncExternalStore(
    sub,
    () => readCart(restaurantId),
    () => UNREAD,
  );
  const addItem = useCallback(
    (item: CartItem) => updateCart(restaurantId, (items) => addToCart(items, item)),
    [restaurantId],
  );
  const removeItem = useCallback(
    (lineId: string) => updateCart(restaurantId, (items) => removeFromCart(items, lineId)),
    [restaurantId],
  );
  const setQuantity = useCallback(
    (lineId: string, quantity: number) =>
      updateCart(restaurantId, (items) => setLineQuantity(items, lineId, quantity)),
    [restaurantId],
  );
  const setTakeaway = useCallback(
    (lineId: string, isTakeaway: boolean) =>
      updateCart(restaurantId, (items) => setLineTakeaway(items, lineId, isTakeaway)),
    [restaurantId],
  );
  const clear = useCallback(() => write(restaurantId, EMPTY), [restaurantId]);
  return useMemo(
    () => ({
      known: snapshot !== UNREAD,
      items: snapshot.items,
      orderNumber: snapshot.orderNumber,
      addItem,
      removeItem,
      setQuantity,
      setTakeaway,
      clear,
      count: cartCount(snapshot.items),
      subtotal: cartSubtotal(snapshot.items),
    }),
    [snapshot, addItem, removeItem, setQuantity, setTakeaway, clear],
  );
}
