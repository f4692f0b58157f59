import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { menuEditorKeys } from './menu-editor-keys';

export interface UploadItemImage {
  categoryId: string;
  menuItemId: string;
  image: Blob;
}

/** POST /menuItem/image: multipart `image`, headers menuId, categoryId, menuItemId. */
export function useUploadMenuItemImage(menuId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, menuItemId, image }: UploadItemImage) => {
      const form = new FormData();
      form.append('image', image, 'image.jpg');
      return api.post<{ imageUrl: string | null; thumbImage: string | null; message: string }>(
        '/menuItem/image',
        form,
        { headers: { menuId, categoryId, menuItemId } },
      );
    },
    onSuccess: () => client.invalidateQueries({ queryKey: menuEditorKeys.categories(menuId) }),
  });
}
