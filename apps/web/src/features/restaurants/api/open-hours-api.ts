import type { StaffOpenHoursResponse, UpdateOpenHoursRequest } from '@rpos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { restaurantKeys } from './restaurant-keys';

const openHoursKey = () => [...restaurantKeys.all, 'open-hours'] as const;

/** GET /restaurantOpenHours: the acting restaurant's ranges and closed dates. */
export function useStaffOpenHours(enabled = true) {
  return useQuery({
    queryKey: openHoursKey(),
    queryFn: ({ signal }) => api.get<StaffOpenHoursResponse>('/restaurantOpenHours', { signal }),
    enabled,
  });
}

/** PUT /restaurantOpenHours/{urlIdentifier}: the ranges and closed dates, replaced whole. */
export function useSaveOpenHours() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ urlIdentifier, body }: { urlIdentifier: string; body: UpdateOpenHoursRequest }) =>
      api.put<StaffOpenHoursResponse>(`/restaurantOpenHours/${encodeURIComponent(urlIdentifier)}`, body),
    onSuccess: (saved) => client.setQueryData(openHoursKey(), saved),
  });
}
