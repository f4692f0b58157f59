import { PAYMENT_DEFAULTS, type PlaceOrderPaymentFields } from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { type CallMeta, OPEN_PAYMENT_STATUSES, settingsOf } from './payment-context';
import type { StartResult } from './payment-provider';
import { paymentProviders } from './payment-registry';
import { insertOrderPayment, startWithProvider } from './payment-start';
import {
  latestPaymentForOrder,
  listProviderAccounts,
  markOrderPaid,
  type OrderRow,
  type PaymentRow,
  type RestaurantRow,
} from './payments.repository';

/**
 * Throws the AppError placeOrder should answer when a restaurant cannot take this payment type online
 * (method switched off, no provider account): call it before writing the order. Pay at counter passes.
 */
export async function checkOnlinePaymentAvailable(
  deps: AppDeps,
  restaurant: RestaurantRow,
  paymentType: OrderRow['paymentType'],
): Promise<void> {
  if (paymentType === 'payAtCounter') return;
  paymentProviders(deps).resolve({
    paymentType,
    settings: settingsOf(restaurant),
    accounts: await listProviderAccounts(deps.database.db, restaurant.id),
  });
}

function startFields(
  row: PaymentRow,
  start: StartResult,
  base: PlaceOrderPaymentFields,
): PlaceOrderPaymentFields {
  const fields: PlaceOrderPaymentFields = { ...base, paymentId: row.id, paymentProvider: row.provider };
  if (row.method === 'till') {
    fields.isTillPayment = true;
    if (start.kind === 'dropIn') {
      fields.paymentMethodResults = start.paymentMethodResults;
      fields.clientKey = start.clientKey;
      fields.environment = start.environment;
    }
    return fields;
  }
  switch (start.kind) {
    case 'dropIn':
      return {
        ...fields,
        isAdyenPayment: true,
        paymentMethodResults: start.paymentMethodResults,
        clientKey: start.clientKey,
        environment: start.environment,
      };
    case 'redirect':
      if (start.sessionId && start.stripeAccount)
        return { ...fields, sessionId: start.sessionId, stripeAccount: start.stripeAccount };
      return { ...fields, paymentUrl: start.url, ...(start.sessionId ? { sessionId: start.sessionId } : {}) };
    case 'wallet':
      return { ...fields, payUrl: start.payUrl };
  }
}

/**
 * Starts the online payment of an order just placed (called by placeOrder after the order is
 * written with status pendingPayment) and answers the payment fields of the placeOrder reply:
 * card → isAdyenPayment + paymentMethodResults/clientKey/environment (sandbox: environment
 * 'sandbox'), or sessionId + stripeAccount (Stripe), till → isTillPayment, wechat → payUrl,
 * paypal → paymentUrl. Pay at counter, a paid order or a zero total answer {} (the success screen).
 * A retry for the same order answers the open attempt again (no second session).
 * menuId/tableId are the diner URL's (default: the order's).
 */
export async function startOrderPayment(
  deps: AppDeps,
  input: { order: OrderRow; restaurant: RestaurantRow; menuId?: string; tableId?: string },
  meta: CallMeta = {},
): Promise<PlaceOrderPaymentFields> {
  const { order, restaurant } = input;
  const db = deps.database.db;
  if (order.paymentType === 'payAtCounter' || order.paymentStatus !== 'unpaid') return {};
  if (order.total <= 0) {
    await markOrderPaid(db, order.id);
    return {};
  }
  const registry = paymentProviders(deps);
  const accounts = await listProviderAccounts(db, restaurant.id);
  const { provider, method } = registry.resolve({
    paymentType: order.paymentType,
    settings: settingsOf(restaurant),
    accounts,
  });
  const base: PlaceOrderPaymentFields = {
    reference: order.id,
    orderTotal: order.total / 100,
    currency: order.currency || PAYMENT_DEFAULTS.currency,
    locale: PAYMENT_DEFAULTS.locale,
    countryCode: PAYMENT_DEFAULTS.countryCode,
  };
  const openAnswer = async (): Promise<PlaceOrderPaymentFields | null> => {
    const existing = await latestPaymentForOrder(db, order.id);
    if (
      existing &&
      existing.provider === provider.name &&
      existing.method === method &&
      OPEN_PAYMENT_STATUSES.includes(existing.status) &&
      existing.providerData.start
    )
      return startFields(existing, existing.providerData.start as StartResult, base);
    return null;
  };
  const open = await openAnswer();
  if (open) return open;
  let row: PaymentRow;
  try {
    row = await insertOrderPayment(deps, {
      order,
      restaurant,
      provider,
      method,
      menuId: input.menuId,
      tableId: input.tableId,
    });
  } catch (err) {
    // A concurrent retry started the attempt a moment ago: answer it once it has its start.
    if (!(err instanceof AppError && err.extra.reason === 'paymentInProgress')) throw err;
    for (let i = 0; i < 50; i++) {
      const again = await openAnswer();
      if (again) return again;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw err;
  }
  const started = await startWithProvider(
    deps,
    provider,
    row,
    { restaurant, orderNumber: order.orderNumber },
    meta,
  );
  return startFields(started.row, started.start, base);
}
