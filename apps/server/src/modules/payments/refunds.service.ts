import { isRefundAllowed, PAYMENT_MESSAGES, type RefundResponse, refundableAmount } from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { fingerprintOf, withIdempotency } from './idempotency';
import type { CallMeta } from './payment-context';
import { paymentContext } from './payment-context';
import { logPaymentFailure } from './payment-log';
import type { RefundOutcome } from './payment-provider';
import { paymentProviders } from './payment-registry';
import {
  addRefunded,
  findPayment,
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
 * Once per idempotency key. restaurantId: the acting staff's restaurant (null for a platform admin).
 */
export async function refundPayment(
  deps: AppDeps,
  input: {
    paymentId: string;
    restaurantId: string | null;
    amount?: number;
    reason?: string;
    idempotencyKey: string;
  },
  meta: CallMeta = {},
): Promise<RefundResponse> {
  const db = deps.database.db;
  const found = await findPayment(db, input.paymentId);
  if (!found || (input.restaurantId !== null && found.restaurantId !== input.restaurantId))
    throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  return withIdempotency(
    deps,
    {
      scope: `refund:${found.id}`,
      key: input.idempotencyKey,
      fingerprint: fingerprintOf(input.amount ?? 'full'),
    },
    async () => {
      const now = deps.now();
      // Reserve the amount on the locked row.
      const { refund, payment } = await db.transaction(async (tx) => {
        const p = await lockPayment(tx, found.id);
        if (p?.status !== 'authorised' || p.capturedAmount <= 0)
          throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.refundNotCaptured);
        const available = refundableAmount({ captured: p.capturedAmount, refunded: p.refundedAmount });
        const amount = input.amount ?? available;
        if (amount <= 0) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.refundNotCaptured);
        if (!isRefundAllowed(amount, { captured: p.capturedAmount, refunded: p.refundedAmount }))
          throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.refundTooLarge);
        const reserved = await addRefunded(tx, p.id, amount, now);
        const r = await insertRefund(tx, {
          id: newId(),
          paymentId: p.id,
          restaurantId: p.restaurantId,
          provider: p.provider,
          amount,
          currency: p.currency,
          status: 'pending',
          reason: input.reason ?? null,
          source: 'api',
          createdAt: now,
          updatedAt: now,
        });
        return { refund: r, payment: reserved };
      });

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
      if (outcome.status === 'succeeded') await markOrderRefundedIfFull(db, latest);
      return refundResponse(moved ?? (await findRefund(db, refund.id)) ?? refund, latest);
    },
  );
}
