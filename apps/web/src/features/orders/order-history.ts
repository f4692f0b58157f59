/**
 * The diner's local order history (diner.md §3 "Local storage", §9).
 *
 * Storage key (localStorage): rpos.orderHistory — an array of
 *   {orderTime: 'DD/MM/YYYY HH:mm:ss', restaurantId, reference, orderNumber}
 * holding, per restaurant, at most 10 orders younger than 4 hours (newest first).
 */
import { local } from '../../shared/api/storage';

export const ORDER_HISTORY_KEY = 'rpos.orderHistory';
export const ORDER_HISTORY_MAX = 10;
export const ORDER_HISTORY_MAX_AGE_MS = 4 * 60 * 60 * 1000;

export interface OrderHistoryEntry {
  /** DD/MM/YYYY HH:mm:ss, the diner's clock. */
  orderTime: string;
  restaurantId: string;
  /** The order id. */
  reference: string;
  orderNumber: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatOrderTime(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`;
}

export function parseOrderTime(value: string): number | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [, d, mo, y, h, mi, s] = m.map(Number) as number[];
  const time = new Date(y as number, (mo as number) - 1, d, h, mi, s).getTime();
  return Number.isNaN(time) ? null : time;
}

function readAll(): OrderHistoryEntry[] {
  const raw = local.get(ORDER_HISTORY_KEY);
  if (!raw) return [];
  try {
    const data = JSON.parse(raw) as unknown;
    return Array.isArray(data)
      ? data.filter(
          (e): e is OrderHistoryEntry =>
            typeof e === 'object' &&
            e !== null &&
            typeof (e as OrderHistoryEntry).reference === 'string' &&
            typeof (e as OrderHistoryEntry).restaurantId === 'string' &&
            typeof (e as OrderHistoryEntry).orderTime === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

const isFresh = (entry: OrderHistoryEntry, now: number) => {
  const at = parseOrderTime(entry.orderTime);
  return at !== null && now - at < ORDER_HISTORY_MAX_AGE_MS;
};

/** Keeps only fresh entries, at most 10 per restaurant (newest first). */
export function pruneHistory(entries: readonly OrderHistoryEntry[], now: number): OrderHistoryEntry[] {
  const perRestaurant = new Map<string, number>();
  const out: OrderHistoryEntry[] = [];
  for (const entry of entries) {
    if (!isFresh(entry, now)) continue;
    const key = entry.restaurantId.toLowerCase();
    const n = perRestaurant.get(key) ?? 0;
    if (n >= ORDER_HISTORY_MAX) continue;
    perRestaurant.set(key, n + 1);
    out.push(entry);
  }
  return out;
}

/** The restaurant's recent orders, newest first. */
export function readOrderHistory(restaurantId: string, now: number = Date.now()): OrderHistoryEntry[] {
  const id = restaurantId.toLowerCase();
  return pruneHistory(readAll(), now).filter((e) => e.restaurantId.toLowerCase() === id);
}

export function addOrderToHistory(
  entry: Omit<OrderHistoryEntry, 'orderTime'> & { orderTime?: string },
  now: Date = new Date(),
): OrderHistoryEntry[] {
  const full: OrderHistoryEntry = { ...entry, orderTime: entry.orderTime ?? formatOrderTime(now) };
  const rest = readAll().filter((e) => e.reference !== full.reference);
  const next = pruneHistory([full, ...rest], now.getTime());
  local.set(ORDER_HISTORY_KEY, JSON.stringify(next));
  return next;
}
