import type { OrderSummaryResponse } from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client';
import { readOrderHistory } from './order-history';

/**
 * The order number of an order (by id, or by its number) — the one number every diner screen shows
 * (decision 87). This tab's order history knows the orders it placed; any other is asked for.
 */
export function useOrderNumber(restaurantId: string, reference: string): string | null {
  const known = readOrderHistory(restaurantId).find(
    (e) => e.reference === reference || e.orderNumber === reference,
  )?.orderNumber;
  const query = useQuery({
    queryKey: ['orderSummary', restaurantId.toLowerCase(), reference],
    queryFn: ({ signal }) =>
      api.get<OrderSummaryResponse>('/orderSummary', {
        query: { restaurantId, orderIds: reference },
        signal,
      }),
    enabled: !known && restaurantId !== '' && reference !== '',
  });
  return known ?? query.data?.orders[0]?.orderNumber ?? null;
}
