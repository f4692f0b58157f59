import { useQuery } from '@tanstack/react-query';
import { getOrderPayment } from './payments-api';
import { paymentKeys } from './payments-keys';

/** GET /payments/orders/{orderId}: the order's latest payment (till page, card page after a reload). */
export function useOrderPayment(orderId: string, enabled = true) {
  return useQuery({
    queryKey: paymentKeys.orderPayment(orderId),
    queryFn: ({ signal }) => getOrderPayment(orderId, signal),
    enabled: enabled && orderId !== '',
    retry: 1,
    staleTime: 0,
  });
}
