import type { RouteObject } from 'react-router';

/**
 * The cart, checkout and order pages (diner.md §2), children of the order-pages layout in
 * routes.tsx: patched in by patched-routes.ts on the first navigation to one of them.
 */
export const orderRoutes: RouteObject[] = [
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
  // The table's shared cart and its checkout when the restaurant orders together (issue 32).
  {
    path: 'tableCart/:menuId/:tableId',
    lazy: async () => ({
      Component: (await import('../features/table-cart/pages/table-cart-page')).TableCartPage,
    }),
  },
  {
    path: 'tableCheckout/:menuId/:tableId',
    lazy: async () => ({
      Component: (await import('../features/table-cart/pages/table-checkout-page')).TableCheckoutPage,
    }),
  },
  {
    path: 'orderSuccess/:menuId/:tableId/:reference/:type?',
    lazy: async () => ({
      Component: (await import('../features/orders/pages/thank-you-page')).ThankYouPage,
    }),
  },
  {
    // Without a reference (no order yet) the summary shows its empty state.
    path: 'orderSuccessDetail/:menuId/:tableId/:reference?',
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
];
