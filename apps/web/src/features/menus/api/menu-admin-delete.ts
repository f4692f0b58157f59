import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuAdminKeys } from './menu-admin-keys';

/** DELETE /myMenu/:id (admin). */
export function useDeleteMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (menuId: string) => api.delete<{ message: string }>(`/myMenu/${encodeURIComponent(menuId)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: menuAdminKeys.lists() }),
  });
}
