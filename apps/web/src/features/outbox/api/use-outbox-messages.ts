import type { OutboxListQuery, OutboxListResponse } from '@rpos/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { outboxKeys } from './outbox-keys';

/** GET /outbox?page&pageSize&channel: e-mails and SMS, newest first (admin only). */
export function useOutboxMessages(query: OutboxListQuery) {
  return useQuery({
    queryKey: outboxKeys.list(query),
    queryFn: ({ signal }) => api.get<OutboxListResponse>('/outbox', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
