import type { RouteObject } from 'react-router';

/** The dashboards and reports screens, children of the main layout in back-office-routes.tsx. */
export const reportRoutes: RouteObject[] = [
  // Dashboards and reports (back-office.md §2.4, §2.5): the rules of domain report-access.ts,
  // which the server applies too (decision 0188).
  {
    lazy: async () => {
      const { RequireReportAccess } = await import('./require-report-access');
      return { element: <RequireReportAccess rule="adminDashboard" /> };
    },
    children: [
      {
        path: 'adminDashboard',
        lazy: async () => ({
          Component: (await import('../features/dashboard/pages/admin-dashboard-page')).AdminDashboardPage,
        }),
      },
    ],
  },
  {
    lazy: async () => {
      const { RequireReportAccess } = await import('./require-report-access');
      return { element: <RequireReportAccess rule="salesReport" /> };
    },
    children: [
      {
        path: 'salesReport',
        lazy: async () => ({
          Component: (await import('../features/reports/pages/sales-report-page')).SalesReportPage,
        }),
      },
    ],
  },
  {
    lazy: async () => {
      const { RequireReportAccess } = await import('./require-report-access');
      return { element: <RequireReportAccess rule="dishReportByOrders" /> };
    },
    children: [
      {
        path: 'dishesReport',
        lazy: async () => ({
          Component: (await import('../features/reports/pages/dishes-report-page')).DishesReportPage,
        }),
      },
    ],
  },
  {
    lazy: async () => {
      const { RequireReportAccess } = await import('./require-report-access');
      return { element: <RequireReportAccess rule="reports" /> };
    },
    children: [
      {
        path: 'salesDetailsReport',
        lazy: async () => ({
          Component: (await import('../features/reports/pages/sales-details-report-page'))
            .SalesDetailsReportPage,
        }),
      },
      {
        // The order source and order type report: one page (decision 0198).
        path: 'orderTypeReport',
        lazy: async () => ({
          Component: (await import('../features/reports/pages/order-type-report-page')).OrderTypeReportPage,
        }),
      },
      {
        path: 'dishesTransactionReport',
        lazy: async () => ({
          Component: (await import('../features/reports/pages/dishes-transaction-report-page'))
            .DishesTransactionReportPage,
        }),
      },
      {
        path: 'paymentTypesReport',
        lazy: async () => ({
          Component: (await import('../features/reports/pages/payment-types-report-page'))
            .PaymentTypesReportPage,
        }),
      },
    ],
  },
];
