import { API_TIMEOUT_MS, CHECKOUT_TIMEOUT_MS, WEBSITE_VERSION } from '@rpos/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { api, apiRequest, forbiddenPath, isOnAuthPage, setForbiddenHandler } from './api-client';
import { ApiError } from './api-error';

describe('api client', () => {
  let restoreHandler: () => void;
  const forbidden = vi.fn();

  beforeEach(() => {
    forbidden.mockReset();
    restoreHandler = setForbiddenHandler(forbidden);
    window.history.replaceState(null, '', '/dashboard');
  });
  afterEach(() => {
    restoreHandler();
    vi.useRealTimers();
  });

  it('sends credentials, JSON, the clientId and websiteVersion headers under /api', async () => {
    const { calls } = mockFetch({ 'POST /api/things': { body: { ok: true } } });
    const result = await api.post<{ ok: boolean }>(
      '/things',
      { a: 1 },
      { query: { page: 2, skip: undefined } },
    );
    expect(result).toEqual({ ok: true });
    const [call] = calls;
    expect(call?.url.pathname).toBe('/api/things');
    expect(call?.url.search).toBe('?page=2');
    expect(call?.init.credentials).toBe('include');
    expect(call?.headers.websiteVersion).toBe(String(WEBSITE_VERSION));
    expect(call?.headers['Content-Type']).toBe('application/json');
    expect(call?.body).toEqual({ a: 1 });
    expect(call?.headers.clientId).toMatch(/\S{8,}/);
  });

  it('keeps one clientId per browser, in localStorage', async () => {
    const { calls } = mockFetch({ 'GET /api/a': { body: {} } });
    await api.get('/a');
    await api.get('/a');
    expect(calls[0]?.headers.clientId).toBe(calls[1]?.headers.clientId);
    expect(localStorage.getItem('clientId')).toBe(calls[0]?.headers.clientId);
  });

  it('throws ApiError with the status, code, message and body of a failure', async () => {
    mockFetch({ 'GET /api/x': { status: 400, body: { code: 'VALIDATION', message: 'Bad input' } } });
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Bad input',
      body: { code: 'VALIDATION', message: 'Bad input' },
    });
    expect(forbidden).not.toHaveBeenCalled();
  });

  it('sends the app to /sign-in on a 403', async () => {
    mockFetch({ 'GET /api/user': { status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } } });
    await expect(api.get('/user')).rejects.toMatchObject({ status: 403 });
    expect(forbidden).toHaveBeenCalledTimes(1);
    expect(forbiddenPath(forbidden.mock.calls[0]?.[0])).toBe('/sign-in');
  });

  it('sends an account with a generated password to /change-password (decision 0207)', async () => {
    mockFetch({
      'GET /api/customers': {
        status: 403,
        body: { code: 'PASSWORD_CHANGE_REQUIRED', message: 'Please change' },
      },
    });
    await expect(api.get('/customers')).rejects.toMatchObject({
      status: 403,
      code: 'PASSWORD_CHANGE_REQUIRED',
    });
    expect(forbidden).toHaveBeenCalledWith('PASSWORD_CHANGE_REQUIRED');
    expect(forbiddenPath('PASSWORD_CHANGE_REQUIRED')).toBe('/change-password');
    expect(isOnAuthPage('/change-password')).toBe(true);
  });

  it('does not redirect on a 403 of the login call, on an auth page, or when the caller opts out', async () => {
    mockFetch({
      'POST /api/login': { status: 403, body: { message: 'no' } },
      'GET /api/user': { status: 403, body: { message: 'no' } },
    });
    await expect(api.post('/login', {})).rejects.toMatchObject({ status: 403 });
    await expect(api.get('/user', { allowForbidden: true })).rejects.toMatchObject({ status: 403 });
    window.history.replaceState(null, '', '/Sign-In');
    await expect(api.get('/user')).rejects.toMatchObject({ status: 403 });
    expect(forbidden).not.toHaveBeenCalled();
  });

  it('recognises the auth pages case-insensitively', () => {
    expect(isOnAuthPage('/sign-in')).toBe(true);
    expect(isOnAuthPage('/FORGET-PASSWORD/')).toBe(true);
    expect(isOnAuthPage('/reset-password')).toBe(true);
    expect(isOnAuthPage('/dashboard')).toBe(false);
  });

  function hangingFetch() {
    const fn = vi.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', fn);
    return fn;
  }

  it('gives up after 30 s with a TIMEOUT ApiError', async () => {
    vi.useFakeTimers();
    hangingFetch();
    const pending = apiRequest('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT' });
  });

  it('waits 60 s for a checkout call', async () => {
    vi.useFakeTimers();
    hangingFetch();
    let settled = false;
    const pending = apiRequest('/checkout', { method: 'POST', checkout: true })
      .catch((e: unknown) => e)
      .finally(() => {
        settled = true;
      });
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS + 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(CHECKOUT_TIMEOUT_MS - API_TIMEOUT_MS);
    expect(await pending).toMatchObject({ code: 'TIMEOUT' });
  });

  it('passes a caller cancellation through as an abort, not a timeout', async () => {
    hangingFetch();
    const controller = new AbortController();
    const pending = apiRequest('/slow', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('turns a network failure into a NETWORK ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });
});
