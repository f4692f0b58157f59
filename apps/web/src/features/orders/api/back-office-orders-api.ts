import type {
  BackOfficeOrder,
  DeleteOrdersResponse,
  OnlinePaymentRefundResponse,
  OrderOrigin,
  OrderResponse,
  TodayOrderResponse,
} from '@rpos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** Query keys of the back-office orders screens. */
export const backOfficeOrderKeys = {
  all: ['backOfficeOrders'] as const,
  day: (type: OrderOrigin, dateStr: string) => [...backOfficeOrderKeys.all, 'day', type, dateStr] as const,
  one: (orderNumber: string) => [...backOfficeOrderKeys.all, 'one', orderNumber] as const,
};

/** GET /todayOrder?type&dateStr (DD-MM-YY): the day's orders of one origin. */
export function useTodayOrders(type: OrderOrigin, dateStr: string) {
  return useQuery({
    queryKey: backOfficeOrderKeys.day(type, dateStr),
    queryFn: ({ signal }) => api.get<TodayOrderResponse>('/todayOrder', { query: { type, dateStr }, signal }),
  });
}

/**
 * GET /order?dateStr&orderType&orderNumber. The row the list already holds (the selected order) is
 * shown at once while the order loads fresh.
 */
export function useBackOfficeOrder(orderNumber: string, hint: { type?: OrderOrigin; dateStr?: string }) {
  const client = useQueryClient();
  return useQuery<OrderResponse>({
    queryKey: backOfficeOrderKeys.one(orderNumber),
    queryFn: ({ signal }) =>
      api.get<OrderResponse>('/order', {
        query: { orderNumber, dateStr: hint.dateStr, orderType: hint.type },
        signal,
      }),
    enabled: orderNumber !== '',
    placeholderData: (): OrderResponse | undefined => {
      if (!hint.type || !hint.dateStr) return undefined;
      const day = client.getQueryData<TodayOrderResponse>(backOfficeOrderKeys.day(hint.type, hint.dateStr));
      const order = day?.orders.find((o: BackOfficeOrder) => o.orderNumber === orderNumber);
      return order && day
        ? { order, dateStr: hint.dateStr, timezone: day.timezone, currencySymbol: day.currencySymbol }
        : undefined;
    },
  });
}

/** PUT /deleteOrders {ids, type, dateStr}; the day's list reloads. */
export function useDeleteOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: string[]; type: OrderOrigin; dateStr: string }) =>
      api.put<DeleteOrdersResponse>('/deleteOrders', body),
    onSuccess: () => client.invalidateQueries({ queryKey: backOfficeOrderKeys.all }),
  });
}

/** POST /onlinePaymentRefund with the provider-specific body (onlinePaymentRefundBody). */
export function useOrderRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api.post<OnlinePaymentRefundResponse>('/onlinePaymentRefund', body),
    onSettled: () => client.invalidateQueries({ queryKey: backOfficeOrderKeys.all }),
  });
}

/** GET /dineCustomers?dateStr: the CSV text of customer-{dateStr}.csv. */
export const fetchDineCustomersCsv = (dateStr: string): Promise<string> =>
  api.get<string>('/dineCustomers', { query: { dateStr }, headers: { Accept: 'text/csv' } });
