import { type AdyenPaymentDetailsRequest, PAYMENT_MESSAGES, type PaymentCallResponse } from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { fingerprintOf, withIdempotency } from './idempotency';
import { type CallMeta, paymentContext } from './payment-context';
import { logPaymentFailure } from './payment-log';
import type { PaymentOutcome } from './payment-provider';
import { paymentProviders } from './payment-registry';
import { callResponse } from './payment-results';
import { applyPaymentUpdate } from './payment-state';
import { findOrderByReference, findPayment } from './payments.repository';

/**
 * POST /adyenPaymentDetails: continues a payment with an action's result (redirectResult after 3-D
 * Secure). The payment is found from the body's paymentId, from the details themselves (sandbox),
 * or from the card provider's answer. The same details twice answer the first result.
 */
export async function paymentDetails(
  deps: AppDeps,
  body: AdyenPaymentDetailsRequest,
  meta: CallMeta = {},
): Promise<PaymentCallResponse> {
  const db = deps.database.db;
  const registry = paymentProviders(deps);
  const details = body.payload.details as Record<string, unknown>;
  const detailsHash = fingerprintOf(JSON.stringify(details), body.payload.paymentData ?? '');
  const paymentId =
    body.paymentId ??
    registry
      .list()
      .map((p) => p.paymentIdFromDetails?.(details) ?? null)
      .find((id) => id !== null) ??
    null;
  return withIdempotency(
    deps,
    { scope: 'adyenPaymentDetails', key: body.idempotencyKey ?? detailsHash, fingerprint: detailsHash },
    async () => {
      let row = paymentId ? await findPayment(db, paymentId) : undefined;
      if (paymentId && !row) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
      const provider = row ? registry.get(row.provider) : registry.get(deps.config.payments.providers.card);
      const ctx = row ? await paymentContext(deps, db, row) : null;
      let outcome: PaymentOutcome & { paymentId?: string };
      try {
        outcome = await provider.continuePayment(ctx, {
          details,
          paymentData: body.payload.paymentData ?? null,
          idempotencyKey: detailsHash,
        });
      } catch (err) {
        await logPaymentFailure(
          deps,
          {
            title: 'Payment details failed',
            message: err instanceof Error ? err.message : String(err),
            details: { paymentId: row?.id ?? null, provider: provider.name },
          },
          meta.log,
        );
        if (err instanceof AppError) throw err;
        throw new AppError('INTERNAL', PAYMENT_MESSAGES.providerError);
      }
      if (!row && outcome.paymentId) row = await findPayment(db, outcome.paymentId);
      if (!row) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.invalidPaymentDetails);
      const applied = await applyPaymentUpdate(deps, db, row.id, outcome);
      if (outcome.status !== 'authorised' && outcome.status !== 'requiresAction') {
        await logPaymentFailure(
          deps,
          {
            title: 'Payment details not authorised',
            message: `${outcome.status}: ${'reason' in outcome ? (outcome.reason ?? '') : ''}`,
            details: { paymentId: row.id, provider: provider.name },
          },
          meta.log,
        );
      }
      const order = row.orderId ? await findOrderByReference(db, row.restaurantId, row.orderId) : undefined;
      return callResponse(applied.payment, outcome, order);
    },
  );
}
