import type { RouteObject } from 'react-router';

/**
 * Marketing (back-office.md §2.13): promotions and vouchers, for admins and the one configured account
 * (decision 0250); a child of the main layout in back-office-routes.tsx.
 */
export const marketingRoute: RouteObject = {
  lazy: async () => {
    const { RequireMarketing } = await import('./require-marketing');
    return { element: <RequireMarketing /> };
  },
  children: [
    {
      path: 'promotions',
      lazy: async () => ({
        Component: (await import('../features/promotions/pages/promotions-page')).PromotionsPage,
      }),
    },
    {
      path: 'promotions/:promotionId',
      lazy: async () => ({
        Component: (await import('../features/promotions/pages/promotion-redirect-page'))
          .PromotionRedirectPage,
      }),
    },
    {
      path: 'promotionTypes',
      lazy: async () => ({
        Component: (await import('../features/promotions/pages/promotion-types-page')).PromotionTypesPage,
      }),
    },
    {
      path: 'buyNFree/:promotionId?',
      lazy: async () => ({
        Component: (await import('../features/promotions/pages/promotion-form-page')).BuyNFreePage,
      }),
    },
    {
      path: 'newMemberPromotion/:promotionId?',
      lazy: async () => ({
        Component: (await import('../features/promotions/pages/promotion-form-page')).NewMemberPromotionPage,
      }),
    },
    {
      path: 'birthdayPromotion/:promotionId?',
      lazy: async () => ({
        Component: (await import('../features/promotions/pages/promotion-form-page')).BirthdayPromotionPage,
      }),
    },
    {
      path: 'vouchers',
      lazy: async () => ({
        Component: (await import('../features/promotions/pages/vouchers-page')).VouchersPage,
      }),
    },
    {
      path: 'newVoucher',
      lazy: async () => ({
        Component: (await import('../features/promotions/pages/new-voucher-page')).NewVoucherPage,
      }),
    },
  ],
};
