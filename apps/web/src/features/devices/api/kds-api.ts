import {
  type KdsBumpBody,
  type KdsOrdersResponse,
  KitchenChangedEvent,
  TransactionChangedEvent,
} from '@rpos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useEventStream } from '../../../shared/api/use-event-stream';

export const kdsKeys = { orders: ['kds', 'orders'] as const };

/** GET /kds/orders, refetched every 30 s besides the live events. */
export const useKdsOrders = () =>
  useQuery({
    queryKey: kdsKeys.orders,
    queryFn: ({ signal }) => api.get<KdsOrdersResponse>('/kds/orders', { signal }),
    refetchInterval: 30_000,
  });

/** New orders (`transactionChanged`) and bumps on any display (`kitchenChanged`) reload the board. */
export function useKdsEvents(): void {
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: kdsKeys.orders });
  useEventStream(
    '/staff/events',
    {
      transactionChanged: (data) => {
        if (TransactionChangedEvent.safeParse(data).success) reload();
      },
      kitchenChanged: (data) => {
        if (KitchenChangedEvent.safeParse(data).success) reload();
      },
    },
    reload,
  );
}

export function useBump() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: KdsBumpBody) => api.post<{ bumped: number }>('/kds/bump', body),
    onSettled: () => client.invalidateQueries({ queryKey: kdsKeys.orders }),
  });
}
