import { isRefundAllowed, PAYMENT_MESSAGES, type RefundResponse, refundableAmount } from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { findOrderById } from '../orders/orders.repository';
import { recordRefundOnBill } from '../transactions/bill-refunds';
import { fingerprintOf, withIdempotency } from './idempotency';
import type { CallMeta } from './payment-context';
import { paymentContext } from './payment-context';
import { logPaymentFailure } from './payment-log';
import type { RefundOutcome } from './payment-provider';
import { paymentProviders } from './payment-registry';
import {
  addRefunded,
  findPayment,
  findRecentRefund,
  findRefund,
  findSettlement,
  insertRefund,
  lockPayment,
  markOrderRefunded,
  moveRefund,
  type PaymentRow,
  type RefundRow,
} from './payments.repository';

/** After a refund succeeds: a payment that settled its order and is now refunded in full refunds the order. */
export async function markOrderRefundedIfFull(db: DbOrTx, payment: PaymentRow): Promise<void> {
  if (!payment.orderId || payment.capturedAmount <= 0 || payment.refundedAmount < payment.capturedAmount)
    return;
  if ((await findSettlement(db, payment.subjectKey)) !== payment.id) return;
  await markOrderRefunded(db, payment.orderId);
}

/**
 * Everything that follows a refund the moment it succeeds, whether asked for through us (here) or
 * reported by the provider's webhook (webhooks.service.ts), once per refund. What the bill and the
 * staff activities need is at hand: refund.amount, refund.requestedBy (the staff user, null when
 * made at the provider), payment.orderId, payment.provider, payment.restaurantId.
 */
export async function onRefundSucceeded(db: DbOrTx, payment: PaymentRow, refund: RefundRow): Promise<void> {
  await markOrderRefundedIfFull(db, payment);
  const order = payment.orderId ? await findOrderById(db, payment.restaurantId, payment.orderId) : undefined;
  if (order)
    await recordRefundOnBill(db, {
      orderId: order.id,
      orderNumber: order.orderNumber,
      amount: refund.amount,
      provider: payment.provider,
      requestedBy: refund.requestedBy,
      at: refund.updatedAt,
      // A second capture never counted on the bill: its history says so (decision 0390).
      duplicate: payment.needsRefund,
    });
}

/**
 * Refunds, in full and through its provider, a capture that arrived for a subject already paid (a
 * second attempt, a late webhook of an attempt taken over): once per payment whatever calls it,
 * recorded as an automatic refund (source 'auto') on the order (decision 0390).
 */
export async function refundDuplicateCapture(
  deps: AppDeps,
  paymentId: string,
  meta: CallMeta = {},
): Promise<RefundResponse | null> {
  // Called from inside a webhook's transaction too: the row lock waits for that commit.
  const payment = await deps.database.db.transaction((tx) => lockPayment(tx, paymentId));
  if (!payment?.needsRefund || payment.capturedAmount <= payment.refundedAmount) return null;
  return refundPayment(
    deps,
    {
      paymentId,
      restaurantId: null,
      reason: PAYMENT_MESSAGES.duplicateCaptureRefund,
      idempotencyKey: `duplicate-capture:${paymentId}`,
      requestedBy: null,
      source: 'auto',
    },
    meta,
  );
}

/**
 * Without an idempotency key, the same refund (payment, amount, staff user) asked again this soon is
 * the first one answered again: a double click of a client that sends no key refunds once.
 */
export const REFUND_REPEAT_WINDOW_MS = 10_000;

function refundResponse(refund: RefundRow, payment: PaymentRow): RefundResponse {
  return {
    refundId: refund.id,
    paymentId: payment.id,
    status: refund.status,
    amount: refund.amount,
    currency: refund.currency,
    refundedAmount: payment.refundedAmount,
    refundableAmount: refundableAmount({
      captured: payment.capturedAmount,
      refunded: payment.refundedAmount,
    }),
  };
}

/**
 * Refunds a captured payment, in full (no amount) or in part, with its provider. Never more than
 * captured minus refunded, also under concurrent requests: the amount is reserved on the locked
 * payment row (refundedAmount) before the provider is asked, and released if the refund fails.
 * Once per idempotency key; without one, once per REFUND_REPEAT_WINDOW_MS for the same payment, amount
 * and requestedBy. restaurantId: the acting staff's restaurant (null for a platform admin).
 */
