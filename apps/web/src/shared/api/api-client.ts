import { API_TIMEOUT_MS, CHECKOUT_TIMEOUT_MS, WEBSITE_VERSION } from '@rpos/domain';
import { i18n } from '../i18n/i18n';
import { ApiError, codeForStatus } from './api-error';
import { getClientId } from './client-id';

/** Every call goes to the same origin under /api (the server serves the app and the API together). */
export const API_BASE = '/api';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** JSON-encoded unless it is FormData. */
  body?: unknown;
  /** Checkout and payment calls wait 60 s instead of 30 s. */
  checkout?: boolean;
  /** Overrides the 30 s (or 60 s checkout) timeout. */
  timeoutMs?: number;
  /** Cancels the call (TanStack Query passes one). */
  signal?: AbortSignal;
  /** Keep a 403 to the caller instead of sending the app to /sign-in (public pages). */
  allowForbidden?: boolean;
  headers?: Record<string, string>;
}

/** Screens where a 403 is expected and must not bounce the user back to /sign-in. */
const AUTH_PAGES = ['/sign-in', '/forget-password', '/reset-password', '/change-password', '/not-found'];

export function isOnAuthPage(pathname: string = window.location.pathname): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return AUTH_PAGES.includes(path);
}

/** The 403 code of an account that must still replace its generated password (decision 0207). */
export const PASSWORD_CHANGE_REQUIRED = 'PASSWORD_CHANGE_REQUIRED';

/** Where a 403 sends the app: /change-password for a pending password change, else /sign-in. */
export function forbiddenPath(code: string | undefined): string {
  return code === PASSWORD_CHANGE_REQUIRED ? '/change-password' : '/sign-in';
}

type ForbiddenHandler = (code?: string) => void;
let forbiddenHandler: ForbiddenHandler = (code) => window.location.assign(forbiddenPath(code));

/** The app sets this to a router navigation; the default is a full page load of /sign-in. */
export function setForbiddenHandler(handler: ForbiddenHandler): () => void {
  const previous = forbiddenHandler;
  forbiddenHandler = handler;
  return () => {
    forbiddenHandler = previous;
  };
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function errorFrom(status: number, body: unknown, statusText: string): ApiError {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof fields.code === 'string' ? fields.code : codeForStatus(status);
  const message =
    typeof fields.message === 'string'
      ? fields.message
      : typeof body === 'string' && body.length > 0 && body.length < 300
        ? body
        : statusText || i18n.t('common.somethingWentWrong');
  return new ApiError(status, code, message, body ?? null);
}

/**
 * One call to the API: credentials sent, the clientId and websiteVersion headers, a 30 s timeout
 * (60 s with `checkout`). Resolves with the parsed body; rejects with an ApiError. A 403 sends the
 * app to /sign-in, except on the auth screens and for the login call itself.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? (options.checkout ? CHECKOUT_TIMEOUT_MS : API_TIMEOUT_MS);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const outer = options.signal;
  const onOuterAbort = () => controller.abort();
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener('abort', onOuterAbort, { once: true });

  const headers: Record<string, string> = {
    Accept: 'application/json',
    clientId: getClientId(),
    websiteVersion: String(WEBSITE_VERSION),
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  try {
    let response: Response;
    let data: unknown;
    try {
      response = await fetch(buildUrl(path, options.query), {
        method,
        headers,
        body,
        credentials: 'include',
        signal: controller.signal,
      });
      data = await readBody(response);
    } catch (error) {
      if (timedOut) throw new ApiError(0, 'TIMEOUT', i18n.t('common.timeout'));
      if (outer?.aborted) throw error;
      throw new ApiError(0, 'NETWORK', i18n.t('common.networkError'));
    }
    if (!response.ok) {
      const isLogin = path.toLowerCase().replace(/\/+$/, '') === '/login';
      const error = errorFrom(response.status, data, response.statusText);
      if (response.status === 403 && !options.allowForbidden && !isLogin && !isOnAuthPage()) {
        forbiddenHandler(error.code);
      }
      throw error;
    }
    return data as T;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

/** Shorthands for the common verbs. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};
