import type { RouteObject } from 'react-router';

/**
 * The payment-provider account page and capital (restaurant-config.md §2.6, back-office.md §2.11;
 * decisions 0325, 0332, 0335), children of the main layout in back-office-routes.tsx.
 */
export const payoutRoutes: RouteObject[] = [
  // §6: the transfer and payment-provider pages are for admins; /providerPayments is the sidebar's way in.
  {
    lazy: async () => {
      const { RequireRole } = await import('./require-role');
      return { element: <RequireRole roles={['admin']} /> };
    },
    children: ['adyenSettings', 'providerPayments'].map(
      (path): RouteObject => ({
        path,
        lazy: async () => ({
          Component: (await import('../features/payouts/pages/provider-account-page')).ProviderAccountPage,
        }),
      }),
    ),
  },
  // Capital: the configuring roles of the restaurant (the toolbar's Grant Offers shortcut).
  {
    lazy: async () => {
      const { RequireRole } = await import('./require-role');
      return { element: <RequireRole roles={['admin', 'restaurantAdmin', 'restaurantGroupAdmin']} /> };
    },
    children: [
      {
        path: 'grantOffers',
        lazy: async () => ({
          Component: (await import('../features/payouts/pages/grant-offers-page')).GrantOffersPage,
        }),
      },
      {
        path: 'capitalFaq',
        lazy: async () => ({
          Component: (await import('../features/payouts/pages/capital-faq-page')).CapitalFaqPage,
        }),
      },
    ],
  },
];
