import {
  type AdyenOBPaymentsRequest,
  type AdyenPaymentDetailsRequest,
  type AdyenPaymentsRequest,
  type MakeAdyenAuthorizePaymentRequest,
  PAYMENT_DEFAULTS,
  PAYMENT_MESSAGES,
  type PaymentCallResponse,
  type PaymentResultCode,
  type PaymentSummary,
  type PlaceOrderPaymentFields,
  toMinorUnits,
  type WalletOrderStatus,
} from '@rpos/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { findOrderByNumber } from '../orders/orders.repository';
import { findRestaurantById, findRestaurantByUrlIdentifier } from '../restaurants/restaurants.repository';
import { fingerprintOf, withIdempotency } from './idempotency';
import { orderReturnPaths, paymentContext, settingsOf, subjectKeyOf } from './payment-context';
import { logPaymentFailure } from './payment-log';
import type { PaymentOutcome, PaymentProvider, PaymentReturnUrls, StartResult } from './payment-provider';
import { paymentProviders } from './payment-registry';
import { applyPaymentUpdate } from './payment-state';
import {
  claimCreatedPayment,
  findOrderByReference,
  findPayment,
  findSettlement,
  insertPayment,
  latestPaymentForOrder,
  listProviderAccounts,
  markOrderPaid,
  type OrderRow,
  type PaymentRow,
  type RestaurantRow,
  updatePayment,
} from './payments.repository';

/** Who is calling, for logs and 3-D Secure. */
export interface CallMeta {
  log?: FastifyBaseLogger;
  ip?: string;
  origin?: string;
}

const OPEN: PaymentRow['status'][] = ['created', 'pending', 'requiresAction'];

/** A diner-side restaurantId: the url identifier (or, for app payloads, the restaurant id). */
export async function findDinerRestaurant(deps: AppDeps, restaurantId: string): Promise<RestaurantRow> {
  const db = deps.database.db;
  const r =
    (await findRestaurantByUrlIdentifier(db, restaurantId)) ?? (await findRestaurantById(db, restaurantId));
  if (r?.type !== 'restaurant') throw new AppError('NOT_FOUND', 'Restaurant not found');
  return r;
}

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

