import adyen from '@adyen/api-library';
import { findCardNumbers } from '@rpos/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config';
import type { AppDeps } from '../../../platform/deps';
import { MIGRATIONS_DIR } from '../../../test/test-paths';
import { type PaymentContext, type SubmitInput, WebhookVerificationError } from '../payment-provider';
import { createAdyenProvider } from './adyen-provider';
import { encryptedPlaceholder, FAKE_ADYEN_PAYMENT_METHODS, startFakeAdyenApi } from './fake-adyen-api';

// The Adyen adapter against a local fake of Adyen's Checkout API (127.0.0.1): drop-in start,
// /payments outcomes, 3-D Secure with /payments/details, refunds, and notifications signed with the
// SDK's own HmacValidator.

const API_KEY = 'AQE_test_fake_api_key';
const HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const MERCHANT = 'DemoMerchantECOM';

const fake = await startFakeAdyenApi({ apiKey: API_KEY });
afterAll(() => fake.close());

const config = loadConfig(
  {
    NODE_ENV: 'test',
    PAYMENT_CARD_PROVIDER: 'adyen',
    ADYEN_API_KEY: API_KEY,
    ADYEN_CLIENT_KEY: 'test_CLIENTKEY',
    ADYEN_MERCHANT_ACCOUNT: MERCHANT,
    ADYEN_HMAC_KEY: HMAC_KEY,
    ADYEN_API_BASE: fake.url,
  },
  { migrationsDir: MIGRATIONS_DIR },
);
const provider = createAdyenProvider({ config } as AppDeps);
const validator = new adyen.hmacValidator();

let seq = 0;
function ctxOf(fields: Partial<PaymentContext> = {}): PaymentContext {
  seq++;
  return {
    paymentId: `pay-${seq}-${Date.now().toString(36)}`,
    restaurant: { id: 'rest-1', urlIdentifier: 'demo', name: 'Demo Restaurant' },
    account: null,
    method: 'card',
    subject: { kind: 'order', orderId: 'order-1', orderNumber: '20261121-0001' },
    amount: 2360,
    currency: 'AUD',
    countryCode: 'AU',
    locale: 'en_AU',
    isPreAuth: false,
    shopperEmail: null,
    description: 'Order 0001 – Demo Restaurant',
    returnUrls: {
      success: 'http://localhost:3000/orderSuccess/m/t/o?type=success',
      failure: 'http://localhost:3000/online/m/t/o?type=error',
      cancel: 'http://localhost:3000/online/m/t/o?type=cancel',
      action: 'http://localhost:3000/adyenPayment/m/t/o',
    },
    providerReference: null,
    providerData: {},
    ...fields,
  };
}

const stateData = (outcome: Parameters<typeof encryptedPlaceholder>[0]) => ({
  paymentMethod: {
    type: 'scheme',
    holderName: 'Test Diner',
    encryptedCardNumber: encryptedPlaceholder(outcome),
    encryptedExpiryMonth: encryptedPlaceholder(outcome, 'expiryMonth'),
    encryptedExpiryYear: encryptedPlaceholder(outcome, 'expiryYear'),
    encryptedSecurityCode: encryptedPlaceholder(outcome, 'cvc'),
    brand: 'visa',
    checkoutAttemptId: 'attempt-1',
  },
  riskData: { clientData: 'eyJ2ZXJzaW9uIjoiMS4wLjAifQ==' },
});

const submitInput = (
  outcome: Parameters<typeof encryptedPlaceholder>[0],
  key = `key-${++seq}`,
): SubmitInput => ({
  stateData: stateData(outcome),
  browserInfo: {
    userAgent: 'vitest',
    acceptHeader: '*/*',
    language: 'en-AU',
    colorDepth: 24,
    screenHeight: 800,
    screenWidth: 1200,
    timeZoneOffset: -600,
    javaEnabled: false,
  },
  idempotencyKey: key,
  shopperIp: '203.0.113.7',
  origin: 'http://localhost:3000',
});

