import { Navigate, Outlet, type RouteObject } from 'react-router';
import { PageLoader } from '../shared/ui/page-loader';
import { UNBUILT_PAGES } from './back-office-pages';
import { RouteErrorPage } from './route-error-page';

/**
 * Every route of the app. Layouts and pages load lazily: the diner pages (/online/...) never load
 * back-office code, forms or the outbox. Paths match case-insensitively (react-router's default).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Outlet,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      {
        lazy: async () => ({ Component: (await import('./layouts/auth-layout')).AuthLayout }),
        children: [
          {
            path: 'sign-in',
            lazy: async () => ({
              Component: (await import('../features/auth/pages/sign-in-page')).SignInPage,
            }),
          },
          {
            path: 'forget-password',
            lazy: async () => ({
              Component: (await import('../features/auth/pages/forget-password-page')).ForgetPasswordPage,
            }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({
              Component: (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage,
            }),
          },
          {
            path: 'not-found',
            lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }),
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./layouts/main-layout')).MainLayout }),
        children: [
          {
            path: 'dashboard',
            lazy: async () => ({
              Component: (await import('../features/dashboard/pages/dashboard-page')).DashboardPage,
            }),
          },
          {
            path: 'settings',
            lazy: async () => ({
              Component: (await import('../features/auth/pages/settings-page')).SettingsPage,
            }),
          },
          {
            path: 'account',
            lazy: async () => ({
              Component: (await import('../features/auth/pages/account-page')).AccountPage,
            }),
          },
          {
            lazy: async () => {
              const { RequireRole } = await import('./require-role');
              return { element: <RequireRole roles={['admin']} /> };
            },
            children: [
              {
                path: 'outbox',
                lazy: async () => ({
                  Component: (await import('../features/outbox/pages/outbox-page')).OutboxPage,
                }),
              },
            ],
          },
          ...UNBUILT_PAGES.map(
            ([path, title]): RouteObject => ({
              path,
              lazy: async () => {
                const { UnbuiltPage } = await import('../features/dashboard/pages/unbuilt-page');
                return { element: <UnbuiltPage titleKey={title} /> };
              },
            }),
          ),
        ],
      },
      {
        path: 'online/:menuId/:tableId/:orderId?',
        lazy: async () => ({ Component: (await import('./layouts/customer-layout')).CustomerLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/online/pages/online-menu-page')).OnlineMenuPage,
            }),
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./layouts/customer-layout')).CustomerLayout }),
        children: [
          {
            path: 'cart/:menuId/:tableId',
            lazy: async () => ({ Component: (await import('../features/cart/pages/cart-page')).CartPage }),
          },
          ...['checkout/:menuId/:tableId', 'tillCheckout/:menuId/:tableId'].map(
            (path): RouteObject => ({
              path,
              lazy: async () => ({
                Component: (await import('../features/checkout/pages/checkout-page')).CheckoutPage,
              }),
            }),
          ),
          {
            path: 'orderSuccess/:menuId/:tableId/:reference/:type?',
            lazy: async () => ({
              Component: (await import('../features/orders/pages/thank-you-page')).ThankYouPage,
            }),
          },
          {
            path: 'orderSuccessDetail/:menuId/:tableId/:reference',
            lazy: async () => ({
              Component: (await import('../features/orders/pages/order-summary-page')).OrderSummaryPage,
            }),
          },
          {
            path: 'invoice/:restaurantId/:orderId',
            lazy: async () => ({
              Component: (await import('../features/orders/pages/invoice-page')).InvoicePage,
            }),
          },
        ],
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
];
