// The diner's member feature (issue 17): joining, the remembered member, vouchers at checkout.
import { type ComponentProps, type ComponentType, createElement, lazy, useState } from 'react';

export { JoinMemberBanner } from './components/join-member-banner';
export type { ChosenVoucher } from './components/member-checkout-panel';

// Lazy: the checkout's member panel (and the voucher rules it brings) must not ride in with the menu,
// which imports this index for the banner.
type Panel = typeof import('./components/member-checkout-panel').MemberCheckoutPanel;
let loadedPanel: Panel | null = null;
const loadCheckoutPanel = () =>
  import('./components/member-checkout-panel').then((m) => {
    loadedPanel = m.MemberCheckoutPanel;
    return m;
  });
const LazyCheckoutPanel = lazy(() => loadCheckoutPanel().then((m) => ({ default: m.MemberCheckoutPanel })));

/**
 * The checkout's member panel: drawn at once when its code is already there (the server's renderer
 * loads it before rendering a checkout, decision 0608), else lazily. Chosen once per mount, so the
 * panel keeps its state when its code arrives.
 */
export function MemberCheckoutPanel(props: ComponentProps<Panel>) {
  const [Shown] = useState<ComponentType<ComponentProps<Panel>>>(() => loadedPanel ?? LazyCheckoutPanel);
  return createElement(Shown, props);
}
/** Starts the panel's download (the checkout page calls it as its code loads, so it never waits). */
export const preloadMemberCheckoutPanel = (): Promise<unknown> => loadCheckoutPanel();
export { rememberMemberId } from './member-storage';