const lastTo = (path: string) => [...fake.requests].reverse().find((r) => r.path === path)!;

describe('adyen provider: drop-in payments', () => {
  it('starts with the payment methods for the amount, country and locale, and the client key', async () => {
    const ctx = ctxOf();
    const start = await provider.startPayment(ctx);
    expect(start).toEqual({
      kind: 'dropIn',
      paymentMethodResults: FAKE_ADYEN_PAYMENT_METHODS,
      clientKey: 'test_CLIENTKEY',
      environment: 'test',
      providerData: { merchantAccount: MERCHANT },
    });
    const req = lastTo('/v72/paymentMethods');
    expect(req.headers['x-api-key']).toBe(API_KEY);
    expect(req.json).toMatchObject({
      merchantAccount: MERCHANT,
      amount: { value: 2360, currency: 'AUD' },
      countryCode: 'AU',
      shopperLocale: 'en_AU',
      channel: 'Web',
    });
  });

  it('authorises: the encrypted fields pass through untouched, with our reference and idempotency key', async () => {
    const ctx = ctxOf({ shopperEmail: 'diner@example.test' });
    const input = submitInput('authorise', 'client-key-1');
    const outcome = await provider.submitPayment!(ctx, input);
    expect(outcome).toEqual({
      status: 'authorised',
      providerReference: expect.stringMatching(/^TEST/),
      card: { last4: '1111', brand: 'visa' },
    });
    const req = lastTo('/v72/payments');
    expect(req.headers['idempotency-key']).toBe('client-key-1');
    expect(req.json.paymentMethod).toEqual(stateData('authorise').paymentMethod);
    expect(req.json).toMatchObject({
      amount: { value: 2360, currency: 'AUD' },
      reference: ctx.paymentId,
      merchantAccount: MERCHANT,
      returnUrl: ctx.returnUrls.action,
      channel: 'Web',
      shopperIP: '203.0.113.7',
      origin: 'http://localhost:3000',
      shopperEmail: 'diner@example.test',
      browserInfo: { userAgent: 'vitest', colorDepth: 24 },
      riskData: { clientData: 'eyJ2ZXJzaW9uIjoiMS4wLjAifQ==' },
    });
    expect(req.json.additionalData).toBeUndefined();
    expect(req.json.captureDelayHours).toBeUndefined();

    // The same key again: Adyen (the fake) replays the first answer, no second payment.
    const count = fake.payments.size;
    expect(await provider.submitPayment!(ctx, input)).toEqual(outcome);
    expect(fake.payments.size).toBe(count);
  });

  it("charges the restaurant's own merchant account when it has one", async () => {
    const ctx = ctxOf({ account: { provider: 'adyen', accountId: 'RestaurantECOM', settings: {} } });
    await provider.submitPayment!(ctx, submitInput('authorise'));
    expect(lastTo('/v72/payments').json.merchantAccount).toBe('RestaurantECOM');
  });

  it('a pre-authorisation asks for a manual capture and captures nothing yet', async () => {
    const outcome = await provider.submitPayment!(ctxOf({ isPreAuth: true }), submitInput('authorise'));
    expect(outcome).toMatchObject({ status: 'authorised', capturedAmount: 0 });
    expect(lastTo('/v72/payments').json.additionalData).toEqual({
      authorisationType: 'PreAuth',
      manualCapture: 'true',
    });
  });

  it('maps a decline, a cancellation and an error', async () => {
    expect(await provider.submitPayment!(ctxOf(), submitInput('refuse'))).toMatchObject({
      status: 'refused',
      reason: 'Refused',
      providerReference: expect.stringMatching(/^TEST/),
    });
    expect(await provider.submitPayment!(ctxOf(), submitInput('cancel'))).toMatchObject({
      status: 'cancelled',
    });
    expect(await provider.submitPayment!(ctxOf(), submitInput('error'))).toMatchObject({
      status: 'error',
      reason: 'Acquirer Error',
    });
    // Data Adyen cannot decrypt is a 422: an error outcome, not a transport failure.
    const bad = await provider.submitPayment!(ctxOf(), {
      ...submitInput('authorise'),
      stateData: { paymentMethod: { type: 'scheme', encryptedCardNumber: 'garbage' } },
    });
    expect(bad).toMatchObject({ status: 'error', reason: expect.stringContaining('Unable to decrypt data') });
    await expect(
      provider.submitPayment!(ctxOf(), { ...submitInput('authorise'), stateData: {} }),
    ).rejects.toThrow();
  });

  it('3-D Secure: requiresAction with the action as is, then /payments/details authorises', async () => {
    const ctx = ctxOf();
    const outcome = await provider.submitPayment!(ctx, submitInput('challenge'));
    expect(outcome).toMatchObject({
      status: 'requiresAction',
      action: {
        type: 'redirect',
        method: 'GET',
        paymentMethodType: 'scheme',
        url: expect.stringContaining('threeDS'),
      },
    });
    const pending = [...fake.payments.values()].find((p) => p.reference === ctx.paymentId)!;
    const redirectResult = fake.redirectResultFor(pending.pspReference, true);
    // Without knowing the payment (a returning redirect): the merchant reference tells it.
    const done = await provider.continuePayment(null, {
      details: { redirectResult },
      idempotencyKey: 'details-1',
    });
    expect(done).toMatchObject({
      status: 'authorised',
      paymentId: ctx.paymentId,
      providerReference: pending.pspReference,
      card: { last4: '0008', brand: 'mc' },
    });
    const req = lastTo('/v72/payments/details');
    expect(req.json).toEqual({ details: { redirectResult } });
    expect(req.headers['idempotency-key']).toBe('details-1');
  });

  it('3-D Secure failed: refused, and details of another payment are refused', async () => {
    const ctx = ctxOf();
    await provider.submitPayment!(ctx, submitInput('challenge'));
    const pending = [...fake.payments.values()].find((p) => p.reference === ctx.paymentId)!;
    const other = ctxOf();
    await expect(
      provider.continuePayment(other, {
        details: { redirectResult: fake.redirectResultFor(pending.pspReference, false) },
        idempotencyKey: 'details-2',
      }),
    ).rejects.toThrow();
    const ctx2 = ctxOf();
    await provider.submitPayment!(ctx2, submitInput('challenge'));
    const p2 = [...fake.payments.values()].find((p) => p.reference === ctx2.paymentId)!;
    expect(
      await provider.continuePayment(ctx2, {
        details: { redirectResult: fake.redirectResultFor(p2.pspReference, false) },
        idempotencyKey: 'details-3',
      }),
    ).toMatchObject({ status: 'refused', reason: '3D Not Authenticated', paymentId: ctx2.paymentId });
    // An unknown redirectResult without a payment: invalid details.
    await expect(
      provider.continuePayment(null, {
        details: { redirectResult: 'nonsense' },
        idempotencyKey: 'details-4',
      }),
    ).rejects.toThrow();
  });

  it('getStatus has nothing to read (notifications tell); cancelPayment asks Adyen to cancel', async () => {
    const ctx = ctxOf();
    const outcome = await provider.submitPayment!(ctx, submitInput('authorise'));
    const withPsp = { ...ctx, providerReference: outcome.providerReference ?? null };
    expect(await provider.getStatus(withPsp)).toEqual({
      status: 'pending',
      providerReference: withPsp.providerReference,
    });
    expect(await provider.cancelPayment!(withPsp)).toMatchObject({ status: 'pending' });
    const req = lastTo(`/v72/payments/${withPsp.providerReference}/cancels`);
    expect(req.json).toMatchObject({ merchantAccount: MERCHANT });
    expect(await provider.cancelPayment!(ctxOf())).toMatchObject({ status: 'cancelled' });
  });
});

