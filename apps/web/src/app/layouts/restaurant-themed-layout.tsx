import type { RestaurantInfoResponse } from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { api } from '../../shared/api/api-client';
import { local } from '../../shared/api/storage';
import {
  customerThemeColorQueryKey,
  rememberThemeColor,
  themeColorKey,
} from '../../shared/theme/customer-theme';
import { CustomerLayout } from './customer-layout';

/**
 * The restaurant a diner URL is about: /cart, /checkout, /orderSuccess... carry it as menuId,
 * /invoice, /wechatPayment, bookings and the queue as restaurantId; '' for the few payment pages
 * with none (/paymentResult, /obPayment...).
 */
function useRestaurantIdOfUrl(): string {
  const params = useParams();
  const [search] = useSearchParams();
  return params.menuId ?? params.restaurantId ?? search.get('menuId') ?? '';
}

/**
 * The restaurant's colour before its page knows it: the one the menu showed (remembered in
 * localStorage, so also after a payment provider's redirect or a reload), else, with
 * `fetchMissing`, GET /restaurantInfo (a page opened first, like an invoice link).
 */
function useKnownThemeColor(fetchMissing: boolean): string | undefined {
  const restaurantId = useRestaurantIdOfUrl();
  const remembered = local.get(themeColorKey(restaurantId)) ?? undefined;
  const fetched = useQuery({
    queryKey: customerThemeColorQueryKey(restaurantId),
    queryFn: async ({ signal }) =>
      (await api.get<RestaurantInfoResponse>('/restaurantInfo', { query: { restaurantId }, signal }))
        .restaurant.themeColor,
    enabled: fetchMissing && restaurantId !== '' && remembered === undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useEffect(() => {
    if (fetched.data !== undefined) rememberThemeColor(restaurantId, fetched.data);
  }, [restaurantId, fetched.data]);
  return remembered ?? fetched.data;
}

/** The cart, checkout, order and payment pages: most never load the restaurant themselves. */
export function OrderPagesLayout() {
  return <CustomerLayout themeColor={useKnownThemeColor(true)} />;
}

/** The booking and queue pages: they load the restaurant (and report its colour) themselves. */
export function BookingQueueLayout() {
  return <CustomerLayout themeColor={useKnownThemeColor(false)} />;
}
