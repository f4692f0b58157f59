import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuEditorKeys } from './menu-editor-keys';

/** DELETE /menuItem/:menuId/:itemId (decision 55); options linking to it become broken links. */
export function useDeleteMenuItem(menuId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) =>
      api.delete<{ message: string }>(
        `/menuItem/${encodeURIComponent(menuId)}/${encodeURIComponent(itemId)}`,
      ),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: menuEditorKeys.categories(menuId) }),
        client.invalidateQueries({ queryKey: menuEditorKeys.groups(menuId) }),
      ]),
  });
}