describe('adyen provider: refunds', () => {
  it('refunds in part then the rest: pending until the REFUND notification, with our refund id and key', async () => {
    const ctx = ctxOf();
    const paid = await provider.submitPayment!(ctx, submitInput('authorise'));
    const withPsp = { ...ctx, providerReference: paid.providerReference ?? null };
    const partial = await provider.refund(withPsp, {
      refundId: 'refund-1',
      amount: 1000,
      currency: 'AUD',
      idempotencyKey: 'refund:refund-1',
    });
    expect(partial).toEqual({ status: 'pending', providerRefundId: expect.stringMatching(/^TEST/) });
    const req = lastTo(`/v72/payments/${withPsp.providerReference}/refunds`);
    expect(req.headers['idempotency-key']).toBe('refund:refund-1');
    expect(req.json).toEqual({
      amount: { value: 1000, currency: 'AUD' },
      merchantAccount: MERCHANT,
      reference: 'refund-1',
    });
    // A retry with the same key is the same refund.
    expect(
      await provider.refund(withPsp, {
        refundId: 'refund-1',
        amount: 1000,
        currency: 'AUD',
        idempotencyKey: 'refund:refund-1',
      }),
    ).toEqual(partial);
    expect(fake.payments.get(withPsp.providerReference!)!.refunded).toBe(1000);
    // More than what is left: refused by Adyen, a failed outcome.
    expect(
      await provider.refund(withPsp, {
        refundId: 'refund-2',
        amount: 1500,
        currency: 'AUD',
        idempotencyKey: 'refund:refund-2',
      }),
    ).toMatchObject({ status: 'failed', reason: expect.stringContaining('Invalid amount') });
    expect(
      await provider.refund(withPsp, {
        refundId: 'refund-3',
        amount: 1360,
        currency: 'AUD',
        idempotencyKey: 'refund:refund-3',
      }),
    ).toMatchObject({ status: 'pending' });
    expect(fake.payments.get(withPsp.providerReference!)!.refunded).toBe(2360);
    expect(
      await provider.refund(ctx, {
        refundId: 'refund-4',
        amount: 1,
        currency: 'AUD',
        idempotencyKey: 'refund:refund-4',
      }),
    ).toMatchObject({ status: 'failed' });
  });
});

