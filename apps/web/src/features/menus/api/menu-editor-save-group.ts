import type { GroupInput } from '@rpos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuEditorKeys } from './menu-editor-keys';

/** POST /menuGroup (new, sort 99) or PUT /menuGroup (options replaced, sort = position + 1). */
export function useSaveMenuGroup(menuId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ group, isNew }: { group: GroupInput; isNew: boolean }) =>
      isNew
        ? api.post<{ id: string; message: string }>('/menuGroup', group)
        : api.put<{ id: string; message: string }>('/menuGroup', group),
    onSettled: () => client.invalidateQueries({ queryKey: menuEditorKeys.groups(menuId) }),
  });
}
