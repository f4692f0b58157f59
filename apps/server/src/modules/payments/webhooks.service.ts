import { PAYMENT_MESSAGES, type PaymentProviderName } from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { CallMeta } from './payment-context';
import {
  type PaymentProvider,
  type WebhookEvent,
  type WebhookRequest,
  WebhookVerificationError,
} from './payment-provider';
import { paymentProviders } from './payment-registry';
import { applyPaymentUpdate, type PaymentUpdate } from './payment-state';
import {
  addRefunded,
  findPayment,
  findPaymentByProviderReference,
  findRefund,
  findRefundByProviderId,
  insertRefundOnce,
  moveRefund,
  type PaymentRow,
  type RefundRow,
} from './payments.repository';
import { onRefundSucceeded } from './refunds.service';
import {
  insertWebhookEventOnce,
  lockWebhookEvent,
  markWebhookEventProcessed,
  recordWebhookEventError,
} from './webhooks.repository';

const PAYMENT_UPDATES: Partial<Record<WebhookEvent['type'], PaymentUpdate['status']>> = {
  'payment.authorised': 'authorised',
  'payment.captured': 'authorised',
  'payment.pending': 'pending',
  'payment.refused': 'refused',
  'payment.cancelled': 'cancelled',
  'payment.error': 'error',
};

async function findEventPayment(
  db: DbOrTx,
  provider: PaymentProviderName,
  ev: WebhookEvent,
): Promise<PaymentRow | undefined> {
  if (ev.paymentId) {
    const byId = await findPayment(db, ev.paymentId);
    if (byId && byId.provider === provider) return byId;
  }
  if (ev.providerReference) return findPaymentByProviderReference(db, provider, ev.providerReference);
  return undefined;
}

/**
 * Applies one stored event (in the event row's transaction). Payment events move the payment
 * monotonically; refund events are keyed by our refund id or the provider's refund id, so a refund
 * counts once however often it is reported, and 'failed' is final (releases what was counted).
 * Answers a note stored with the event when there was nothing to apply.
 */
async function applyWebhookEvent(
  deps: AppDeps,
  tx: DbOrTx,
  provider: PaymentProviderName,
  ev: WebhookEvent,
): Promise<string | null> {
  if (ev.type === 'ignored') return null;
  const payment = await findEventPayment(tx, provider, ev);
  if (!payment) return 'unknown payment';
  const now = deps.now();
  const status = PAYMENT_UPDATES[ev.type];
  if (status) {
    await applyPaymentUpdate(deps, tx, payment.id, {
      status,
      providerReference: ev.providerReference ?? undefined,
      capturedAmount:
        status === 'authorised' && ev.amount !== undefined && !payment.isPreAuth ? ev.amount : undefined,
      ...(ev.type === 'payment.captured' ? { capturedAmount: ev.amount ?? payment.amount } : {}),
      card: ev.card,
      reason: ev.reason,
    });
    return null;
  }
  if (!ev.refund) return 'refund event without refund';
  const ours =
    (ev.refund.refundId ? await findRefund(tx, ev.refund.refundId) : undefined) ??
    (await findRefundByProviderId(tx, provider, ev.refund.providerRefundId));
  if (ev.type === 'refund.succeeded') {
    let settled: RefundRow | undefined;
    if (ours) {
      if (ours.paymentId !== payment.id) return 'refund of another payment';
      settled = await moveRefund(tx, ours.id, ['pending'], {
        status: 'succeeded',
        providerRefundId: ev.refund.providerRefundId,
        updatedAt: now,
      });
    } else {
      if (ev.amount === undefined || ev.amount <= 0) return 'refund without amount';
      const inserted = await insertRefundOnce(tx, {
        id: newId(),
        paymentId: payment.id,
        restaurantId: payment.restaurantId,
        provider,
        amount: ev.amount,
        currency: ev.currency ?? payment.currency,
        status: 'succeeded',
        providerRefundId: ev.refund.providerRefundId,
        source: 'webhook',
        createdAt: now,
        updatedAt: now,
      });
      if (inserted) await addRefunded(tx, payment.id, inserted.amount, now);
      settled = inserted;
    }
    const latest = await findPayment(tx, payment.id);
    if (latest && settled) await onRefundSucceeded(tx, latest, settled);
    return null;
  }
  // refund.failed
  if (ours) {
    const moved = await moveRefund(tx, ours.id, ['pending', 'succeeded'], {
      status: 'failed',
      providerRefundId: ev.refund.providerRefundId,
      failureReason: ev.reason?.slice(0, 300) ?? 'failed',
      updatedAt: now,
    });
    if (moved) await addRefunded(tx, payment.id, -moved.amount, now);
    return null;
  }
  await insertRefundOnce(tx, {
    id: newId(),
    paymentId: payment.id,
    restaurantId: payment.restaurantId,
    provider,
    amount: Math.max(1, ev.amount ?? 1),
    currency: ev.currency ?? payment.currency,
    status: 'failed',
    providerRefundId: ev.refund.providerRefundId,
    source: 'webhook',
    failureReason: ev.reason?.slice(0, 300) ?? 'failed',
    createdAt: now,
    updatedAt: now,
  });
  return null;
}

/** Processes a stored event once: the row lock makes a concurrent duplicate wait, then skip it. */
export async function processWebhookEvent(
  deps: AppDeps,
  provider: PaymentProviderName,
  eventId: string,
): Promise<void> {
  const db = deps.database.db;
  let rowId: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const row = await lockWebhookEvent(tx, provider, eventId);
      if (!row || row.processed) return;
      rowId = row.id;
      const note = await applyWebhookEvent(deps, tx, provider, row.event as unknown as WebhookEvent);
      await markWebhookEventProcessed(tx, row.id, deps.now(), note);
    });
  } catch (err) {
    if (rowId) await recordWebhookEventError(db, rowId, err instanceof Error ? err.message : String(err));
    throw err;
  }
}

/**
 * POST /payments/webhooks/{provider}: verifies the raw body with the provider, stores every event
 * (unique provider + event id) before anything else, then applies those not yet processed. Answers
 * the provider's acknowledgement. A bad signature answers 400 and stores nothing; a failure while
 * applying answers 500 so the provider delivers again (the stored event is then applied again).
 */
export async function handleWebhook(
  deps: AppDeps,
  providerName: string,
  request: WebhookRequest,
  meta: CallMeta = {},
): Promise<{ contentType: string; body: string }> {
  const registry = paymentProviders(deps);
  const provider: PaymentProvider | undefined = registry.list().find((p) => p.name === providerName);
  if (!provider) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.unknownProvider);
  let parsed: Awaited<ReturnType<PaymentProvider['parseWebhook']>>;
  try {
    parsed = await provider.parseWebhook(request);
  } catch (err) {
    if (err instanceof WebhookVerificationError) {
      meta.log?.warn({ provider: provider.name, reason: err.message }, 'payment webhook refused');
      throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.webhookInvalid);
    }
    throw err;
  }
  const db = deps.database.db;
  const rawBody = request.rawBody.toString('utf8');
  for (const ev of parsed.events) {
    await insertWebhookEventOnce(db, {
      id: newId(),
      provider: provider.name,
      eventId: ev.eventId,
      type: ev.type,
      rawBody,
      event: JSON.parse(JSON.stringify(ev)) as Record<string, unknown>,
      paymentId: ev.paymentId ?? null,
      receivedAt: deps.now(),
    });
  }
  for (const ev of parsed.events) await processWebhookEvent(deps, provider.name, ev.eventId);
  return parsed.acknowledgement ?? { contentType: 'application/json', body: '{"received":true}' };
}
