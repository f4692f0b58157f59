import type { OnlineSettings, PaymentCallResponse, PaymentType, PlaceOrderPaymentFields } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { orders, payments } from '../../db/schema';
import { newId } from '../../platform/ids';
import { createRestaurant } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { startOrderPayment } from './order-payments.service';
import type { OrderRow, RestaurantRow } from './payments.repository';
import { signSandboxWebhook } from './sandbox/sandbox-provider';

// Shared by the payment tests: a restaurant with every online payment switched on, orders written
// directly (placeOrder calls startOrderPayment once the lead wires it), and the sandbox flows.

let seq = 0;
export const uniqueNumber = (prefix = 'pay'): string =>
  `${prefix}${Date.now().toString(36)}${(seq++).toString(36).padStart(4, '0')}`;

export async function paymentRestaurant(
  t: TestApp,
  settings: Partial<OnlineSettings> = {},
): Promise<RestaurantRow> {
  return createRestaurant(t.db, {
    onlineSettings: { isWechatOnlinePaymentEnabled: true, isPaypalEnabled: true, ...settings },
  });
}

/** An order awaiting online payment, as placeOrder writes it. total in cents. */
export async function insertOrder(
  t: TestApp,
  restaurant: RestaurantRow,
  o: { paymentType?: PaymentType; total?: number; email?: string } = {},
): Promise<OrderRow> {
  const total = o.total ?? 2360;
  const now = new Date();
  const [row] = await t.db
    .insert(orders)
    .values({
      id: newId(),
      restaurantId: restaurant.id,
      orderNumber: uniqueNumber('ord'),
      origin: 'online',
      kind: 'dinein',
      tableId: '12',
      pickupTime: now,
      paymentType: o.paymentType ?? 'card',
      isPaymentRequired: true,
      status: 'pendingPayment',
      paymentStatus: 'unpaid',
      subtotal: total,
      total,
      customerName: 'Test Diner',
      customerEmail: o.email ?? null,
      menuId: 'menu-1',
      menuVersion: 1,
      orderTime: now,
    })
    .returning();
  return row!;
}

/** An order and its started payment (the placeOrder answer's payment fields). */
export async function orderWithPayment(
  t: TestApp,
  restaurant: RestaurantRow,
  o: { paymentType?: PaymentType; total?: number } = {},
): Promise<{ order: OrderRow; fields: PlaceOrderPaymentFields }> {
  const order = await insertOrder(t, restaurant, o);
  const fields = await startOrderPayment(t.deps, { order, restaurant });
  return { order, fields };
}

export async function orderRow(t: TestApp, id: string): Promise<OrderRow> {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export async function paymentsOf(t: TestApp, orderId: string) {
  return t.db.select().from(payments).where(eq(payments.orderId, orderId));
}

/** POST /sandbox/cards → the stateData to pay with. */
export async function cardStateData(t: TestApp, number: string): Promise<Record<string, unknown>> {
  const res = await t.request({
    method: 'POST',
    url: '/api/sandbox/cards',
    payload: { holderName: 'Test Diner', number, expiry: '12/39', cvc: '123' },
  });
  if (res.statusCode !== 200) throw new Error(`sandbox card: ${res.statusCode} ${res.body}`);
  return res.json().stateData;
}

export function submitCard(
  t: TestApp,
  restaurant: RestaurantRow,
  order: OrderRow,
  stateData: Record<string, unknown>,
  idempotencyKey: string,
): Promise<LightMyRequestResponse> {
  return t.request({
    method: 'POST',
    url: '/api/adyenPayments',
    payload: {
      orderNumber: order.orderNumber,
      restaurantId: restaurant.urlIdentifier,
      tableId: order.tableId,
      stateData,
      idempotencyKey,
      browserInfo: { userAgent: 'vitest', language: 'en-AU', colorDepth: 24 },
    },
  });
}

/** Pays an order with a test card number in one go; answers the call's body. */
export async function payWithCard(
  t: TestApp,
  restaurant: RestaurantRow,
  order: OrderRow,
  number: string,
  key = uniqueNumber('key'),
): Promise<PaymentCallResponse> {
  const res = await submitCard(t, restaurant, order, await cardStateData(t, number), key);
  if (res.statusCode !== 200) throw new Error(`adyenPayments: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Posts signed sandbox webhook events. */
export function postSandboxWebhook(
  t: TestApp,
  events: unknown[],
  secret?: string,
): Promise<LightMyRequestResponse> {
  const body = JSON.stringify({ events });
  return t.request({
    method: 'POST',
    url: '/api/payments/webhooks/sandbox',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': signSandboxWebhook(secret ?? t.deps.config.payments.sandboxWebhookSecret, body),
    },
    payload: body,
  });
}

/** Polls `probe` until it answers something (an automatic refund runs after the webhook's commit). */
export async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('waitFor: timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
