import { createBrowserRouter, RouterProvider } from 'react-router';
import { isOnAuthPage, setForbiddenHandler } from '../shared/api/api-client';
import { createQueryClient } from '../shared/api/query-client';
import { AppProviders } from './providers';
import { patchRoutesOnNavigation, routes } from './routes';

const queryClient = createQueryClient();
const router = createBrowserRouter(routes, { patchRoutesOnNavigation });

// A 403 on a back-office call means the session is gone: back to /sign-in, without a page load.
setForbiddenHandler(() => {
  if (!isOnAuthPage()) void router.navigate('/sign-in', { replace: true });
});

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
