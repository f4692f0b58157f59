import adyen from '@adyen/api-library';
import { findCardNumbers, PAYMENT_MESSAGES } from '@rpos/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { paymentRefunds, payments, paymentWebhookEvents } from '../../../db/schema';
import { loadConfig } from '../../../platform/config';
import { buildTestApp } from '../../../test/test-app';
import { MIGRATIONS_DIR } from '../../../test/test-paths';
import { ATTEMPT_LEASE_MS } from '../payment-attempts';
import { orderRow, orderWithPayment, paymentRestaurant, submitCard, waitFor } from '../payment-test-helpers';
import { refundPayment } from '../refunds.service';
import { encryptedPlaceholder, FAKE_ADYEN_PAYMENT_METHODS, startFakeAdyenApi } from './fake-adyen-api';

// Through HTTP with PAYMENT_CARD_PROVIDER=adyen against the local fake of Adyen's API: placeOrder's
// payment start answers the drop-in fields; /api/adyenPayments and /api/adyenPaymentDetails run the
// card and 3-D Secure; POST /api/payments/webhooks/adyen (HMAC-signed with the SDK's helper) settles
// refunds and answers [accepted].

const API_KEY = 'AQE_test_fake_http';
const HMAC_KEY = '0A1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F9';
const MERCHANT = 'HttpMerchantECOM';

const fake = await startFakeAdyenApi({ apiKey: API_KEY });
afterAll(() => fake.close());
const { payments: paymentsConfig } = loadConfig(
  {
    NODE_ENV: 'test',
    PAYMENT_CARD_PROVIDER: 'adyen',
    ADYEN_API_KEY: API_KEY,
    ADYEN_CLIENT_KEY: 'test_HTTPCLIENTKEY',
    ADYEN_MERCHANT_ACCOUNT: MERCHANT,
    ADYEN_HMAC_KEY: HMAC_KEY,
    ADYEN_API_BASE: fake.url,
  },
  { migrationsDir: MIGRATIONS_DIR },
);
const t = await buildTestApp({ payments: paymentsConfig });
const validator = new adyen.hmacValidator();

const stateData = (outcome: Parameters<typeof encryptedPlaceholder>[0]) => ({
  paymentMethod: {
    type: 'scheme',
    holderName: 'Test Diner',
    encryptedCardNumber: encryptedPlaceholder(outcome),
    encryptedExpiryMonth: encryptedPlaceholder(outcome, 'expiryMonth'),
    encryptedExpiryYear: encryptedPlaceholder(outcome, 'expiryYear'),
    encryptedSecurityCode: encryptedPlaceholder(outcome, 'cvc'),
  },
});

function postNotification(fields: Record<string, unknown>, key = HMAC_KEY) {
  const base = {
    merchantAccountCode: MERCHANT,
    eventDate: new Date().toISOString(),
    success: 'true',
    reason: '',
    additionalData: {} as Record<string, string>,
    ...fields,
  };
  const hmacSignature = validator.calculateHmac(base as never, key);
  const payload = JSON.stringify({
    live: 'false',
    notificationItems: [
      { NotificationRequestItem: { ...base, additionalData: { ...base.additionalData, hmacSignature } } },
    ],
  });
  return t.request({
    method: 'POST',
    url: '/api/payments/webhooks/adyen',
    headers: { 'content-type': 'application/json' },
    payload,
  });
}

/**
 * Card numbers in a text, ignoring UUIDs: a UUID's digit-only groups joined by hyphens can look like
 * a Luhn-valid 13-19 digit number (e.g. 4985-8136-118408873...).
 */
