import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { authKeys } from './auth-keys';

/** GET /resetPassword?token: is this reset link still usable? */
export function useResetPasswordCheck(token: string) {
  return useQuery({
    queryKey: authKeys.resetToken(token),
    queryFn: ({ signal }) =>
      api.get<{ valid: boolean }>('/resetPassword', { query: { token }, signal, allowForbidden: true }),
    enabled: token.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
