import { WEBSITE_VERSION } from '@rpos/domain';
import { useMutation } from '@tanstack/react-query';
import { API_BASE } from '../../../shared/api/api-client';
import { ApiError, codeForStatus } from '../../../shared/api/api-error';
import { getClientId } from '../../../shared/api/client-id';
import { saveBlob } from '../qr-template-canvas';

/** GET /qrcodes/tables.pdf as a file (the API client reads JSON and text, not bytes). */
export function useTablesPdf() {
  return useMutation({
    mutationFn: async () => {
      const response = await fetch(`${API_BASE}/qrcodes/tables.pdf`, {
        credentials: 'include',
        headers: { clientId: getClientId(), websiteVersion: String(WEBSITE_VERSION) },
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new ApiError(
          response.status,
          codeForStatus(response.status),
          body?.message ?? response.statusText,
          body,
        );
      }
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      saveBlob(await response.blob(), name ?? 'table-qr-codes.pdf');
    },
  });
}