const cardNumbersIn = (text: string): string[] =>
  findCardNumbers(text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>'));

const paymentOf = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;

describe('adyen through HTTP', () => {
  it('starts the drop-in, pays by card, refunds, and settles the refund by notification', async () => {
    const r = await paymentRestaurant(t);
    const { order, fields } = await orderWithPayment(t, r);
    expect(fields).toMatchObject({
      isAdyenPayment: true,
      paymentMethodResults: FAKE_ADYEN_PAYMENT_METHODS,
      clientKey: 'test_HTTPCLIENTKEY',
      environment: 'test',
      paymentProvider: 'adyen',
    });
    const res = await submitCard(t, r, order, stateData('authorise'), 'http-key-1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      resultCode: 'Authorised',
      paymentId: fields.paymentId,
      pspReference: expect.stringMatching(/^TEST/),
    });
    const sent = fake.requests.at(-1)!;
    expect(sent.headers['idempotency-key']).toContain('http-key-1');
    expect(sent.json).toMatchObject({
      reference: fields.paymentId,
      merchantAccount: MERCHANT,
      amount: { value: order.total },
    });
    const paid = await paymentOf(fields.paymentId!);
    expect(paid).toMatchObject({ status: 'authorised', capturedAmount: order.total, last4: '1111' });
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'paid' });

    const refund = await refundPayment(t.deps, {
      paymentId: paid.id,
      restaurantId: r.id,
      amount: 500,
      idempotencyKey: 'http-refund-1',
    });
    expect(refund).toMatchObject({ status: 'pending', amount: 500 });
    const [row] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refund.refundId));

    // A wrong HMAC: 400 and nothing stored.
    const bad = await postNotification(
      {
        pspReference: row!.providerRefundId,
        originalReference: paid.providerReference,
        merchantReference: refund.refundId,
        amount: { value: 500, currency: 'AUD' },
        eventCode: 'REFUND',
      },
      'FF'.repeat(32),
    );
    expect(bad.statusCode).toBe(400);
    expect(
      await t.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.provider, 'adyen')),
    ).toHaveLength(0);

    const ok = await postNotification({
      pspReference: row!.providerRefundId,
      originalReference: paid.providerReference,
      merchantReference: refund.refundId,
      amount: { value: 500, currency: 'AUD' },
      eventCode: 'REFUND',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect(ok.body).toBe('[accepted]');
    const [after] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refund.refundId));
    expect(after).toMatchObject({ status: 'succeeded' });
    expect(await paymentOf(paid.id)).toMatchObject({ refundedAmount: 500 });
  });

  it('3-D Secure: RedirectShopper with the action, then the redirectResult authorises', async () => {
    const r = await paymentRestaurant(t);
    const { order, fields } = await orderWithPayment(t, r);
    const res = await submitCard(t, r, order, stateData('challenge'), 'http-key-3ds');
    expect(res.json()).toMatchObject({
      resultCode: 'RedirectShopper',
      action: { type: 'redirect', method: 'GET' },
    });
    const pending = [...fake.payments.values()].find((p) => p.reference === fields.paymentId)!;
    const details = await t.request({
      method: 'POST',
      url: '/api/adyenPaymentDetails',
      payload: {
        payload: { details: { redirectResult: fake.redirectResultFor(pending.pspReference, true) } },
      },
    });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ resultCode: 'Authorised', paymentId: fields.paymentId });
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'paid' });
  });

  it('a declined card is Refused and the order stays unpaid; an AUTHORISATION notification is applied once', async () => {
    const r = await paymentRestaurant(t);
    const { order, fields } = await orderWithPayment(t, r);
    const res = await submitCard(t, r, order, stateData('refuse'), 'http-key-refuse');
    expect(res.json()).toMatchObject({ resultCode: 'Refused' });
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'unpaid' });
    const refused = await paymentOf(fields.paymentId!);
    const note = {
      pspReference: refused.providerReference,
      merchantReference: refused.id,
      amount: { value: order.total, currency: 'AUD' },
      eventCode: 'AUTHORISATION',
      success: 'false',
      reason: 'Refused',
    };
    expect((await postNotification(note)).statusCode).toBe(200);
    expect((await postNotification(note)).statusCode).toBe(200);
    const stored = await t.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, `${refused.providerReference}:AUTHORISATION:false`));
    expect(stored).toHaveLength(1);
    expect(await paymentOf(refused.id)).toMatchObject({ status: 'refused' });
  });

  it('no table and no recorded failure holds a card number', async () => {
    expect(cardNumbersIn('{"n":"4111 1111 1111 1111"}')).toHaveLength(1);
    const tables = (await t.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] };
    let scanned = 0;
    for (const { table_name } of tables.rows) {
      const rows = (await t.db.execute(
        sql.raw(`select row_to_json(t)::text as j from "${table_name}" t`),
      )) as unknown as {
        rows: { j: string }[];
      };
      for (const { j } of rows.rows) {
        scanned++;
        expect(cardNumbersIn(j), table_name).toEqual([]);
      }
    }
    expect(scanned).toBeGreaterThan(5);
    for (const q of fake.requests) expect(cardNumbersIn(q.rawBody)).toEqual([]);
  });
});

describe('adyen: one charge per order (decision 0390)', () => {
  it('twenty submits at once with twenty keys: one payment asked of Adyen, one capture', async () => {
    const r = await paymentRestaurant(t);
    const { order } = await orderWithPayment(t, r);
    const before = fake.requests.filter((q) => q.path === '/v72/payments').length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        submitCard(t, r, order, stateData('authorise'), `race-${order.id}-${i}`),
      ),
    );
    const wins = answers.filter((a) => a.statusCode === 200 && a.json().resultCode === 'Authorised');
    expect(wins).toHaveLength(1);
    for (const a of answers.filter((x) => !wins.includes(x))) {
      expect(a.statusCode).toBe(409);
      expect([PAYMENT_MESSAGES.orderPaymentInProgress, PAYMENT_MESSAGES.alreadyPaid]).toContain(
        a.json().message,
      );
    }
    expect(fake.requests.filter((q) => q.path === '/v72/payments').length - before).toBe(1);
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.reduce((sum, p) => sum + p.capturedAmount, 0)).toBe(order.total);
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'paid' });
  });

  it('a late 3-D Secure capture of an attempt taken over is refunded through Adyen, the order paid once', async () => {
    const r = await paymentRestaurant(t);
    const { order, fields } = await orderWithPayment(t, r);
    await submitCard(t, r, order, stateData('challenge'), `late-a-${order.id}`);
    const first = await paymentOf(fields.paymentId!);
    await t.db
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - ATTEMPT_LEASE_MS - 60_000) })
      .where(eq(payments.id, first.id));
    const second = await submitCard(t, r, order, stateData('authorise'), `late-b-${order.id}`);
    expect(second.json()).toMatchObject({ resultCode: 'Authorised' });
    const psp = [...fake.payments.values()].find((p) => p.reference === first.id)!.pspReference;
    // The first phone finishes its 3-D Secure after all: Adyen captures it late.
    const late = await t.request({
      method: 'POST',
      url: '/api/adyenPaymentDetails',
      payload: { payload: { details: { redirectResult: fake.redirectResultFor(psp, true) } } },
    });
    expect(late.statusCode).toBe(200);
    const refund = await waitFor(async () => {
      const [row] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, first.id));
      return row?.providerRefundId ? row : undefined;
    });
    // Adyen answers a refund [received]; its REFUND notification settles it later.
    expect(refund).toMatchObject({ source: 'auto', amount: order.total, status: 'pending' });
    expect(fake.requests.some((q) => q.path === `/v72/payments/${psp}/refunds`)).toBe(true);
    expect(await paymentOf(first.id)).toMatchObject({ needsRefund: true, refundedAmount: order.total });
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'paid' });
  });
});
