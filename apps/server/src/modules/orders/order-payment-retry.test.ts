import {
  InvoiceResponse,
  OrderSummaryResponse,
  PAYMENT_MESSAGES,
  PlaceOrderResponse,
  SANDBOX_TEST_CARDS,
  shortReference,
} from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { buildTestApp } from '../../test/test-app';
import { cardStateData } from '../payments/payment-test-helpers';
import { dishNamed, line, menuOf, payload, placeOrder, SUNDAY_NOON } from './order-test-helpers';

const t = await buildTestApp();
let coke: unknown[];

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: SUNDAY_NOON });
  t.setNow(SUNDAY_NOON);
  coke = [line(dishNamed(await menuOf(t, 'goldendragon', '5'), 'Coca-Cola'))];
});

const payByCard = async (orderNumber: string, number: string) => {
  const res = await t.request({
    method: 'POST',
    url: '/api/adyenPayments',
    payload: {
      orderNumber,
      restaurantId: 'goldendragon',
      tableId: '5',
      stateData: await cardStateData(t, number),
      idempotencyKey: `key-${Math.random()}`,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('a declined card, then a retry of the same cart (decision 88)', () => {
  it('pays the same order: one order for the number, one charge, no second order for the staff', async () => {
    const body = payload(coke, { order: { paymentType: 'card' } });
    const placed = PlaceOrderResponse.parse((await placeOrder(t, body)).json());
    const declined = await payByCard(placed.orderNumber, SANDBOX_TEST_CARDS.decline);
    expect(declined).toMatchObject({ resultCode: 'Refused', orderNumber: placed.orderNumber });
    const [unpaid] = await t.db.select().from(orders).where(eq(orders.id, placed.reference));
    expect(unpaid).toMatchObject({ status: 'pendingPayment', paymentStatus: 'unpaid' });

    // The web keeps the cart and its order number after a failed payment: the retry sends it again.
    const retry = await placeOrder(t, body);
    const again = PlaceOrderResponse.parse(retry.json());
    expect(again).toMatchObject({
      duplicate: true,
      reference: placed.reference,
      orderNumber: placed.orderNumber,
      isAdyenPayment: true,
    });
    expect(again.paymentId).not.toBe(placed.paymentId);
    const paid = await payByCard(placed.orderNumber, SANDBOX_TEST_CARDS.authorise);
    expect(paid).toMatchObject({ resultCode: 'Authorised', orderNumber: placed.orderNumber });

    const rows = await t.db.select().from(orders).where(eq(orders.orderNumber, placed.orderNumber));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    const attempts = await t.db.select().from(payments).where(eq(payments.orderId, placed.reference));
    expect(attempts.map((p) => p.status).sort()).toEqual(['authorised', 'refused']);

    // A third submit of the paid order charges nothing: it answers the payment that paid it.
    const third = PlaceOrderResponse.parse((await placeOrder(t, body)).json());
    expect(third).toMatchObject({ duplicate: true, paymentStatus: 'paid' });
    expect(third.isAdyenPayment).toBeUndefined();
    expect(PAYMENT_MESSAGES.paymentFailedTryAgain).toBe('Payment failed, please try again');
  });
});

describe('one order, one number (decision 87)', () => {
  it('placeOrder, the card calls, the summary and the invoice carry the same order number', async () => {
    const placed = PlaceOrderResponse.parse(
      (await placeOrder(t, payload(coke, { order: { paymentType: 'card' } }))).json(),
    );
    const paid = await payByCard(placed.orderNumber, SANDBOX_TEST_CARDS.authorise);
    const summary = OrderSummaryResponse.parse(
      (
        await t.request({
          method: 'GET',
          url: `/api/orderSummary?restaurantId=goldendragon&orderIds=${placed.reference}`,
        })
      ).json(),
    );
    const invoice = InvoiceResponse.parse(
      (
        await t.request({
          method: 'GET',
          url: `/api/invoice?restaurantId=goldendragon&orderId=${placed.reference}`,
        })
      ).json(),
    );
    const payment = (await t.request({ method: 'GET', url: `/api/payments/${placed.paymentId}` })).json();
    const numbers = [
      placed.orderNumber,
      paid.orderNumber,
      summary.orders[0]?.orderNumber,
      invoice.orderNumber,
      payment.orderNumber,
    ];
    expect(new Set(numbers)).toEqual(new Set([placed.orderNumber]));
    expect(invoice.invoiceNumber).toBe(shortReference(placed.orderNumber));
    expect(invoice.invoiceNumber).not.toBe(shortReference(placed.reference));
  });
});
