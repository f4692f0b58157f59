import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { ErrorBoundary } from './error-boundary';

function Boom(): never {
  throw new Error('kaboom');
}

describe('ErrorBoundary', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    // React logs the caught error; keep the test output clean.
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(null, '', '/settings?tab=1');
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the crash message with a Reload button and reports the crash', async () => {
    const { calls } = mockFetch({ 'POST /api/utils/logError': { status: 204 } });
    const reload = vi.fn();
    render(
      <ErrorBoundary reload={reload}>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByText('An error has occurred. Please try reloading the page.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);

    await waitFor(() => expect(calls.some((c) => c.path === '/api/utils/logError')).toBe(true));
    const report = calls.find((c) => c.path === '/api/utils/logError');
    expect(report?.method).toBe('POST');
    expect(report?.body).toMatchObject({
      title: 'UI crash: Error',
      message: 'kaboom',
      path: '/settings?tab=1',
      details: { stack: expect.stringContaining('kaboom'), componentStack: expect.stringContaining('Boom') },
    });
  });

  it('renders its children when nothing throws', () => {
    render(
      <ErrorBoundary>
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
  });

  it('never throws a second error when the report fails', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('offline');
    });
    vi.stubGlobal('fetch', fetchMock);
    render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
