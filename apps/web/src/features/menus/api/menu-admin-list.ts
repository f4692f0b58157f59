import type { MyMenusQuery, MyMenusResponse } from '@rpos/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuAdminKeys } from './menu-admin-keys';

/** GET /myMenus?page&pageSize&search: the acting restaurant's menus, newest first. */
export function useMyMenus(query: MyMenusQuery) {
  return useQuery({
    queryKey: menuAdminKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<MyMenusResponse>('/myMenus', {
        query: { ...query, search: query.search || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
