import type { MenuCategoriesResponse } from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuEditorKeys } from './menu-editor-keys';

/** GET /menuCategories/:menuId: the menu and its categories with their items. */
export function useMenuEditorCategories(menuId: string) {
  return useQuery({
    queryKey: menuEditorKeys.categories(menuId),
    queryFn: ({ signal }) =>
      api.get<MenuCategoriesResponse>(`/menuCategories/${encodeURIComponent(menuId)}`, { signal }),
  });
}
