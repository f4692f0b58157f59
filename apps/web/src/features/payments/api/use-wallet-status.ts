import { PAYMENT_MESSAGES, type WalletOrderStatus } from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error';
import { getWalletStatus } from './payments-api';
import { paymentKeys } from './payments-keys';

/** Wallet polling interval (diner.md §4 "Payment", §9). */
export const WALLET_POLL_MS = 5000;

/** The statuses that end the polling; Pending (and a failed call) polls again. */
const FINAL: readonly WalletOrderStatus[] = ['Success', 'Failed', 'Cancelled'];

/** A 4xx (an unknown order or payment) will not change by asking again. */
const isFinalError = (error: unknown): boolean =>
  isApiError(error) && error.status >= 400 && error.status < 500;

/**
 * GET /walletPaymentStatus/{restaurantId}/{orderNumber} every 5 s until the payment is decided. An
 * answer without a status is an error ('Network response was not ok'). A 4xx ends the polling; other
 * errors (no answer, 5xx) keep polling in the background.
 */
export function useWalletStatus(restaurantId: string, orderNumber: string) {
  return useQuery({
    queryKey: paymentKeys.walletStatus(restaurantId, orderNumber),
    queryFn: async ({ signal }): Promise<WalletOrderStatus> => {
      const answer = await getWalletStatus(restaurantId, orderNumber, signal);
      const status = answer?.orderStatus ?? answer?.status;
      if (!status) throw new Error(PAYMENT_MESSAGES.walletNetworkError);
      return status;
    },
    enabled: restaurantId !== '' && orderNumber !== '',
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchInterval: (query) =>
      (query.state.data && FINAL.includes(query.state.data)) ||
      (query.state.status === 'error' && isFinalError(query.state.error))
        ? false
        : WALLET_POLL_MS,
    refetchIntervalInBackground: true,
  });
}
