import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuEditorKeys } from './menu-editor-keys';

/** DELETE /menuItem/image: headers menuId, categoryId, menuItemId. */
export function useDeleteMenuItemImage(menuId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, menuItemId }: { categoryId: string; menuItemId: string }) =>
      api.delete<{ imageUrl: string | null; message: string }>('/menuItem/image', undefined, {
        headers: { menuId, categoryId, menuItemId },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: menuEditorKeys.categories(menuId) }),
  });
}
