// The diner's member feature (issue 17): joining, the remembered member, vouchers at checkout.
import { lazy } from 'react';

export { JoinMemberBanner } from './components/join-member-banner';
export type { ChosenVoucher } from './components/member-checkout-panel';

// Lazy: the checkout's member panel (and the voucher rules it brings) must not ride in with the menu,
// which imports this index for the banner.
const loadCheckoutPanel = () => import('./components/member-checkout-panel');
export const MemberCheckoutPanel = lazy(() =>
  loadCheckoutPanel().then((m) => ({ default: m.MemberCheckoutPanel })),
);
/** Starts the panel's download (the checkout page calls it as its code loads, so it never waits). */
export const preloadMemberCheckoutPanel = (): void => {
  void loadCheckoutPanel();
};
export { rememberMemberId } from './member-storage';