export async function refundPayment(
  deps: AppDeps,
  input: {
    paymentId: string;
    restaurantId: string | null;
    amount?: number;
    reason?: string;
    idempotencyKey?: string;
    /** The staff user asking. */
    requestedBy?: string | null;
    /** 'auto': the refund of a duplicate capture, asked for by the server itself. */
    source?: 'api' | 'auto';
  },
  meta: CallMeta = {},
): Promise<RefundResponse> {
  const db = deps.database.db;
  const found = await findPayment(db, input.paymentId);
  if (!found || (input.restaurantId !== null && found.restaurantId !== input.restaurantId))
    throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  const run = async (): Promise<RefundResponse> => {
    const now = deps.now();
    // Reserve the amount on the locked row.
    type Reserved = { repeat: RefundResponse } | { refund: RefundRow; payment: PaymentRow };
    const reserved = await db.transaction(async (tx): Promise<Reserved> => {
      const p = await lockPayment(tx, found.id);
      if (p && !input.idempotencyKey && input.requestedBy) {
        const repeat = await findRecentRefund(tx, {
          paymentId: p.id,
          amount: input.amount,
          requestedBy: input.requestedBy,
          since: new Date(now.getTime() - REFUND_REPEAT_WINDOW_MS),
        });
        if (repeat) return { repeat: refundResponse(repeat, p) };
      }
      if (p?.status !== 'authorised' || p.capturedAmount <= 0)
        throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.refundNotCaptured);
      const available = refundableAmount({ captured: p.capturedAmount, refunded: p.refundedAmount });
      const amount = input.amount ?? available;
      if (amount <= 0) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.refundNotCaptured);
      if (!isRefundAllowed(amount, { captured: p.capturedAmount, refunded: p.refundedAmount }))
        throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.refundTooLarge);
      const held = await addRefunded(tx, p.id, amount, now);
      const r = await insertRefund(tx, {
        id: newId(),
        paymentId: p.id,
        restaurantId: p.restaurantId,
        provider: p.provider,
        amount,
        currency: p.currency,
        status: 'pending',
        reason: input.reason ?? null,
        source: input.source ?? 'api',
        requestedBy: input.requestedBy ?? null,
        createdAt: now,
        updatedAt: now,
      });
      return { refund: r, payment: held };
    });
    if ('repeat' in reserved) return reserved.repeat;
    const { refund, payment } = reserved;

    const provider = paymentProviders(deps).get(payment.provider);
    let outcome: RefundOutcome;
    try {
      outcome = await provider.refund(await paymentContext(deps, db, payment), {
        refundId: refund.id,
        amount: refund.amount,
        currency: refund.currency,
        idempotencyKey: `refund:${refund.id}`,
        reason: input.reason,
      });
    } catch (err) {
      outcome = { status: 'failed', reason: err instanceof Error ? err.message : 'provider error' };
    }

    if (outcome.status === 'failed') {
      const released = await db.transaction(async (tx) => {
        const moved = await moveRefund(tx, refund.id, ['pending'], {
          status: 'failed',
          failureReason: outcome.reason.slice(0, 300),
          ...(outcome.providerRefundId ? { providerRefundId: outcome.providerRefundId } : {}),
          updatedAt: deps.now(),
        });
        const p = moved ? await addRefunded(tx, payment.id, -refund.amount, deps.now()) : payment;
        return { refund: moved ?? refund, payment: p };
      });
      await logPaymentFailure(
        deps,
        {
          title: 'Refund failed',
          message: outcome.reason,
          details: {
            paymentId: payment.id,
            refundId: refund.id,
            amount: refund.amount,
            provider: provider.name,
          },
        },
        meta.log,
      );
      return refundResponse(released.refund, released.payment);
    }
    const moved = await moveRefund(db, refund.id, ['pending'], {
      status: outcome.status,
      providerRefundId: outcome.providerRefundId,
      updatedAt: deps.now(),
    });
    const latest = (await findPayment(db, payment.id)) ?? payment;
    if (outcome.status === 'succeeded' && moved) await onRefundSucceeded(db, latest, moved);
    return refundResponse(moved ?? (await findRefund(db, refund.id)) ?? refund, latest);
  };
  if (!input.idempotencyKey) return run();
  return withIdempotency(
    deps,
    {
      scope: `refund:${found.id}`,
      key: input.idempotencyKey,
      fingerprint: fingerprintOf(input.amount ?? 'full'),
    },
    run,
  );
}
