import { PAYMENT_MESSAGES, type PaymentType, SANDBOX_TEST_CARDS } from '@rpos/domain';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { startBookingDepositPayment } from './booking-deposit-payments.service';
import { startOrderPayment } from './order-payments.service';
import type { PaymentProvider } from './payment-provider';
import { createPaymentProviderRegistry, setPaymentProviders } from './payment-registry';
import {
  cardStateData,
  insertOrder,
  orderRow,
  paymentRestaurant,
  paymentsOf,
  submitCard,
  uniqueNumber,
} from './payment-test-helpers';
import { createSandboxProvider } from './sandbox/sandbox-provider';

// One charge per order (decision 0390): twenty attempts at once for one order, each with its own
// idempotency key (two phones at a table, a retry after a timeout, a double tap), on the sandbox's
// every path. Truly concurrent on PostgreSQL (DATABASE_URL=postgres://…); on PGlite they interleave.
// Stripe and Adyen run the same race against their local fakes in stripe/ and adyen/*.http.test.ts.

const t = await buildTestApp();
const N = 20;
const IN_FLIGHT_OR_PAID = [PAYMENT_MESSAGES.orderPaymentInProgress, PAYMENT_MESSAGES.alreadyPaid];

/** The sandbox, counting what it is asked to charge. */
function countingSandbox() {
  const inner = createSandboxProvider(t.deps);
  const counts = { submits: 0, starts: 0 };
  const provider: PaymentProvider = {
    ...inner,
    async startPayment(ctx) {
      counts.starts++;
      return inner.startPayment(ctx);
    },
    async submitPayment(ctx, input) {
      counts.submits++;
      return inner.submitPayment!(ctx, input);
    },
  };
  setPaymentProviders(t.deps, createPaymentProviderRegistry(t.deps, { sandbox: () => provider }));
  return counts;
}

function expectOneWinner(answers: LightMyRequestResponse[], isWin: (a: LightMyRequestResponse) => boolean) {
  const wins = answers.filter(isWin);
  expect(wins).toHaveLength(1);
  for (const a of answers.filter((x) => !isWin(x))) {
    expect(a.statusCode).toBe(409);
    expect(IN_FLIGHT_OR_PAID).toContain(a.json().message);
  }
}

describe('one charge per order, twenty attempts at once (sandbox)', () => {
  it('drop-in card: twenty keys, one charge, the others "in progress" or "already paid"', async () => {
    const counts = countingSandbox();
    const r = await paymentRestaurant(t);
    const order = await insertOrder(t, r);
    await startOrderPayment(t.deps, { order, restaurant: r });
    const stateData = await cardStateData(t, SANDBOX_TEST_CARDS.authorise);
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) => submitCard(t, r, order, stateData, uniqueNumber(`k${i}`))),
    );
    expectOneWinner(answers, (a) => a.statusCode === 200 && a.json().resultCode === 'Authorised');
    expect(counts.submits).toBe(1);
    const rows = await paymentsOf(t, order.id);
    expect(rows.filter((p) => p.status === 'authorised')).toHaveLength(1);
    expect(rows.reduce((s, p) => s + p.capturedAmount, 0)).toBe(order.total);
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'paid' });
    setPaymentProviders(t.deps, createPaymentProviderRegistry(t.deps));
  });

  it('a charge of an order through makeAdyenAuthorizePayment: one charge', async () => {
    const counts = countingSandbox();
    const r = await paymentRestaurant(t);
    const order = await insertOrder(t, r);
    const stateData = await cardStateData(t, SANDBOX_TEST_CARDS.authorise);
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        t.request({
          method: 'POST',
          url: '/api/makeAdyenAuthorizePayment',
          payload: {
            restaurantId: r.urlIdentifier,
            reference: order.orderNumber,
            isPreAuth: false,
            stateData,
            idempotencyKey: uniqueNumber(),
          },
        }),
      ),
    );
    expectOneWinner(answers, (a) => a.statusCode === 200 && a.json().resultCode === 'Authorised');
    expect(counts.submits).toBe(1);
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'paid' });
    setPaymentProviders(t.deps, createPaymentProviderRegistry(t.deps));
  });

  for (const paymentType of ['paypal', 'wechat', 'card'] as PaymentType[]) {
    it(`hosted page (${paymentType}): twenty starts open one attempt; twenty approvals pay once`, async () => {
      const counts = countingSandbox();
      const r = await paymentRestaurant(t, paymentType === 'card' ? { isTillPaymentEnabled: true } : {});
      const order = await insertOrder(t, r, { paymentType });
      const started = await Promise.allSettled(
        Array.from({ length: N }, () => startOrderPayment(t.deps, { order, restaurant: r })),
      );
      const ids = new Set(started.flatMap((s) => (s.status === 'fulfilled' ? [s.value.paymentId] : [])));
      expect(ids.size).toBe(1);
      expect(counts.starts).toBe(1);
      const [paymentId] = [...ids];
      const approvals = await Promise.all(
        Array.from({ length: N }, () =>
          t.request({ method: 'POST', url: `/api/sandbox/payments/${paymentId}/approve` }),
        ),
      );
      expect(approvals.every((a) => a.json().status === 'authorised')).toBe(true);
      const rows = await paymentsOf(t, order.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        status: 'authorised',
        capturedAmount: order.total,
        needsRefund: false,
      });
      expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'paid' });
      setPaymentProviders(t.deps, createPaymentProviderRegistry(t.deps));
    });
  }

  it('booking deposit: twenty starts, one attempt in flight', async () => {
    const counts = countingSandbox();
    const r = await paymentRestaurant(t);
    const bookingId = uniqueNumber('bk');
    const start = () =>
      startBookingDepositPayment(t.deps, {
        restaurant: r,
        bookingId,
        amount: 2000,
        returnPaths: { success: '/ok', failure: '/no', cancel: '/no' },
      });
    const started = await Promise.allSettled(Array.from({ length: N }, start));
    const ok = started.filter((s) => s.status === 'fulfilled');
    expect(ok).toHaveLength(1);
    for (const s of started)
      if (s.status === 'rejected')
        expect((s.reason as Error).message).toBe(PAYMENT_MESSAGES.orderPaymentInProgress);
    expect(counts.starts).toBe(1);
    const paymentId = (ok[0] as PromiseFulfilledResult<{ paymentId: string }>).value.paymentId;
    await t.request({ method: 'POST', url: `/api/sandbox/payments/${paymentId}/approve` });
    await expect(start()).rejects.toThrow(PAYMENT_MESSAGES.alreadyPaid);
    setPaymentProviders(t.deps, createPaymentProviderRegistry(t.deps));
  });
});
