import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import {
  createMemoryRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  RouterProvider,
} from 'react-router';
import { backOfficeTheme } from '../app/theme/themes';
import { SnackbarProvider } from '../shared/ui/snackbar';

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

export function TestProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={backOfficeTheme}>
        <CssBaseline />
        <SnackbarProvider>{children}</SnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/**
 * Renders `ui` at `path` inside the app's providers and a memory router; `routes` adds other
 * screens (for navigation assertions). Returns the router and query client too.
 */
export function renderWithApp(
  ui: ReactElement,
  options: { path?: string; route?: string; routes?: RouteObject[]; client?: QueryClient } = {},
) {
  const client = options.client ?? testQueryClient();
  const path = options.path ?? '/';
  const router = createMemoryRouter(
    [{ path: options.route ?? path.split('?')[0], element: ui }, ...(options.routes ?? [])],
    { initialEntries: [path] },
  );
  const result = render(
    <TestProviders client={client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router, client };
}

/** Renders a whole route table (the app's) at `path`; `options` as for the app's router. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  client: QueryClient = testQueryClient(),
  options: { patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction } = {},
) {
  const router = createMemoryRouter(routes, { ...options, initialEntries: [path] });
  const result = render(
    <TestProviders client={client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router, client };
}
