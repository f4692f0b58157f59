import type { DeliveryPlatform } from '@rpos/domain';
import { DeliveryPlatformError, type PlatformAnswer, type PlatformRequest } from './delivery-platform-client';

/** What a platform answered: its status and body (JSON when it is JSON, else the text, cut short). */
async function readAnswer(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.slice(0, 1000);
  }
}

const short = (body: unknown) =>
  (typeof body === 'string' ? body : JSON.stringify(body ?? null)).slice(0, 500);

/**
 * One HTTP call to a platform over fetch. A network failure, a timeout, a 5xx or a 429 is
 * "unavailable"; another 4xx is "refused"; both throw DeliveryPlatformError (our 502).
 */
export async function callPlatform(
  platform: DeliveryPlatform,
  options: {
    baseUrl: string;
    request: PlatformRequest;
    query?: Record<string, string>;
    headers: Record<string, string>;
    body?: string;
    timeoutMs: number;
  },
): Promise<PlatformAnswer> {
  const qs = options.query ? `?${new URLSearchParams(options.query)}` : '';
  const url = `${options.baseUrl}${options.request.path}${qs}`;
  const request = { ...options.request, url };
  let res: Response;
  try {
    res = await fetch(url, {
      method: options.request.method,
      headers: options.headers,
      body: options.body,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (err) {
    throw new DeliveryPlatformError(
      platform,
      'unavailable',
      `${options.request.method} ${url}: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  const body = await readAnswer(res);
  const answer: PlatformAnswer = { request, status: res.status, body };
  if (res.ok) return answer;
  const reason = res.status >= 500 || res.status === 429 ? 'unavailable' : 'refused';
  throw new DeliveryPlatformError(
    platform,
    reason,
    `${options.request.method} ${url}: HTTP ${res.status} ${short(body)}`,
    answer,
  );
}
