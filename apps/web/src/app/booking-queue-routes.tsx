import type { RouteObject } from 'react-router';

/**
 * The diner's booking wizard, booking confirmation and walk-in queue (diner.md §2). Patched under the
 * root route by routes.tsx on the first navigation to one of them, so neither the table nor the pages
 * are part of the diner menu's first download. They share the diner layout (restaurant theme, footer).
 */
export const bookingQueueRoutes: RouteObject[] = [
  {
    lazy: async () => ({
      Component: (await import('./layouts/restaurant-themed-layout')).BookingQueueLayout,
    }),
    children: [
      {
        path: 'restaurantBooking/:restaurantId',
        lazy: async () => ({
          Component: (await import('../features/bookings/pages/booking-wizard-page')).BookingWizardPage,
        }),
      },
      {
        path: 'bookingSuccess/:restaurantId',
        lazy: async () => ({
          Component: (await import('../features/bookings/pages/booking-success-page')).BookingSuccessPage,
        }),
      },
      {
        path: 'queue/:restaurantId',
        lazy: async () => ({
          Component: (await import('../features/queue/pages/queue-page')).QueuePage,
        }),
      },
    ],
  },
];
