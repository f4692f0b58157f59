import type { RouteObject } from 'react-router';
// The back-office texts: registered before any of these pages renders.
import '../shared/i18n/back-office';
import { UNBUILT_PAGES } from './back-office-pages';
import { deviceRoutes } from './device-routes';
import { marketingRoute } from './marketing-routes';
import { merchantRoutes, sandboxSubscribeRoute } from './merchant-routes';
import { payoutRoutes } from './payout-routes';
import { peopleRoutes } from './people-routes';
import { posRoute } from './pos-routes';
import { printingRoutes } from './printing-routes';
import { reportRoutes } from './report-routes';
import { setupRoutes } from './setup-routes';

/** Sign-in and the back-office, patched under the root route by routes.tsx when first needed. */
export const backOfficeRoutes: RouteObject[] = [
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
        path: 'change-password',
        lazy: async () => ({
          Component: (await import('../features/auth/pages/change-password-page')).ChangePasswordPage,
        }),
      },
      {
        path: 'not-found',
        lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }),
      },
    ],
  },
  // The web POS (issue 13; decision 0146): a full-screen frame of its own.
  posRoute,
  sandboxSubscribeRoute,
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
        path: 'qrcodes/:restaurantId',
        lazy: async () => ({
          Component: (await import('../features/qr-codes/pages/qr-codes-page')).QrCodesPage,
        }),
      },
      {
        path: 'menuCategory/:menuId',
        lazy: async () => ({
          Component: (await import('../features/menus/pages/menu-editor-page')).MenuEditorPage,
        }),
      },
      // The staff menu screens (restaurant-config.md §2.3); paths match case-insensitively, so
      // 'myMenus' also serves /mymenus.
      ...['myMenus', 'mymenus'].map(
        (path): RouteObject => ({
          path,
          lazy: async () => ({
            Component: (await import('../features/menus/pages/menu-list-page')).MenuListPage,
          }),
        }),
      ),
      {
        path: 'menu/:menuId?',
        lazy: async () => ({
          Component: (await import('../features/menus/pages/menu-form-page')).MenuFormPage,
        }),
      },
      {
        path: 'menu/:menuId/service-availability',
        lazy: async () => ({
          Component: (await import('../features/menus/pages/service-availability-page'))
            .ServiceAvailabilityPage,
        }),
      },
      {
        path: 'menuCookingCategoryList',
        lazy: async () => ({
          Component: (await import('../features/menus/pages/cooking-categories-page')).CookingCategoriesPage,
        }),
      },
      // My restaurant and the per-merchant settings (restaurant-config.md §2.1; paths match
      // case-insensitively, so 'myRestaurant' also serves /myrestaurant).
      {
        path: 'myRestaurant',
        lazy: async () => ({
          Component: (await import('../features/restaurants/pages/my-restaurant-page')).MyRestaurantPage,
        }),
      },
      {
        lazy: async () => {
          const { RequireRole } = await import('./require-role');
          return { element: <RequireRole roles={['admin', 'restaurantAdmin']} /> };
        },
        children: [
          {
            path: 'serviceBellTypes',
            lazy: async () => ({
              Component: (await import('../features/restaurants/pages/service-bell-types-page'))
                .ServiceBellTypesPage,
            }),
          },
        ],
      },
      // The booking screens (restaurant-config.md §2.4) and the walk-in queue board (ours).
      {
        path: 'bookings',
        lazy: async () => ({
          Component: (await import('../features/bookings/pages/bookings-page')).BookingsPage,
        }),
      },
      {
        path: 'bookingSessions',
        lazy: async () => ({
          Component: (await import('../features/bookings/pages/booking-sessions-page')).BookingSessionsPage,
        }),
      },
      {
        path: 'bookingSession/:sessionId?',
        lazy: async () => ({
          Component: (await import('../features/bookings/pages/booking-session-page')).BookingSessionPage,
        }),
      },
      {
        path: 'bookingSettings',
        lazy: async () => ({
          Component: (await import('../features/bookings/pages/booking-settings-page')).BookingSettingsPage,
        }),
      },
      // The online settings page (the toolbar's "restaurant settings", decision 0116) and POS settings.
      {
        path: 'restaurantSettings',
        lazy: async () => ({
          Component: (await import('../features/restaurant-settings/pages/online-settings-page'))
            .OnlineSettingsPage,
        }),
      },
      {
        path: 'posSettings',
        lazy: async () => ({
          Component: (await import('../features/restaurant-settings/pages/pos-settings-page'))
            .PosSettingsPage,
        }),
      },
      {
        path: 'queueBoard',
        lazy: async () => ({
          Component: (await import('../features/queue/pages/queue-board-page')).QueueBoardPage,
        }),
      },
      // Open hours and surcharges (restaurant-config.md §2.1).
      {
        path: 'openHours',
        lazy: async () => ({
          Component: (await import('../features/restaurants/pages/open-hours-page')).OpenHoursPage,
        }),
      },
      {
        path: 'surchargeSettings',
        lazy: async () => ({
          Component: (await import('../features/restaurants/pages/surcharge-settings-page'))
            .SurchargeSettingsPage,
        }),
      },
      {
        path: 'surcharge/:surchargeId?',
        lazy: async () => ({
          Component: (await import('../features/restaurants/pages/surcharge-page')).SurchargePage,
        }),
      },
      // POS payment types (restaurant-config.md §2.7): the configuring roles only (decision 0126).
      {
        lazy: async () => {
          const { RequireRole } = await import('./require-role');
          return { element: <RequireRole roles={['admin', 'restaurantAdmin', 'restaurantGroupAdmin']} /> };
        },
        children: [
          {
            path: 'paymentTypes',
            lazy: async () => ({
              Component: (await import('../features/payment-types/pages/payment-types-page'))
                .PaymentTypesPage,
            }),
          },
          {
            path: 'newPaymentType',
            lazy: async () => ({
              Component: (await import('../features/payment-types/pages/new-payment-type-page'))
                .NewPaymentTypePage,
            }),
          },
        ],
      },
      // Marketing (back-office.md §2.13): admin and the one configured account (decision 0250).
      marketingRoute,
      // Customers (back-office.md §2.9): the roles whose sidebar shows them (decision 0159).
      {
        lazy: async () => {
          const { RequireRole } = await import('./require-role');
          return { element: <RequireRole roles={['admin', 'restaurantAdmin', 'restaurantGroupAdmin']} /> };
        },
        children: [
          {
            path: 'customers',
            lazy: async () => ({
              Component: (await import('../features/customers/pages/customers-page')).CustomersPage,
            }),
          },
        ],
      },
      // Orders (back-office.md §2.6): the orders permission; refunds check orderRefunds on the page.
      {
        lazy: async () => {
          const { RequirePermission } = await import('./require-permission');
          return { element: <RequirePermission permission="orders" /> };
        },
        children: [
          {
            path: 'orders',
            lazy: async () => ({
              Component: (await import('../features/orders/pages/orders-page')).OrdersPage,
            }),
          },
          {
            // Without an id the page goes to /orders.
            path: 'orderDetail/:orderId?',
            lazy: async () => ({
              Component: (await import('../features/orders/pages/order-detail-page')).OrderDetailPage,
            }),
          },
        ],
      },
      // Transactions (back-office.md §2.7): the transactions permission, checked here and by the server.
      {
        lazy: async () => {
          const { RequirePermission } = await import('./require-permission');
          return { element: <RequirePermission permission="transactions" /> };
        },
        children: [
          {
            path: 'transactions',
            lazy: async () => ({
              Component: (await import('../features/transactions/pages/transactions-page')).TransactionsPage,
            }),
          },
          {
            // A day's cash drawer shifts with their X/Z reports (decision 0512).
            path: 'drawerShifts',
            lazy: async () => ({
              Component: (await import('../features/drawer/pages/drawer-shifts-page')).DrawerShiftsPage,
            }),
          },
          {
            // Without an id the page goes to /transactions.
            path: 'transaction/:transactionId?',
            lazy: async () => ({
              Component: (await import('../features/transactions/pages/transaction-detail-page'))
                .TransactionDetailPage,
            }),
          },
        ],
      },
      // Live transactions (back-office.md §2.8): the server checks the transactions permission.
      {
        path: 'live-transactions',
        lazy: async () => ({
          Component: (await import('../features/transactions/pages/live-transactions-page'))
            .LiveTransactionsPage,
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
      ...peopleRoutes,
      ...reportRoutes,
      ...merchantRoutes,
      ...payoutRoutes,
      ...deviceRoutes,
      ...printingRoutes,
      ...setupRoutes,
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
];
