import { PAYMENT_DEFAULTS, type PaymentProviderName, type PaymentSummary } from '@rpos/domain';
import { session } from '../../shared/api/storage';

/**
 * What the card (and till) payment screen needs from the placeOrder answer. Kept in sessionStorage
 * per order (the tab's own, gone with it) so a reload of /adyenPayment/... still works; without it
 * (another tab, storage off) the screen rebuilds what it can from GET /payments/orders/{orderId}.
 */
export interface CardPaymentContext {
  /** The order id (the route's reference). */
  reference: string;
  orderNumber: string | null;
  /** The restaurant's url identifier the card calls send as restaurantId. */
  restaurantId: string;
  menuId: string;
  tableId: string;
  paymentId: string | null;
  provider: PaymentProviderName | null;
  /** 'sandbox' mounts the simulated drop-in; 'test' | 'live' the provider's. */
  environment: string | null;
  clientKey: string | null;
  paymentMethodResults: unknown;
  /** Dollars (the widget's amount is orderTotal × 100). */
  orderTotal: number | null;
  currency: string;
  locale: string;
  countryCode: string;
  shopperEmail: string | null;
  savedAt: number;
}

const KEY_PREFIX = 'rpos.cardPayment.';
/** A context older than this is not trusted (the order's payment will have moved on). */
export const CARD_CONTEXT_MAX_AGE_MS = 24 * 60 * 60_000;

const keyOf = (reference: string) => `${KEY_PREFIX}${reference}`;

export function saveCardPaymentContext(ctx: Omit<CardPaymentContext, 'savedAt'>, now = Date.now()): void {
  session.set(keyOf(ctx.reference), JSON.stringify({ ...ctx, savedAt: now }));
}

export function readCardPaymentContext(reference: string, now = Date.now()): CardPaymentContext | null {
  const raw = session.get(keyOf(reference));
  if (!raw) return null;
  try {
    const ctx = JSON.parse(raw) as CardPaymentContext;
    if (typeof ctx !== 'object' || ctx === null || ctx.reference !== reference) return null;
    if (typeof ctx.savedAt !== 'number' || now - ctx.savedAt > CARD_CONTEXT_MAX_AGE_MS) return null;
    return ctx;
  } catch {
    return null;
  }
}

export function clearCardPaymentContext(reference: string): void {
  session.remove(keyOf(reference));
}

/**
 * The context rebuilt from the order's latest payment (a reload with no saved context): enough for
 * the sandbox's simulated drop-in; a real provider's drop-in also needs the client key and payment
 * methods, which only placeOrder answers (the page then says the payment cannot continue here).
 */
export function contextFromSummary(
  summary: PaymentSummary,
  place: { reference: string; menuId: string; tableId: string },
): CardPaymentContext {
  return {
    reference: place.reference,
    orderNumber: summary.orderNumber,
    restaurantId: place.menuId,
    menuId: place.menuId,
    tableId: place.tableId,
    paymentId: summary.paymentId,
    provider: summary.provider,
    environment: summary.provider === 'sandbox' ? 'sandbox' : null,
    clientKey: null,
    paymentMethodResults: null,
    orderTotal: summary.amount / 100,
    currency: summary.currency || PAYMENT_DEFAULTS.currency,
    locale: PAYMENT_DEFAULTS.locale,
    countryCode: PAYMENT_DEFAULTS.countryCode,
    shopperEmail: null,
    savedAt: Date.now(),
  };
}
