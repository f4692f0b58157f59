import type {
  PosBillResponse,
  TransactionsResponse,
  UpdateTransactionsRequest,
  UpdateTransactionsResponse,
} from '@rpos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { transactionKeys } from './live-transactions-api';

const dayKey = (dateStr: string, showDeleted: boolean) =>
  [...transactionKeys.all, 'day', dateStr, showDeleted] as const;
const billKey = (id: string) => [...transactionKeys.all, 'bill', id] as const;

/** POST /transactions?dateStr {showDeletedTransactions}: one restaurant day's bills and the delete flags. */
export function useDayTransactions(dateStr: string, showDeletedTransactions: boolean) {
  return useQuery({
    queryKey: dayKey(dateStr, showDeletedTransactions),
    queryFn: ({ signal }) =>
      api.post<TransactionsResponse>(
        '/transactions',
        { showDeletedTransactions },
        { query: { dateStr }, signal },
      ),
  });
}

/** GET /transaction/{id}: one bill with its orders and operation history. */
export function useTransaction(id: string) {
  return useQuery({
    queryKey: billKey(id),
    queryFn: async ({ signal }) =>
      (await api.get<PosBillResponse>(`/transaction/${encodeURIComponent(id)}`, { signal })).transaction,
    enabled: id !== '',
  });
}

/** POST /updateTransactions (delTransactions): the chosen bills deleted with one reason, all or none. */
export function useDeleteTransactions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTransactionsRequest) =>
      api.post<UpdateTransactionsResponse>('/updateTransactions', body),
    onSettled: () => client.invalidateQueries({ queryKey: transactionKeys.all }),
  });
}
