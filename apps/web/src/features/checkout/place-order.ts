import type { CartItem, PlaceOrderResponse } from '@rpos/domain';
import { api } from '../../shared/api/api-client';
import { isApiError } from '../../shared/api/api-error';
import { reportError } from '../../shared/api/log-error';
import { i18n } from '../../shared/i18n/i18n';
import { completeCart } from '../cart/cart-store';
import { addOrderToHistory } from '../orders/order-history';
import { type NextStep, nextStepAfterPlaceOrder } from '../payments/next-step';

export interface PlaceOrderInput {
  menuId: string;
  tableId: string;
  restaurantId: string;
  orderNumber: string;
  items: CartItem[];
  user: Record<string, unknown>;
  order: Record<string, unknown>;
  verifyCode?: string | null;
  sid?: string | null;
}

export type PlaceOrderResult =
  | { ok: true; next: NextStep; reply: PlaceOrderResponse }
  | { ok: false; message: string };

/** The server's message on a 400 that names one, else the generic toast (diner.md §8). */
export function placeOrderErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 400) {
    const body = error.body as { message?: unknown } | null;
    if (body && typeof body.message === 'string' && body.message) return body.message;
  }
  return i18n.t('common.somethingWentWrong');
}

/**
 * POST /placeOrder with the 60 s checkout timeout. On success: the ordered-cart copy is kept, the cart
 * emptied (which clears the order number) and the order added to the local history. A failure is
 * logged with the payload and the response.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const payload = {
    user: input.user,
    order: { ...input.order, orderNumber: input.orderNumber, items: input.items, tableId: input.tableId },
    restaurant: { restaurantId: input.restaurantId },
    menuId: input.menuId,
    browser: typeof navigator !== 'undefined' ? navigator.userAgent.slice(0, 500) : null,
    verifyCode: input.verifyCode || null,
    sid: input.sid || null,
  };
  try {
    const reply = await api.post<PlaceOrderResponse>('/placeOrder', payload, {
      checkout: true,
      headers: { restaurantId: input.restaurantId, menuId: input.menuId },
    });
    completeCart(input.restaurantId);
    addOrderToHistory({
      restaurantId: input.restaurantId,
      reference: reply.reference ?? input.orderNumber,
      orderNumber: reply.orderNumber ?? input.orderNumber,
    });
    return {
      ok: true,
      reply,
      next: nextStepAfterPlaceOrder(reply, { menuId: input.menuId, tableId: input.tableId }),
    };
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
