import type { PublishMenuResponse } from '@rpos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuAdminKeys } from './menu-admin-keys';

/** Unpublish QR: DELETE /unpublishMenu/:menuId/:qrType. */
export function useUnpublishMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ menuId, qrType }: { menuId: string; qrType: string }) =>
      api.delete<PublishMenuResponse>(
        `/unpublishMenu/${encodeURIComponent(menuId)}/${encodeURIComponent(qrType)}`,
      ),
    onSuccess: (res) => {
      client.setQueryData(menuAdminKeys.menu(res.menu.id), res.menu);
      void client.invalidateQueries({ queryKey: menuAdminKeys.lists() });
    },
  });
}
