import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, paymentRefunds, payments, paymentWebhookEvents } from '../../db/schema';
import { buildTestApp } from '../../test/test-app';
import {
  orderRow,
  orderWithPayment,
  paymentRestaurant,
  paymentsOf,
  postSandboxWebhook,
} from './payment-test-helpers';

const t = await buildTestApp();

async function paidByWebhookSetup() {
  const r = await paymentRestaurant(t);
  const { order, fields } = await orderWithPayment(t, r, { paymentType: 'paypal' });
  return { r, order, paymentId: fields.paymentId! };
}

const paymentOf = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;

describe('payment webhooks', () => {
  it('a success for an order cancelled meanwhile (abandoned) is flagged for refund, the order stays cancelled', async () => {
    const { order, paymentId } = await paidByWebhookSetup();
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    const ev = { eventId: `late-${paymentId}`, type: 'payment.authorised', paymentId, amount: 2360 };
    expect((await postSandboxWebhook(t, [ev])).statusCode).toBe(200);
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'authorised', needsRefund: true });
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
  });

  it('are verified on the raw body: a bad signature answers 400 and stores nothing', async () => {
    const { paymentId } = await paidByWebhookSetup();
    const res = await postSandboxWebhook(
      t,
      [{ eventId: `bad-${paymentId}`, type: 'payment.authorised', paymentId }],
      'not-the-secret',
    );
    expect(res.statusCode).toBe(400);
    const stored = await t.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, `bad-${paymentId}`));
    expect(stored).toHaveLength(0);
    expect((await paymentOf(paymentId)).status).toBe('created');
    const unknown = await t.request({ method: 'POST', url: '/api/payments/webhooks/nope', payload: {} });
    expect(unknown.statusCode).toBe(400);
  });

  it('are stored and applied once: a duplicate (also concurrent) changes nothing', async () => {
    const { order, paymentId } = await paidByWebhookSetup();
    const ev = { eventId: `auth-${paymentId}`, type: 'payment.authorised', paymentId, amount: 2360 };
    const answers = await Promise.all([1, 2, 3].map(() => postSandboxWebhook(t, [ev])));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers[0]!.json()).toEqual({ received: true });
    const stored = await t.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, ev.eventId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ processed: true, provider: 'sandbox', paymentId });
    expect(stored[0]!.rawBody).toContain(ev.eventId);
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'authorised', capturedAmount: 2360 });
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'paid', status: 'placed' });
  });

  it('converge whatever order they arrive in: a late pending never undoes authorised', async () => {
    const events = (paymentId: string) => [
      { eventId: `p-${paymentId}`, type: 'payment.pending', paymentId },
      { eventId: `a-${paymentId}`, type: 'payment.authorised', paymentId, amount: 2360 },
      {
        eventId: `r1-${paymentId}`,
        type: 'refund.succeeded',
        paymentId,
        amount: 500,
        refund: { providerRefundId: `re1-${paymentId}` },
      },
      {
        eventId: `r2-${paymentId}`,
        type: 'refund.succeeded',
        paymentId,
        amount: 300,
        refund: { providerRefundId: `re2-${paymentId}` },
      },
      // The same refund reported again under another event id counts once.
      {
        eventId: `r2b-${paymentId}`,
        type: 'refund.succeeded',
        paymentId,
        amount: 300,
        refund: { providerRefundId: `re2-${paymentId}` },
      },
    ];
    const orders = [
      [0, 1, 2, 3, 4],
      [4, 3, 2, 1, 0],
      [2, 0, 4, 1, 3],
      [1, 0, 3, 2, 4],
    ];
    const finals: unknown[] = [];
    for (const order of orders) {
      const { order: o, paymentId } = await paidByWebhookSetup();
      const list = events(paymentId);
      for (const i of order) {
        const res = await postSandboxWebhook(t, [list[i]]);
        expect(res.statusCode).toBe(200);
      }
      // Redeliver everything once more.
      await postSandboxWebhook(t, list);
      const p = await paymentOf(paymentId);
      const refunds = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
      finals.push({
        status: p.status,
        captured: p.capturedAmount,
        refunded: p.refundedAmount,
        refunds: refunds.map((r) => `${r.amount}:${r.status}`).sort(),
        order: (await orderRow(t, o.id)).paymentStatus,
      });
    }
    expect(finals[0]).toEqual({
      status: 'authorised',
      captured: 2360,
      refunded: 800,
      refunds: ['300:succeeded', '500:succeeded'],
      order: 'paid',
    });
    for (const f of finals) expect(f).toEqual(finals[0]);
  });

  it('a refund failure after its success releases the amount, in either order', async () => {
    for (const order of [
      ['succeeded', 'failed'],
      ['failed', 'succeeded'],
    ] as const) {
      const { paymentId } = await paidByWebhookSetup();
      await postSandboxWebhook(t, [{ eventId: `a-${paymentId}`, type: 'payment.authorised', paymentId }]);
      for (const s of order) {
        await postSandboxWebhook(t, [
          {
            eventId: `${s}-${paymentId}`,
            type: `refund.${s}`,
            paymentId,
            amount: 1000,
            refund: { providerRefundId: `re-${paymentId}` },
          },
        ]);
      }
      const p = await paymentOf(paymentId);
      expect(p.refundedAmount).toBe(0);
    }
  });

  it('find the payment by provider reference when the event has no payment id', async () => {
    const { paymentId } = await paidByWebhookSetup();
    const [row] = (await paymentsOf(t, (await paymentOf(paymentId)).orderId!)).filter(
      (p) => p.id === paymentId,
    );
    const res = await postSandboxWebhook(t, [
      { eventId: `ref-${paymentId}`, type: 'payment.refused', providerReference: row!.providerReference },
    ]);
    expect(res.statusCode).toBe(200);
    expect((await paymentOf(paymentId)).status).toBe('refused');
    // An event for a payment we do not know is stored, acknowledged and noted.
    const unknown = await postSandboxWebhook(t, [
      { eventId: `x-${paymentId}`, type: 'payment.authorised', paymentId: 'nope' },
    ]);
    expect(unknown.statusCode).toBe(200);
    const [stored] = await t.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, `x-${paymentId}`));
    expect(stored).toMatchObject({ processed: true, lastError: 'unknown payment' });
  });
});
