import type { QrCodeSetting } from '@rpos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { qrCodesKeys } from './qr-codes-keys';

/**
 * Save: PUT /updateRestaurantValues/ {qrCodeSettings}, then {paymentRequiredTableNumbers} when the
 * list changed (the call carries one key at a time).
 */
export function useSaveQrValues() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (values: {
      qrCodeSettings: QrCodeSetting[];
      paymentRequiredTableNumbers?: string[];
    }) => {
      await api.put('/updateRestaurantValues/', { qrCodeSettings: values.qrCodeSettings });
      if (values.paymentRequiredTableNumbers)
        await api.put('/updateRestaurantValues/', {
          paymentRequiredTableNumbers: values.paymentRequiredTableNumbers,
        });
    },
    onSettled: () => client.invalidateQueries({ queryKey: qrCodesKeys.page() }),
  });
}
