import { isApiError } from '../../shared/api/api-error';

/** The server's own text when it refused the request (a §5 rule), else the screen's failure text. */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && [400, 404, 409].includes(error.status) && error.message) return error.message;
  return fallback;
}
