import type { QueueActionResponse, QueueBoardResponse } from '@rpos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../shared/api/api-client';
import type { QueueAction } from '../queue-board-rules';
import { queueKeys } from './queue-keys';

/** POST /queue/{id}/call|seat|remove; the board takes the entry's new state, then refetches. */
export function useQueueAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: QueueAction }) =>
      api.post<z.infer<typeof QueueActionResponse>>(`/queue/${encodeURIComponent(id)}/${action}`),
    onSuccess: (res) => {
      client.setQueryData<QueueBoardResponse>(queueKeys.board(), (board) =>
        board
          ? { ...board, entries: board.entries.map((e) => (e.id === res.entry.id ? res.entry : e)) }
          : board,
      );
      void client.invalidateQueries({ queryKey: queueKeys.board() });
    },
  });
}
