import type {
  JoinMemberBody,
  JoinMemberResponse,
  MemberOfferResponse,
  MemberVouchersResponse,
} from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import type { RememberedMember } from '../member-storage';

export const memberKeys = {
  all: ['members'] as const,
  offer: (restaurantId: string) => [...memberKeys.all, 'offer', restaurantId.toLowerCase()] as const,
  vouchers: (restaurantId: string, memberId: string) =>
    [...memberKeys.all, 'vouchers', restaurantId.toLowerCase(), memberId] as const,
};

/** POST /joinMember. */
export const joinMember = (body: JoinMemberBody) => api.post<JoinMemberResponse>('/joinMember', body);

/** GET /memberOffer: 'Join and get ...' of the restaurant's new-member promotion. */
export function useMemberOffer(restaurantId: string) {
  return useQuery({
    queryKey: memberKeys.offer(restaurantId),
    queryFn: ({ signal }) =>
      api.get<MemberOfferResponse>('/memberOffer', { query: { restaurantId }, signal, allowForbidden: true }),
    staleTime: 60_000,
    retry: 1,
  });
}

/** GET /memberVouchers with the device's token; off without a proven member. */
export function useMemberVouchers(restaurantId: string, member: RememberedMember | null) {
  return useQuery({
    queryKey: memberKeys.vouchers(restaurantId, member?.memberId ?? ''),
    queryFn: ({ signal }) =>
      api.get<MemberVouchersResponse>('/memberVouchers', {
        query: { restaurantId, memberId: member!.memberId },
        headers: { memberToken: member!.token ?? '' },
        signal,
        allowForbidden: true,
      }),
    enabled: Boolean(member?.token),
    retry: false,
    staleTime: 0,
  });
}
