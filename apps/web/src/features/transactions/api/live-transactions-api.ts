import {
  type DeleteLiveTransactionQuery,
  type DeleteOldTransactionsResponse,
  type LiveTransactionsResponse,
  TransactionChangedEvent,
} from '@rpos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useEventStream } from '../../../shared/api/use-event-stream';

/** Query keys of the transactions feature. */
export const transactionKeys = {
  all: ['transactions'] as const,
  live: () => [...transactionKeys.all, 'live'] as const,
};

/** §9: refetched every 30 s, stale after 10 s, 2 retries. */
export const LIVE_REFETCH_MS = 30_000;
export const LIVE_STALE_MS = 10_000;
export const LIVE_RETRIES = 2;

/** GET /liveTransactions: the restaurant's open bills, oldest first. */
export function useLiveTransactions() {
  return useQuery({
    queryKey: transactionKeys.live(),
    queryFn: ({ signal }) => api.get<LiveTransactionsResponse>('/liveTransactions', { signal }),
    refetchInterval: LIVE_REFETCH_MS,
    staleTime: LIVE_STALE_MS,
    retry: LIVE_RETRIES,
  });
}

/**
 * Beyond the 30-second refetch: the staff event stream's `transactionChanged` (an order landed on a
 * bill, a payment, a delete…) reloads the feature's lists and bills at once — the live page, the day's
 * transactions, a bill's detail — and so does a reconnect (events may have been missed while the
 * stream was down).
 */
export function useTransactionEvents(): void {
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: transactionKeys.all });
  useEventStream(
    '/staff/events',
    {
      transactionChanged: (data) => {
        if (TransactionChangedEvent.safeParse(data).success) reload();
      },
    },
    reload,
  );
}

/** DELETE /liveTransactions/{id}?reason (delTransactions). */
export function useDeleteLiveTransaction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string } & DeleteLiveTransactionQuery) =>
      api.delete<unknown>(`/liveTransactions/${encodeURIComponent(id)}`, undefined, { query: { reason } }),
    onSettled: () => client.invalidateQueries({ queryKey: transactionKeys.live() }),
  });
}

/** POST /deleteAllOldTransactions (delTransactions): the open bills left from an earlier day. */
export function useDeleteOldTransactions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<DeleteOldTransactionsResponse>('/deleteAllOldTransactions'),
    onSettled: () => client.invalidateQueries({ queryKey: transactionKeys.live() }),
  });
}
