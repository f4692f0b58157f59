import type { RestaurantInfoResponse } from '@rpos/domain';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { bookingDinerKeys } from '../features/bookings/api/booking-diner-api';
import { prefetchDinerData } from '../features/online/api/prefetch-diner-data';
import { queueKeys } from '../features/queue/api/queue-keys';
import { takeFirstScreenBlock } from '../shared/api/first-screen-block';
import { appQueryClient } from '../shared/api/query-client';
import { seedOrderPage } from './seed-order-pages';

/**
 * A restaurant's booking or queue page carries its GET /restaurantInfo answer (decision 0604): into
 * the cache under the page's own query key, as if fetched, when it is this URL's restaurant.
 */
export function seedRestaurantPage(
  queryClient: QueryClient,
  pathname: string,
  block: Record<string, unknown> | null,
): void {
  const booking = matchPath('/restaurantBooking/:restaurantId', pathname);
  const page = booking ?? matchPath('/queue/:restaurantId', pathname);
  const restaurantId = page?.params.restaurantId;
  if (!restaurantId || !block?.restaurantInfo || block.restaurantId !== restaurantId) return;
  const info = block.restaurantInfo as RestaurantInfoResponse;
  queryClient.setQueryData(
    booking ? bookingDinerKeys.restaurantInfo(restaurantId) : queueKeys.restaurant(restaurantId),
    info,
  );
}

/**
 * Starts the data the first screen will ask for (the diner menu), before the app's code runs; puts
 * the answers a prerendered page carries into the cache.
 */
export function startDataPrefetch(): void {
  const block = takeFirstScreenBlock();
  prefetchDinerData(appQueryClient(), window.location, block);
  seedRestaurantPage(appQueryClient(), window.location.pathname, block);
  seedOrderPage(appQueryClient(), window.location.pathname, block);
}
