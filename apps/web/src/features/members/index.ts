// The diner's member feature (issue 17): joining, the remembered member, vouchers at checkout.
import { lazy } from 'react';

export { JoinMemberBanner } from './components/join-member-banner';
export type { ChosenVoucher } from './components/member-checkout-panel';
// Lazy: the checkout's member panel (and the voucher rules it brings) must not ride in with the menu,
// which imports this index for the banner.
export const MemberCheckoutPanel = lazy(() =>
  import('./components/member-checkout-panel').then((m) => ({ default: m.MemberCheckoutPanel })),
);
export { rememberMemberId } from './member-storage';
