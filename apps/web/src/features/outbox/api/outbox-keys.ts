import type { OutboxListQuery } from '@rpos/domain';

/** Query keys of the outbox feature. */
export const outboxKeys = {
  all: ['outbox'] as const,
  lists: () => [...outboxKeys.all, 'list'] as const,
  list: (query: OutboxListQuery) => [...outboxKeys.lists(), query] as const,
  detail: (id: string) => [...outboxKeys.all, 'detail', id] as const,
};
