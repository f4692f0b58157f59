import type { QrCodesPageResponse } from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { qrCodesKeys } from './qr-codes-keys';

/** GET /qrCodeSettings: every QR type's switch, the tables, the payment-required list, today. */
export function useQrCodesPage() {
  return useQuery({
    queryKey: qrCodesKeys.page(),
    queryFn: ({ signal }) => api.get<QrCodesPageResponse>('/qrCodeSettings', { signal }),
    staleTime: 0,
  });
}
