import { PAYMENT_MESSAGES, SANDBOX_TEST_CARDS } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { startBookingDepositPayment } from './booking-deposit-payments.service';
import { checkOnlinePaymentAvailable, startOrderPayment } from './order-payments.service';
import {
  cardStateData,
  insertOrder,
  orderRow,
  orderWithPayment,
  paymentRestaurant,
  paymentsOf,
  payWithCard,
  submitCard,
  uniqueNumber,
} from './payment-test-helpers';

const t = await buildTestApp();

describe('placeOrder payment fields (startOrderPayment)', () => {
  it('card: the sandbox drop-in, as an isAdyenPayment answer', async () => {
    const r = await paymentRestaurant(t);
    const { order, fields } = await orderWithPayment(t, r);
    expect(fields).toMatchObject({
      isAdyenPayment: true,
      environment: 'sandbox',
      clientKey: 'sandbox',
      reference: order.id,
      orderTotal: 23.6,
      currency: 'AUD',
      locale: 'en_AU',
      countryCode: 'AU',
      paymentProvider: 'sandbox',
    });
    expect(fields.paymentMethodResults).toMatchObject({ paymentMethods: [{ type: 'scheme' }] });
    // A placeOrder retry answers the same attempt.
    const again = await startOrderPayment(t.deps, { order, restaurant: r });
    expect(again.paymentId).toBe(fields.paymentId);
    expect(await paymentsOf(t, order.id)).toHaveLength(1);
  });

  it('till, wechat and paypal: isTillPayment, payUrl and paymentUrl to the sandbox pages', async () => {
    const till = await paymentRestaurant(t, { isTillPaymentEnabled: true });
    const { fields: tillFields } = await orderWithPayment(t, till);
    expect(tillFields).toMatchObject({ isTillPayment: true });
    expect(tillFields.isAdyenPayment).toBeUndefined();

    const r = await paymentRestaurant(t);
    const { fields: wallet } = await orderWithPayment(t, r, { paymentType: 'wechat' });
    expect(wallet.payUrl).toBe(`/sandbox/pay/${wallet.paymentId}`);
    const { fields: paypal } = await orderWithPayment(t, r, { paymentType: 'paypal' });
    expect(paypal.paymentUrl).toBe(`/sandbox/pay/${paypal.paymentId}`);
  });

  it('pay at counter answers nothing; a method the restaurant has not enabled is refused', async () => {
    const r = await paymentRestaurant(t, { isPaypalEnabled: false });
    const { fields } = await orderWithPayment(t, r, { paymentType: 'payAtCounter' });
    expect(fields).toEqual({});
    await expect(checkOnlinePaymentAvailable(t.deps, r, 'paypal')).rejects.toMatchObject({
      message: PAYMENT_MESSAGES.methodNotEnabled,
    });
    await checkOnlinePaymentAvailable(t.deps, r, 'card');
    const order = await insertOrder(t, r, { paymentType: 'paypal' });
    await expect(startOrderPayment(t.deps, { order, restaurant: r })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: PAYMENT_MESSAGES.methodNotEnabled,
    });
  });
});

