import { isApiError } from '../../shared/api/api-error';
import { reportError } from '../../shared/api/log-error';

/** Fields never sent to the log: the widget's (encrypted) card data and its session data. */
const SECRET_KEYS = new Set(['stateData', 'sessionData', 'paymentData', 'threeDSResult', 'redirectResult']);

function redact(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => redact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      SECRET_KEYS.has(k) ? '[redacted]' : redact(v, depth + 1),
    ]),
  );
}

/** The response part of a report: an answer, or the error's status and body. */
function responseOf(response: unknown, error: unknown): unknown {
  if (response !== undefined) return redact(response);
  if (isApiError(error)) return { status: error.status, code: error.code, body: redact(error.body) };
  return null;
}

/**
 * Reports a failed payment to POST /utils/logError with its payload and response (diner.md §7, §8),
 * card data and one-time results left out. Never throws.
 */
export function reportPaymentFailure(
  title: string,
  input: { payload?: unknown; response?: unknown; error?: unknown; message?: string },
): void {
  const message =
    input.message ??
    (input.error instanceof Error ? input.error.message : input.error ? String(input.error) : title);
  void reportError({
    title,
    message,
    details: { payload: redact(input.payload ?? null), response: responseOf(input.response, input.error) },
    path: typeof window !== 'undefined' ? window.location.pathname : undefined,
  });
}
