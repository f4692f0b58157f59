import { describe, expect, it } from 'vitest';
import {
  isOrderRefunded,
  isRefundAmountOk,
  onlinePaymentRefundBody,
  orderDateStrAt,
  orderDateToIso,
  parseRefundInput,
  refundButtonState,
  refundRequestOf,
  toOrderDateStr,
} from './back-office-order-rules';
import {
  BACK_OFFICE_ORDER_MESSAGES as M,
  type OrderPayment,
  paymentKindOf,
  type RefundRecord,
} from './back-office-orders.contract';

const base = {
  paymentId: 'pay1',
  provider: 'sandbox' as const,
  method: 'card' as const,
  status: 'authorised' as const,
  amount: 2360,
  currency: 'AUD',
  amount_refunded: 0,
  refundableAmount: 2360,
  result_code: null,
  eventCode: null,
  orderStatus: 'Success' as const,
  created: '2025-06-02T02:00:00.000Z',
  settlesOrder: true,
  needsRefund: false,
};
const card = (refunded = 0, extra: Partial<OrderPayment> = {}): OrderPayment =>
  ({
    kind: 'card',
    ...base,
    amount_refunded: refunded,
    refundableAmount: 2360 - refunded,
    amount_received: 2360,
    real_fee: null,
    partner_order_id: 'ord12345',
    firstCharge: { paymentMethodDetails: { brand: 'visa', last4: '1111' }, billingDetails: { email: null } },
    ...extra,
  }) as OrderPayment;
const till = (refunded = 0): OrderPayment => ({
  kind: 'till',
  ...base,
  method: 'till',
  amount_refunded: refunded,
  refundableAmount: 2360 - refunded,
  result: 'OK',
  paymentMethod: 'visa',
  customer: null,
  returnData: { binBank: null, binBrand: 'visa', binCountry: null, cardHolder: null, lastFourDigits: '1111' },
});
const refundOf = (amount: number, result: 'OK' | 'PENDING' = 'OK'): RefundRecord => ({
  id: `r${amount}`,
  paymentId: 'pay1',
  amount,
  currency: 'AUD',
  partner_refund_id: null,
  result_code: result === 'OK' ? 'SUCCESS' : 'PENDING',
  return_code: result === 'OK' ? 'SUCCESS' : 'PENDING',
  result,
  success: result === 'OK',
  status: result === 'OK' ? 'succeeded' : 'pending',
  created: base.created,
  orderStatus: result === 'OK' ? 'Success' : 'Pending',
  reason: null,
  requestedBy: 'Michael Chan',
});
const lists = { refund: [], tillRefunds: [], adyenRefunds: [], chinaPaymentsRefunds: [] };

describe('order days (DD-MM-YY)', () => {
  it('converts both ways and refuses what is not a calendar day', () => {
    expect(toOrderDateStr('2025-06-02')).toBe('02-06-25');
    expect(orderDateToIso('02-06-25')).toBe('2025-06-02');
    expect(orderDateToIso('29-02-24')).toBe('2024-02-29');
    expect(orderDateToIso('29-02-25')).toBeNull();
    expect(orderDateToIso('32-01-25')).toBeNull();
    expect(orderDateToIso('2025-06-02')).toBeNull();
  });

  it("takes the day from the restaurant's clock", () => {
    // 15:30 UTC on 1 June is 01:30 on 2 June in Sydney and 16:30 on 1 June in London.
    const at = new Date('2025-06-01T15:30:00Z');
    expect(orderDateStrAt(at, 'Australia/Sydney')).toBe('02-06-25');
    expect(orderDateStrAt(at, 'Europe/London')).toBe('01-06-25');
  });
});

describe('payment kinds', () => {
  it('follow the method, then the provider', () => {
    expect(paymentKindOf('sandbox', 'card')).toBe('card');
    expect(paymentKindOf('stripe', 'card')).toBe('card');
    expect(paymentKindOf('adyen', 'card')).toBe('online');
    expect(paymentKindOf('sandbox', 'paypal')).toBe('online');
    expect(paymentKindOf('adyen', 'till')).toBe('till');
    expect(paymentKindOf('sandbox', 'wechat')).toBe('wallet');
  });
});

describe('the Refunded flag (§3)', () => {
  it('is YES under each of the four conditions and only then', () => {
    expect(isOrderRefunded({ payment: card(), ...lists, isRefunded: false })).toBe(false);
    expect(isOrderRefunded({ payment: null, ...lists, isRefunded: false })).toBe(false);
    expect(isOrderRefunded({ payment: card(100), ...lists, isRefunded: false })).toBe(true);
    expect(
      isOrderRefunded({ payment: card(0, { result_code: 'FULL_REFUND' }), ...lists, isRefunded: false }),
    ).toBe(true);
    for (const list of ['refund', 'tillRefunds', 'adyenRefunds', 'chinaPaymentsRefunds'] as const)
      expect(isOrderRefunded({ payment: null, ...lists, [list]: [refundOf(5)], isRefunded: false })).toBe(
        true,
      );
    expect(isOrderRefunded({ payment: null, ...lists, isRefunded: true })).toBe(true);
  });
});

