import { SERVICE_BELL_ERROR_CODE } from '@rpos/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSnackbar } from '../../../shared/ui/snackbar';

/** The message a diner reads for a refused bell: the server's when errorCode is 10 (diner.md §8). */
export function bellErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && typeof error.body === 'object' && error.body !== null) {
    const body = error.body as { errorCode?: unknown; message?: unknown };
    if (body.errorCode === SERVICE_BELL_ERROR_CODE && typeof body.message === 'string') return body.message;
  }
  return fallback;
}

/** POST /newMessage {tableId, serviceType} with header restaurantId; the outcome in a snackbar. */
export function useServiceBell(restaurantId: string, tableId: string) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  return useMutation({
    mutationFn: (serviceType: string) =>
      api.post('/newMessage', { tableId, serviceType }, { headers: { restaurantId }, allowForbidden: true }),
    onSuccess: () => snackbar.success(t('diner.bellSent')),
    onError: (error) => snackbar.error(bellErrorMessage(error, t('diner.bellFailed'))),
  });
}
