import type { ItemInput } from '@rpos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuEditorKeys } from './menu-editor-keys';

/** POST /menuItem: creates or replaces an item with its sizes and groups (client-generated id). */
export function useSaveMenuItem(menuId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: ItemInput) => api.post<{ id: string; message: string }>('/menuItem', item),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: menuEditorKeys.categories(menuId) }),
        client.invalidateQueries({ queryKey: menuEditorKeys.groups(menuId) }),
      ]),
  });
}