describe('sandbox card (drop-in)', () => {
  it('authorises 4111 1111 1111 1111: the order is paid and goes to the kitchen', async () => {
    const r = await paymentRestaurant(t);
    const { order, fields } = await orderWithPayment(t, r);
    const res = await payWithCard(t, r, order, '4111 1111 1111 1111');
    expect(res).toMatchObject({
      resultCode: 'Authorised',
      paymentId: fields.paymentId,
      orderNumber: order.orderNumber,
      reference: order.id,
    });
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'paid', status: 'placed' });
    const [p] = await paymentsOf(t, order.id);
    expect(p).toMatchObject({ status: 'authorised', capturedAmount: 2360, last4: '1111', brand: 'visa' });
    const summary = await t.request({ method: 'GET', url: `/api/payments/${p!.id}` });
    expect(summary.json()).toMatchObject({ status: 'authorised', last4: '1111', amount: 2360 });
  });

  it('declines 4000 0000 0000 0002: Refused, the order stays unpaid and can be paid again', async () => {
    const r = await paymentRestaurant(t);
    const { order } = await orderWithPayment(t, r);
    const declined = await payWithCard(t, r, order, SANDBOX_TEST_CARDS.decline);
    expect(declined.resultCode).toBe('Refused');
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'unpaid', status: 'pendingPayment' });
    const ok = await payWithCard(t, r, order, SANDBOX_TEST_CARDS.authorise);
    expect(ok.resultCode).toBe('Authorised');
    expect(ok.paymentId).not.toBe(declined.paymentId);
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'paid' });
  });

  it('4000 0000 0000 3220 asks for a challenge; passing it and sending the details authorises', async () => {
    const r = await paymentRestaurant(t);
    const { order } = await orderWithPayment(t, r);
    const first = await payWithCard(t, r, order, SANDBOX_TEST_CARDS.challenge);
    expect(first.resultCode).toBe('RedirectShopper');
    expect(first.action).toMatchObject({ type: 'redirect', url: `/sandbox/challenge/${first.paymentId}` });

    const info = await t.request({ method: 'GET', url: `/api/sandbox/payments/${first.paymentId}` });
    expect(info.json()).toMatchObject({
      kind: 'card',
      challengePending: true,
      notice: PAYMENT_MESSAGES.sandboxNotice,
    });

    const challenge = await t.request({
      method: 'POST',
      url: `/api/sandbox/payments/${first.paymentId}/challenge`,
      payload: { outcome: 'pass' },
    });
    expect(challenge.statusCode).toBe(200);
    const { redirectResult, returnUrl } = challenge.json();
    expect(returnUrl).toContain(`/adyenPayment/menu-1/12/${order.id}?redirectResult=`);
    const details = await t.request({
      method: 'POST',
      url: '/api/adyenPaymentDetails',
      payload: { payload: { details: { redirectResult } } },
    });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ resultCode: 'Authorised', paymentId: first.paymentId });
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'paid' });
    // The same details again: the first answer, nothing more.
    const replay = await t.request({
      method: 'POST',
      url: '/api/adyenPaymentDetails',
      payload: { payload: { details: { redirectResult } } },
    });
    expect(replay.json()).toEqual(details.json());
  });

  it('a failed challenge is Refused; a forged redirectResult is refused without touching the payment', async () => {
    const r = await paymentRestaurant(t);
    const { order } = await orderWithPayment(t, r);
    const first = await payWithCard(t, r, order, SANDBOX_TEST_CARDS.challenge);
    const forged = await t.request({
      method: 'POST',
      url: '/api/adyenPaymentDetails',
      payload: {
        payload: {
          details: {
            redirectResult: `sbx1.${Buffer.from(JSON.stringify({ p: first.paymentId, s: 'guess' })).toString('base64url')}`,
          },
        },
      },
    });
    expect(forged.statusCode).toBe(400);
    const challenge = await t.request({
      method: 'POST',
      url: `/api/sandbox/payments/${first.paymentId}/challenge`,
      payload: { outcome: 'fail' },
    });
    const details = await t.request({
      method: 'POST',
      url: '/api/adyenPaymentDetails',
      payload: { payload: { details: { redirectResult: challenge.json().redirectResult } } },
    });
    expect(details.json()).toMatchObject({ resultCode: 'Refused' });
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'unpaid' });
  });

  it('refuses bad card details with the form messages, and bad stateData with 400', async () => {
    const bad = async (payload: Record<string, string>) => {
      const res = await t.request({
        method: 'POST',
        url: '/api/sandbox/cards',
        payload: {
          holderName: 'A',
          number: SANDBOX_TEST_CARDS.authorise,
          expiry: '12/39',
          cvc: '123',
          ...payload,
        },
      });
      expect(res.statusCode).toBe(400);
      return res.json().message;
    };
    expect(await bad({ holderName: ' ' })).toBe(PAYMENT_MESSAGES.holderNameRequired);
    expect(await bad({ number: '4111111111111112' })).toBe(PAYMENT_MESSAGES.cardNumberInvalid);
    expect(await bad({ expiry: '01/20' })).toBe(PAYMENT_MESSAGES.expiryInvalid);
    expect(await bad({ cvc: '12' })).toBe(PAYMENT_MESSAGES.cvcInvalid);

    const r = await paymentRestaurant(t);
    const { order } = await orderWithPayment(t, r);
    const res = await submitCard(
      t,
      r,
      order,
      { paymentMethod: { type: 'scheme', sandboxCardToken: 'nope' } },
      'k1',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.invalidStateData);
    const noKey = await t.request({
      method: 'POST',
      url: '/api/adyenPayments',
      payload: { orderNumber: order.orderNumber, restaurantId: r.urlIdentifier, stateData: {} },
    });
    expect(noKey.statusCode).toBe(400);
    const unknownOrder = await submitCard(
      t,
      r,
      { ...order, orderNumber: 'doesNotExist1' },
      await cardStateData(t, SANDBOX_TEST_CARDS.authorise),
      'k2',
    );
    expect(unknownOrder.statusCode).toBe(404);
  });

  it('adyenOBPayments checks the total; makeAdyenAuthorizePayment pre-authorises without capturing', async () => {
    const r = await paymentRestaurant(t);
    const { order } = await orderWithPayment(t, r);
    const stateData = await cardStateData(t, SANDBOX_TEST_CARDS.authorise);
    const wrong = await t.request({
      method: 'POST',
      url: '/api/adyenOBPayments',
      payload: {
        orderNumber: order.orderNumber,
        restaurantId: r.urlIdentifier,
        total: 10,
        stateData,
        idempotencyKey: uniqueNumber(),
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(PAYMENT_MESSAGES.amountMismatch);
    const ok = await t.request({
      method: 'POST',
      url: '/api/adyenOBPayments',
      payload: {
        orderNumber: order.orderNumber,
        restaurantId: r.urlIdentifier,
        total: '23.60',
        stateData,
        idempotencyKey: uniqueNumber(),
      },
    });
    expect(ok.json()).toMatchObject({ resultCode: 'Authorised' });

    const pre = await t.request({
      method: 'POST',
      url: '/api/makeAdyenAuthorizePayment',
      payload: {
        reference: 'bond-42',
        isPreAuth: true,
        restaurantId: r.urlIdentifier,
        totalCent: 5000,
        stateData,
        idempotencyKey: uniqueNumber(),
      },
    });
    expect(pre.json()).toMatchObject({ resultCode: 'Authorised' });
    const summary = await t.request({ method: 'GET', url: `/api/payments/${pre.json().paymentId}` });
    expect(summary.json()).toMatchObject({ amount: 5000, capturedAmount: 0, status: 'authorised' });
  });
});

describe('sandbox hosted pages', () => {
  it('paypal approve: paid, and the browser goes to the success screen', async () => {
    const r = await paymentRestaurant(t);
    const { order, fields } = await orderWithPayment(t, r, { paymentType: 'paypal' });
    const info = await t.request({ method: 'GET', url: `/api/sandbox/payments/${fields.paymentId}` });
    expect(info.json()).toMatchObject({ kind: 'paypal', amount: 2360, total: 23.6, status: 'created' });
    const res = await t.request({ method: 'POST', url: `/api/sandbox/payments/${fields.paymentId}/approve` });
    expect(res.json()).toEqual({
      status: 'authorised',
      redirectUrl: `/orderSuccess/menu-1/12/${order.id}?type=success`,
    });
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'paid' });
    // A second click, or a late cancel, changes nothing.
    const cancel = await t.request({
      method: 'POST',
      url: `/api/sandbox/payments/${fields.paymentId}/cancel`,
    });
    expect(cancel.json().status).toBe('authorised');
  });

  it('cancel: the payment is cancelled, the browser goes back to the menu with type=cancel, approve is then too late', async () => {
    const r = await paymentRestaurant(t);
    const { order, fields } = await orderWithPayment(t, r, { paymentType: 'paypal' });
    const res = await t.request({ method: 'POST', url: `/api/sandbox/payments/${fields.paymentId}/cancel` });
    expect(res.json()).toEqual({
      status: 'cancelled',
      redirectUrl: `/online/menu-1/12/${order.id}?type=cancel`,
    });
    const late = await t.request({
      method: 'POST',
      url: `/api/sandbox/payments/${fields.paymentId}/approve`,
    });
    expect(late.json().status).toBe('cancelled');
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'unpaid' });
  });

  it('till: the till page finds the payment by order and approves it', async () => {
    const r = await paymentRestaurant(t, { isTillPaymentEnabled: true });
    const { order } = await orderWithPayment(t, r);
    const latest = await t.request({ method: 'GET', url: `/api/payments/orders/${order.id}` });
    expect(latest.json()).toMatchObject({
      method: 'till',
      status: 'created',
      payUrl: expect.stringMatching(/^\/sandbox\/pay\//),
    });
    const res = await t.request({
      method: 'POST',
      url: `/api/sandbox/payments/${latest.json().paymentId}/approve`,
    });
    expect(res.json().status).toBe('authorised');
    expect(await orderRow(t, order.id)).toMatchObject({ paymentStatus: 'paid' });
  });

  it('wallet: Pending until paid on the wallet page, then Success on both status calls', async () => {
    const r = await paymentRestaurant(t);
    const { order, fields } = await orderWithPayment(t, r, { paymentType: 'wechat' });
    const byNo = () =>
      t.request({
        method: 'GET',
        url: `/api/wechatPaymentStatus?restaurantId=${r.urlIdentifier}&orderNo=${fields.paymentId}`,
      });
    const keyed = () =>
      t.request({ method: 'GET', url: `/api/walletPaymentStatus/${r.urlIdentifier}/${order.orderNumber}` });
    expect((await byNo()).json()).toEqual({ orderStatus: 'Pending' });
    expect((await keyed()).json()).toEqual({ orderStatus: 'Pending', status: 'Pending' });
    const info = await t.request({ method: 'GET', url: `/api/sandbox/payments/${fields.paymentId}` });
    expect(info.json()).toMatchObject({
      kind: 'wallet',
      qrText: expect.stringContaining(`/sandbox/pay/${fields.paymentId}`),
    });
    const paid = await t.request({
      method: 'POST',
      url: `/api/sandbox/payments/${fields.paymentId}/approve`,
    });
    expect(paid.json().redirectUrl).toBe(
      `/wechatPayment/${r.urlIdentifier}/12/${order.orderNumber}/${fields.paymentId}`,
    );
    expect((await byNo()).json()).toEqual({ orderStatus: 'Success' });
    expect((await keyed()).json()).toEqual({ orderStatus: 'Success', status: 'Success' });
  });

  it('wallet decline answers Failed; unknown payments answer 404', async () => {
    const r = await paymentRestaurant(t);
    const { fields } = await orderWithPayment(t, r, { paymentType: 'wechat' });
    await t.request({ method: 'POST', url: `/api/sandbox/payments/${fields.paymentId}/decline` });
    const res = await t.request({
      method: 'GET',
      url: `/api/wechatPaymentStatus?restaurantId=${r.urlIdentifier}&orderNo=${fields.paymentId}`,
    });
    expect(res.json()).toEqual({ orderStatus: 'Failed' });
    const unknown = await t.request({
      method: 'GET',
      url: `/api/wechatPaymentStatus?restaurantId=${r.urlIdentifier}&orderNo=nope`,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('booking deposit', () => {
  it('starts a hosted checkout (paymentUrl + sessionId with the sandbox) and approving it settles the booking', async () => {
    const r = await paymentRestaurant(t, { isTillPaymentEnabled: true });
    const started = await startBookingDepositPayment(t.deps, {
      restaurant: r,
      bookingId: 'bk-1',
      amount: 2000,
      returnPaths: {
        success: `/bookingSuccess/${r.urlIdentifier}`,
        failure: `/restaurantBooking/${r.urlIdentifier}`,
        cancel: `/restaurantBooking/${r.urlIdentifier}`,
      },
    });
    expect(started).toMatchObject({
      paymentUrl: `/sandbox/pay/${started.paymentId}`,
      sessionId: `sbx_cs_${started.paymentId}`,
    });
    const info = await t.request({ method: 'GET', url: `/api/sandbox/payments/${started.paymentId}` });
    expect(info.json()).toMatchObject({ kind: 'checkout', amount: 2000, orderNumber: null });
    const res = await t.request({
      method: 'POST',
      url: `/api/sandbox/payments/${started.paymentId}/approve`,
    });
    expect(res.json()).toEqual({ status: 'authorised', redirectUrl: `/bookingSuccess/${r.urlIdentifier}` });
  });
});

describe('sandbox hosted checkout: the card form', () => {
  let booking = 0;
  async function checkout() {
    const r = await paymentRestaurant(t);
    const base = `/bookingSuccess/${r.urlIdentifier}?bookingId=bk-card-${++booking}`;
    const started = await startBookingDepositPayment(t.deps, {
      restaurant: r,
      bookingId: `bk-card-${booking}`,
      amount: 2000,
      returnPaths: {
        success: `${base}&type=success`,
        failure: `${base}&type=error`,
        cancel: `${base}&type=cancel`,
      },
    });
    const paymentId = started.paymentId;
    return { paymentId, base };
  }
  const payByCard = (paymentId: string, card: Partial<Record<string, string>>) =>
    t.request({
      method: 'POST',
      url: `/api/sandbox/payments/${paymentId}/card`,
      payload: { holderName: 'Ada Lovelace', number: '', expiry: '12/39', cvc: '123', ...card },
    });
  const paymentRow = async (paymentId: string) =>
    (await t.request({ method: 'GET', url: `/api/payments/${paymentId}` })).json();

  it('4111 1111 1111 1111 authorises: the success redirect, last 4 digits kept; again answers the same', async () => {
    const { paymentId, base } = await checkout();
    const res = await payByCard(paymentId, { number: '4111 1111 1111 1111' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'authorised', redirectUrl: `${base}&type=success` });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'authorised', last4: '1111', amount: 2000 });
    // A double submit (any card, even a declining one) or a late decision changes nothing.
    const again = await payByCard(paymentId, { number: SANDBOX_TEST_CARDS.decline });
    expect(again.json()).toEqual({ status: 'authorised', redirectUrl: `${base}&type=success` });
    const cancel = await t.request({ method: 'POST', url: `/api/sandbox/payments/${paymentId}/cancel` });
    expect(cancel.json().status).toBe('authorised');
  });

  it('4000 0000 0000 0002 is declined: the failure redirect, as the decline decision', async () => {
    const { paymentId, base } = await checkout();
    const res = await payByCard(paymentId, { number: SANDBOX_TEST_CARDS.decline });
    expect(res.json()).toEqual({ status: 'refused', redirectUrl: `${base}&type=error` });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'refused', last4: '0002' });
    const again = await payByCard(paymentId, { number: SANDBOX_TEST_CARDS.authorise });
    expect(again.json()).toEqual({ status: 'refused', redirectUrl: `${base}&type=error` });
  });

  it('4000 0000 0000 3220 goes to the challenge page; passing it authorises with the checkout redirect', async () => {
    const { paymentId, base } = await checkout();
    const res = await payByCard(paymentId, { number: SANDBOX_TEST_CARDS.challenge });
    expect(res.json()).toEqual({ status: 'requiresAction', redirectUrl: `/sandbox/challenge/${paymentId}` });
    const info = await t.request({ method: 'GET', url: `/api/sandbox/payments/${paymentId}` });
    expect(info.json()).toMatchObject({ kind: 'checkout', status: 'requiresAction', challengePending: true });
    const pass = await t.request({
      method: 'POST',
      url: `/api/sandbox/payments/${paymentId}/challenge`,
      payload: { outcome: 'pass' },
    });
    expect(pass.statusCode).toBe(200);
    expect(pass.json()).toEqual({ redirectResult: null, returnUrl: `${base}&type=success` });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'authorised', last4: '3220' });
    // The challenge is over: a second answer is refused, the card call answers the outcome.
    const late = await t.request({
      method: 'POST',
      url: `/api/sandbox/payments/${paymentId}/challenge`,
      payload: { outcome: 'fail' },
    });
    expect(late.statusCode).toBe(409);
    const again = await payByCard(paymentId, { number: SANDBOX_TEST_CARDS.challenge });
    expect(again.json()).toEqual({ status: 'authorised', redirectUrl: `${base}&type=success` });
  });

  it('a failed challenge is declined with the failure redirect', async () => {
    const { paymentId, base } = await checkout();
    await payByCard(paymentId, { number: SANDBOX_TEST_CARDS.challenge });
    const fail = await t.request({
      method: 'POST',
      url: `/api/sandbox/payments/${paymentId}/challenge`,
      payload: { outcome: 'fail' },
    });
    expect(fail.json()).toEqual({ redirectResult: null, returnUrl: `${base}&type=error` });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'refused' });
  });

  it('refuses bad card input with the form messages and leaves the payment open', async () => {
    const { paymentId } = await checkout();
    const bad = async (card: Record<string, string>) => {
      const res = await payByCard(paymentId, { number: SANDBOX_TEST_CARDS.authorise, ...card });
      expect(res.statusCode).toBe(400);
      return res.json().message;
    };
    expect(await bad({ holderName: '  ' })).toBe(PAYMENT_MESSAGES.holderNameRequired);
    expect(await bad({ number: '4111 1111 1111 1112' })).toBe(PAYMENT_MESSAGES.cardNumberInvalid);
    expect(await bad({ number: '' })).toBe(PAYMENT_MESSAGES.cardNumberInvalid);
    expect(await bad({ expiry: '01/20' })).toBe(PAYMENT_MESSAGES.expiryInvalid);
    expect(await bad({ expiry: '13/39' })).toBe(PAYMENT_MESSAGES.expiryInvalid);
    expect(await bad({ cvc: '12' })).toBe(PAYMENT_MESSAGES.cvcInvalid);
    const missing = await t.request({
      method: 'POST',
      url: `/api/sandbox/payments/${paymentId}/card`,
      payload: { number: SANDBOX_TEST_CARDS.authorise },
    });
    expect(missing.statusCode).toBe(400);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'created', last4: null });
    // Still payable.
    const ok = await payByCard(paymentId, { number: SANDBOX_TEST_CARDS.authorise });
    expect(ok.json().status).toBe('authorised');
  });

  it('takes a card only for a hosted checkout; an unknown payment answers 404', async () => {
    const r = await paymentRestaurant(t);
    const { fields } = await orderWithPayment(t, r, { paymentType: 'paypal' });
    const paypal = await payByCard(fields.paymentId as string, { number: SANDBOX_TEST_CARDS.authorise });
    expect(paypal.statusCode).toBe(400);
    expect(paypal.json().message).toBe(PAYMENT_MESSAGES.invalidPaymentDetails);
    const unknown = await payByCard('nope', { number: SANDBOX_TEST_CARDS.authorise });
    expect(unknown.statusCode).toBe(404);
  });
});
