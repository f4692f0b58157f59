import {
  isOrderRefunded,
  BACK_OFFICE_ORDER_MESSAGES as M,
  OrderResponse,
  onlinePaymentRefundBody,
  orderDateStrAt,
  PAYMENT_MESSAGES,
  SANDBOX_TEST_CARDS,
} from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentRefunds, payments, staffActivities, transactionOperations } from '../../db/schema';
import { createRestaurant } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import {
  orderRow,
  orderWithPayment,
  paymentRestaurant,
  payWithCard,
  uniqueNumber,
} from '../payments/payment-test-helpers';
import { get, post, staff } from './back-office-order-test-helpers';
import { refundOrderPayment } from './order-refunds.service';

const t = await buildTestApp();

const refunder = (restaurantId: string) =>
  staff(t, restaurantId, 'restaurantManager', ['orders', 'orderRefunds']);

/** An order paid online (card by default, or till / wallet approved on the sandbox page), as GET /order shows it. */
async function paidOrder(kind: 'card' | 'till' | 'wallet' = 'card', total = 2360) {
  const r = await paymentRestaurant(t, kind === 'till' ? { isTillPaymentEnabled: true } : {});
  const { order, fields } = await orderWithPayment(t, r, {
    total,
    paymentType: kind === 'wallet' ? 'wechat' : 'card',
  });
  if (kind === 'card') await payWithCard(t, r, order, SANDBOX_TEST_CARDS.authorise);
  else {
    const paymentId =
      fields.paymentId ??
      (await get(t, `/payments/orders/${order.id}`)).json<{ paymentId: string }>().paymentId;
    const approved = await post(t, `/sandbox/payments/${paymentId}/approve`, {});
    expect(approved.json().status).toBe('authorised');
  }
  const cookie = await refunder(r.id);
  return { r, order, cookie, ...(await shown(order.orderNumber, cookie)) };
}

