import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** No retry for answers the server meant (4xx); one retry for timeouts, network and server errors. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

let shared: QueryClient | null = null;
/** The app's one query cache: the start-up prefetch (main.tsx) and the app share it. */
export function appQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}
