import type {
  Merchant,
  MerchantListResponse,
  MerchantRequest,
  RestaurantImageResponse,
  RestaurantManagersResponse,
  UberAuthUrlResponse,
  UberIntegrationConfig,
} from '@rpos/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { restaurantKeys } from './restaurant-keys';

/** Query keys of the restaurant list, a merchant, its managers and its Uber integration. */
export const merchantKeys = {
  all: [...restaurantKeys.all, 'merchants'] as const,
  list: (search: string, page: number, pageSize: number) =>
    [...merchantKeys.all, 'list', search, page, pageSize] as const,
  one: (id: string) => [...merchantKeys.all, 'one', id.toLowerCase()] as const,
  managers: (id: string) => [...merchantKeys.all, 'managers', id] as const,
  uber: (id: string) => [...merchantKeys.all, 'uber', id] as const,
};

/** GET /restaurants?search&page&pageSize (page from 0 here, from 1 on the server). */
export function useMerchants(search: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: merchantKeys.list(search, page, pageSize),
    queryFn: ({ signal }) =>
      api.get<MerchantListResponse>('/restaurants', {
        query: { search: search || undefined, page: page + 1, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** GET /restaurant/{urlIdentifier} (ours). */
export function useMerchant(id: string | undefined) {
  return useQuery({
    queryKey: merchantKeys.one(id ?? ''),
    queryFn: ({ signal }) => api.get<Merchant>(`/restaurant/${encodeURIComponent(id!)}`, { signal }),
    enabled: Boolean(id),
  });
}

/** POST /restaurant or PUT /restaurant/{urlIdentifier}: created when none is loaded, else updated. */
export function useSaveMerchant(existing: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MerchantRequest) =>
      existing
        ? api.put<Merchant>(`/restaurant/${encodeURIComponent(existing)}`, body)
        : api.post<Merchant>('/restaurant', body),
    onSuccess: (m) => {
      client.setQueryData(merchantKeys.one(m.urlIdentifier), m);
      void client.invalidateQueries({ queryKey: merchantKeys.all });
      void client.invalidateQueries({ queryKey: restaurantKeys.ids() });
    },
  });
}

/** POST /restaurant/image/{urlIdentifier} for a merchant's form (admin). */
export function useUploadMerchantLogo(urlIdentifier: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('content', JSON.stringify({ name: file.name }));
      form.append('image', file, file.name);
      return api.post<RestaurantImageResponse>(
        `/restaurant/image/${encodeURIComponent(urlIdentifier)}`,
        form,
      );
    },
    onSuccess: ({ imageUrl }) =>
      client.setQueryData<Merchant>(merchantKeys.one(urlIdentifier), (m) =>
        m ? { ...m, logo: imageUrl } : m,
      ),
  });
}

/** GET /restaurantManagers?restaurantId (admin). */
export function useRestaurantManagers(restaurantId: string, enabled: boolean) {
  return useQuery({
    queryKey: merchantKeys.managers(restaurantId),
    queryFn: ({ signal }) =>
      api.get<RestaurantManagersResponse>('/restaurantManagers', { query: { restaurantId }, signal }),
    enabled,
  });
}

/** GET /uber/integration-config (§9: cached 5 minutes, 2 retries). */
export function useUberConfig(restaurantId: string, enabled: boolean) {
  return useQuery({
    queryKey: merchantKeys.uber(restaurantId),
    queryFn: ({ signal }) =>
      api.get<UberIntegrationConfig>('/uber/integration-config', { query: { restaurantId }, signal }),
    enabled,
    staleTime: 5 * 60_000,
    retry: 2,
  });
}

/** GET /uber/auth-url?restaurantId: the authorisation page to open in a popup. */
export function useUberAuthUrl() {
  return useMutation({
    mutationFn: (restaurantId: string) =>
      api.get<UberAuthUrlResponse>('/uber/auth-url', { query: { restaurantId } }),
  });
}

/** DELETE /uber/integration-config: clears the store id. */
export function useUberDisconnect(restaurantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.delete<{ message: string }>('/uber/integration-config', undefined, { query: { restaurantId } }),
    onSuccess: () => {
      client.removeQueries({ queryKey: merchantKeys.uber(restaurantId) });
      void client.invalidateQueries({ queryKey: merchantKeys.all });
    },
  });
}
