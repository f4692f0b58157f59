import { isOnlinePaymentRequired, type OnlineSettings, type PaymentType } from '@rpos/domain';

/**
 * The pay types a restaurant offers at checkout (diner.md §2 "Checkout form"): card when it can take
 * cards online (`cardProvider`: its till provider when isTillPaymentEnabled, else the card provider,
 * as the server decides in the view's isCardPaymentEnabled), wechat when
 * isWechatOnlinePaymentEnabled, paypal when isPaypalEnabled, and pay at the counter unless the order
 * must be paid online: a food court order when foodCourtPaymentRequired, or a table that requires
 * payment (`tablePaysOnline`, the restaurant's paymentRequiredTableNumbers).
 */
export function availablePaymentTypes(
  settings: Pick<
    OnlineSettings,
    'isTillPaymentEnabled' | 'isWechatOnlinePaymentEnabled' | 'isPaypalEnabled'
  > & {
    foodCourtPaymentRequired?: boolean;
  },
  options: { cardProvider: boolean; kind?: string; tablePaysOnline?: boolean },
): PaymentType[] {
  const mustPayOnline = options.tablePaysOnline || isOnlinePaymentRequired(options.kind ?? '', settings);
  const types: PaymentType[] = mustPayOnline ? [] : ['payAtCounter'];
  if (options.cardProvider) types.push('card');
  if (settings.isWechatOnlinePaymentEnabled) types.push('wechat');
  if (settings.isPaypalEnabled) types.push('paypal');
  return types;
}

/**
 * Whether the restaurant takes cards online: the diner view's `isCardPaymentEnabled` (the server's
 * provider registry and the restaurant's provider accounts). When a view lacks the field (an older
 * server) cards are offered and placeOrder answers 'Online payment is not available yet for this
 * restaurant.' when they cannot be taken.
 */
export function hasCardProvider(restaurant: object): boolean {
  const flag = (restaurant as { isCardPaymentEnabled?: unknown }).isCardPaymentEnabled;
  return typeof flag === 'boolean' ? flag : true;
}

/** The checkout path: /tillCheckout/... when the till provider takes the cards (diner.md §2). */
export function checkoutPath(
  place: { menuId: string; tableId: string },
  settings: Pick<OnlineSettings, 'isTillPaymentEnabled'>,
): string {
  const screen = settings.isTillPaymentEnabled ? 'tillCheckout' : 'checkout';
  return `/${screen}/${encodeURIComponent(place.menuId)}/${encodeURIComponent(place.tableId)}`;
}