/** The start result kept on the row (no secrets): placeOrder retries answer it again. */
function storedStart(start: StartResult): Record<string, unknown> {
  const { providerData: _pd, providerReference: _pr, ...rest } = start;
  return rest;
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

/** Starts a payment row with its provider; marks it error (and throws) when the provider fails. */
async function startWithProvider(
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
  const existing = await latestPaymentForOrder(db, order.id);
  if (
    existing &&
    existing.provider === provider.name &&
    existing.method === method &&
    OPEN.includes(existing.status) &&
    existing.providerData.start
  ) {
    return startFields(existing, existing.providerData.start as StartResult, base);
  }
  const id = newId();
  const returnUrls = orderReturnPaths(
    {
      orderId: order.id,
      orderNumber: order.orderNumber,
      menuId: input.menuId ?? order.menuId,
      tableId: input.tableId ?? order.tableId,
      restaurantKey: restaurant.urlIdentifier,
    },
    method,
    id,
  );
  const row = await insertPayment(db, {
    id,
    restaurantId: restaurant.id,
    orderId: order.id,
    subjectKey: subjectKeyOf({ kind: 'order', orderId: order.id, orderNumber: order.orderNumber }),
    provider: provider.name,
    method,
    amount: order.total,
    currency: base.currency!,
    returnUrls,
    shopperEmail: order.customerEmail,
    createdAt: deps.now(),
    updatedAt: deps.now(),
  });
  const started = await startWithProvider(
    deps,
    provider,
    row,
    { restaurant, orderNumber: order.orderNumber },
    meta,
  );
  return startFields(started.row, started.start, base);
}

/**
 * Starts a booking's deposit with the card provider (hosted checkout): answers sessionId +
 * stripeAccount + paymentUrl (the Checkout page) for Stripe, or paymentUrl (+ sessionId) for the
 * sandbox's hosted checkout.
 * amount in minor units; returnPaths are paths of our site (booking confirmation, booking page).
 */
export async function startBookingDepositPayment(
  deps: AppDeps,
  input: {
    restaurant: RestaurantRow;
    bookingId: string;
    amount: number;
    currency?: string;
    shopperEmail?: string | null;
    returnPaths: Omit<PaymentReturnUrls, 'action'>;
  },
  meta: CallMeta = {},
): Promise<{ paymentId: string; sessionId?: string; stripeAccount?: string; paymentUrl?: string }> {
  const db = deps.database.db;
  const registry = paymentProviders(deps);
  const accounts = await listProviderAccounts(db, input.restaurant.id);
  const settings = { ...settingsOf(input.restaurant), isTillPaymentEnabled: false };
  const { provider, method } = registry.resolve({ paymentType: 'card', settings, accounts });
  const row = await insertPayment(db, {
    id: newId(),
    restaurantId: input.restaurant.id,
    bookingId: input.bookingId,
    subjectKey: subjectKeyOf({ kind: 'booking', bookingId: input.bookingId }),
    provider: provider.name,
    method,
    amount: input.amount,
    currency: input.currency ?? PAYMENT_DEFAULTS.currency,
    returnUrls: { ...input.returnPaths, action: input.returnPaths.failure },
    shopperEmail: input.shopperEmail ?? null,
    createdAt: deps.now(),
    updatedAt: deps.now(),
  });
  const { row: started, start } = await startWithProvider(
    deps,
    provider,
    row,
    { restaurant: input.restaurant },
    meta,
  );
  if (start.kind === 'redirect') {
    // The checkout URL goes with the session: the diner's page has no provider script to open it by id.
    if (start.sessionId && start.stripeAccount)
      return {
        paymentId: started.id,
        sessionId: start.sessionId,
        stripeAccount: start.stripeAccount,
        paymentUrl: start.url,
      };
    return {
      paymentId: started.id,
      paymentUrl: start.url,
      ...(start.sessionId ? { sessionId: start.sessionId } : {}),
    };
  }
  if (start.kind === 'wallet') return { paymentId: started.id, paymentUrl: start.payUrl };
  throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.orderNotPayable);
}

/** The resultCode the web app reads, from the row's status and the provider's last answer. */
function resultCodeOf(row: PaymentRow, outcome: PaymentOutcome | null): PaymentResultCode {
  if (row.status === 'authorised') return 'Authorised';
  const status = outcome?.status ?? row.status;
  switch (status) {
    case 'requiresAction': {
      const type = outcome?.status === 'requiresAction' ? outcome.action.type : '';
      if (type === 'threeDS2' || type === 'threeDS2Challenge') return 'ChallengeShopper';
      if (type === 'qrCode' || type === 'await' || type === 'voucher') return 'PresentToShopper';
      return 'RedirectShopper';
    }
    case 'refused':
      return 'Refused';
    case 'cancelled':
      return 'Cancelled';
    case 'error':
      return 'Error';
    case 'authorised':
      return 'Authorised';
    default:
      return 'Pending';
  }
}

function callResponse(
  row: PaymentRow,
  outcome: PaymentOutcome | null,
  order?: OrderRow,
): PaymentCallResponse {
  const resultCode = resultCodeOf(row, outcome);
  const res: PaymentCallResponse = { resultCode, paymentId: row.id };
  if (outcome?.status === 'requiresAction' && row.status === 'requiresAction') res.action = outcome.action;
  if (row.providerReference) res.pspReference = row.providerReference;
  if (resultCode === 'Refused' || resultCode === 'Error' || resultCode === 'Cancelled')
    res.refusalReason = row.failureReason ?? undefined;
  if (order) {
    res.orderNumber = order.orderNumber;
    res.reference = order.id;
  }
  return res;
}

