import type { SurchargeSetting, SurchargeSettingInput, SurchargeSettingsResponse } from '@rpos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { restaurantKeys } from './restaurant-keys';

const surchargesKey = () => [...restaurantKeys.all, 'surcharges'] as const;

/** GET /surcharges: the acting restaurant's surcharges. */
export function useSurcharges(enabled = true) {
  return useQuery({
    queryKey: surchargesKey(),
    queryFn: async ({ signal }) =>
      (await api.get<SurchargeSettingsResponse>('/surcharges', { signal })).surchargeSettings,
    enabled,
  });
}

/** PUT /updateRestaurantValues/ {surchargeSettings}: the whole list; answers it as saved. */
export function useSaveSurcharges() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (list: SurchargeSettingInput[]) =>
      (
        await api.put<{ surchargeSettings: SurchargeSetting[] }>('/updateRestaurantValues/', {
          surchargeSettings: list,
        })
      ).surchargeSettings,
    onSuccess: (saved) => client.setQueryData(surchargesKey(), saved),
  });
}
