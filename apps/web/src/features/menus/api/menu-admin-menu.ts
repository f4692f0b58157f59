import type { StaffMenu } from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuAdminKeys } from './menu-admin-keys';

/** GET /myMenu/:menuId: one menu (the copy handed over by navigation shows while it loads). */
export function useStaffMenu(menuId: string | undefined, placeholder?: StaffMenu) {
  return useQuery({
    queryKey: menuAdminKeys.menu(menuId ?? ''),
    queryFn: ({ signal }) => api.get<StaffMenu>(`/myMenu/${encodeURIComponent(menuId ?? '')}`, { signal }),
    enabled: !!menuId,
    placeholderData: placeholder?.id === menuId ? placeholder : undefined,
    staleTime: 5_000,
  });
}
