import type { SendMenuRequest, SendMenuResponse } from '@rpos/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** POST /sendMenu/:menuId {restaurants}: Send to group (restaurantGroupAdmin). */
export function useSendMenu() {
  return useMutation({
    mutationFn: ({ menuId, body }: { menuId: string; body: SendMenuRequest }) =>
      api.post<SendMenuResponse>(`/sendMenu/${encodeURIComponent(menuId)}`, body),
  });
}
