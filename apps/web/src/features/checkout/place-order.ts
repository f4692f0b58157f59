import type { CartItem, PlaceOrderResponse } from '@rpos/domain';
import { api } from '../../shared/api/api-client';
import { isApiError } from '../../shared/api/api-error';
import { reportError } from '../../shared/api/log-error';
import { i18n } from '../../shared/i18n/i18n';
import { holdCartForPayment, orderNumberForCheckout } from '../cart/cart-payment';
import { completeCart } from '../cart/cart-store';
import { dinerQrOf } from '../online/diner-storage';
import { addOrderToHistory } from '../orders/order-history';
import { type NextStep, nextStepAfterPlaceOrder } from '../payments/next-step';

export interface PlaceOrderInput {
  menuId: string;
  tableId: string;
  restaurantId: string;
  items: CartItem[];
  user: Record<string, unknown>;
  order: Record<string, unknown>;
  verifyCode?: string | null;
  sid?: string | null;
  /** The proven member and their chosen voucher (issue 17): the server works out the discount. */
  voucher?: { memberId: string; memberToken: string; voucherId: string | null } | null;
}

export type PlaceOrderResult =
  | { ok: true; next: NextStep; reply: PlaceOrderResponse }
  | { ok: false; message: string };

/**
 * The server's message on a 400 or 409 (the order number already placed with another voucher, or being
 * placed; decision 0361) that names one, else the generic toast (diner.md §8).
 */
export function placeOrderErrorMessage(error: unknown): string {
  if (isApiError(error) && (error.status === 400 || error.status === 409)) {
    const body = error.body as { message?: unknown } | null;
    if (body && typeof body.message === 'string' && body.message) return body.message;
  }
  return i18n.t('common.somethingWentWrong');
}

/** What makes two checkouts of one cart the same order (everything but the cart and its number). */
const checkoutFingerprint = (input: PlaceOrderInput): string =>
  JSON.stringify([
    input.menuId,
    input.tableId,
    input.user,
    input.order,
    input.verifyCode ?? null,
    input.voucher?.voucherId ?? null,
  ]);

/**
 * POST /placeOrder with the 60 s checkout timeout, numbered with the cart's order number. On success
 * the order goes into the local history; an order with nothing left to pay (pay at the counter, paid
 * already) empties the cart (keeping the ordered-cart copy), while one with an online payment to make
 * keeps the cart and its number until that payment succeeds: after a failed payment the diner retries
 * with the same cart, which pays the same order (decision 88). A failure is logged with the payload
 * and the response.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const fingerprint = checkoutFingerprint(input);
  const orderNumber = orderNumberForCheckout(input.restaurantId, fingerprint);
  const payload = {
    user: input.user,
    order: {
      ...input.order,
      orderNumber,
      items: input.items,
      tableId: input.tableId,
      // From the Online Menu code: its own switch decides (decision 0525).
      ...(dinerQrOf(input.menuId, input.tableId) ? { qr: 'onlineMenu' } : {}),
    },
    restaurant: { restaurantId: input.restaurantId },
    menuId: input.menuId,
    browser: typeof navigator !== 'undefined' ? navigator.userAgent.slice(0, 500) : null,
    verifyCode: input.verifyCode || null,
    sid: input.sid || null,
    ...(input.voucher
      ? {
          memberId: input.voucher.memberId,
          memberToken: input.voucher.memberToken,
          ...(input.voucher.voucherId ? { voucherId: input.voucher.voucherId } : {}),
        }
      : {}),
  };
  try {
    const reply = await api.post<PlaceOrderResponse>('/placeOrder', payload, {
      checkout: true,
      headers: { restaurantId: input.restaurantId, menuId: input.menuId },
    });
    const reference = reply.reference ?? orderNumber;
    const next = nextStepAfterPlaceOrder(reply, { menuId: input.menuId, tableId: input.tableId });
    if (next.kind === 'navigate') completeCart(input.restaurantId);
    else holdCartForPayment(input.restaurantId, { reference, orderNumber, fingerprint });
    addOrderToHistory({
      restaurantId: input.restaurantId,
      reference,
      orderNumber: reply.orderNumber ?? orderNumber,
    });
    return { ok: true, reply, next };
  } catch (error) {
    const message = placeOrderErrorMessage(error);
    void reportError({
      title: 'placeOrder failed',
      message: error instanceof Error ? error.message : String(error),
      details: { payload, response: isApiError(error) ? { status: error.status, body: error.body } : null },
      path: typeof window !== 'undefined' ? window.location.pathname : undefined,
    });
    return { ok: false, message };
  }
}
