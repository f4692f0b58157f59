import { orderCompleteMessageFor, orderKind, type RestaurantInfoResponse } from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/**
 * The restaurant's order completion message for the order type of a diner URL (its online settings,
 * by GET /restaurantInfo), or null. A failed load shows none: the thank-you page stands without it.
 */
export function useOrderCompleteMessage(restaurantId: string, tableId: string): string | null {
  const info = useQuery({
    queryKey: ['orderCompleteMessages', restaurantId.toLowerCase()],
    queryFn: async ({ signal }) =>
      (await api.get<RestaurantInfoResponse>('/restaurantInfo', { query: { restaurantId }, signal }))
        .restaurant.onlineSettings.orderCompleteMessages,
    enabled: restaurantId !== '',
    staleTime: 60_000,
    retry: false,
  });
  return info.data ? orderCompleteMessageFor(info.data, orderKind(tableId)) : null;
}
