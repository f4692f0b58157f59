import type { PosBillResponse, PosFloorResponse, PosSetupResponse } from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { posKeys } from './pos-keys';

/** GET /pos/setup: menus, enabled payment types, discounts, delivery partners, currency and timezone. */
export function usePosSetup(enabled = true) {
  return useQuery({
    queryKey: posKeys.setup(),
    queryFn: ({ signal }) => api.get<PosSetupResponse>('/pos/setup', { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/**
 * GET /pos/floor: the tables with their bills and the counter's open bills. Live events refetch it
 * (use-pos-live-updates.ts); the 60 s poll only covers a stream that is down.
 */
export function usePosFloor(enabled = true) {
  return useQuery({
    queryKey: posKeys.floor(),
    queryFn: ({ signal }) => api.get<PosFloorResponse>('/pos/floor', { signal }),
    refetchInterval: 60_000,
    enabled,
  });
}

/** GET /transaction/:id: one bill as the POS shows it. */
export function usePosBill(transactionId: string | undefined) {
  return useQuery({
    queryKey: posKeys.bill(transactionId ?? ''),
    queryFn: async ({ signal }) =>
      (await api.get<PosBillResponse>(`/transaction/${encodeURIComponent(transactionId ?? '')}`, { signal }))
        .transaction,
    enabled: !!transactionId,
  });
}
