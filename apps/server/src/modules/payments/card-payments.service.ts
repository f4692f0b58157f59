import {
  type AdyenOBPaymentsRequest,
  type AdyenPaymentsRequest,
  type MakeAdyenAuthorizePaymentRequest,
  PAYMENT_DEFAULTS,
  PAYMENT_MESSAGES,
  type PaymentCallResponse,
  toMinorUnits,
} from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { findOrderByNumber } from '../orders/orders.repository';
import { fingerprintOf, withIdempotency } from './idempotency';
import { alreadyPaidError } from './payment-attempts';
import {
  type CallMeta,
  findDinerRestaurant,
  paymentContext,
  settingsOf,
  subjectKeyOf,
} from './payment-context';
import { logPaymentFailure } from './payment-log';
import type { PaymentOutcome, PaymentProvider } from './payment-provider';
import { paymentProviders } from './payment-registry';
import { callResponse } from './payment-results';
import { insertAttempt, insertOrderPayment } from './payment-start';
import { applyPaymentUpdate } from './payment-state';
import {
  claimCreatedPayment,
  findOrderByReference,
  listProviderAccounts,
  type OrderRow,
  type PaymentRow,
  type RestaurantRow,
} from './payments.repository';

/** The provider that takes the restaurant's card payments (the till's when it is on, unless not wanted). */
async function cardProvider(deps: AppDeps, restaurant: RestaurantRow, o: { withTill?: boolean } = {}) {
  const settings = settingsOf(restaurant);
  return paymentProviders(deps).resolve({
    paymentType: 'card',
    settings: o.withTill === false ? { ...settings, isTillPaymentEnabled: false } : settings,
    accounts: await listProviderAccounts(deps.database.db, restaurant.id),
  });
}

/** Submits the drop-in's stateData for a payment row and applies the outcome. */
async function submitToProvider(
  deps: AppDeps,
  provider: PaymentProvider,
  row: PaymentRow,
  input: {
    /** The card call's widget fields, as sent (the idempotency key is scoped to the restaurant here). */
    call: {
      stateData: Record<string, unknown>;
      browserInfo?: Record<string, unknown> | null;
      idempotencyKey: string;
    };
    restaurant: RestaurantRow;
    orderNumber?: string;
  },
  meta: CallMeta,
): Promise<{ row: PaymentRow; outcome: PaymentOutcome }> {
  const db = deps.database.db;
  if (!provider.submitPayment) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.orderNotPayable);
  const ctx = await paymentContext(deps, db, row, {
    restaurant: input.restaurant,
    orderNumber: input.orderNumber,
  });
  let outcome: PaymentOutcome;
  try {
    outcome = await provider.submitPayment(ctx, {
      stateData: input.call.stateData,
      browserInfo: input.call.browserInfo ?? null,
      idempotencyKey: `${input.restaurant.id}:${input.call.idempotencyKey}`,
      shopperIp: meta.ip,
      origin: meta.origin,
    });
  } catch (err) {
    const reason = err instanceof AppError ? err.message : 'provider error';
    await applyPaymentUpdate(deps, db, row.id, { status: 'error', reason });
    await logPaymentFailure(
      deps,
      {
        title: 'Payment submit failed',
        message: err instanceof Error ? err.message : String(err),
        details: { paymentId: row.id, provider: provider.name, method: row.method },
      },
      meta.log,
    );
    if (err instanceof AppError) throw err;
    outcome = { status: 'error', reason };
  }
  const applied = await applyPaymentUpdate(deps, db, row.id, outcome);
  if (outcome.status === 'refused' || outcome.status === 'error') {
    await logPaymentFailure(
      deps,
      {
        title: 'Payment not authorised',
        message: `${outcome.status}: ${outcome.reason ?? ''}`,
        details: {
          paymentId: row.id,
          provider: provider.name,
          method: row.method,
          resultCode: outcome.status,
        },
      },
      meta.log,
    );
  }
  if (applied.flaggedForRefund) {
    meta.log?.warn(
      { paymentId: row.id, subject: row.subjectKey },
      'second successful payment flagged for refund',
    );
  }
  return { row: applied.payment, outcome };
}

/** The order's payment row for a drop-in submit: the one placeOrder started, else a new one. */
async function attemptForOrder(
  deps: AppDeps,
  order: OrderRow,
  restaurant: RestaurantRow,
  provider: PaymentProvider,
  method: PaymentRow['method'],
): Promise<PaymentRow> {
  const db = deps.database.db;
  const claimed = await claimCreatedPayment(db, {
    orderId: order.id,
    provider: provider.name,
    method,
    now: deps.now(),
  });
  if (claimed) return claimed;
  // A second attempt while one is in flight is refused here, whatever its key (decision 0390).
  return insertOrderPayment(deps, { order, restaurant, provider, method, status: 'pending' });
}

