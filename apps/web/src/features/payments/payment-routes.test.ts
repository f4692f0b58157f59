import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paymentRoutes } from './payment-routes';

const routes = [{ path: '/', children: paymentRoutes }];
const matched = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.path;

describe('payment routes (diner.md §2)', () => {
  it('match every payment screen', () => {
    expect(matched('/adyenPayment/gd/5/o1')).toBe('adyenPayment/:menuId/:tableId/:reference');
    expect(matched('/tillPayment/gd/5/o1')).toBe('tillPayment/:menuId/:tableId/:reference');
    expect(matched('/obPayment')).toBe('obPayment');
    expect(matched('/obSessionPayment')).toBe('obSessionPayment');
    expect(matched('/obPaymentSuccess/N1')).toBe('obPaymentSuccess/:orderNumber');
    expect(matched('/obPaymentError/N1')).toBe('obPaymentError/:orderNumber');
    expect(matched('/paymentResult/success/N1')).toBe('paymentResult/success/:orderNumber?');
    expect(matched('/paymentResult/failure/N1')).toBe('paymentResult/failure/:orderNumber?');
    expect(matched('/paymentResult')).toBe('paymentResult/:orderNumber?');
    expect(matched('/h5WechatPay')).toBe('h5WechatPay');
    expect(matched('/wechatPayment/gd/5/N1/p1')).toBe(
      'wechatPayment/:restaurantId/:tableId/:orderNumber/:orderNo',
    );
    expect(matched('/sandbox/challenge/p1')).toBe('sandbox/challenge/:paymentId');
    expect(matched('/sandbox/pay/p1')).toBe('sandbox/pay/:paymentId');
  });

  it('load every page lazily', () => {
    for (const route of paymentRoutes) expect(typeof route.lazy).toBe('function');
  });
});
