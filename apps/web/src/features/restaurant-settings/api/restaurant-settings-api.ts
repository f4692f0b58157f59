import type {
  PosSettings,
  PosSettingsListsValue,
  RestaurantSettingsResponse,
  UpdateRestaurantSettingsRequest,
  UpdateRestaurantSettingsResponse,
} from '@rpos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../shared/api/api-client';

/** Query keys of the settings pages. */
export const restaurantSettingsKeys = {
  all: ['restaurant-settings'] as const,
  settings: () => [...restaurantSettingsKeys.all, 'settings'] as const,
};

/** GET /restaurantSettings: posSettings, onlineSettings (with the home dialog), posOrderingSettings. */
export function useRestaurantSettings(enabled = true) {
  return useQuery({
    queryKey: restaurantSettingsKeys.settings(),
    queryFn: ({ signal }) => api.get<RestaurantSettingsResponse>('/restaurantSettings', { signal }),
    enabled,
    staleTime: 5_000,
  });
}

/** PUT /restaurantSettings: the groups given are merged; answers the whole settings. */
export function useSaveRestaurantSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRestaurantSettingsRequest) =>
      api.put<UpdateRestaurantSettingsResponse>('/restaurantSettings', body),
    onSuccess: ({ message: _message, ...settings }) =>
      client.setQueryData<RestaurantSettingsResponse>(restaurantSettingsKeys.settings(), settings),
  });
}

/** PUT /updateRestaurantValues/ {posSettings}: replaces the lists given; answers the whole posSettings. */
export function useSavePosLists() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (posSettings: z.input<typeof PosSettingsListsValue>) =>
      api.put<{ success: true; posSettings: PosSettings }>('/updateRestaurantValues/', { posSettings }),
    onSuccess: ({ posSettings }) =>
      client.setQueryData<RestaurantSettingsResponse>(restaurantSettingsKeys.settings(), (old) =>
        old ? { ...old, posSettings } : old,
      ),
  });
}
