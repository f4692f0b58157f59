import { printerFailureMessage } from '@rpos/domain';
import { isApiError } from '../../shared/api/api-error';

/** The §8 text of a failed printer create, update or delete. */
export function printerFailure(action: 'create' | 'update' | 'delete', error: unknown): string {
  if (!isApiError(error)) return printerFailureMessage(action, { message: (error as Error)?.message });
  if (error.status === 0) return printerFailureMessage(action, { network: true });
  return printerFailureMessage(action, { status: error.status, message: error.message });
}

/** The server's own text when it refused the request (a §5 rule), else the screen's failure text. */
export function failureText(error: unknown, fallback: string): string {
  if (isApiError(error) && [400, 404, 409].includes(error.status) && error.message) return error.message;
  return fallback;
}
