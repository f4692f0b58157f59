import type {
  PromotionResponse,
  PromotionsResponse,
  SavePromotionBody,
  SavePromotionResponse,
} from '@rpos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** Query keys of the promotions feature. */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: () => [...promotionKeys.all, 'list'] as const,
  one: (id: string) => [...promotionKeys.all, 'one', id] as const,
};

/** GET /promotions: the acting restaurant's promotions. */
export function usePromotions() {
  return useQuery({
    queryKey: promotionKeys.list(),
    queryFn: ({ signal }) => api.get<PromotionsResponse>('/promotions', { signal }),
  });
}

/** GET /promotions/{id}; off without an id (a new promotion). */
export function usePromotion(id: string | undefined) {
  return useQuery({
    queryKey: promotionKeys.one(id ?? ''),
    queryFn: ({ signal }) => api.get<PromotionResponse>(`/promotions/${encodeURIComponent(id!)}`, { signal }),
    enabled: !!id,
  });
}

/** POST /promotions {promotion, promotionId}: awaited (decision 0253). */
export function useSavePromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePromotionBody) => api.post<SavePromotionResponse>('/promotions', body),
    onSuccess: () => client.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}

/** DELETE /promotions/{id}, then the list reloads (§7). */
export function useDeletePromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/promotions/${encodeURIComponent(id)}`),
    onSettled: () => client.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}
