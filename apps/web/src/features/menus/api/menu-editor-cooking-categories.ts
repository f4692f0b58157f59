import type { StaffCookingCategory } from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuEditorKeys } from './menu-editor-keys';

/** GET /menuCookingCategories/:menuId, read for the item form's print categories. */
export function useMenuEditorCookingCategories(menuId: string) {
  return useQuery({
    queryKey: menuEditorKeys.cooking(menuId),
    queryFn: ({ signal }) =>
      api.get<{ cookingCategories: StaffCookingCategory[] }>(
        `/menuCookingCategories/${encodeURIComponent(menuId)}`,
        { signal },
      ),
    staleTime: 30_000,
  });
}
