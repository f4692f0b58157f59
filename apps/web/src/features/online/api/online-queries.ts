// The diner's first two queries as options objects, without hooks: the menu page's hooks use them,
// and so does the start-up prefetch (./prefetch-diner-data.ts), which is in the first download.
import type { ActivePromotionsResponse, OnlineResponse } from '@rpos/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';
import { local } from '../../../shared/api/storage';
import { rememberThemeColor } from '../../../shared/theme/customer-theme';
import { dinerQrOf } from '../diner-storage';
import { onlineKeys } from './online-keys';

/** diner.md §9: the menu query retries 3 times 1 s apart, is stale after 100 s and waits 10 s. */
export const MENU_RETRIES = 3;
export const MENU_RETRY_DELAY_MS = 1000;
export const MENU_STALE_MS = 100_000;
export const MENU_TIMEOUT_MS = 10_000;

/**
 * The menu cache per restaurant and table (diner.md §3 "Local storage"): localStorage
 * `rpos.menu.<menuId>.<tableId>` = {version, menuId, menu}. The version and menuId go out as the
 * menuVersion / menuId headers; when the server answers isSameVersion the cached menu is kept.
 */
export const menuCacheKey = (menuId: string, tableId: string) =>
  `rpos.menu.${menuId.toLowerCase()}.${tableId}`;

interface MenuCache {
  version: number;
  menuId: string;
  menu: NonNullable<OnlineResponse['menu']>;
}

function readCache(key: string): MenuCache | null {
  const raw = local.get(key);
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<MenuCache>;
    if (typeof data.version !== 'number' || typeof data.menuId !== 'string' || !data.menu) return null;
    return data as MenuCache;
  } catch {
    return null;
  }
}

/** GET /online?menuId&tableId with the cached version headers; the answer always carries a menu when there is one. */
export async function fetchOnlineMenu(menuId: string, tableId: string, signal?: AbortSignal) {
  const key = menuCacheKey(menuId, tableId);
  const cached = readCache(key);
  const headers: Record<string, string> = cached
    ? { menuVersion: String(cached.version), menuId: cached.menuId }
    : {};
  const qr = dinerQrOf(menuId, tableId);
  const data = await api.get<OnlineResponse>('/online', {
    query: qr ? { menuId, tableId, qr } : { menuId, tableId },
    headers,
    signal,
    timeoutMs: MENU_TIMEOUT_MS,
    allowForbidden: true,
  });
  if (checkoutAnswer?.menuId === menuId && checkoutAnswer.tableId === tableId) checkoutAnswer = null;
  if (data.isSameVersion && cached) {
    rememberThemeColor(menuId, data.restaurant.themeColor);
    return { ...data, menu: cached.menu };
  }
  return acceptOnlineMenu(menuId, tableId, data);
}

/**
 * What follows a full GET /online answer, fetched or written into the page by the server (decision
 * 0590): the restaurant's colour remembered, the menu's copy kept for the next visit.
 */
export function acceptOnlineMenu(menuId: string, tableId: string, data: OnlineResponse): OnlineResponse {
  rememberThemeColor(menuId, data.restaurant.themeColor);
  const key = menuCacheKey(menuId, tableId);
  const { menu } = data;
  // The copy is for the next visit: written when the browser is idle, not between the answer and the
  // menu's first paint (serialising and storing a menu costs ~20 ms on a phone).
  whenIdle(() => {
    if (menu) local.set(key, JSON.stringify({ version: menu.version, menuId: menu.menuId, menu }));
    else local.remove(key);
  });
  return data;
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
  else window.setTimeout(run, 0);
}

/** The checkout's page answer (decision 0612), kept until the table's whole answer arrives. */
let checkoutAnswer: { menuId: string; tableId: string; online: OnlineResponse; keptAt: number } | null = null;

/** Keeps the answer a checkout's page came with: the table's GET /online answer without its dishes. */
export function keepCheckoutAnswerOfPage(menuId: string, tableId: string, online: OnlineResponse): void {
  rememberThemeColor(menuId, online.restaurant.themeColor);
  checkoutAnswer = { menuId, tableId, online, keptAt: Date.now() };
}

/**
 * The answer the checkout's page came with, without the menu's dishes (decision 0612), and when it
 * came. Undefined for another table, once a whole answer came, or when the page came without one.
 */
export function checkoutAnswerOfPage(
  menuId: string,
  tableId: string,
): { online: OnlineResponse; keptAt: number } | undefined {
  return checkoutAnswer?.menuId === menuId && checkoutAnswer.tableId === tableId ? checkoutAnswer : undefined;
}

/** How GET /online is asked for, whichever cache entry keeps the answer. */
const askingForTheAnswer = (menuId: string, tableId: string) => ({
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchOnlineMenu(menuId, tableId, signal),
  staleTime: MENU_STALE_MS,
  // A 4xx (unknown restaurant or table, no menu) will not change by asking again.
  retry: (failures: number, error: Error) =>
    failures < MENU_RETRIES && !(isApiError(error) && error.status >= 400 && error.status < 500),
  retryDelay: MENU_RETRY_DELAY_MS,
});

/** GET /online?menuId&tableId: the published menu, the restaurant and the table of a diner URL. */
export const onlineMenuQuery = (menuId: string, tableId: string) =>
  queryOptions({ queryKey: onlineKeys.menu(menuId, tableId), ...askingForTheAnswer(menuId, tableId) });

/**
 * The table's GET /online answer as the checkout reads it, in a cache entry of its own (decision
 * 0612): it starts from the menu's answer when the cache has it, else from the answer without dishes
 * the checkout's page came with, so a checkout opened from its address never waits for the dishes.
 * Under the menu's key: what makes the menu's answer stale (the live updates) makes this one stale too.
 */
export function checkoutOnlineQuery(client: QueryClient, menuId: string, tableId: string) {
  const menuKey = onlineKeys.menu(menuId, tableId);
  return queryOptions({
    queryKey: onlineKeys.checkout(menuId, tableId),
    ...askingForTheAnswer(menuId, tableId),
    initialData: () =>
      client.getQueryData<OnlineResponse>(menuKey) ?? checkoutAnswerOfPage(menuId, tableId)?.online,
    initialDataUpdatedAt: () =>
      client.getQueryState(menuKey)?.dataUpdatedAt ?? checkoutAnswerOfPage(menuId, tableId)?.keptAt,
  });
}

/** diner.md §9: the promotion query is stale after 5 minutes and retried once. */
export const PROMOTION_STALE_MS = 5 * 60_000;

/** GET /activePromotions?restaurantId: the landing shows when promotionCount > 0. */
export const activePromotionsQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: onlineKeys.activePromotions(restaurantId),
    queryFn: ({ signal }) =>
      api.get<ActivePromotionsResponse>('/activePromotions', {
        query: { restaurantId },
        signal,
        allowForbidden: true,
      }),
    staleTime: PROMOTION_STALE_MS,
    retry: 1,
  });
