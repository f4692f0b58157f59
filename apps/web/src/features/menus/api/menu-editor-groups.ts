import type { MenuGroupsResponse } from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuEditorKeys } from './menu-editor-keys';

/** GET /menuGroups/:menuId: the groups with their options and link labels. */
export function useMenuEditorGroups(menuId: string) {
  return useQuery({
    queryKey: menuEditorKeys.groups(menuId),
    queryFn: ({ signal }) =>
      api.get<MenuGroupsResponse>(`/menuGroups/${encodeURIComponent(menuId)}`, { signal }),
  });
}
