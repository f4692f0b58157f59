import type { ObPromotionsResponse } from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { onlineKeys } from './online-keys';
import { activePromotionsQuery, PROMOTION_STALE_MS } from './online-queries';

/** GET /activePromotions?restaurantId: the landing shows when promotionCount > 0. */
export function useActivePromotions(restaurantId: string) {
  return useQuery(activePromotionsQuery(restaurantId));
}

/** GET /obPromotions?restaurantId&tableId: the promotions list behind the landing's Promotions button. */
export function useObPromotions(restaurantId: string, tableId: string, enabled: boolean) {
  return useQuery({
    queryKey: onlineKeys.obPromotions(restaurantId, tableId),
    queryFn: ({ signal }) =>
      api.get<ObPromotionsResponse>('/obPromotions', {
        query: { restaurantId, tableId },
        signal,
        allowForbidden: true,
      }),
    staleTime: PROMOTION_STALE_MS,
    retry: 1,
    enabled,
  });
}
