import { PAYMENT_MESSAGES, SANDBOX_TEST_CARDS } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentRefunds, payments } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import {
  orderRow,
  orderWithPayment,
  paymentRestaurant,
  payWithCard,
  postSandboxWebhook,
  uniqueNumber,
} from './payment-test-helpers';
import { refundPayment } from './refunds.service';

const t = await buildTestApp();

async function paidOrder(total = 2360) {
  const r = await paymentRestaurant(t);
  const { order } = await orderWithPayment(t, r, { total });
  const paid = await payWithCard(t, r, order, SANDBOX_TEST_CARDS.authorise);
  return { r, order, paymentId: paid.paymentId };
}

const refund = (paymentId: string, restaurantId: string, amount?: number, reason?: string) =>
  refundPayment(t.deps, { paymentId, restaurantId, amount, reason, idempotencyKey: uniqueNumber('rf') });

const paymentOf = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;

describe('refunds', () => {
  it('partial then the rest: never more than captured, and the order ends refunded', async () => {
    const { r, order, paymentId } = await paidOrder();
    const part = await refund(paymentId, r.id, 1000);
    expect(part).toMatchObject({
      status: 'succeeded',
      amount: 1000,
      refundedAmount: 1000,
      refundableAmount: 1360,
    });
    await expect(refund(paymentId, r.id, 1361)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: PAYMENT_MESSAGES.refundTooLarge,
    });
    expect((await orderRow(t, order.id)).paymentStatus).toBe('paid');
    const rest = await refund(paymentId, r.id);
    expect(rest).toMatchObject({
      status: 'succeeded',
      amount: 1360,
      refundedAmount: 2360,
      refundableAmount: 0,
    });
    expect((await orderRow(t, order.id)).paymentStatus).toBe('refunded');
    await expect(refund(paymentId, r.id)).rejects.toMatchObject({
      message: PAYMENT_MESSAGES.refundNotCaptured,
    });
  });

  it('concurrent partial refunds never exceed the capture', async () => {
    const { r, paymentId } = await paidOrder(2360);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => refund(paymentId, r.id, 500)));
    const ok = results.filter((x) => x.status === 'fulfilled');
    const refused = results.filter((x) => x.status === 'rejected');
    expect(ok).toHaveLength(4);
    expect(refused).toHaveLength(6);
    for (const x of refused)
      expect((x as PromiseRejectedResult).reason).toMatchObject({ message: PAYMENT_MESSAGES.refundTooLarge });
    const p = await paymentOf(paymentId);
    expect(p.refundedAmount).toBe(2000);
    const rows = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
    expect(rows.reduce((s, x) => s + (x.status === 'succeeded' ? x.amount : 0), 0)).toBe(2000);
    expect(rows.reduce((s, x) => s + x.amount, 0)).toBeLessThanOrEqual(p.capturedAmount);
  });

  it('the same idempotency key refunds once, also concurrently', async () => {
    const { r, paymentId } = await paidOrder();
    const key = uniqueNumber('rf');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        refundPayment(t.deps, { paymentId, restaurantId: r.id, amount: 700, idempotencyKey: key }),
      ),
    );
    expect(new Set(answers.map((a) => a.refundId)).size).toBe(1);
    expect((await paymentOf(paymentId)).refundedAmount).toBe(700);
  });

  it('a failed refund releases its amount; a pending one is settled by its webhook', async () => {
    const { r, paymentId } = await paidOrder();
    const failed = await refund(paymentId, r.id, 2000, 'test [fail]');
    expect(failed).toMatchObject({ status: 'failed', refundedAmount: 0, refundableAmount: 2360 });

    const pending = await refund(paymentId, r.id, 2000, 'test [pending]');
    expect(pending).toMatchObject({ status: 'pending', refundedAmount: 2000, refundableAmount: 360 });
    // The reservation holds while pending.
    await expect(refund(paymentId, r.id, 1000)).rejects.toMatchObject({
      message: PAYMENT_MESSAGES.refundTooLarge,
    });
    const ev = {
      eventId: `rf-${pending.refundId}`,
      type: 'refund.succeeded',
      paymentId,
      amount: 2000,
      refund: { refundId: pending.refundId, providerRefundId: `sbx_re_${pending.refundId}` },
    };
    await postSandboxWebhook(t, [ev]);
    await postSandboxWebhook(t, [{ ...ev, eventId: `${ev.eventId}-again` }]);
    const [row] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, pending.refundId));
    expect(row?.status).toBe('succeeded');
    expect((await paymentOf(paymentId)).refundedAmount).toBe(2000);
  });

  it('only what was captured can be refunded: an unpaid payment refuses', async () => {
    const r = await paymentRestaurant(t);
    const { fields } = await orderWithPayment(t, r, { paymentType: 'paypal' });
    await expect(refund(fields.paymentId!, r.id, 100)).rejects.toMatchObject({
      message: PAYMENT_MESSAGES.refundNotCaptured,
    });
  });

  it('POST /payments/{id}/refunds: staff of the restaurant only', async () => {
    const { r, paymentId } = await paidOrder();
    const anonymous = await t.request({
      method: 'POST',
      url: `/api/payments/${paymentId}/refunds`,
      payload: { amount: 100, idempotencyKey: 'a1' },
    });
    expect(anonymous.statusCode).toBe(403);
    const other = await signedInUser(t, { role: 'restaurantAdmin' });
    const wrong = await t.request({
      method: 'POST',
      url: `/api/payments/${paymentId}/refunds`,
      payload: { amount: 100, idempotencyKey: 'a2' },
      as: other.cookie,
    });
    expect(wrong.statusCode).toBe(404);
    const staff = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: r.id });
    const ok = await t.request({
      method: 'POST',
      url: `/api/payments/${paymentId}/refunds`,
      payload: { amount: 100, idempotencyKey: 'a3' },
      as: staff.cookie,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'succeeded', amount: 100, refundableAmount: 2260 });
    const bad = await t.request({
      method: 'POST',
      url: `/api/payments/${paymentId}/refunds`,
      payload: { amount: -5, idempotencyKey: 'a4' },
      as: staff.cookie,
    });
    expect(bad.statusCode).toBe(400);
  });
});
