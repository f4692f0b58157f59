import type { MenuCategoriesResponse } from '@rpos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuEditorKeys } from './menu-editor-keys';

/** PUT /menuCategories {menuId, categories}: the new order (sort = position + 1), shown at once. */
export function useReorderMenuCategories(menuId: string) {
  const client = useQueryClient();
  const key = menuEditorKeys.categories(menuId);
  return useMutation({
    mutationFn: (ids: string[]) =>
      api.put<{ message: string }>('/menuCategories', {
        menuId,
        categories: ids.map((id, i) => ({ id, sort: i + 1 })),
      }),
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<MenuCategoriesResponse>(key);
      if (previous) {
        const byId = new Map(previous.categories.map((c) => [c.id, c]));
        const categories = ids.flatMap((id, i) => {
          const c = byId.get(id);
          return c ? [{ ...c, sort: i + 1 }] : [];
        });
        client.setQueryData<MenuCategoriesResponse>(key, { ...previous, categories });
      }
      return { previous };
    },
    onError: (_e, _ids, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
