import type {
  BusinessLinesResponse,
  CreateStoreResponse,
  DeleteSweepResponse,
  GrantOffersResponse,
  PayoutAccountResponse,
  PayoutScheduleResponse,
  RequestGrantResponse,
  StoreSettingsResponse,
  SweepsResponse,
  TransferRequest,
  TransferResponse,
  UpdateStoreSettingsRequest,
} from '@rpos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** Query keys of the payouts feature (per restaurant acted on). */
export const payoutKeys = {
  all: ['payouts'] as const,
  account: (restaurantId: string) => [...payoutKeys.all, 'account', restaurantId] as const,
  sweeps: (restaurantId: string) => [...payoutKeys.all, 'sweeps', restaurantId] as const,
  storeSettings: (restaurantId: string) => [...payoutKeys.all, 'storeSettings', restaurantId] as const,
  grantOffers: (restaurantId: string) => [...payoutKeys.all, 'grantOffers', restaurantId] as const,
};

/** GET /payoutAccount: account details and the latest transfers. */
export function usePayoutAccount(restaurantId: string) {
  return useQuery({
    queryKey: payoutKeys.account(restaurantId),
    queryFn: ({ signal }) => api.get<PayoutAccountResponse>('/payoutAccount', { signal }),
  });
}

/** POST /getSweeps {restaurantId}. */
export function useSweeps(restaurantId: string) {
  return useQuery({
    queryKey: payoutKeys.sweeps(restaurantId),
    queryFn: async ({ signal }) =>
      (await api.post<SweepsResponse>('/getSweeps', { restaurantId }, { signal })).sweeps,
  });
}

/** GET /store/settings?restaurantId. */
export function useStoreSettings(restaurantId: string, enabled: boolean) {
  return useQuery({
    queryKey: payoutKeys.storeSettings(restaurantId),
    queryFn: async ({ signal }) =>
      (await api.get<StoreSettingsResponse>('/store/settings', { signal, query: { restaurantId } }))
        .storeSettings,
    enabled,
  });
}

/** After a change the account, its sweeps and settings are read again. */
function useRefresh(restaurantId: string) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: payoutKeys.account(restaurantId) });
    void client.invalidateQueries({ queryKey: payoutKeys.sweeps(restaurantId) });
  };
}

export function useTransfer(restaurantId: string) {
  const refresh = useRefresh(restaurantId);
  return useMutation({
    mutationFn: (body: Omit<TransferRequest, 'restaurantId'>) =>
      api.post<TransferResponse>('/transferPayotus', { ...body, restaurantId }),
    onSuccess: refresh,
  });
}

export function useSetPayoutSchedule(restaurantId: string) {
  const refresh = useRefresh(restaurantId);
  return useMutation({
    mutationFn: (time: { hour: number; minute: number }) =>
      api.post<PayoutScheduleResponse>('/setupPayoutSchedule', { ...time, restaurantId }),
    onSuccess: refresh,
  });
}

export function useDeleteSweep(restaurantId: string) {
  const refresh = useRefresh(restaurantId);
  return useMutation({
    mutationFn: (sweepId: string) => api.post<DeleteSweepResponse>('/deleteSweep', { restaurantId, sweepId }),
    onSuccess: refresh,
  });
}

export function useUpdateStoreSettings(restaurantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (storeSettings: UpdateStoreSettingsRequest['storeSettings']) =>
      api.post<{ message: string }>('/updateStoreSettings', { restaurantId, storeSettings }),
    onSuccess: () => void client.invalidateQueries({ queryKey: payoutKeys.storeSettings(restaurantId) }),
  });
}

export function useCreateStore(restaurantId: string) {
  const refresh = useRefresh(restaurantId);
  return useMutation({
    mutationFn: () => api.post<CreateStoreResponse>('/createStore', { restaurantId }),
    onSuccess: refresh,
  });
}

export function useUpdateBusinessLines(restaurantId: string) {
  const refresh = useRefresh(restaurantId);
  return useMutation({
    mutationFn: () =>
      api.patch<BusinessLinesResponse>('/adyen/updateBusinessLinesIndustryCode', { restaurantId }),
    onSuccess: refresh,
  });
}

/** GET /grantOffers: offers, grants and the stauts field. */
export function useGrantOffers(restaurantId: string) {
  return useQuery({
    queryKey: payoutKeys.grantOffers(restaurantId),
    queryFn: ({ signal }) => api.get<GrantOffersResponse>('/grantOffers', { signal }),
  });
}

/** POST /grants {grantOfferId}; on success the offers are read again (§8). */
export function useRequestGrant(restaurantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (grantOfferId: string) => api.post<RequestGrantResponse>('/grants', { grantOfferId }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: payoutKeys.grantOffers(restaurantId) });
      void client.invalidateQueries({ queryKey: payoutKeys.account(restaurantId) });
    },
  });
}
