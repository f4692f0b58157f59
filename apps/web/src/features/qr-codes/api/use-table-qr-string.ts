import type { TableQrStringQuery, TableQrStringResponse } from '@rpos/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** GET /getTableQrString?tableNumber&isPaymentRequired, on demand (the generator's button). */
export function useTableQrString() {
  return useMutation({
    mutationFn: (query: TableQrStringQuery) =>
      api.get<TableQrStringResponse>('/getTableQrString', {
        query: { tableNumber: query.tableNumber, isPaymentRequired: query.isPaymentRequired },
      }),
  });
}
