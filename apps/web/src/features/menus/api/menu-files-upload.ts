import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuAdminKeys } from './menu-admin-keys';
import type { MenuCsvKind } from './menu-files-download';

/** POST /uploadMenu/:menuId/:kind (multipart file): all rows or none. */
export function useUploadMenuCsv() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ menuId, kind, file }: { menuId: string; kind: MenuCsvKind; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.post<{ message: string; count: number }>(
        `/uploadMenu/${encodeURIComponent(menuId)}/${kind}`,
        form,
      );
    },
    onSuccess: () => client.invalidateQueries({ queryKey: menuAdminKeys.all }),
  });
}
