import type { ForgetPasswordRequest, MessageResponse } from '@rpos/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** POST /foregetPassword (the API's spelling): e-mails a reset link. */
export function useForgetPassword() {
  return useMutation({
    mutationFn: (body: ForgetPasswordRequest) => api.post<MessageResponse>('/foregetPassword', body),
  });
}
