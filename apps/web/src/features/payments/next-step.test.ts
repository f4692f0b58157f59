import { describe, expect, it } from 'vitest';
import { nextStepAfterPlaceOrder } from './next-step';

const place = { menuId: 'goldendragon', tableId: '5' };
const base = { reference: 'ord-1', orderNumber: 'N1' };
const methods = { paymentMethods: [{ type: 'scheme' }] };

describe('nextStepAfterPlaceOrder (diner.md §4 "Placing an order")', () => {
  it('redirects to a paymentUrl before anything else', () => {
    expect(
      nextStepAfterPlaceOrder(
        { ...base, paymentUrl: 'https://pay.example/x', isAdyenPayment: true, paymentMethodResults: methods },
        place,
      ),
    ).toEqual({ kind: 'redirect', url: 'https://pay.example/x' });
    expect(nextStepAfterPlaceOrder({ ...base, paymentUrl: '/sandbox/pay/p1' }, place)).toEqual({
      kind: 'redirect',
      url: '/sandbox/pay/p1',
    });
  });

  it('opens the card payment screen for a card provider reply with payment methods', () => {
    expect(
      nextStepAfterPlaceOrder(
        { ...base, isAdyenPayment: true, paymentMethodResults: methods, sessionId: 's', isTillPayment: true },
        place,
      ),
    ).toEqual({ kind: 'cardPayment', screen: 'card', to: '/adyenPayment/goldendragon/5/ord-1' });
  });

  it('goes on down the list when isAdyenPayment has no payment methods', () => {
    expect(
      nextStepAfterPlaceOrder({ ...base, isAdyenPayment: true, payUrl: 'https://w.example' }, place),
    ).toEqual({
      kind: 'redirect',
      url: 'https://w.example',
    });
  });

  it('sends a sessionId (connected account) to the hosted checkout', () => {
    expect(
      nextStepAfterPlaceOrder(
        { ...base, sessionId: 'cs_1', stripeAccount: 'acct_1', paymentId: 'p1', isTillPayment: true },
        place,
      ),
    ).toEqual({ kind: 'hostedCheckout', sessionId: 'cs_1', stripeAccount: 'acct_1', paymentId: 'p1' });
  });

  it('opens the till payment screen for a till reply', () => {
    expect(
      nextStepAfterPlaceOrder({ ...base, isTillPayment: true, payUrl: 'https://x.example' }, place),
    ).toEqual({
      kind: 'cardPayment',
      screen: 'till',
      to: '/tillPayment/goldendragon/5/ord-1',
    });
  });

  it('redirects to a plain payUrl (wallet)', () => {
    expect(nextStepAfterPlaceOrder({ ...base, payUrl: '/sandbox/pay/w1' }, place)).toEqual({
      kind: 'redirect',
      url: '/sandbox/pay/w1',
    });
  });

  it('treats a duplicate reply as success, and anything else as success too', () => {
    expect(nextStepAfterPlaceOrder({ ...base, duplicate: true }, place)).toEqual({
      kind: 'navigate',
      to: '/orderSuccess/goldendragon/5/ord-1',
    });
    expect(nextStepAfterPlaceOrder({ ...base, paymentUrl: '', payUrl: null }, place)).toEqual({
      kind: 'navigate',
      to: '/orderSuccess/goldendragon/5/ord-1',
    });
  });

  it('encodes the path segments and falls back to the order number without a reference', () => {
    expect(nextStepAfterPlaceOrder({ orderNumber: 'a/b' }, { menuId: 'm 1', tableId: 'takeaway' })).toEqual({
      kind: 'navigate',
      to: '/orderSuccess/m%201/takeaway/a%2Fb',
    });
  });
});
