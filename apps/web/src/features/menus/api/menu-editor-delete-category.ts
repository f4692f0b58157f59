import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuEditorKeys } from './menu-editor-keys';

/** DELETE /menuCategory/:menuId/:categoryId (its items go with it). */
export function useDeleteMenuCategory(menuId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: string) =>
      api.delete<{ message: string }>(
        `/menuCategory/${encodeURIComponent(menuId)}/${encodeURIComponent(categoryId)}`,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: menuEditorKeys.categories(menuId) }),
  });
}
