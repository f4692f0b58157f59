import type { SetDishUnavailableRequest, SetDishUnavailableResponse } from '@rpos/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** PUT /menuItems/:itemId/unavailable: sold out today or until further notice; false lifts it. */
export function useSetItemSoldOut() {
  return useMutation({
    mutationFn: ({ itemId, ...body }: SetDishUnavailableRequest & { itemId: string }) =>
      api.put<SetDishUnavailableResponse>(`/menuItems/${encodeURIComponent(itemId)}/unavailable`, body),
  });
}
