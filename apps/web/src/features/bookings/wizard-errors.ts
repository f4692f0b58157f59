import { isApiError } from '../../shared/api/api-error';

/** The errorCode with which the server sends a message meant for the diner (diner.md §8). */
export const DINER_MESSAGE_ERROR_CODE = 999;

/**
 * What the wizard shows when POST /booking fails (diner.md §8): errorCode 999 shows the server's
 * text; a 400 with a message shows that message; anything else is null (the caller shows
 * 'Cannot find a table').
 */
export function bookingFailureText(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const body =
    typeof error.body === 'object' && error.body !== null ? (error.body as Record<string, unknown>) : {};
  const message = typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null;
  if (body.errorCode === DINER_MESSAGE_ERROR_CODE && message) return message;
  if (error.status === 400 && message) return message;
  return null;
}
