import type { StaffMenu, UpdateMenuRequest } from '@rpos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuAdminKeys } from './menu-admin-keys';

/** PUT /myMenu/:menuId: the form's fields, or only {serviceAvailability}. */
export function useUpdateMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ menuId, body }: { menuId: string; body: UpdateMenuRequest }) =>
      api.put<StaffMenu>(`/myMenu/${encodeURIComponent(menuId)}`, body),
    onSuccess: (menu) => {
      client.setQueryData(menuAdminKeys.menu(menu.id), menu);
      void client.invalidateQueries({ queryKey: menuAdminKeys.lists() });
    },
  });
}
