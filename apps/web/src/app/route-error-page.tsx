import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '../shared/api/log-error';
import { ErrorFallback } from '../shared/ui/error-fallback';

/** The router's last line: a route that failed to load or render (a stale chunk, a crash in a layout). */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    const err = error instanceof Error ? error : new Error(String(error));
    void reportError({
      title: `Route error: ${err.name || 'Error'}`,
      message: err.message || String(error),
      details: { stack: err.stack ?? null, componentStack: null },
      path: `${window.location.pathname}${window.location.search}`,
    });
  }, [error]);
  return <ErrorFallback />;
}
