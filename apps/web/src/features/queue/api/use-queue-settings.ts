import type { QueueSettings, UpdateQueueSettingsRequest } from '@rpos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../shared/api/api-client';
import { queueKeys } from './queue-keys';

type Settings = z.infer<typeof QueueSettings>;

/** GET /queueSettings: the acting restaurant's average minutes per party. */
export function useQueueSettings() {
  return useQuery({
    queryKey: queueKeys.settings(),
    queryFn: ({ signal }) => api.get<Settings>('/queueSettings', { signal }),
  });
}

/** PUT /queueSettings; the board's waiting minutes change with it. */
export function useUpdateQueueSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.infer<typeof UpdateQueueSettingsRequest>) =>
      api.put<Settings>('/queueSettings', body),
    onSuccess: (res) => {
      client.setQueryData(queueKeys.settings(), res);
      void client.invalidateQueries({ queryKey: queueKeys.board() });
    },
  });
}
