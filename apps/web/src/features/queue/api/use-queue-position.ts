import { QueuePositionView } from '@rpos/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useEventStream } from '../../../shared/api/use-event-stream';
import { isFinalStatus } from '../queue-status';
import { queueKeys } from './queue-keys';

/**
 * The diner's live place in the queue (decision 0073): GET /queuePosition/{token}, then every
 * `queuePosition` event of /queuePosition/{token}/events replaces it, so the view follows the queue
 * without a reload. The stream closes once the party is seated or removed.
 */
export function useQueuePosition(token: string) {
  const client = useQueryClient();
  const key = queueKeys.position(token);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.get<QueuePositionView>(`/queuePosition/${encodeURIComponent(token)}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const final = query.data ? isFinalStatus(query.data.status) : false;
  const follow = !query.isError && !final;
  useEventStream(follow ? `/queuePosition/${encodeURIComponent(token)}/events` : null, {
    queuePosition: (data) => {
      const parsed = QueuePositionView.safeParse(data);
      if (parsed.success) client.setQueryData(key, parsed.data);
    },
  });
  return query;
}
