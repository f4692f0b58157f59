import type { RefreshLinksResponse } from '@rpos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuEditorKeys } from './menu-editor-keys';

/** POST /refreshOptionLinks/:menuId: refreshes link options, repairs broken ones by name. */
export function useRefreshOptionLinks(menuId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<RefreshLinksResponse>(`/refreshOptionLinks/${encodeURIComponent(menuId)}`),
    onSettled: () => client.invalidateQueries({ queryKey: menuEditorKeys.groups(menuId) }),
  });
}
