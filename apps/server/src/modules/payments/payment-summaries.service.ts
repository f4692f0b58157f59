import { PAYMENT_MESSAGES, type PaymentSummary } from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import {
  findOrderByReference,
  findPayment,
  latestPaymentForOrder,
  type PaymentRow,
} from './payments.repository';

/** A payment as the diner's pages see it. */
export function toPaymentSummary(row: PaymentRow, orderNumber: string | null): PaymentSummary {
  return {
    paymentId: row.id,
    provider: row.provider,
    method: row.method,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    capturedAmount: row.capturedAmount,
    refundedAmount: row.refundedAmount,
    last4: row.last4,
    brand: row.brand,
    orderId: row.orderId,
    orderNumber,
    bookingId: row.bookingId,
    needsRefund: row.needsRefund,
    payUrl: row.payUrl,
  };
}

/** GET /payments/{paymentId}. */
export async function getPaymentSummary(deps: AppDeps, paymentId: string): Promise<PaymentSummary> {
  const db = deps.database.db;
  const row = await findPayment(db, paymentId);
  if (!row) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  const order = row.orderId ? await findOrderByReference(db, row.restaurantId, row.orderId) : undefined;
  return toPaymentSummary(row, order?.orderNumber ?? null);
}

/** GET /payments/orders/{orderId}: the order's latest payment attempt. */
export async function getOrderPaymentSummary(deps: AppDeps, orderId: string): Promise<PaymentSummary> {
  const db = deps.database.db;
  const row = await latestPaymentForOrder(db, orderId);
  if (!row) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  const order = await findOrderByReference(db, row.restaurantId, orderId);
  return toPaymentSummary(row, order?.orderNumber ?? null);
}
