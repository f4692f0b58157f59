import type { SaveMenuRequest, StaffMenu } from '@rpos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuAdminKeys } from './menu-admin-keys';

/** POST /myMenu: creates a menu (the form's Save on /menu). */
export function useSaveMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveMenuRequest) => api.post<StaffMenu>('/myMenu', body),
    onSuccess: (menu) => {
      client.setQueryData(menuAdminKeys.menu(menu.id), menu);
      void client.invalidateQueries({ queryKey: menuAdminKeys.lists() });
    },
  });
}
