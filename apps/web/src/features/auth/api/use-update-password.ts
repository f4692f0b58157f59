import type { MessageResponse, UpdatePasswordRequest } from '@rpos/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** PUT /userPwd: the signed-in user's new password. */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: (body: UpdatePasswordRequest) => api.put<MessageResponse>('/userPwd', body),
  });
}