/** A notification item signed with the SDK's own helper. */
function item(fields: Record<string, unknown>, key = HMAC_KEY) {
  const base = {
    pspReference: 'PSP0001',
    merchantAccountCode: MERCHANT,
    merchantReference: 'pay-hook',
    amount: { value: 2360, currency: 'AUD' },
    eventCode: 'AUTHORISATION',
    eventDate: '2026-11-21T10:00:00+01:00',
    success: 'true',
    paymentMethod: 'visa',
    reason: '',
    additionalData: { cardSummary: '1111' } as Record<string, string>,
    ...fields,
  };
  const hmacSignature = validator.calculateHmac(base as never, key);
  return { NotificationRequestItem: { ...base, additionalData: { ...base.additionalData, hmacSignature } } };
}
const notification = (...items: unknown[]) => JSON.stringify({ live: 'false', notificationItems: items });
const parse = (body: string) => provider.parseWebhook({ rawBody: Buffer.from(body, 'utf8'), headers: {} });

describe('adyen provider: notifications', () => {
  it('verifies every item with the HMAC key and normalises the events', async () => {
    const res = await parse(
      notification(
        item({}),
        item({ pspReference: 'PSP0002', success: 'false', reason: 'Refused' }),
        item({
          pspReference: 'CAP01',
          originalReference: 'PSP0001',
          eventCode: 'CAPTURE',
          amount: { value: 2000, currency: 'AUD' },
        }),
        item({ pspReference: 'CAN01', originalReference: 'PSP0003', eventCode: 'CANCELLATION' }),
        item({
          pspReference: 'REF01',
          originalReference: 'PSP0001',
          eventCode: 'REFUND',
          merchantReference: 'refund-1',
          amount: { value: 500, currency: 'AUD' },
        }),
        item({
          pspReference: 'REF02',
          originalReference: 'PSP0001',
          eventCode: 'REFUND',
          merchantReference: 'refund-2',
          success: 'false',
          reason: 'Insufficient balance',
        }),
        item({ pspReference: 'X1', eventCode: 'REPORT_AVAILABLE' }),
      ),
    );
    expect(res.acknowledgement).toEqual({ contentType: 'text/plain', body: '[accepted]' });
    expect(res.events.map((e) => ({ ...e, occurredAt: undefined }))).toEqual([
      {
        eventId: 'PSP0001:AUTHORISATION:true',
        type: 'payment.authorised',
        paymentId: 'pay-hook',
        providerReference: 'PSP0001',
        amount: 2360,
        currency: 'AUD',
        card: { last4: '1111', brand: 'visa' },
        occurredAt: undefined,
      },
      expect.objectContaining({
        eventId: 'PSP0002:AUTHORISATION:false',
        type: 'payment.refused',
        reason: 'Refused',
      }),
      expect.objectContaining({
        eventId: 'CAP01:CAPTURE:true',
        type: 'payment.captured',
        providerReference: 'PSP0001',
        amount: 2000,
      }),
      expect.objectContaining({
        eventId: 'CAN01:CANCELLATION:true',
        type: 'payment.cancelled',
        providerReference: 'PSP0003',
      }),
      expect.objectContaining({
        eventId: 'REF01:REFUND:true',
        type: 'refund.succeeded',
        paymentId: null,
        providerReference: 'PSP0001',
        amount: 500,
        refund: { refundId: 'refund-1', providerRefundId: 'REF01' },
      }),
      expect.objectContaining({
        eventId: 'REF02:REFUND:false',
        type: 'refund.failed',
        reason: 'Insufficient balance',
        refund: { refundId: 'refund-2', providerRefundId: 'REF02' },
      }),
      expect.objectContaining({ eventId: 'X1:REPORT_AVAILABLE:true', type: 'ignored' }),
    ]);
    expect(res.events[0]!.occurredAt).toEqual(new Date('2026-11-21T09:00:00Z'));
  });

  it('refuses the whole request when one item is not signed right, or the body is changed', async () => {
    const good = notification(item({}));
    await expect(parse(good)).resolves.toBeDefined();
    // A wrong HMAC on one item of two.
    await expect(
      parse(notification(item({}), item({ pspReference: 'PSP9' }, '00'.repeat(32)))),
    ).rejects.toBeInstanceOf(WebhookVerificationError);
    // One byte of a signed field changed (amount 2360 → 2361).
    const changed = good.replace('"value":2360', '"value":2361');
    expect(changed).not.toBe(good);
    await expect(parse(changed)).rejects.toBeInstanceOf(WebhookVerificationError);
    // success false → true in the body.
    await expect(parse(good.replace('"success":"true"', '"success":"false"'))).rejects.toBeInstanceOf(
      WebhookVerificationError,
    );
    // No signature, not JSON, no items.
    const unsigned = JSON.parse(good);
    delete unsigned.notificationItems[0].NotificationRequestItem.additionalData.hmacSignature;
    await expect(parse(JSON.stringify(unsigned))).rejects.toBeInstanceOf(WebhookVerificationError);
    await expect(parse(good.slice(0, -1))).rejects.toBeInstanceOf(WebhookVerificationError);
    await expect(parse(notification())).rejects.toBeInstanceOf(WebhookVerificationError);
  });
});

describe('adyen provider: card data', () => {
  it('never sends a card number: the fake received only encrypted placeholders', () => {
    expect(fake.requests.length).toBeGreaterThan(10);
    for (const r of fake.requests) {
      expect(findCardNumbers(r.rawBody)).toEqual([]);
      const pm = r.json.paymentMethod as Record<string, unknown> | undefined;
      if (pm?.encryptedCardNumber) expect(String(pm.encryptedCardNumber)).toMatch(/^adyenjs_|^garbage$/);
      expect(pm?.number).toBeUndefined();
    }
  });
});
