import type { PublishMenuResponse } from '@rpos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuAdminKeys } from './menu-admin-keys';

/**
 * Publish Main (PUT /publishMenu/:menuId; a menu that is not main goes through
 * PUT /publishSecondaryMenu/:menuId) and Publish QR (PUT /publishMenu/:menuId/:qrType).
 */
export function usePublishMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      menuId,
      isMainMenu,
      qrType,
    }: {
      menuId: string;
      isMainMenu: boolean;
      qrType?: string;
    }) => {
      const id = encodeURIComponent(menuId);
      if (qrType) return api.put<PublishMenuResponse>(`/publishMenu/${id}/${encodeURIComponent(qrType)}`);
      return api.put<PublishMenuResponse>(isMainMenu ? `/publishMenu/${id}` : `/publishSecondaryMenu/${id}`);
    },
    onSuccess: (res) => {
      client.setQueryData(menuAdminKeys.menu(res.menu.id), res.menu);
      void client.invalidateQueries({ queryKey: menuAdminKeys.lists() });
    },
  });
}
