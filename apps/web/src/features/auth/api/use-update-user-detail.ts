import type { UpdateUserDetailRequest, UpdateUserDetailResponse } from '@rpos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { authKeys } from './auth-keys';

/** PUT /userDetail: first name, last name and phone of the signed-in user. */
export function useUpdateUserDetail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserDetailRequest) => api.put<UpdateUserDetailResponse>('/userDetail', body),
    onSuccess: (data) => {
      if (data?.userCredentials) queryClient.setQueryData(authKeys.user(), data.userCredentials);
      else void queryClient.invalidateQueries({ queryKey: authKeys.user() });
    },
  });
}
