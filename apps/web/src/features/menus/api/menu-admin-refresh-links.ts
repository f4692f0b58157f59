import type { RefreshLinksResponse } from '@rpos/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** POST /refreshOptionLinks/:menuId: 'No broken links found' when there was nothing to do. */
export function useRefreshMenuLinks() {
  return useMutation({
    mutationFn: (menuId: string) =>
      api.post<RefreshLinksResponse>(`/refreshOptionLinks/${encodeURIComponent(menuId)}`),
  });
}
