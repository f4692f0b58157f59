import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuEditorKeys } from './menu-editor-keys';

/** DELETE /menuGroup/:menuId/:groupId (removed from items and sizes too). */
export function useDeleteMenuGroup(menuId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) =>
      api.delete<{ message: string }>(
        `/menuGroup/${encodeURIComponent(menuId)}/${encodeURIComponent(groupId)}`,
      ),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: menuEditorKeys.groups(menuId) }),
        client.invalidateQueries({ queryKey: menuEditorKeys.categories(menuId) }),
      ]),
  });
}
