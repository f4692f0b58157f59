import type { RouteObject } from 'react-router';

/**
 * The restaurants, groups and subscriptions screens (back-office.md §2.11, restaurant-config.md §2.7;
 * decision 0234), children of the main layout in back-office-routes.tsx.
 */
export const merchantRoutes: RouteObject[] = [
  // Restaurants and groups (back-office.md §2.11): the list for the roles whose sidebar shows it,
  // a restaurant's page for those who configure it (saving is admin's), new ones for admin.
  {
    lazy: async () => {
      const { RequireRole } = await import('./require-role');
      return { element: <RequireRole roles={['admin', 'restaurantGroupAdmin', 'menuAdmin']} /> };
    },
    children: [
      {
        path: 'restaurants',
        lazy: async () => ({
          Component: (await import('../features/restaurants/pages/restaurants-page')).RestaurantsPage,
        }),
      },
    ],
  },
  {
    lazy: async () => {
      const { RequireRole } = await import('./require-role');
      return {
        element: <RequireRole roles={['admin', 'restaurantGroupAdmin', 'menuAdmin', 'restaurantAdmin']} />,
      };
    },
    children: [
      {
        path: 'restaurant/:restaurantId',
        lazy: async () => {
          const { MerchantPage } = await import('../features/restaurants/pages/merchant-page');
          return { element: <MerchantPage kind="restaurant" /> };
        },
      },
      {
        path: 'restaurantGroup/:restaurantId',
        lazy: async () => {
          const { MerchantPage } = await import('../features/restaurants/pages/merchant-page');
          return { element: <MerchantPage kind="restaurantGroup" /> };
        },
      },
    ],
  },
  {
    lazy: async () => {
      const { RequireRole } = await import('./require-role');
      return { element: <RequireRole roles={['admin']} /> };
    },
    children: [
      {
        path: 'restaurant',
        lazy: async () => {
          const { MerchantPage } = await import('../features/restaurants/pages/merchant-page');
          return { element: <MerchantPage kind="restaurant" /> };
        },
      },
      {
        path: 'restaurantGroup',
        lazy: async () => {
          const { MerchantPage } = await import('../features/restaurants/pages/merchant-page');
          return { element: <MerchantPage kind="restaurantGroup" /> };
        },
      },
    ],
  },
  // Subscriptions (back-office.md §2.11, restaurant-config.md §2.7): admin's list, a restaurant's own.
  {
    lazy: async () => {
      const { RequireRole } = await import('./require-role');
      return { element: <RequireRole roles={['admin', 'restaurantAdmin', 'restaurantGroupAdmin']} /> };
    },
    children: [
      ...['subscriptionList', 'subscriptions'].map(
        (path): RouteObject => ({
          path,
          lazy: async () => ({
            Component: (await import('../features/billing/pages/subscriptions-page')).SubscriptionsPage,
          }),
        }),
      ),
      {
        path: 'prices',
        lazy: async () => ({
          Component: (await import('../features/billing/pages/prices-page')).PricesPage,
        }),
      },
    ],
  },
];

// The sandbox's subscription checkout (decision 0231): a provider's page, so no back-office chrome.
export const sandboxSubscribeRoute: RouteObject = {
  lazy: async () => ({ Component: (await import('./layouts/minimal-layout')).MinimalLayout }),
  children: [
    {
      path: 'sandbox/subscribe/:sessionId',
      lazy: async () => ({
        Component: (await import('../features/billing/pages/sandbox-subscribe-page')).SandboxSubscribePage,
      }),
    },
  ],
};