/**
 * POST /adyenPayments and /adyenOBPayments: pays an order by card with the drop-in's stateData. Once
 * per idempotency key (20 concurrent submits with one key: one charge, twenty equal answers), and
 * once per order whatever the key: another attempt while one is in flight answers 409 "A payment for
 * this order is in progress", and once the order is paid 409 "This order is already paid".
 */
export async function payOrderByCard(
  deps: AppDeps,
  route: 'adyenPayments' | 'adyenOBPayments',
  body: AdyenPaymentsRequest | AdyenOBPaymentsRequest,
  meta: CallMeta = {},
): Promise<PaymentCallResponse> {
  const db = deps.database.db;
  const restaurant = await findDinerRestaurant(deps, body.restaurantId);
  const found = await findOrderByNumber(db, restaurant.id, body.orderNumber);
  if (!found) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.orderNotFound);
  return withIdempotency(
    deps,
    { scope: `${route}:${restaurant.id}`, key: body.idempotencyKey, fingerprint: fingerprintOf(found.id) },
    async () => {
      const order = (await findOrderByNumber(db, restaurant.id, body.orderNumber)) ?? found;
      // Another key for an order already paid charges nothing (decision 0390).
      if (order.paymentStatus !== 'unpaid') throw alreadyPaidError();
      if (order.paymentType !== 'card') throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.orderNotPayable);
      const sentTotal = route === 'adyenOBPayments' ? (body as AdyenOBPaymentsRequest).total : null;
      if (sentTotal != null && toMinorUnits(sentTotal) !== order.total)
        throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.amountMismatch);
      const { provider, method } = await cardProvider(deps, restaurant);
      const row = await attemptForOrder(deps, order, restaurant, provider, method);
      const { row: done, outcome } = await submitToProvider(
        deps,
        provider,
        row,
        { call: body, restaurant, orderNumber: order.orderNumber },
        meta,
      );
      return callResponse(done, outcome, order);
    },
  );
}

/**
 * POST /makeAdyenAuthorizePayment: a pre-authorisation (isPreAuth, the default) or a charge of a
 * reference. When the reference is one of the restaurant's orders (id or number) the amount is the
 * order's total; otherwise totalCent (else total × 100).
 */
export async function makeAuthorizePayment(
  deps: AppDeps,
  body: MakeAdyenAuthorizePaymentRequest,
  meta: CallMeta = {},
): Promise<PaymentCallResponse> {
  const db = deps.database.db;
  const restaurant = await findDinerRestaurant(deps, body.restaurantId);
  const order = await findOrderByReference(db, restaurant.id, body.reference);
  const isPreAuth = body.isPreAuth ?? true;
  const amount = order
    ? order.total
    : (body.totalCent ?? (body.total != null ? toMinorUnits(body.total) : 0));
  if (!Number.isInteger(amount) || amount <= 0)
    throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.amountMismatch);
  if (order && body.totalCent != null && body.totalCent !== order.total)
    throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.amountMismatch);
  return withIdempotency(
    deps,
    {
      scope: `makeAdyenAuthorizePayment:${restaurant.id}`,
      key: body.idempotencyKey,
      fingerprint: fingerprintOf(body.reference, amount, isPreAuth ? 'preauth' : 'charge'),
    },
    async () => {
      // A pre-authorisation is always the card provider's, never the till's.
      const { provider, method } = await cardProvider(deps, restaurant, { withTill: false });
      const subjectKey = isPreAuth
        ? subjectKeyOf({ kind: 'preauth', reference: order?.id ?? body.reference })
        : order
          ? subjectKeyOf({ kind: 'order', orderId: order.id, orderNumber: order.orderNumber })
          : subjectKeyOf({ kind: 'reference', reference: body.reference });
      const back = body.redirectUrl ?? '/';
      const row = await insertAttempt(deps, {
        id: newId(),
        restaurantId: restaurant.id,
        orderId: order?.id ?? null,
        subjectKey,
        provider: provider.name,
        method,
        status: 'pending',
        amount,
        currency: order?.currency ?? PAYMENT_DEFAULTS.currency,
        isPreAuth,
        returnUrls: { success: back, failure: back, cancel: back, action: back },
        shopperEmail: body.shopperEmail ?? null,
        createdAt: deps.now(),
        updatedAt: deps.now(),
      });
      const { row: done, outcome } = await submitToProvider(
        deps,
        provider,
        row,
        { call: body, restaurant, orderNumber: order?.orderNumber },
        meta,
      );
      return callResponse(done, outcome, order);
    },
  );
}
