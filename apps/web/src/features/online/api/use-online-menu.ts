import type { OnlineResponse } from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { onlineKeys } from './online-keys';

/** GET /online?menuId&tableId: the published menu, the restaurant and the table of a diner URL. */
export function useOnlineMenu(menuId: string, tableId: string) {
  return useQuery({
    queryKey: onlineKeys.menu(menuId, tableId),
    queryFn: ({ signal }) =>
      api.get<OnlineResponse>('/online', { query: { menuId, tableId }, signal, allowForbidden: true }),
    staleTime: 60_000,
  });
}
