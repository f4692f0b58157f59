import type { UserCredentials, UserResponse } from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { authKeys } from './auth-keys';

/** GET /user: the signed-in user (403 when signed out). */
export function useUser() {
  return useQuery({
    queryKey: authKeys.user(),
    queryFn: async ({ signal }): Promise<UserCredentials> =>
      (await api.get<UserResponse>('/user', { signal })).userCredentials,
    staleTime: 60_000,
  });
}
