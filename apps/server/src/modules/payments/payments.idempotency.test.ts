import { PAYMENT_MESSAGES, SANDBOX_TEST_CARDS } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentSettlements, payments } from '../../db/schema';
import { buildTestApp } from '../../test/test-app';
import type { PaymentProvider } from './payment-provider';
import { createPaymentProviderRegistry, setPaymentProviders } from './payment-registry';
import {
  cardStateData,
  orderRow,
  orderWithPayment,
  paymentRestaurant,
  paymentsOf,
  postSandboxWebhook,
  submitCard,
  uniqueNumber,
} from './payment-test-helpers';
import { createSandboxProvider } from './sandbox/sandbox-provider';

const t = await buildTestApp();

/** The sandbox, counting the charges it is asked for. */
function countingSandbox(): { provider: PaymentProvider; charges: () => number } {
  const inner = createSandboxProvider(t.deps);
  let charges = 0;
  const provider: PaymentProvider = {
    ...inner,
    async submitPayment(ctx, input) {
      charges++;
      return inner.submitPayment!(ctx, input);
    },
  };
  return { provider, charges: () => charges };
}

describe('idempotency keys', () => {
  it('20 concurrent submits with one key: one charge, twenty equal answers', async () => {
    const counting = countingSandbox();
    setPaymentProviders(t.deps, createPaymentProviderRegistry(t.deps, { sandbox: () => counting.provider }));
    const r = await paymentRestaurant(t);
    const { order } = await orderWithPayment(t, r);
    const stateData = await cardStateData(t, SANDBOX_TEST_CARDS.authorise);
    const key = uniqueNumber('key');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => submitCard(t, r, order, stateData, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const bodies = answers.map((a) => a.json());
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]).toMatchObject({ resultCode: 'Authorised' });
    expect(counting.charges()).toBe(1);
    const rows = await paymentsOf(t, order.id);
    expect(rows.filter((p) => p.status === 'authorised')).toHaveLength(1);
    expect(rows).toHaveLength(1);
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'paid' });
    setPaymentProviders(t.deps, createPaymentProviderRegistry(t.deps));
  });

  it('the same key again later answers the first result, even a decline', async () => {
    const r = await paymentRestaurant(t);
    const { order } = await orderWithPayment(t, r);
    const key = uniqueNumber('key');
    const first = await submitCard(t, r, order, await cardStateData(t, SANDBOX_TEST_CARDS.decline), key);
    const second = await submitCard(t, r, order, await cardStateData(t, SANDBOX_TEST_CARDS.authorise), key);
    expect(first.json().resultCode).toBe('Refused');
    expect(second.json()).toEqual(first.json());
    expect(await paymentsOf(t, order.id)).toHaveLength(1);
  });

  it('a key reused for another order is refused (409)', async () => {
    const r = await paymentRestaurant(t);
    const a = await orderWithPayment(t, r);
    const b = await orderWithPayment(t, r);
    const key = uniqueNumber('key');
    const stateData = await cardStateData(t, SANDBOX_TEST_CARDS.authorise);
    expect((await submitCard(t, r, a.order, stateData, key)).statusCode).toBe(200);
    const res = await submitCard(t, r, b.order, stateData, key);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: PAYMENT_MESSAGES.idempotencyKeyReused });
  });

  it('a new key for a paid order answers Authorised with the paying payment and charges nothing', async () => {
    const counting = countingSandbox();
    setPaymentProviders(t.deps, createPaymentProviderRegistry(t.deps, { sandbox: () => counting.provider }));
    const r = await paymentRestaurant(t);
    const { order } = await orderWithPayment(t, r);
    const stateData = await cardStateData(t, SANDBOX_TEST_CARDS.authorise);
    const first = await submitCard(t, r, order, stateData, uniqueNumber('key'));
    const second = await submitCard(t, r, order, stateData, uniqueNumber('key'));
    expect(second.json()).toMatchObject({ resultCode: 'Authorised', paymentId: first.json().paymentId });
    expect(counting.charges()).toBe(1);
    setPaymentProviders(t.deps, createPaymentProviderRegistry(t.deps));
  });
});

describe('an order is paid once', () => {
  it('two attempts that both succeed: the second is flagged needsRefund', async () => {
    const r = await paymentRestaurant(t);
    const { order } = await orderWithPayment(t, r);
    // Two attempts in flight (challenge cards), then both pass.
    const stateData = await cardStateData(t, SANDBOX_TEST_CARDS.challenge);
    const a = (await submitCard(t, r, order, stateData, uniqueNumber('key'))).json();
    const b = (await submitCard(t, r, order, stateData, uniqueNumber('key'))).json();
    expect(a.paymentId).not.toBe(b.paymentId);
    for (const id of [a.paymentId, b.paymentId]) {
      const c = await t.request({
        method: 'POST',
        url: `/api/sandbox/payments/${id}/challenge`,
        payload: { outcome: 'pass' },
      });
      const d = await t.request({
        method: 'POST',
        url: '/api/adyenPaymentDetails',
        payload: { payload: { details: { redirectResult: c.json().redirectResult } } },
      });
      expect(d.json().resultCode).toBe('Authorised');
    }
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    const byId = new Map(rows.map((p) => [p.id, p]));
    expect(byId.get(a.paymentId)).toMatchObject({ status: 'authorised', needsRefund: false });
    expect(byId.get(b.paymentId)).toMatchObject({ status: 'authorised', needsRefund: true });
    const [settlement] = await t.db
      .select()
      .from(paymentSettlements)
      .where(eq(paymentSettlements.subjectKey, `order:${order.id}`));
    expect(settlement?.paymentId).toBe(a.paymentId);
  });

  it('concurrent authorisations of two attempts settle the order once', async () => {
    const r = await paymentRestaurant(t);
    const { order } = await orderWithPayment(t, r, { paymentType: 'paypal' });
    const [p1] = await paymentsOf(t, order.id);
    // A second attempt of the same order (e.g. started from another tab).
    const [p2] = await t.db
      .insert(payments)
      .values({
        ...p1!,
        id: `${p1!.id}-2`,
        providerReference: null,
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning();
    const events = [p1!, p2!].map((p, i) => ({
      eventId: `evt-${order.id}-${i}`,
      type: 'payment.authorised',
      paymentId: p.id,
      amount: p.amount,
    }));
    const answers = await Promise.all(events.map((e) => postSandboxWebhook(t, [e])));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const rows = await paymentsOf(t, order.id);
    expect(rows.every((p) => p.status === 'authorised')).toBe(true);
    expect(rows.filter((p) => p.needsRefund)).toHaveLength(1);
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'paid', status: 'placed' });
  });
});

describe('a provider that fails', () => {
  it('a transport failure on submit answers resultCode Error and records the failure', async () => {
    const inner = createSandboxProvider(t.deps);
    const broken: PaymentProvider = {
      ...inner,
      async submitPayment() {
        throw new Error('ECONNRESET');
      },
    };
    setPaymentProviders(t.deps, createPaymentProviderRegistry(t.deps, { sandbox: () => broken }));
    const r = await paymentRestaurant(t);
    const { order } = await orderWithPayment(t, r);
    const res = await submitCard(
      t,
      r,
      order,
      await cardStateData(t, SANDBOX_TEST_CARDS.authorise),
      uniqueNumber(),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ resultCode: 'Error' });
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'unpaid' });
    setPaymentProviders(t.deps, createPaymentProviderRegistry(t.deps));
  });
});
