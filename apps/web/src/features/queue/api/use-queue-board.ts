import type { QueueBoardResponse } from '@rpos/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useEventStream } from '../../../shared/api/use-event-stream';
import { queueKeys } from './queue-keys';

/**
 * GET /queue: today's queue of the acting restaurant, in order. While the board is open it follows
 * /queue/events: every `queueChanged` refetches the board (a join, call, seat, remove, new average),
 * and so does a reconnect, for the changes missed while the stream was down.
 */
export function useQueueBoard() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: queueKeys.board(),
    queryFn: ({ signal }) => api.get<QueueBoardResponse>('/queue', { signal }),
  });
  const refetch = () => {
    void client.invalidateQueries({ queryKey: queueKeys.board() });
  };
  useEventStream(query.isSuccess ? '/queue/events' : null, { queueChanged: refetch }, refetch);
  return query;
}
