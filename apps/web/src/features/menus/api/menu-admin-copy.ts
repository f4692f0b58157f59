import type { CopyMenuRequest, StaffMenu } from '@rpos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuAdminKeys } from './menu-admin-keys';

/** POST /copyMenu/:id {restaurantId, isCopyToTest} (admin): Copy To and Copy To Test. */
export function useCopyMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ menuId, body }: { menuId: string; body: CopyMenuRequest }) =>
      api.post<StaffMenu>(`/copyMenu/${encodeURIComponent(menuId)}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: menuAdminKeys.lists() }),
  });
}
