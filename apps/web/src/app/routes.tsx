import {
  matchRoutes,
  Navigate,
  Outlet,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { OnlineMenuPage } from '../features/online/pages/online-menu-page';
import { PageLoader } from '../shared/ui/page-loader';
import { CustomerLayout } from './layouts/customer-layout';
import { RouteErrorPage } from './route-error-page';
import { ORDER_PAGES_ID, ROOT_ID } from './route-ids';
import { renderAfterLoadTask } from './route-tasks';

/**
 * The routes the app starts with: the diner's. The diner menu's layout and page are in the entry
 * (most first visits are a diner scanning a table's code: no round trip after the entry, decision
 * 96); the other pages load lazily, and the diner pages (/online/...) never load back-office code,
 * forms or the outbox. The back-office and sign-in routes
 * (./back-office-routes) join on the first navigation no diner route matches (see
 * patchRoutesOnNavigation), so their table stays out of the diner's first download too. Paths
 * match case-insensitively (react-router's default).
 */
export const routes: RouteObject[] = renderAfterLoadTask([
  {
    id: ROOT_ID,
    path: '/',
    Component: Outlet,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      {
        path: 'online/:menuId/:tableId/:orderId?',
        Component: CustomerLayout,
        children: [{ index: true, Component: OnlineMenuPage }],
      },
      {
        // The layout of the cart, checkout, order and payment pages: their texts load with it. Its
        // children (./order-routes, the payment screens) join when first needed
        // (patchRoutesOnNavigation), so their page list stays out of the menu's first download.
        id: ORDER_PAGES_ID,
        lazy: async () => {
          const [{ OrderPagesLayout }] = await Promise.all([
            import('./layouts/restaurant-themed-layout'),
            import('../shared/i18n/order'),
          ]);
          return { Component: OrderPagesLayout };
        },
        children: [],
      },
      {
        path: 'dishDetail',
        lazy: async () => ({ Component: (await import('./layouts/customer-layout')).CustomerLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/dish/pages/dish-detail-page')).DishDetailPage,
            }),
          },
        ],
      },
      { path: '*', element: <Navigate to="/not-found" replace /> },
    ],
  },
]);

/**
 * react-router asks before it settles for a match with parameters or the catch-all. A path that only
 * the catch-all of the diner routes matches is a payment screen, a booking or queue page, or a
 * back-office one: its table (./patched-routes) is added (the first time; react-router skips routes
 * it already has) and the path is matched again. A path a diner route matches needs nothing more.
 * Those tables stay out of the diner menu's first download.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (matchRoutes(routes, path)?.at(-1)?.route.path !== '*') return;
  const { patchedRoutesFor } = await import('./patched-routes');
  const { parentId, routes: table } = await patchedRoutesFor(path);
  patch(parentId, table);
};