async function shown(orderNumber: string, cookie: string) {
  const res = await get(t, `/order?orderNumber=${orderNumber}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  const body = OrderResponse.parse(res.json());
  return { view: body.order, dateStr: body.dateStr, payment: body.order.payment! };
}

const refund = (cookie: string, body: object) => post(t, '/onlinePaymentRefund', body, cookie);

describe('POST /onlinePaymentRefund', () => {
  it('refunds half of a card payment in minor units; the order reads refunded', async () => {
    const { order, cookie, view, dateStr, payment } = await paidOrder();
    expect(payment.kind).toBe('card');
    const res = await refund(cookie, onlinePaymentRefundBody(view, payment, 1180, dateStr, 'k-half'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Refund Successful',
      status: 'succeeded',
      amount: 1180,
      refundedAmount: 1180,
      refundableAmount: 1180,
      orderId: order.id,
      kind: 'card',
      provider: 'sandbox',
    });
    const after = await shown(order.orderNumber, cookie);
    expect(after.payment).toMatchObject({
      amount_refunded: 1180,
      result_code: 'PARTIAL_REFUND',
      eventCode: 'REFUND',
    });
    expect(after.view.refund).toHaveLength(1);
    expect(after.view.refund[0]).toMatchObject({
      amount: 1180,
      result: 'OK',
      success: true,
      requestedBy: 'Michael Chan',
    });
    expect(isOrderRefunded(after.view)).toBe(true);
    expect(after.view.isRefunded).toBe(false);
    // The rest: the order is refunded in full.
    const rest = await refund(cookie, onlinePaymentRefundBody(view, payment, 1180, dateStr, 'k-rest'));
    expect(rest.json()).toMatchObject({ refundableAmount: 0 });
    expect((await orderRow(t, order.id)).paymentStatus).toBe('refunded');
    expect((await shown(order.orderNumber, cookie)).view).toMatchObject({
      isRefunded: true,
      payment: { result_code: 'FULL_REFUND' },
    });
  });

  it('two refunds of the full amount at once: one succeeds, the other is refused', async () => {
    const { cookie, view, dateStr, payment } = await paidOrder();
    const answers = await Promise.all(
      ['race-a', 'race-b'].map((key) =>
        refund(cookie, onlinePaymentRefundBody(view, payment, 2360, dateStr, key)),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.statusCode === 400)!;
    expect([PAYMENT_MESSAGES.refundNotCaptured, PAYMENT_MESSAGES.refundTooLarge]).toContain(
      refused.json().message,
    );
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.paymentId));
    expect(row?.refundedAmount).toBe(2360);
    const rows = await t.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment.paymentId));
    expect(rows.filter((x) => x.status === 'succeeded')).toHaveLength(1);
  });

  it('a double click refunds once: with one key, and without a key', async () => {
    const { cookie, view, dateStr, payment } = await paidOrder();
    const body = onlinePaymentRefundBody(view, payment, 500, dateStr, 'same-key');
    const keyed = await Promise.all([refund(cookie, body), refund(cookie, body)]);
    expect(keyed.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(keyed[0]!.json().refundId).toBe(keyed[1]!.json().refundId);
    const { idempotencyKey: _, ...keyless } = onlinePaymentRefundBody(view, payment, 300, dateStr, 'x');
    const twice = await Promise.all([refund(cookie, keyless), refund(cookie, keyless)]);
    expect(twice.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(twice[0]!.json().refundId).toBe(twice[1]!.json().refundId);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.paymentId));
    expect(row?.refundedAmount).toBe(800);
  });

  it('never refunds more than captured', async () => {
    const { cookie, view, dateStr, payment } = await paidOrder();
    const res = await refund(cookie, onlinePaymentRefundBody(view, payment, 2361, dateStr, 'too-much'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.refundTooLarge);
  });

  it('till: the amount is sent in dollars as entered', async () => {
    const { order, cookie, view, dateStr, payment } = await paidOrder('till');
    expect(payment.kind).toBe('till');
    const body = onlinePaymentRefundBody(view, payment, 1050, dateStr, 'till-1');
    expect(body.refundAmount).toBe(10.5);
    const res = await refund(cookie, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Refund Successful', amount: 1050, kind: 'till' });
    // By the order number alone (no payment id in the payment object).
    const byNumber = await refund(cookie, {
      refundAmount: 1,
      orderNumber: order.orderNumber,
      orderDate: dateStr,
      payment: {},
    });
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    const after = await shown(order.orderNumber, cookie);
    expect(after.view.tillRefunds.map((x) => x.amount)).toEqual([1050, 100]);
  });

  it('till-style refund of a pay-at-counter order: a clear refusal, not "Order not found" (decision 0456)', async () => {
    const r = await paymentRestaurant(t, { isTillPaymentEnabled: true });
    const { order } = await orderWithPayment(t, r, { paymentType: 'payAtCounter' });
    const cookie = await refunder(r.id);
    const { dateStr } = await shown(order.orderNumber, cookie);
    const res = await refund(cookie, {
      refundAmount: 10,
      orderNumber: order.orderNumber,
      orderDate: dateStr,
      payment: {},
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(M.noTillPayment);
    // An order number the restaurant does not have is still 'Order not found'.
    const unknown = await refund(cookie, {
      refundAmount: 10,
      orderNumber: 'nope-1',
      orderDate: dateStr,
      payment: {},
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.orderNotFound);
  });

  it('wallet: minor units, and the payment total is required', async () => {
    const { cookie, view, dateStr, payment } = await paidOrder('wallet');
    expect(payment).toMatchObject({ kind: 'wallet', orderStatus: 'Success', totalAmount: 2360 });
    const body = onlinePaymentRefundBody(view, payment, 2360, dateStr, 'wallet-1');
    const missing = await refund(cookie, { ...body, payment: { ...payment, totalAmount: null } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(M.walletTotalMissing);
    const res = await refund(cookie, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'wallet', amount: 2360, refundableAmount: 0 });
  });

  it('answers the §8 texts for a bad amount, a wrong body and a refused refund', async () => {
    const { cookie, view, dateStr, payment } = await paidOrder();
    const body = onlinePaymentRefundBody(view, payment, 1000, dateStr, 'texts');
    for (const [bad, message] of [
      [{ ...body, refundAmount: undefined }, M.refundAmountMissing],
      [{ ...body, refundAmount: 0 }, M.refundAmountMissing],
      [{ ...body, refundAmount: 10.5 }, M.refundAmountMissing],
      [{ ...body, refundAmount: 'ten' }, M.refundAmountMissing],
      [{ refundAmount: 1000 }, M.refundFailed],
      // A till body for a card payment.
      [
        { refundAmount: 10, orderNumber: view.orderNumber, payment: { paymentId: payment.paymentId } },
        M.refundFailed,
      ],
    ] as const) {
      const res = await refund(cookie, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const failed = await refund(cookie, { ...body, idempotencyKey: 'fails', reason: 'test [fail]' });
    expect(failed.statusCode).toBe(400);
    expect(failed.json().message).toBe(M.refundFailed);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.paymentId));
    expect(row?.refundedAmount).toBe(0);
  });

  it("needs orderRefunds; another restaurant's order is never refunded (404)", async () => {
    const { r, cookie, view, dateStr, payment } = await paidOrder();
    const body = onlinePaymentRefundBody(view, payment, 100, dateStr, 'perm');
    expect((await refund('', body)).statusCode).toBe(403);
    expect((await refund(await staff(t, r.id, 'restaurantManager', ['orders']), body)).statusCode).toBe(403);
    expect((await refund(await staff(t, r.id, 'restaurantStaff', ['menuManagement']), body)).statusCode).toBe(
      403,
    );
    const stranger = await staff(t, (await createRestaurant(t.db)).id, 'restaurantAdmin', []);
    const foreign = await refund(stranger, { ...body, idempotencyKey: 'foreign' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(M.orderNotFound);
    const wrongDay = await refund(cookie, { ...body, orderDate: '01-01-20', idempotencyKey: 'day' });
    expect(wrongDay.statusCode).toBe(404);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.paymentId));
    expect(row?.refundedAmount).toBe(0);
    expect((await refund(await staff(t, r.id, 'restaurantAdmin', []), body)).statusCode).toBe(200);
  });

  it('shows on the bill (history) and in the staff activities, by the staff member', async () => {
    const { r, order, view, dateStr, payment } = await paidOrder();
    const user = (await t.db.query.users.findFirst())!;
    const { record } = await refundOrderPayment(
      t.deps,
      { restaurantId: r.id, userId: user.id },
      onlinePaymentRefundBody(view, payment, 700, dateStr, uniqueNumber('rec')) as never,
    );
    expect(record).toMatchObject({
      restaurantId: r.id,
      orderId: order.id,
      orderNumber: order.orderNumber,
      transactionId: view.transactionId,
      paymentId: payment.paymentId,
      provider: 'sandbox',
      kind: 'card',
      amount: 700,
      status: 'succeeded',
      userId: user.id,
    });
    expect(orderDateStrAt(order.orderTime, r.timezone)).toBe(dateStr);
    const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
    const history = await t.db
      .select()
      .from(transactionOperations)
      .where(eq(transactionOperations.transactionId, view.transactionId!));
    expect(history.filter((h) => h.operationType === 'refund')).toEqual([
      expect.objectContaining({ price: 700, updatedBy: name }),
    ]);
    const activities = await t.db
      .select()
      .from(staffActivities)
      .where(eq(staffActivities.transactionId, view.transactionId!));
    expect(activities.filter((a) => a.operationType === 'refund')).toEqual([
      expect.objectContaining({ price: 700, staffName: name, userId: user.id }),
    ]);
  });
});
