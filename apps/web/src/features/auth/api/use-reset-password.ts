import type { MessageResponse, ResetPasswordRequest } from '@rpos/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** POST /resetPassword: sets the new password with the e-mailed token. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) =>
      api.post<MessageResponse>('/resetPassword', body, { allowForbidden: true }),
  });
}
