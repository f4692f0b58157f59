import type {
  SaveVouchersBody,
  SaveVouchersResponse,
  SearchMemberBody,
  SearchMemberResponse,
  VouchersResponse,
} from '@rpos/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

export const voucherKeys = {
  all: ['vouchers'] as const,
  page: (page: number, pageSize: number) => [...voucherKeys.all, 'page', page, pageSize] as const,
};

/** GET /vouchers?page&pageSize (page from 0 here, from 1 on the server). */
export function useVouchers(page: number, pageSize: number) {
  return useQuery({
    queryKey: voucherKeys.page(page, pageSize),
    queryFn: ({ signal }) =>
      api.get<VouchersResponse>('/vouchers', { query: { page: page + 1, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /vouchers {voucher, members}; the list reloads after. */
export function useSaveVouchers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveVouchersBody) => api.post<SaveVouchersResponse>('/vouchers', body),
    onSuccess: () => client.invalidateQueries({ queryKey: voucherKeys.all }),
  });
}

/** POST /searchMemeber (the API's spelling). */
export function useSearchMembers() {
  return useMutation({
    mutationFn: (body: SearchMemberBody) => api.post<SearchMemberResponse>('/searchMemeber', body),
  });
}
