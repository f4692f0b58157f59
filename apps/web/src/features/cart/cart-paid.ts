/**
 * The saved cart as stored, for the payment side of decision 88 (cart-payment.ts, and the thank-you
 * screen's completePaidCart). Works on local storage alone: importing cart-store.ts from the
 * thank-you screen would make the bundler split the diner menu's chunks further (a larger first
 * download). cart-store.ts reads any change on its next read (it compares the stored text).
 */
import { local } from '../../shared/api/storage';

/** cart-store.ts's cartKey and orderedCartKey (the thank-you and checkout tests check they agree). */
const key = (prefix: string, restaurantId: string) => `${prefix}${restaurantId.toLowerCase()}`;
export const storedCartKey = (restaurantId: string) => key('rpos.cart.', restaurantId);

/** The order placed with this cart whose online payment has not succeeded yet. */
export interface AwaitingPayment {
  /** The order id. */
  reference: string;
  orderNumber: string;
  /** The checkout details it was placed with: other details make another order. */
  fingerprint: string;
}

export interface StoredCart {
  items?: unknown;
  orderNumber?: unknown;
  awaitingPayment?: AwaitingPayment | null;
}

/** The saved cart's JSON (null when missing or unreadable), awaitingPayment kept only when well formed. */
export function readStoredCart(restaurantId: string): StoredCart | null {
  try {
    const saved = JSON.parse(local.get(storedCartKey(restaurantId)) ?? 'null') as StoredCart | null;
    if (!saved || typeof saved !== 'object') return null;
    const a = saved.awaitingPayment as Partial<AwaitingPayment> | null | undefined;
    const ok =
      a &&
      typeof a.reference === 'string' &&
      typeof a.orderNumber === 'string' &&
      typeof a.fingerprint === 'string';
    return { ...saved, awaitingPayment: ok ? (a as AwaitingPayment) : null };
  } catch {
    return null;
  }
}

/** The payment of `reference` (order id or number) succeeded: the cart awaiting it is done. */
export function completePaidCart(restaurantId: string, reference: string): void {
  const saved = readStoredCart(restaurantId);
  const awaiting = saved?.awaitingPayment;
  if (!awaiting || (awaiting.reference !== reference && awaiting.orderNumber !== reference)) return;
  // As completeCart: the ordered-cart copy kept, the cart emptied.
  local.set(
    key('rpos.orderedCart.', restaurantId),
    JSON.stringify({ savedAt: Date.now(), items: Array.isArray(saved.items) ? saved.items : [] }),
  );
  local.remove(storedCartKey(restaurantId));
}
