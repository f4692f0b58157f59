import { createBrowserRouter, RouterProvider } from 'react-router';
import { prefetchDinerData } from '../features/online/api/prefetch-diner-data';
import { isOnAuthPage, setForbiddenHandler } from '../shared/api/api-client';
import { createQueryClient } from '../shared/api/query-client';
import { AppProviders } from './providers';
import { patchRoutesOnNavigation, routes } from './routes';

const queryClient = createQueryClient();
// A diner's menu data (and the promotion landing) start loading now, beside the page's code.
prefetchDinerData(queryClient, window.location);
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
