import { BILLING_MESSAGES as M } from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { findRestaurantById } from '../restaurants/restaurants.repository';
import {
  completeCheckout,
  findCheckout,
  findSubscription,
  insertBillingEventOnce,
  upsertSubscription,
} from './billing.repository';
import { type BillingEvent, type BillingProvider, BillingWebhookError } from './billing-provider';

/** Applies one event in its transaction; answers a note when there was nothing to apply. */
async function applyEvent(
  deps: AppDeps,
  tx: DbOrTx,
  provider: BillingProvider,
  ev: BillingEvent,
): Promise<void> {
  const now = deps.now();
  if (ev.type === 'checkout.completed' && ev.checkoutSessionId) {
    const checkout = await findCheckout(tx, provider.name, ev.checkoutSessionId);
    if (checkout) await completeCheckout(tx, checkout.id, now);
    return;
  }
  const sub = ev.subscription;
  if (ev.type !== 'subscription.updated' || !sub) return;
  const existing = await findSubscription(tx, provider.name, sub.id);
  const restaurantId = existing?.restaurantId ?? sub.restaurantId;
  // A subscription of no restaurant of ours (made outside the product): stored as an event only.
  if (!restaurantId || !(await findRestaurantById(tx, restaurantId))) return;
  await upsertSubscription(tx, {
    id: existing?.id ?? newId(),
    restaurantId,
    provider: provider.name,
    providerSubscriptionId: sub.id,
    providerCustomerId: sub.customerId,
    status: sub.status,
    priceId: sub.priceId || existing?.priceId || '',
    productName: sub.productName ?? existing?.productName ?? '',
    amount: sub.amount ?? existing?.amount ?? 0,
    currency: sub.currency ?? existing?.currency ?? 'aud',
    interval: sub.interval ?? existing?.interval ?? 'month',
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    providerUpdatedAt: ev.occurredAt,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  });
}

/**
 * POST /billing/webhooks/{provider}: verified on the raw bytes (a bad signature answers 400 and
 * stores nothing), each event stored once by its id and applied in the same transaction; a newer
 * subscription state is never overwritten by an older event (decision 0230).
 */
export async function handleBillingWebhook(
  deps: AppDeps,
  provider: BillingProvider,
  providerName: string,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<void> {
  if (providerName !== provider.name) throw new AppError('NOT_FOUND', M.webhookInvalid);
  let events: BillingEvent[];
  try {
    events = await provider.parseWebhook(rawBody, headers);
  } catch (err) {
    if (err instanceof BillingWebhookError) throw new AppError('BAD_REQUEST', M.webhookInvalid);
    throw err;
  }
  for (const ev of events) {
    await deps.database.db.transaction(async (tx) => {
      const fresh = await insertBillingEventOnce(tx, {
        id: newId(),
        provider: provider.name,
        eventId: ev.eventId,
        type: ev.type,
        payload: JSON.parse(JSON.stringify(ev)) as Record<string, unknown>,
        receivedAt: deps.now(),
      });
      if (fresh) await applyEvent(deps, tx, provider, ev);
    });
  }
}
