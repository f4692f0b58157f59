import { describe, expect, it } from 'vitest';
import { availablePaymentTypes, checkoutPath, hasCardProvider } from './payment-types';

const off = { isTillPaymentEnabled: false, isWechatOnlinePaymentEnabled: false, isPaypalEnabled: false };

describe('pay types a restaurant offers', () => {
  it('shows only what the restaurant enables', () => {
    expect(availablePaymentTypes(off, { cardProvider: false })).toEqual(['payAtCounter']);
    expect(availablePaymentTypes(off, { cardProvider: true })).toEqual(['payAtCounter', 'card']);
    expect(
      availablePaymentTypes(
        { isTillPaymentEnabled: true, isWechatOnlinePaymentEnabled: true, isPaypalEnabled: true },
        { cardProvider: true },
      ),
    ).toEqual(['payAtCounter', 'card', 'wechat', 'paypal']);
    // isTillPaymentEnabled alone does not offer card: the till provider must be able to take it.
    expect(availablePaymentTypes({ ...off, isTillPaymentEnabled: true }, { cardProvider: false })).toEqual([
      'payAtCounter',
    ]);
  });

  it('leaves pay at the counter out for a table that requires payment', () => {
    expect(availablePaymentTypes(off, { cardProvider: true, tablePaysOnline: true })).toEqual(['card']);
  });

  it('does not offer pay at counter for a food court order when payment is required', () => {
    const required = { ...off, foodCourtPaymentRequired: true };
    expect(availablePaymentTypes(required, { cardProvider: true, kind: 'foodcourt' })).toEqual(['card']);
    expect(availablePaymentTypes(required, { cardProvider: true, kind: 'dinein' })).toEqual([
      'payAtCounter',
      'card',
    ]);
  });

  it('offers cards unless the restaurant view says it cannot take them', () => {
    expect(hasCardProvider({})).toBe(true);
    expect(hasCardProvider({ isCardPaymentEnabled: false })).toBe(false);
    expect(hasCardProvider({ isCardPaymentEnabled: true })).toBe(true);
  });

  it('uses /tillCheckout when the till provider takes the cards', () => {
    expect(checkoutPath({ menuId: 'gd', tableId: '5' }, off)).toBe('/checkout/gd/5');
    expect(checkoutPath({ menuId: 'gd', tableId: '5' }, { isTillPaymentEnabled: true })).toBe(
      '/tillCheckout/gd/5',
    );
  });
});
