import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** POST /logout: whatever the answer, every cached query is dropped. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<unknown>('/logout', undefined, { allowForbidden: true }),
    onSettled: () => queryClient.clear(),
  });
}
