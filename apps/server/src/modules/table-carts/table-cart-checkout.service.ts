import { randomUUID } from 'node:crypto';
import {
  linesForCheckout,
  ORDER_MESSAGES,
  orderNumberFromUuid,
  PlaceOrderRequest,
  type PlaceOrderResponse,
  TABLE_CART_MESSAGES,
  type TableCheckoutRequest,
} from '@rpos/domain';
import { AppError } from '../../platform/errors';
import { findOrderByNumber } from '../orders/orders.repository';
import { placeOrder } from '../orders/orders.service';
import { lineAsOrderItem } from './table-cart-view';
import { deleteCartLines, findCartLines, NO_CHECKOUT, touchCart } from './table-carts.repository';
import {
  dinerTagOf,
  lastOrderOf,
  lockTidyCart,
  publishTableCart,
  resolveTableCartScope,
  roundAfterOrder,
  roundAfterRefusal,
  type TableCartDeps,
} from './table-carts.service';
import { openTableRound } from './table-rounds.repository';

/**
 * POST /tableCart/checkout (decision 0552): one order from the table's cart.
 * 1. Claim: under the cart's row lock, refuse while another checkout runs (409) or when the table's
 *    cart changed since the diner looked (scope table, 409); note a new order number and the lines taken.
 * 2. Place: POST /placeOrder's own service with those lines (it prices them again, checks every rule,
 *    writes the order in one transaction, joins the table's bill and reaches the kitchen once).
 * 3. Settle: the claimed lines leave the cart and the cart remembers the order; a refused order only
 *    frees the claim. Every order of the cart joins the table's kitchen round (decision 0597): held from
 *    the kitchen until nothing is left to order (or the round's wait is over), then one docket. The order number is the idempotency key: a claim whose instance died is settled
 *    by the next change (its order found by number, or not).
 */
export async function checkoutTableCart(
  d: TableCartDeps,
  body: TableCheckoutRequest,
  clientId?: string,
): Promise<PlaceOrderResponse> {
  const scope = await resolveTableCartScope(d, body.menuId, body.tableId);
  const db = d.deps.database.db;
  const tag = dinerTagOf(body.dinerId);
  const now = d.deps.now();
  const claim = await db.transaction(async (tx) => {
    const cart = await lockTidyCart(tx, scope, now);
    if (cart.checkoutStartedAt)
      throw new AppError('CONFLICT', TABLE_CART_MESSAGES.checkoutInProgress, {
        reason: 'checkoutInProgress',
      });
    const lines = await findCartLines(tx, cart.id);
    if (body.scope === 'table' && cart.version !== body.version)
      throw new AppError('CONFLICT', TABLE_CART_MESSAGES.cartChanged, { reason: 'cartChanged' });
    const taken = linesForCheckout(lines, body.scope, tag);
    if (taken.length === 0)
      throw new AppError(
        'BAD_REQUEST',
        body.scope === 'table' ? ORDER_MESSAGES.emptyCart : TABLE_CART_MESSAGES.nothingToOrder,
      );
    const orderNumber = orderNumberFromUuid(randomUUID());
    // The table's kitchen round this order joins (decision 0597): held until the table is all ordered.
    const roundId = cart.roundId ?? (await openTableRound(tx, scope.ctx.row.id, cart.id, now));
    await touchCart(tx, cart.id, now, {
      roundId,
      checkoutStartedAt: now,
      checkoutNumber: orderNumber,
      checkoutScope: body.scope,
      checkoutNickname: body.nickname,
      checkoutLineIds: taken.map((l) => l.id),
    });
    return { cartId: cart.id, orderNumber, lines: taken, roundId };
  });
  await publishTableCart(d, scope);

  /** Settles the claim (if it is still this checkout's): with the order, the claimed lines go. */
  const settle = async (orderId: string | null) => {
    await db.transaction(async (tx) => {
      const cart = await lockTidyCart(tx, scope, d.deps.now());
      if (cart.checkoutNumber !== claim.orderNumber) return;
      if (orderId) {
        await deleteCartLines(tx, cart.id, cart.checkoutLineIds ?? []);
        await touchCart(tx, cart.id, d.deps.now(), {
          ...NO_CHECKOUT,
          ...lastOrderOf(cart, orderId, d.deps.now()),
          ...(await roundAfterOrder(tx, cart, d.deps.now())),
        });
      } else
        await touchCart(tx, cart.id, d.deps.now(), {
          ...NO_CHECKOUT,
          ...(await roundAfterRefusal(tx, cart)),
        });
    });
    await publishTableCart(d, scope);
  };

  let answer: PlaceOrderResponse;
  try {
    answer = await placeOrder(d.deps, d.contexts, {
      body: PlaceOrderRequest.parse({
        user: body.user,
        order: {
          orderNumber: claim.orderNumber,
          items: claim.lines.map(lineAsOrderItem),
          tableId: scope.table.tableNumber,
          type: 'local',
          pickupTimeType: 'now',
          paymentType: body.paymentType,
          notes: body.notes,
        },
        restaurant: { restaurantId: body.menuId },
        verifyCode: body.verifyCode,
        sid: body.sid,
        browser: body.browser,
        mobileModel: body.mobileModel,
      }),
      headers: {},
      clientId,
      realtime: d.realtime,
      tableRoundId: claim.roundId,
    });
  } catch (err) {
    // Refused (nothing written), or failed after the order was written (a payment provider down):
    // the lines go only with an order that exists.
    const placed = await findOrderByNumber(db, scope.ctx.row.id, claim.orderNumber);
    await settle(placed?.id ?? null);
    throw err;
  }
  await settle(answer.reference);
  return answer;
}
