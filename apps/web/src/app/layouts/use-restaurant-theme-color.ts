import type { OnlineResponse, RestaurantInfoResponse } from '@rpos/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { onlineKeys } from '../../features/online/api/online-keys';
import { api } from '../../shared/api/api-client';
import { local } from '../../shared/api/storage';

/**
 * localStorage `rpos.themeColor`: {restaurants: {<restaurant id>: themeColor}, last: <restaurant id>}.
 * Every diner page of a restaurant is themed at its first render (no flash of indigo), even after
 * a full page load (a payment provider's return, a reload), once any page has seen the colour.
 */
export const THEME_COLOR_KEY = 'rpos.themeColor';
const REMEMBERED_MAX = 20;

interface Remembered {
  restaurants: Record<string, string | null>;
  last: string | null;
}

function readRemembered(): Remembered {
  try {
    const data = JSON.parse(local.get(THEME_COLOR_KEY) ?? 'null') as Partial<Remembered> | null;
    if (data && typeof data.restaurants === 'object' && data.restaurants)
      return { restaurants: data.restaurants, last: typeof data.last === 'string' ? data.last : null };
  } catch {
    // unreadable: start again
  }
  return { restaurants: {}, last: null };
}

function rememberedFor(remembered: Remembered, restaurantId: string | null): string | null | undefined {
  if (!restaurantId || !Object.hasOwn(remembered.restaurants, restaurantId)) return undefined;
  const color = remembered.restaurants[restaurantId];
  return typeof color === 'string' || color === null ? color : undefined;
}

function remember(restaurantId: string, themeColor: string | null): void {
  const { restaurants, last } = readRemembered();
  if (restaurants[restaurantId] === themeColor && last === restaurantId) return;
  const others = Object.entries(restaurants).filter(([id]) => id !== restaurantId);
  const next = Object.fromEntries([...others.slice(-(REMEMBERED_MAX - 1)), [restaurantId, themeColor]]);
  local.set(THEME_COLOR_KEY, JSON.stringify({ restaurants: next, last: restaurantId }));
}

/**
 * The restaurant a diner URL is about: /online, /cart, /checkout, /orderSuccess... carry it as
 * menuId, /invoice, /wechatPayment, bookings and queue as restaurantId, /dishDetail in its query.
 */
function useRestaurantIdOfUrl(): string {
  const params = useParams();
  const [search] = useSearchParams();
  return (params.menuId ?? params.restaurantId ?? search.get('menuId') ?? '').toLowerCase();
}

/** The restaurant's colour from a menu already in the query cache (any table), without a request. */
function cachedThemeColor(
  client: ReturnType<typeof useQueryClient>,
  restaurantId: string,
): string | null | undefined {
  if (!restaurantId) return undefined;
  const menus = client.getQueriesData<OnlineResponse>({
    queryKey: [...onlineKeys.all, 'menu', restaurantId],
  });
  return menus.find(([, data]) => data?.restaurant)?.[1]?.restaurant.themeColor;
}

/**
 * The customer layout's colour, at its first render where it can: what the page reported (it
 * loaded the restaurant), else the restaurant of the URL in the cached menu, else the colour
 * remembered for it (for a page without a restaurant in its URL, the last restaurant's), else, when
 * `fetchMissing` (pages that never load the restaurant: order result, summary, invoice, payment),
 * GET /restaurantInfo. undefined: not known (yet); the theme stays the default indigo.
 */
export function useRestaurantThemeColor(fetchMissing: boolean) {
  const client = useQueryClient();
  const restaurantId = useRestaurantIdOfUrl();
  const [reported, setReported] = useState<{ restaurantId: string; themeColor: string | null }>();
  const fromPage = reported?.restaurantId === restaurantId ? reported.themeColor : undefined;
  const remembered = readRemembered();
  const known = [
    fromPage,
    cachedThemeColor(client, restaurantId),
    rememberedFor(remembered, restaurantId || remembered.last),
  ].find((color) => color !== undefined);
  const fetched = useQuery({
    queryKey: ['customerTheme', restaurantId],
    queryFn: async ({ signal }) =>
      (await api.get<RestaurantInfoResponse>('/restaurantInfo', { query: { restaurantId }, signal }))
        .restaurant.themeColor,
    enabled: fetchMissing && restaurantId !== '' && known === undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const themeColor = known !== undefined ? known : fetched.data;

  useEffect(() => {
    if (restaurantId && themeColor !== undefined) remember(restaurantId, themeColor);
  }, [restaurantId, themeColor]);

  const report = useCallback(
    (color: string | null | undefined) => {
      if (color !== undefined) setReported({ restaurantId, themeColor: color });
    },
    [restaurantId],
  );
  return { themeColor, report };
}
