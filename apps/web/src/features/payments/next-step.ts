import type { PlaceOrderPaymentFields } from '@rpos/domain';
import { paymentPaths, type TablePlace } from './payment-paths';

/** The POST /placeOrder answer as the client reads it (PlaceOrderResponse + PlaceOrderPaymentFields). */
export type PlaceOrderAnswer = {
  [K in keyof PlaceOrderPaymentFields]?: PlaceOrderPaymentFields[K] | null;
} & {
  orderNumber?: string | null;
  duplicate?: boolean | null;
};

/** Where the diner goes after placeOrder answered. */
export type NextStep =
  /** Leave for a provider's page (or a sandbox page of this site). */
  | { kind: 'redirect'; url: string }
  /** The card or till payment screen: the answer's widget settings go with it (card-payment-context). */
  | { kind: 'cardPayment'; to: string; screen: 'card' | 'till' }
  /** A hosted checkout known by its session (a Stripe connected account): its URL is asked for. */
  | { kind: 'hostedCheckout'; sessionId: string; stripeAccount: string | null; paymentId: string | null }
  /** A screen of the app (the thank-you screen). */
  | { kind: 'navigate'; to: string };

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * The next step after a successful POST /placeOrder, in the order of diner.md §4 "Placing an order":
 * paymentUrl → redirect; isAdyenPayment with paymentMethodResults → the card payment screen;
 * sessionId → the hosted card checkout; isTillPayment → the till payment screen; payUrl → redirect;
 * otherwise (a duplicate reply included) the thank-you screen. A duplicate that still carries
 * payment fields is the server answering the open payment again, so it goes to that payment.
 */
export function nextStepAfterPlaceOrder(answer: PlaceOrderAnswer, place: TablePlace): NextStep {
  const reference = answer.reference || answer.orderNumber || '';
  if (present(answer.paymentUrl)) return { kind: 'redirect', url: answer.paymentUrl };
  if (answer.isAdyenPayment && answer.paymentMethodResults != null)
    return { kind: 'cardPayment', screen: 'card', to: paymentPaths.card(place, reference) };
  if (present(answer.sessionId))
    return {
      kind: 'hostedCheckout',
      sessionId: answer.sessionId,
      stripeAccount: answer.stripeAccount ?? null,
      paymentId: answer.paymentId ?? null,
    };
  if (answer.isTillPayment)
    return { kind: 'cardPayment', screen: 'till', to: paymentPaths.till(place, reference) };
  if (present(answer.payUrl)) return { kind: 'redirect', url: answer.payUrl };
  return { kind: 'navigate', to: paymentPaths.success(place, reference) };
}
