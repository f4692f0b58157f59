import { vi } from 'vitest';

export interface MockResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (request: {
  url: URL;
  init: RequestInit;
  body: unknown;
}) => MockResponse | Promise<MockResponse>;

/** A recorded call of the mocked fetch. */
export interface RecordedCall {
  method: string;
  path: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
  init: RequestInit;
}

function json(res: MockResponse): Response {
  const status = res.status ?? 200;
  const hasBody = res.body !== undefined && status !== 204;
  return new Response(hasBody ? JSON.stringify(res.body) : null, {
    status,
    headers: { 'content-type': 'application/json', ...res.headers },
  });
}

/**
 * Replaces global fetch: `routes` maps 'METHOD /api/path' to a reply (or a function giving one).
 * Unknown calls answer 404. Returns the recorded calls.
 */
export function mockFetch(routes: Record<string, MockResponse | Handler>) {
  const calls: RecordedCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const headers = Object.fromEntries(Object.entries((init.headers as Record<string, string>) ?? {}));
    calls.push({ method, path: url.pathname, url, headers, body, init });
    const route = routes[`${method} ${url.pathname}`];
    if (!route)
      return json({
        status: 404,
        body: { code: 'NOT_FOUND', message: `No route ${method} ${url.pathname}` },
      });
    const reply = typeof route === 'function' ? await route({ url, init, body }) : route;
    return json(reply);
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}
