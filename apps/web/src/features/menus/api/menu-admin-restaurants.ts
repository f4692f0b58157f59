import type { RestaurantIdsResponse } from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuAdminKeys } from './menu-admin-keys';

/** GET /restaurantIds[?isTest=true]: the restaurants a menu can be copied or sent to. */
export function useMenuTargetRestaurants(isTest: boolean, enabled: boolean) {
  return useQuery({
    queryKey: menuAdminKeys.restaurants(isTest),
    queryFn: ({ signal }) =>
      api.get<RestaurantIdsResponse>('/restaurantIds', {
        query: { isTest: isTest ? 'true' : undefined },
        signal,
      }),
    enabled,
    staleTime: 60_000,
  });
}
