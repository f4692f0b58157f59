import type { RestaurantIdsResponse } from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { restaurantKeys } from './restaurant-keys';

/** One row of GET /restaurantIds: the restaurants the signed-in user may act on. */
export type RestaurantOption = RestaurantIdsResponse[number];

/** GET /restaurantIds (for the restaurant picker). */
export function useRestaurantIds(enabled = true) {
  return useQuery({
    queryKey: restaurantKeys.ids(),
    queryFn: ({ signal }) => api.get<RestaurantIdsResponse>('/restaurantIds', { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
