import type { GoLiveResponse, SetupChecklistResponse } from '@rpos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

export const setupKeys = {
  all: ['setup'] as const,
  checklist: () => [...setupKeys.all, 'checklist'] as const,
};

/** GET /setupChecklist: each step of the acting restaurant, done or not. */
export function useSetupChecklist(enabled = true) {
  return useQuery({
    queryKey: setupKeys.checklist(),
    queryFn: ({ signal }) => api.get<SetupChecklistResponse>('/setupChecklist', { signal }),
    enabled,
  });
}

/** POST /goLive: isOnline on; the whole cache reloads (My Restaurant shows isOnline too). */
export function useGoLive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<GoLiveResponse>('/goLive'),
    onSuccess: () => client.invalidateQueries(),
  });
}
