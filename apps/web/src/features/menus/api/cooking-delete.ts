import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuAdminKeys } from './menu-admin-keys';

/** DELETE /menuCookingCategory/:menuId/:id. */
export function useDeleteCookingCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ menuId, id }: { menuId: string; id: string }) =>
      api.delete<{ message: string }>(
        `/menuCookingCategory/${encodeURIComponent(menuId)}/${encodeURIComponent(id)}`,
      ),
    onSuccess: (_res, v) => client.invalidateQueries({ queryKey: menuAdminKeys.cooking(v.menuId) }),
  });
}
