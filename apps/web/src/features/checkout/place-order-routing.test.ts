import { describe, expect, it } from 'vitest';
import { nextStepAfterOrder } from './place-order-routing';

const params = { menuId: 'goldendragon', tableId: '5', orderNumber: 'ORDERNUMBER1' };

describe('nextStepAfterOrder', () => {
  it('routes by the reply shape in the order of diner.md §4', () => {
    expect(
      nextStepAfterOrder(
        { reference: 'r1', paymentUrl: 'https://pay.example/x', isAdyenPayment: true },
        params,
      ),
    ).toEqual({
      kind: 'redirect',
      url: 'https://pay.example/x',
    });
    expect(nextStepAfterOrder({ reference: 'r1', isAdyenPayment: true, sessionId: 's' }, params)).toEqual({
      kind: 'navigate',
      to: '/adyenPayment/goldendragon/5/r1',
    });
    expect(nextStepAfterOrder({ reference: 'r1', sessionId: 'https://checkout.example/s' }, params)).toEqual({
      kind: 'redirect',
      url: 'https://checkout.example/s',
    });
    expect(nextStepAfterOrder({ reference: 'r1', isTillPayment: true, payUrl: 'https://x' }, params)).toEqual(
      {
        kind: 'navigate',
        to: '/tillPayment/goldendragon/5/r1',
      },
    );
    expect(nextStepAfterOrder({ reference: 'r1', payUrl: 'https://till.example' }, params)).toEqual({
      kind: 'redirect',
      url: 'https://till.example',
    });
    expect(nextStepAfterOrder({ reference: 'r1' }, params)).toEqual({
      kind: 'navigate',
      to: '/orderSuccess/goldendragon/5/r1',
    });
  });

  it('treats a duplicate reply as success', () => {
    expect(nextStepAfterOrder({ reference: 'r1', duplicate: true }, params)).toEqual({
      kind: 'navigate',
      to: '/orderSuccess/goldendragon/5/r1',
    });
  });
});
