// The diner's member feature (issue 17): joining, the remembered member, vouchers at checkout.
export { JoinMemberBanner } from './components/join-member-banner';
export { type ChosenVoucher, MemberCheckoutPanel } from './components/member-checkout-panel';
export { rememberMemberId } from './member-storage';
