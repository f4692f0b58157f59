import type { LoginRequest, LoginResponse } from '@rpos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { authKeys } from './auth-keys';

/** POST /login: on success the session cookie is set and the user is cached. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) => api.post<LoginResponse>('/login', body),
    onSuccess: (data) => {
      queryClient.removeQueries();
      queryClient.setQueryData(authKeys.user(), data.userCredentials);
    },
  });
}
