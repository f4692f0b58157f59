import type { ActivePromotionsResponse, ObPromotionsResponse } from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { onlineKeys } from './online-keys';

/** diner.md §9: the promotion query is stale after 5 minutes and retried once. */
const PROMOTION_STALE_MS = 5 * 60_000;

/** GET /activePromotions?restaurantId: the landing shows when promotionCount > 0. */
export function useActivePromotions(restaurantId: string) {
  return useQuery({
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
