import type { UberEatsMenuKind, UploadMenuResponse, UploadUberEatsMenuResponse } from '@rpos/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

export type DeliveryTarget =
  | { platform: 'uberEats'; kind: UberEatsMenuKind }
  | { platform: 'fantuan' | 'hungryPanda' };

/**
 * POST /uploadUberEatsMenu/:menuId/:kind [{storeId}], /uploadFantuanMenu/:menuId,
 * /uploadHungryPandaMenu/:menuId. Uber Eats may answer {stores}: call again with the chosen storeId.
 */
export function useDeliveryUpload() {
  return useMutation({
    mutationFn: ({
      menuId,
      target,
      storeId,
    }: {
      menuId: string;
      target: DeliveryTarget;
      storeId?: string;
    }): Promise<UploadUberEatsMenuResponse> => {
      const id = encodeURIComponent(menuId);
      if (target.platform === 'uberEats')
        return api.post<UploadUberEatsMenuResponse>(
          `/uploadUberEatsMenu/${id}/${target.kind}`,
          storeId ? { storeId } : {},
        );
      const path = target.platform === 'fantuan' ? 'uploadFantuanMenu' : 'uploadHungryPandaMenu';
      return api.post<UploadMenuResponse>(`/${path}/${id}`);
    },
  });
}
