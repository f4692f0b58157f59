import type { CookingCategoryInput, StaffCookingCategory } from '@rpos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuAdminKeys } from './menu-admin-keys';

/** GET /menuCookingCategories/:menuId: the menu's print/cooking categories with their items. */
export function useCookingCategories(menuId: string | null) {
  return useQuery({
    queryKey: menuAdminKeys.cooking(menuId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ cookingCategories: StaffCookingCategory[] }>(
          `/menuCookingCategories/${encodeURIComponent(menuId ?? '')}`,
          { signal },
        )
      ).cookingCategories,
    enabled: !!menuId,
    staleTime: 5_000,
  });
}

/** POST /menuCookingCategory (new) or PUT /menuCookingCategory (with id). */
export function useSaveCookingCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CookingCategoryInput) =>
      body.id
        ? api.put<{ id: string; message: string }>('/menuCookingCategory', body)
        : api.post<{ id: string; message: string }>('/menuCookingCategory', body),
    onSuccess: (_res, body) => client.invalidateQueries({ queryKey: menuAdminKeys.cooking(body.menuId) }),
  });
}
