import type { MenuGroupsResponse } from '@rpos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuEditorKeys } from './menu-editor-keys';

/** PUT /menuGroups {menuId, groups}: the new order of the groups (sort = position + 1), shown at once. */
export function useReorderMenuGroups(menuId: string) {
  const client = useQueryClient();
  const key = menuEditorKeys.groups(menuId);
  return useMutation({
    mutationFn: (ids: string[]) =>
      api.put<{ message: string }>('/menuGroups', {
        menuId,
        groups: ids.map((id, i) => ({ id, sort: i + 1 })),
      }),
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<MenuGroupsResponse>(key);
      if (previous) {
        const byId = new Map(previous.groups.map((g) => [g.id, g]));
        const groups = ids.flatMap((id, i) => {
          const g = byId.get(id);
          return g ? [{ ...g, sort: i + 1 }] : [];
        });
        client.setQueryData<MenuGroupsResponse>(key, { ...previous, groups });
      }
      return { previous };
    },
    onError: (_e, _ids, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
