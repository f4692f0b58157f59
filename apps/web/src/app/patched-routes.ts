import { matchRoutes, type RouteObject } from 'react-router';
import { paymentRoutes } from '../features/payments/payment-routes';
import { bookingQueueRoutes } from './booking-queue-routes';
import { orderRoutes } from './order-routes';
import { ORDER_PAGES_ID, ROOT_ID } from './route-ids';
import { renderAfterLoadTask } from './route-tasks';

/**
 * The route table that serves a path the diner menu's routes do not match, and the route it joins:
 * the cart, checkout and order pages and the payment screens (under their layout), the booking
 * wizard, confirmation and queue pages (under the root), else sign-in and the back-office (under the
 * root). routes.tsx loads this module on the first such navigation: the small diner tables come with
 * it (their pages stay lazy), the back-office table only when the path is not theirs.
 */
export async function patchedRoutesFor(path: string): Promise<{ parentId: string; routes: RouteObject[] }> {
  const table = await routeTableFor(path);
  return { ...table, routes: renderAfterLoadTask(table.routes) };
}

async function routeTableFor(path: string): Promise<{ parentId: string; routes: RouteObject[] }> {
  if (matchRoutes(orderRoutes, path)) return { parentId: ORDER_PAGES_ID, routes: orderRoutes };
  if (matchRoutes(paymentRoutes, path)) return { parentId: ORDER_PAGES_ID, routes: paymentRoutes };
  if (matchRoutes(bookingQueueRoutes, path)) return { parentId: ROOT_ID, routes: bookingQueueRoutes };
  const { backOfficeRoutes } = await import('./back-office-routes');
  return { parentId: ROOT_ID, routes: backOfficeRoutes };
}
