import {
  BACK_OFFICE_ORDER_MESSAGES as M,
  type OnlinePaymentRefundRequest,
  type OnlinePaymentRefundResponse,
  type OrderPaymentKind,
  orderDateStrAt,
  type PaymentProviderName,
  paymentKindOf,
  type RefundStatus,
  refundRequestOf,
} from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { CallMeta } from '../payments/payment-context';
import { findOrderById, findPayment } from '../payments/payments.repository';
import { refundPayment } from '../payments/refunds.service';
import { findRestaurantById } from '../restaurants/restaurants.repository';
import {
  findOrderOfRestaurant,
  loadOrderBills,
  loadOrderPayments,
  type PaymentRow,
  staffNameOf,
} from './back-office-orders.repository';

/**
 * What a refund made from the back-office changed, for whoever records it elsewhere (the bill's
 * history, the staff activities, the reports): which order, payment and provider, how much, by whom.
 */
export interface OrderRefundRecord {
  restaurantId: string;
  orderId: string;
  orderNumber: string;
  /** The bill the order is on, when it is on one. */
  transactionId: string | null;
  paymentId: string;
  refundId: string;
  provider: PaymentProviderName;
  kind: OrderPaymentKind;
  /** Cents. */
  amount: number;
  currency: string;
  /** succeeded, or pending until the provider's webhook settles it (onRefundSucceeded then runs). */
  status: RefundStatus;
  userId: string;
  staffName: string | null;
  at: Date;
}

/**
 * A till refund names the order, not the payment: the till payment that paid it (else its latest).
 * An order of the restaurant without one (paid at the counter, or not paid) is refused with what to
 * do instead (409, decision 0456), not 'Order not found'.
 */
async function tillPaymentOf(deps: AppDeps, restaurantId: string, orderNumber: string) {
  const db = deps.database.db;
  const order = await findOrderOfRestaurant(db, restaurantId, orderNumber);
  if (!order) return undefined;
  const { payments, settling } = await loadOrderPayments(db, [order.id]);
  const tills = payments.filter((p) => p.method === 'till' && p.status === 'authorised');
  const till = tills.find((p) => settling.has(p.id)) ?? tills.at(-1);
  if (!till) throw new AppError('CONFLICT', M.noTillPayment);
  return till;
}

/**
 * POST /onlinePaymentRefund (decision 0156): the body's kind and amount (refundRequestOf, §8 texts),
 * then the payment of an order of the acting restaurant (404 otherwise, also for another restaurant's
 * payment), of the kind the body says, refunded through the payments layer: never more than
 * captured, once per idempotency key (or, without one, once per repeat window and user).
 */
export async function refundOrderPayment(
  deps: AppDeps,
  by: { restaurantId: string; userId: string },
  body: OnlinePaymentRefundRequest,
  meta: CallMeta = {},
): Promise<{ answer: OnlinePaymentRefundResponse; record: OrderRefundRecord }> {
  const parsed = refundRequestOf(body);
  if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.message);
  const target = parsed.target;
  const db = deps.database.db;

  let payment: PaymentRow | undefined;
  if (target.paymentId) payment = await findPayment(db, target.paymentId);
  else if (target.orderNumber) payment = await tillPaymentOf(deps, by.restaurantId, target.orderNumber);
  const order =
    payment?.orderId && payment.restaurantId === by.restaurantId
      ? await findOrderById(db, payment.orderId)
      : undefined;
  const restaurant = await findRestaurantById(db, by.restaurantId);
  if (
    !payment ||
    !order ||
    !restaurant ||
    order.restaurantId !== by.restaurantId ||
    (target.orderNumber && target.orderNumber !== order.orderNumber) ||
    (target.orderDate && target.orderDate !== orderDateStrAt(order.orderTime, restaurant.timezone))
  )
    throw new AppError('NOT_FOUND', M.orderNotFound);
  const kind = paymentKindOf(payment.provider, payment.method);
  if (kind !== target.kind) throw new AppError('BAD_REQUEST', M.refundFailed);

  const result = await refundPayment(
    deps,
    {
      paymentId: payment.id,
      restaurantId: by.restaurantId,
      amount: target.amount,
      reason: body.reason ?? undefined,
      idempotencyKey: body.idempotencyKey ?? undefined,
      requestedBy: by.userId,
    },
    meta,
  );
  // The provider refused: the refund is recorded as failed and its amount released.
  if (result.status === 'failed') throw new AppError('BAD_REQUEST', M.refundFailed);

  const bill = (await loadOrderBills(db, [order.id])).get(order.id);
  return {
    answer: {
      ...result,
      success: true,
      message: result.status === 'succeeded' ? M.refundSuccessful : M.refundRequested,
      orderId: order.id,
      orderNumber: order.orderNumber,
      kind,
      provider: payment.provider,
    },
    record: {
      restaurantId: by.restaurantId,
      orderId: order.id,
      orderNumber: order.orderNumber,
      transactionId: bill?.transactionId ?? null,
      paymentId: payment.id,
      refundId: result.refundId,
      provider: payment.provider,
      kind,
      amount: result.amount,
      currency: result.currency,
      status: result.status,
      userId: by.userId,
      staffName: await staffNameOf(db, by.userId),
      at: deps.now(),
    },
  };
}
