import type { RestaurantInfoResponse } from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queueKeys } from './queue-keys';

/**
 * GET /restaurantInfo?restaurantId: the restaurant whose queue the diner joins (name, theme) and
 * whether its queue is closed by the QR settings; read again whenever the diner comes back to the
 * page (decision 0123).
 */
export function useQueueRestaurant(restaurantId: string) {
  return useQuery({
    queryKey: queueKeys.restaurant(restaurantId),
    queryFn: ({ signal }) =>
      api.get<RestaurantInfoResponse>('/restaurantInfo', { query: { restaurantId }, signal }),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: 'always',
  });
}
