import { PAYMENT_DEFAULTS, PAYMENT_MESSAGES } from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { openAttempt } from './payment-attempts';
import { type CallMeta, orderReturnPaths, paymentContext, subjectKeyOf } from './payment-context';
import { logPaymentFailure } from './payment-log';
import type { PaymentProvider, StartResult } from './payment-provider';
import { paymentProviders } from './payment-registry';
import { applyPaymentUpdate } from './payment-state';
import {
  type NewPaymentRow,
  type OrderRow,
  type PaymentRow,
  type RestaurantRow,
  updatePayment,
} from './payments.repository';

/** Asks the provider to cancel an attempt taken over by a new one (best effort: a late capture is refunded). */
async function cancelSuperseded(deps: AppDeps, old: PaymentRow): Promise<void> {
  const provider = paymentProviders(deps).get(old.provider);
  if (!provider.cancelPayment) return;
  await provider.cancelPayment(await paymentContext(deps, deps.database.db, old));
}

/**
 * A new attempt of its subject (decision 0390): refused while another is in flight or once the
 * subject is paid; an attempt quiet past its lease is cancelled at its provider and taken over.
 */
export function insertAttempt(deps: AppDeps, row: NewPaymentRow): Promise<PaymentRow> {
  return openAttempt(deps, row, (old) => cancelSuperseded(deps, old));
}

/**
 * A new payment row for an order: its subject, the order's amount and currency, and the return paths
 * of its table (or the one the diner came from).
 */
export function insertOrderPayment(
  deps: AppDeps,
  input: {
    order: OrderRow;
    restaurant: RestaurantRow;
    provider: PaymentProvider;
    method: PaymentRow['method'];
    status?: PaymentRow['status'];
    menuId?: string;
    tableId?: string;
  },
): Promise<PaymentRow> {
  const { order, restaurant, method } = input;
  const id = newId();
  return insertAttempt(deps, {
    id,
    restaurantId: restaurant.id,
    orderId: order.id,
    subjectKey: subjectKeyOf({ kind: 'order', orderId: order.id, orderNumber: order.orderNumber }),
    provider: input.provider.name,
    method,
    ...(input.status ? { status: input.status } : {}),
    amount: order.total,
    currency: order.currency || PAYMENT_DEFAULTS.currency,
    returnUrls: orderReturnPaths(
      {
        orderId: order.id,
        orderNumber: order.orderNumber,
        menuId: input.menuId ?? order.menuId,
        tableId: input.tableId ?? order.tableId,
        restaurantKey: restaurant.urlIdentifier,
      },
      method,
      id,
    ),
    shopperEmail: order.customerEmail,
    createdAt: deps.now(),
    updatedAt: deps.now(),
  });
}

/** The start result kept on the row (no secrets): placeOrder retries answer it again. */
export function storedStart(start: StartResult): Record<string, unknown> {
  const { providerData: _pd, providerReference: _pr, ...rest } = start;
  return rest;
}

/** Starts a payment row with its provider; marks it error (and throws) when the provider fails. */
export async function startWithProvider(
  deps: AppDeps,
  provider: PaymentProvider,
  row: PaymentRow,
  known: { restaurant: RestaurantRow; orderNumber?: string },
  meta: CallMeta,
): Promise<{ row: PaymentRow; start: StartResult }> {
  const db = deps.database.db;
  const ctx = await paymentContext(deps, db, row, known);
  let start: StartResult;
  try {
    start = await provider.startPayment(ctx);
  } catch (err) {
    await applyPaymentUpdate(deps, db, row.id, { status: 'error', reason: 'start failed' });
    await logPaymentFailure(
      deps,
      {
        title: 'Payment start failed',
        message: err instanceof Error ? err.message : String(err),
        details: { paymentId: row.id, provider: provider.name, method: row.method },
      },
      meta.log,
    );
    if (err instanceof AppError) throw err;
    throw new AppError('INTERNAL', PAYMENT_MESSAGES.providerError);
  }
  const payUrl = start.kind === 'redirect' ? start.url : start.kind === 'wallet' ? start.payUrl : null;
  const updated = await updatePayment(db, row.id, {
    providerReference: start.providerReference ?? row.providerReference,
    providerData: { ...row.providerData, ...(start.providerData ?? {}), start: storedStart(start) },
    payUrl,
    updatedAt: deps.now(),
  });
  return { row: updated, start };
}
