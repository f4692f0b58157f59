import type { RouteObject } from 'react-router';

// The payment screens (diner.md §2, issue 4). Every page loads lazily. The list itself is patched in
// as children of the cart/checkout/order layout on the first navigation to one of them
// (app/routes.tsx), so it is not part of the diner menu's first download either.

type Pages = typeof import('./payment-pages');

const PAGES: [path: string, page: keyof Pages][] = [
  ['adyenPayment/:menuId/:tableId/:reference', 'CardPaymentPage'],
  ['tillPayment/:menuId/:tableId/:reference', 'TillPaymentPage'],
  ['obPayment', 'ObPaymentPage'],
  ['obSessionPayment', 'ObSessionPaymentPage'],
  ['obPaymentSuccess/:orderNumber', 'ObPaymentSuccessPage'],
  ['obPaymentError/:orderNumber', 'ObPaymentErrorPage'],
  ['paymentResult/success/:orderNumber?', 'PaymentResultSuccessPage'],
  ['paymentResult/failure/:orderNumber?', 'PaymentResultFailurePage'],
  ['paymentResult/:orderNumber?', 'PaymentResultSuccessPage'],
  ['h5WechatPay', 'H5WechatPayPage'],
  ['wechatPayment/:restaurantId/:tableId/:orderNumber/:orderNo', 'WalletStatusPage'],
  ['sandbox/challenge/:paymentId', 'SandboxChallengePage'],
  ['sandbox/pay/:paymentId', 'SandboxPayPage'],
];

export const paymentRoutes: RouteObject[] = PAGES.map(([path, page]) => ({
  path,
  lazy: async () => ({ Component: (await import('./payment-pages'))[page] }),
}));
