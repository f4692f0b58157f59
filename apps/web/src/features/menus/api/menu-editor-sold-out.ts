import type {
  MenuCategoriesResponse,
  SetDishUnavailableRequest,
  SetDishUnavailableResponse,
} from '@rpos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuEditorKeys } from './menu-editor-keys';

/**
 * PUT /menuItems/:itemId/unavailable: sold out today or until further notice; false lifts it. The
 * answer (the dish's entries that count today) replaces the item's `unavailable` in the editor's menu.
 */
export function useSetItemSoldOut(menuId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, ...body }: SetDishUnavailableRequest & { itemId: string }) =>
      api.put<SetDishUnavailableResponse>(`/menuItems/${encodeURIComponent(itemId)}/unavailable`, body),
    onSuccess: (res) =>
      client.setQueryData<MenuCategoriesResponse>(menuEditorKeys.categories(menuId), (previous) =>
        previous
          ? {
              ...previous,
              categories: previous.categories.map((c) => ({
                ...c,
                items: c.items.map((i) =>
                  i.id === res.menuItemId ? { ...i, unavailable: res.unavailable } : i,
                ),
              })),
            }
          : previous,
      ),
  });
}
