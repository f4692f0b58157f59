import type { CategoryInput } from '@rpos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuEditorKeys } from './menu-editor-keys';

/** POST /menuCategory (new) or PUT /menuCategory (existing). */
export function useSaveMenuCategory(menuId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ category, isNew }: { category: CategoryInput; isNew: boolean }) =>
      isNew
        ? api.post<{ id: string; message: string }>('/menuCategory', category)
        : api.put<{ id: string; message: string }>('/menuCategory', category),
    onSettled: () => client.invalidateQueries({ queryKey: menuEditorKeys.categories(menuId) }),
  });
}
