import type { SelectRestaurantRequest, SelectRestaurantResponse } from '@rpos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/**
 * PUT /userRestaurantId: the restaurant the user acts on. Every cached query (the user first of
 * all) belongs to the previous restaurant, so all are invalidated. A 403 here means "not that
 * restaurant", not a lost session: it stays with the caller.
 */
export function useSelectRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SelectRestaurantRequest) =>
      api.put<SelectRestaurantResponse>('/userRestaurantId', body, { allowForbidden: true }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
