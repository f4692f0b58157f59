import { useQuery } from '@tanstack/react-query';
import { getSandboxPayment } from './payments-api';
import { paymentKeys } from './payments-keys';

/** GET /sandbox/payments/{paymentId}: what a sandbox page shows. */
export function useSandboxPayment(paymentId: string) {
  return useQuery({
    queryKey: paymentKeys.sandbox(paymentId),
    queryFn: ({ signal }) => getSandboxPayment(paymentId, signal),
    enabled: paymentId !== '',
    retry: 1,
  });
}
