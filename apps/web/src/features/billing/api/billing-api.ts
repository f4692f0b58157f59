import type {
  ProductsResponse,
  SandboxSubscribeCardRequest,
  SandboxSubscribeInfo,
  SandboxSubscribeResult,
  SubscribeCheckoutResponse,
  SubscriptionsResponse,
} from '@rpos/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

export const billingKeys = {
  all: ['billing'] as const,
  subscriptions: (active: boolean, search: string, page: number, pageSize: number) =>
    [...billingKeys.all, 'subscriptions', active, search, page, pageSize] as const,
  products: () => [...billingKeys.all, 'products'] as const,
  sandbox: (sessionId: string) => [...billingKeys.all, 'sandbox', sessionId] as const,
};

/** GET /subscriptions?active&search&page&pageSize (page from 0 here). */
export function useSubscriptions(active: boolean, search: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: billingKeys.subscriptions(active, search, page, pageSize),
    queryFn: ({ signal }) =>
      api.get<SubscriptionsResponse>('/subscriptions', {
        query: { active: active || undefined, search: search || undefined, page: page + 1, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /getProducts: the plans. */
export function useProducts() {
  return useQuery({
    queryKey: billingKeys.products(),
    queryFn: ({ signal }) => api.get<ProductsResponse>('/getProducts', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** POST /createSubscribeCheckoutSession {priceId}: the checkout to send the browser to. */
export function useCreateSubscribeCheckout() {
  return useMutation({
    mutationFn: (priceId: string) =>
      api.post<SubscribeCheckoutResponse>('/createSubscribeCheckoutSession', { priceId }),
  });
}

/** GET /sandbox/subscriptions/{sessionId}: the sandbox checkout page's content. */
export function useSandboxSubscribe(sessionId: string) {
  return useQuery({
    queryKey: billingKeys.sandbox(sessionId),
    queryFn: ({ signal }) =>
      api.get<SandboxSubscribeInfo>(`/sandbox/subscriptions/${encodeURIComponent(sessionId)}`, { signal }),
  });
}

export const paySandboxSubscription = (sessionId: string, card: SandboxSubscribeCardRequest) =>
  api.post<SandboxSubscribeResult>(`/sandbox/subscriptions/${encodeURIComponent(sessionId)}/card`, card);

export const cancelSandboxSubscription = (sessionId: string) =>
  api.post<SandboxSubscribeResult>(`/sandbox/subscriptions/${encodeURIComponent(sessionId)}/cancel`, {});
