import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { forbiddenPath, isOnAuthPage, setForbiddenHandler } from '../shared/api/api-client';
import { appQueryClient } from '../shared/api/query-client';
import { AppProviders } from './providers';
import { patchRoutesOnNavigation, routes } from './routes';

// The cache main.tsx's start-up prefetch already fills.
const queryClient = appQueryClient();

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app's router, made by main.tsx in a task of its own (ranking and matching the route table is a
 * few milliseconds a phone feels as one long task with the module's evaluation or the first render).
 */
export function createAppRouter(): AppRouter {
  // A first path that a route of the start-up table matches (the diner menu) starts rendered at once:
  // without hydrationData, react-router would first ask patchRoutesOnNavigation about any path with
  // parameters, render the PageLoader fallback, and the menu one task later. patchRoutesOnNavigation
  // answers nothing for such a path anyway; paths only the catch-all matches still go through it.
  const startsOnKnownRoute = matchRoutes(routes, window.location)?.at(-1)?.route.path !== '*';
  const router = createBrowserRouter(routes, {
    patchRoutesOnNavigation,
    ...(startsOnKnownRoute ? { hydrationData: {} } : {}),
  });
  // A 403 on a back-office call means the session is gone: back to /sign-in, without a page load
  // (or to /change-password while a generated password is still to be replaced).
  setForbiddenHandler((code) => {
    if (!isOnAuthPage()) void router.navigate(forbiddenPath(code), { replace: true });
  });
  return router;
}

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
