import { PAYMENT_MESSAGES, SANDBOX_TEST_CARDS } from '@rpos/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentRefunds, paymentSettlements, payments } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { ATTEMPT_LEASE_MS } from './payment-attempts';
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
  waitFor,
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

  it('a new key for a paid order answers 409 "This order is already paid" and charges nothing', async () => {
    const counting = countingSandbox();
    setPaymentProviders(t.deps, createPaymentProviderRegistry(t.deps, { sandbox: () => counting.provider }));
    const r = await paymentRestaurant(t);
    const { order } = await orderWithPayment(t, r);
    const stateData = await cardStateData(t, SANDBOX_TEST_CARDS.authorise);
    const first = await submitCard(t, r, order, stateData, uniqueNumber('key'));
    expect(first.json()).toMatchObject({ resultCode: 'Authorised' });
    const second = await submitCard(t, r, order, stateData, uniqueNumber('key'));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: PAYMENT_MESSAGES.alreadyPaid });
    expect(counting.charges()).toBe(1);
    setPaymentProviders(t.deps, createPaymentProviderRegistry(t.deps));
  });
});

describe('an order is paid once', () => {
  it('a second attempt while one waits for 3-D Secure is refused, whatever its key', async () => {
    const r = await paymentRestaurant(t);
    const { order } = await orderWithPayment(t, r);
    const stateData = await cardStateData(t, SANDBOX_TEST_CARDS.challenge);
    const a = await submitCard(t, r, order, stateData, uniqueNumber('key'));
    expect(a.json().resultCode).toBe('RedirectShopper');
    const b = await submitCard(t, r, order, stateData, uniqueNumber('key'));
    expect(b.statusCode).toBe(409);
    expect(b.json()).toMatchObject({ message: PAYMENT_MESSAGES.orderPaymentInProgress });
    expect(await paymentsOf(t, order.id)).toHaveLength(1);
  });

  it('a declined attempt leaves the order free for the next card', async () => {
    const r = await paymentRestaurant(t);
    const { order } = await orderWithPayment(t, r);
    const declined = await submitCard(
      t,
      r,
      order,
      await cardStateData(t, SANDBOX_TEST_CARDS.decline),
      uniqueNumber(),
    );
    expect(declined.json().resultCode).toBe('Refused');
    const paid = await submitCard(
      t,
      r,
      order,
      await cardStateData(t, SANDBOX_TEST_CARDS.authorise),
      uniqueNumber(),
    );
    expect(paid.json().resultCode).toBe('Authorised');
  });

  it('a late capture of an attempt taken over is refunded automatically, and the order is paid once', async () => {
    const r = await paymentRestaurant(t);
    const { order } = await orderWithPayment(t, r);
    const a = (
      await submitCard(t, r, order, await cardStateData(t, SANDBOX_TEST_CARDS.challenge), uniqueNumber())
    ).json();
    // The diner left the 3-D Secure page: past the lease, a new attempt takes over.
    await t.db
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - ATTEMPT_LEASE_MS - 60_000) })
      .where(eq(payments.id, a.paymentId));
    const b = await submitCard(
      t,
      r,
      order,
      await cardStateData(t, SANDBOX_TEST_CARDS.authorise),
      uniqueNumber(),
    );
    expect(b.json()).toMatchObject({ resultCode: 'Authorised' });
    // The first attempt's capture still arrives (a provider's late webhook).
    const late = await postSandboxWebhook(t, [
      {
        eventId: `late-${a.paymentId}`,
        type: 'payment.authorised',
        paymentId: a.paymentId,
        amount: order.total,
      },
    ]);
    expect(late.statusCode).toBe(200);
    const refunded = await waitFor(async () => {
      const [row] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, a.paymentId));
      return row?.status === 'succeeded' ? row : undefined;
    });
    expect(refunded).toMatchObject({
      amount: order.total,
      source: 'auto',
      reason: PAYMENT_MESSAGES.duplicateCaptureRefund,
    });
    const rows = await paymentsOf(t, order.id);
    const byId = new Map(rows.map((p) => [p.id, p]));
    expect(byId.get(a.paymentId)).toMatchObject({
      status: 'authorised',
      needsRefund: true,
      refundedAmount: order.total,
    });
    expect(byId.get(b.json().paymentId)).toMatchObject({
      status: 'authorised',
      needsRefund: false,
      refundedAmount: 0,
    });
    const [settlement] = await t.db
      .select()
      .from(paymentSettlements)
      .where(eq(paymentSettlements.subjectKey, `order:${order.id}`));
    expect(settlement?.paymentId).toBe(b.json().paymentId);
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'paid' });
    // The dashboard counts the order's one payment; the duplicate and its refund are not sales figures.
    const manager = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: r.id });
    const today = await t.request({ method: 'GET', url: '/api/getTodaySalesReport', as: manager.cookie });
    expect(today.json()).toMatchObject({ todayRefunds: 0 });
    expect(today.json().todaySales).toBe(order.total);
    // The bill's history says what happened.
    const history = await t.db.execute(
      sql`select operation_name from transaction_operations where operation_type = 'refund' and operation_name like ${`%${order.orderNumber}%`}`,
    );
    expect(JSON.stringify(history)).toContain('automatically (the order was already paid)');
  });

  it('concurrent authorisations of two attempts settle the order once; the other is refunded', async () => {
    const r = await paymentRestaurant(t);
    const { order } = await orderWithPayment(t, r, { paymentType: 'paypal' });
    const [p1] = await paymentsOf(t, order.id);
    // An older attempt of the same order, taken over (cancelled) but still captured at its provider.
    const [p2] = await t.db
      .insert(payments)
      .values({
        ...p1!,
        id: `${p1!.id}-2`,
        status: 'cancelled',
        failureReason: 'superseded',
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
    await waitFor(async () => {
      const rows = await paymentsOf(t, order.id);
      return rows.some((p) => p.needsRefund && p.refundedAmount === p.capturedAmount) || undefined;
    });
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
