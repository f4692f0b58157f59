import { DEFAULT_TIMEZONE, type RestaurantInfoResponse } from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useUser } from '../../auth/api/use-user';
import { restaurantKeys } from './restaurant-keys';

/**
 * The acting restaurant's timezone (GET /restaurantInfo for the signed-in user's restaurant): every
 * staff screen shows dates and times on the restaurant's clock. Sydney until it is known.
 */
export function useRestaurantTimezone(): string {
  const urlIdentifier = useUser().data?.restaurantUrlIdentifier ?? '';
  const info = useQuery({
    queryKey: restaurantKeys.timezone(urlIdentifier),
    queryFn: async ({ signal }) =>
      (
        await api.get<RestaurantInfoResponse>('/restaurantInfo', {
          query: { restaurantId: urlIdentifier },
          signal,
        })
      ).restaurant.timezone,
    enabled: urlIdentifier !== '',
    staleTime: 10 * 60_000,
  });
  return info.data || DEFAULT_TIMEZONE;
}
