import type { OutboxMessage } from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { outboxKeys } from './outbox-keys';

/** GET /outbox/:id: one message; the list's copy shows while it loads. */
export function useOutboxMessage(id: string | null, placeholder?: OutboxMessage) {
  return useQuery({
    queryKey: outboxKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<OutboxMessage>(`/outbox/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
    placeholderData: placeholder,
    staleTime: 60_000,
  });
}
