import { isApiError } from '../../shared/api/api-error';

/**
 * The message to show for a failed call: the server's own text when it refused the request (a
 * validation issue's own message, without the field the answer's message starts with), otherwise
 * the screen's failure text.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || ![400, 404, 409].includes(error.status)) return fallback;
  const issues = (error.body as { issues?: { message?: string }[] } | null)?.issues;
  return issues?.[0]?.message || error.message || fallback;
}
