/**
 * A cart placed for an online payment (decision 88): it keeps its items and order number, marked
 * awaitingPayment in its saved JSON, until that payment succeeds (cart-paid.ts), so a retry pays the
 * same order. cart-store.ts does not know the mark (its reads drop it; any cart change, which makes a
 * new order number, writes the cart without it): the menu's first download stays as it was.
 */
import { local } from '../../shared/api/storage';
import { type AwaitingPayment, readStoredCart, storedCartKey } from './cart-paid';
import { ensureOrderNumber } from './cart-store';

/**
 * The order number to place the cart with. A cart awaiting the payment of an order placed with other
 * checkout details (another payment type, name, time...) gets a new number: that is another order.
 */
export function orderNumberForCheckout(restaurantId: string, fingerprint: string): string {
  const saved = readStoredCart(restaurantId);
  const awaiting = saved?.awaitingPayment;
  if (saved && awaiting && awaiting.orderNumber === saved.orderNumber && awaiting.fingerprint !== fingerprint)
    local.set(
      storedCartKey(restaurantId),
      JSON.stringify({ ...saved, orderNumber: null, awaitingPayment: null }),
    );
  return ensureOrderNumber(restaurantId);
}

/** Placed for an online payment: the cart and its number stay, marked, until the payment succeeds. */
export function holdCartForPayment(restaurantId: string, awaiting: AwaitingPayment): void {
  const saved = readStoredCart(restaurantId);
  if (saved?.orderNumber !== awaiting.orderNumber) return;
  local.set(storedCartKey(restaurantId), JSON.stringify({ ...saved, awaitingPayment: awaiting }));
}