describe('refund buttons (§4)', () => {
  it('card: Refund All off while running or fully refunded; Refund Amount off only when fully refunded', () => {
    expect(refundButtonState(card(), [], false)).toEqual({
      offered: true,
      refundAllDisabled: false,
      refundAmountDisabled: false,
      remaining: 2360,
    });
    expect(refundButtonState(card(), [], true)).toMatchObject({
      refundAllDisabled: true,
      refundAmountDisabled: false,
    });
    // Partly refunded: Refund All refunds the rest.
    expect(refundButtonState(card(1180), [refundOf(1180)], false)).toMatchObject({
      refundAllDisabled: false,
      refundAmountDisabled: false,
      remaining: 1180,
    });
    expect(refundButtonState(card(2360), [refundOf(2360)], false)).toMatchObject({
      refundAllDisabled: true,
      refundAmountDisabled: true,
      remaining: 0,
    });
  });

  it('till: the OK refunds are summed; Refund All off when partly refunded', () => {
    expect(refundButtonState(till(), [], false)).toMatchObject({
      refundAllDisabled: false,
      refundAmountDisabled: false,
    });
    expect(refundButtonState(till(500), [refundOf(500)], false)).toMatchObject({
      refundAllDisabled: true,
      refundAmountDisabled: false,
      remaining: 1860,
    });
    expect(refundButtonState(till(2360), [refundOf(2360)], false)).toMatchObject({
      refundAllDisabled: true,
      refundAmountDisabled: true,
    });
    // A pending refund is not OK yet: not counted as refunded by the till rule.
    expect(refundButtonState(till(500), [refundOf(500, 'PENDING')], false)).toMatchObject({
      refundAllDisabled: false,
      remaining: 1860,
    });
  });

  it('offers nothing for a payment that did not take the money', () => {
    expect(refundButtonState(card(0, { status: 'refused', orderStatus: 'Failed' }), [], false).offered).toBe(
      false,
    );
  });
});

describe('the refund dialog (§5)', () => {
  it('reads dollars and disables OK above the total or at 0', () => {
    expect(parseRefundInput('11.8')).toBe(1180);
    expect(parseRefundInput('$11.80')).toBe(1180);
    expect(parseRefundInput('12')).toBe(1200);
    expect(parseRefundInput('1.234')).toBeNull();
    expect(parseRefundInput('-1')).toBeNull();
    expect(parseRefundInput('')).toBeNull();
    expect(isRefundAmountOk(1180, 2360)).toBe(true);
    expect(isRefundAmountOk(2360, 2360)).toBe(true);
    expect(isRefundAmountOk(2361, 2360)).toBe(false);
    expect(isRefundAmountOk(0, 2360)).toBe(false);
    expect(isRefundAmountOk(null, 2360)).toBe(false);
  });
});

describe('POST /onlinePaymentRefund bodies (§7)', () => {
  it('sends card amounts in minor units and till amounts as entered, and reads them back', () => {
    const cardBody = onlinePaymentRefundBody({ orderNumber: 'ord12345' }, card(), 1180, '02-06-25', 'k1');
    expect(cardBody).toEqual({
      refundAmount: 1180,
      partnerOrderId: 'ord12345',
      paymentIntent: 'pay1',
      orderDate: '02-06-25',
      idempotencyKey: 'k1',
    });
    expect(refundRequestOf(cardBody)).toEqual({
      ok: true,
      target: { kind: 'card', paymentId: 'pay1', orderNumber: null, orderDate: '02-06-25', amount: 1180 },
    });
    const tillBody = onlinePaymentRefundBody({ orderNumber: 'ord12345' }, till(), 1180, '02-06-25', 'k2');
    expect(tillBody.refundAmount).toBe(11.8);
    expect(refundRequestOf(tillBody as never)).toMatchObject({
      ok: true,
      target: { kind: 'till', orderNumber: 'ord12345', amount: 1180 },
    });
  });

  it('answers the §8 texts', () => {
    expect(refundRequestOf({ paymentIntent: 'p' })).toEqual({ ok: false, message: M.refundAmountMissing });
    expect(refundRequestOf({ paymentIntent: 'p', refundAmount: 0 })).toEqual({
      ok: false,
      message: M.refundAmountMissing,
    });
    expect(refundRequestOf({ paymentIntent: 'p', refundAmount: 11.8 })).toEqual({
      ok: false,
      message: M.refundAmountMissing,
    });
    expect(refundRequestOf({ orderNumber: 'n', refundAmount: 11.805 })).toEqual({
      ok: false,
      message: M.refundAmountMissing,
    });
    expect(refundRequestOf({ reference: 'p', refundAmount: 100, payment: {} })).toEqual({
      ok: false,
      message: M.walletTotalMissing,
    });
    expect(refundRequestOf({ refundAmount: 100 })).toEqual({ ok: false, message: M.refundFailed });
    expect(
      refundRequestOf({
        reference: 'p',
        refundAmount: '100',
        refundFee: 100,
        payment: { totalAmount: 2360 },
      }),
    ).toMatchObject({ ok: true, target: { kind: 'wallet', paymentId: 'p', amount: 100 } });
  });
});
