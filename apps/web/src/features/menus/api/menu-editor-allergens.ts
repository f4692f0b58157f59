import type { MenuAllergensRequest, MenuAllergensResponse } from '@rpos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuEditorKeys } from './menu-editor-keys';

/** PUT /menuAllergens: the menu's own allergens (the editor reads them with GET /menuCategories). */
export function useSaveMenuAllergens(menuId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (allergens: MenuAllergensRequest['allergens']) =>
      api.put<MenuAllergensResponse>('/menuAllergens', { menuId, allergens }),
    onSuccess: () => client.invalidateQueries({ queryKey: menuEditorKeys.categories(menuId) }),
  });
}
