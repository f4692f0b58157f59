import { isApiError } from '../../shared/api/api-error';

/** The screen's text (§8), then the server's reason when it refused (a 400, 404 or 409 says why). */
export function withReason(text: string, error: unknown): string {
  return isApiError(error) && [400, 404, 409].includes(error.status) && error.message
    ? `${text}: ${error.message}`
    : text;
}