/** Submits the drop-in's stateData for a payment row and applies the outcome. */
/** The provider that takes the restaurant's card payments (the till's when it is on, unless not wanted). */
async function cardProvider(deps: AppDeps, restaurant: RestaurantRow, o: { withTill?: boolean } = {}) {
  const settings = settingsOf(restaurant);
  return paymentProviders(deps).resolve({
    paymentType: 'card',
    settings: o.withTill === false ? { ...settings, isTillPaymentEnabled: false } : settings,
    accounts: await listProviderAccounts(deps.database.db, restaurant.id),
  });
}

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
  const id = newId();
  return insertPayment(db, {
    id,
    restaurantId: restaurant.id,
    orderId: order.id,
    subjectKey: subjectKeyOf({ kind: 'order', orderId: order.id, orderNumber: order.orderNumber }),
    provider: provider.name,
    method,
    status: 'pending',
    amount: order.total,
    currency: order.currency || PAYMENT_DEFAULTS.currency,
    returnUrls: orderReturnPaths(
      {
        orderId: order.id,
        orderNumber: order.orderNumber,
        menuId: order.menuId,
        tableId: order.tableId,
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

/**
 * POST /adyenPayments and /adyenOBPayments: pays an order by card with the drop-in's stateData. Once
 * per idempotency key (20 concurrent submits with one key: one charge, twenty equal answers). An
 * order already paid answers Authorised with the payment that paid it, and charges nothing.
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
      const settledBy = await findSettlement(
        db,
        subjectKeyOf({ kind: 'order', orderId: order.id, orderNumber: order.orderNumber }),
      );
      if (order.paymentStatus !== 'unpaid' || settledBy) {
        const paid = settledBy ? await findPayment(db, settledBy) : undefined;
        if (paid) return callResponse(paid, null, order);
        throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
      }
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
      const row = await insertPayment(db, {
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

/** What the wallet status page reads: Success when paid, Pending while open, else Failed/Cancelled. */
function walletStatusOf(row: PaymentRow | undefined): WalletOrderStatus {
  if (!row) return 'Pending';
  switch (row.status) {
    case 'authorised':
      return 'Success';
    case 'cancelled':
      return 'Cancelled';
    case 'refused':
    case 'error':
      return 'Failed';
    default:
      return 'Pending';
  }
}

/** Asks the provider about an open payment (a wallet that reports no webhook) and applies it. */
async function refreshOpenPayment(deps: AppDeps, row: PaymentRow, meta: CallMeta): Promise<PaymentRow> {
  if (!OPEN.includes(row.status) || row.provider === 'sandbox') return row;
  const db = deps.database.db;
  const provider = paymentProviders(deps).get(row.provider);
  try {
    const outcome = await provider.getStatus(await paymentContext(deps, db, row));
    return (await applyPaymentUpdate(deps, db, row.id, outcome)).payment;
  } catch (err) {
    meta.log?.warn({ err, paymentId: row.id }, 'payment status read failed');
    return row;
  }
}

/** GET /wechatPaymentStatus?restaurantId&orderNo: orderNo is the payment id the wallet page carries. */
export async function wechatPaymentStatus(
  deps: AppDeps,
  q: { restaurantId: string; orderNo: string },
  meta: CallMeta = {},
): Promise<{ orderStatus: WalletOrderStatus }> {
  const restaurant = await findDinerRestaurant(deps, q.restaurantId);
  const row = await findPayment(deps.database.db, q.orderNo);
  if (!row || row.restaurantId !== restaurant.id)
    throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  return { orderStatus: walletStatusOf(await refreshOpenPayment(deps, row, meta)) };
}

/** GET /walletPaymentStatus/{restaurantId}/{orderNumber}: Success once the order is paid, else its latest wallet payment's status. */
export async function walletPaymentStatus(
  deps: AppDeps,
  p: { restaurantId: string; orderNumber: string },
  meta: CallMeta = {},
): Promise<{ orderStatus: WalletOrderStatus; status: WalletOrderStatus }> {
  const db = deps.database.db;
  const restaurant = await findDinerRestaurant(deps, p.restaurantId);
  const order = await findOrderByNumber(db, restaurant.id, p.orderNumber);
  if (!order) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.orderNotFound);
  let s: WalletOrderStatus;
  if (order.paymentStatus !== 'unpaid') s = 'Success';
  else {
    const row = await latestPaymentForOrder(db, order.id, ['wechat']);
    s = walletStatusOf(row ? await refreshOpenPayment(deps, row, meta) : undefined);
  }
  return { orderStatus: s, status: s };
}

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
