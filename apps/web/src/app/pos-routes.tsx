import type { RouteObject } from 'react-router';

/**
 * The web POS (issue 13; decision 0146): a full-screen frame of its own, for users passing the
 * `transactions` permission check; a child of the root in back-office-routes.tsx.
 */
export const posRoute: RouteObject = {
  path: 'pos',
  lazy: async () => ({ Component: (await import('./layouts/pos-layout')).PosLayout }),
  children: [
    {
      lazy: async () => {
        const { RequirePermission } = await import('./require-permission');
        return { element: <RequirePermission permission="transactions" /> };
      },
      children: [
        {
          index: true,
          lazy: async () => ({
            Component: (await import('../features/pos/pages/pos-floor-page')).PosFloorPage,
          }),
        },
        {
          path: 'order',
          lazy: async () => ({
            Component: (await import('../features/pos/pages/pos-order-page')).PosOrderPage,
          }),
        },
        {
          path: 'bill/:transactionId',
          lazy: async () => ({
            Component: (await import('../features/pos/pages/pos-bill-page')).PosBillPage,
          }),
        },
        {
          // Cash drawer shifts (issue 28; decision 0510).
          path: 'drawer',
          lazy: async () => ({
            Component: (await import('../features/drawer/pages/pos-drawer-page')).PosDrawerPage,
          }),
        },
        // Issue 31: a bill kept on the device while offline, and the sync's changes to review.
        {
          path: 'offline/:localBillId',
          lazy: async () => ({
            Component: (await import('../features/pos/pages/pos-offline-bill-page')).PosOfflineBillPage,
          }),
        },
        {
          path: 'review',
          lazy: async () => ({
            Component: (await import('../features/pos/pages/pos-sync-review-page')).PosSyncReviewPage,
          }),
        },
      ],
    },
  ],
};
