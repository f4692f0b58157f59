import { describe, expect, it } from 'vitest';
import {
  type CheckoutForm,
  checkoutError,
  effectiveOrderKind,
  normaliseDate,
  resolvePickupTime,
} from './checkout-validation';
import { ORDER_MESSAGES, orderTableId } from './order.contract';

const form = (over: Partial<CheckoutForm> = {}): CheckoutForm => ({
  kind: 'dinein',
  name: 'Mei',
  email: '',
  phoneNumber: '0412345678',
  guestNum: '2',
  address: '',
  postcode: '',
  paymentType: 'payAtCounter',
  ...over,
});

describe('effectiveOrderKind', () => {
  it('reads the URL tableId; pickup-delivery by the diner choice', () => {
    expect(effectiveOrderKind('5', null)).toBe('dinein');
    expect(effectiveOrderKind('takeaway', 'delivery')).toBe('takeaway');
    expect(effectiveOrderKind('pickup-delivery', 'delivery')).toBe('delivery');
    expect(effectiveOrderKind('pickup-delivery', 'pickup')).toBe('pickup');
    expect(effectiveOrderKind('pickup-delivery', undefined)).toBeNull();
  });
});

describe('orderTableId', () => {
  it('takes tableId, else a named type, else realTableId', () => {
    expect(orderTableId({ tableId: '5', type: 'takeaway', realTableId: '7' })).toBe('5');
    expect(orderTableId({ tableId: null, type: 'Pickup', realTableId: '7' })).toBe('pickup');
    expect(orderTableId({ tableId: undefined, type: 'local', realTableId: ' 7 ' })).toBe('7');
    expect(orderTableId({ type: 'local' })).toBeNull();
  });
});

describe('checkoutError (diner.md §5 "Checkout")', () => {
  it('passes a complete form', () => {
    expect(checkoutError(form(), {})).toBeNull();
  });

  it('requires a name', () => {
    expect(checkoutError(form({ name: '  ' }), {})).toBe(ORDER_MESSAGES.nameRequired);
  });

  it('requires a guest count for dine-in when the restaurant demands it', () => {
    const s = { isDineInGuestNumberRequired: true };
    expect(checkoutError(form({ guestNum: '0' }), s)).toBe(ORDER_MESSAGES.guestNumRequired);
    expect(checkoutError(form({ guestNum: '' }), s)).toBe(ORDER_MESSAGES.guestNumRequired);
    expect(checkoutError(form({ guestNum: '0', kind: 'takeaway' }), s)).toBeNull();
    expect(checkoutError(form({ guestNum: 'two' }), {})).toBe(ORDER_MESSAGES.guestNumInvalid);
  });

  it('requires a valid mobile unless optional, with the spec messages', () => {
    expect(checkoutError(form({ phoneNumber: '' }), {})).toBe('Please enter a valid mobile phone number.');
    expect(checkoutError(form({ phoneNumber: '12345' }), {})).toBe('The mobile number is invalid');
    expect(checkoutError(form({ phoneNumber: '412345678' }), {})).toBeNull();
    expect(checkoutError(form({ phoneNumber: '' }), { isDineMobileOptional: true })).toBeNull();
    expect(
      checkoutError(form({ phoneNumber: '' }), {
        isDineMobileOptional: true,
        isDineInMobilePhoneRequired: true,
      }),
    ).toBe(ORDER_MESSAGES.mobileRequired);
    expect(checkoutError(form({ phoneNumber: 'abc' }), { isDineMobileOptional: true })).toBe(
      ORDER_MESSAGES.mobileInvalid,
    );
    // SMS verification needs a phone even when it is otherwise optional.
    expect(checkoutError(form({ phoneNumber: '' }), { isDineMobileOptional: true, smsVerify: true })).toBe(
      ORDER_MESSAGES.mobileRequired,
    );
  });

  it('requires an address and a postcode for delivery', () => {
    const d = form({ kind: 'delivery', guestNum: '0' });
    expect(checkoutError({ ...d, address: '1 George St' }, {})).toBe('Please enter a postcode.');
    expect(checkoutError({ ...d, postcode: '2000' }, {})).toBe(ORDER_MESSAGES.addressRequired);
    expect(checkoutError({ ...d, address: '1 George St', postcode: '2000' }, {})).toBeNull();
    expect(checkoutError(form({ kind: 'pickup' }), {})).toBeNull();
  });

  it('requires a known payment method', () => {
    expect(checkoutError(form({ paymentType: '' }), {})).toBe('Please select a payment method.');
    expect(checkoutError(form({ paymentType: 'bitcoin' }), {})).toBe('Please select a payment method.');
    expect(checkoutError(form({ paymentType: null }), {})).toBe('Please select a payment method.');
    for (const p of ['card', 'wechat', 'payAtCounter', 'paypal'])
      expect(checkoutError(form({ paymentType: p }), {})).toBeNull();
  });

  it('checks a non-empty email', () => {
    expect(checkoutError(form({ email: 'mei@example' }), {})).toBe('Please enter a valid email address.');
    expect(checkoutError(form({ email: 'mei@example.com' }), {})).toBeNull();
  });

  it('requires the SMS code and its sid when smsVerify is on', () => {
    expect(checkoutError(form(), { smsVerify: true })).toBe(ORDER_MESSAGES.smsCodeRequired);
    expect(checkoutError(form({ verifyCode: '123456' }), { smsVerify: true })).toBe(
      ORDER_MESSAGES.smsCodeRequired,
    );
    expect(checkoutError(form({ verifyCode: '123456', sid: 'abc' }), { smsVerify: true })).toBeNull();
  });
});

describe('resolvePickupTime', () => {
  // Monday 2 June 2025, 12:00 in Sydney.
  const now = new Date('2025-06-02T02:00:00Z');
  const ctx = { now, timezone: 'Australia/Sydney' };

  it('is now for dine-in and for now orders', () => {
    expect(resolvePickupTime({ kind: 'dinein', pickupTimeType: 'chooseTime' }, ctx)).toEqual({
      ok: true,
      at: now,
      scheduled: false,
    });
    expect(resolvePickupTime({ kind: 'pickup', pickupTimeType: 'now' }, ctx)).toMatchObject({
      ok: true,
      at: now,
    });
  });

  it('reads a chosen date and time on the restaurant clock', () => {
    const r = resolvePickupTime(
      { kind: 'pickup', pickupTimeType: 'chooseTime', selectedDate: '03/06/2025', pickupTime: '18:30' },
      ctx,
    );
    expect(r).toEqual({ ok: true, at: new Date('2025-06-03T08:30:00Z'), scheduled: true });
    const iso = resolvePickupTime(
      { kind: 'pickup', pickupTimeType: 'chooseTime', selectedDate: '2025-06-03', pickupTime: '18:30' },
      ctx,
    );
    expect(iso).toEqual(r);
  });

  it('refuses a missing, malformed, past or far time, and any chosen time when order-ahead is disabled', () => {
    const choose = { kind: 'pickup' as const, pickupTimeType: 'chooseTime' as const };
    expect(resolvePickupTime({ ...choose, selectedDate: '03/06/2025' }, ctx)).toEqual({
      ok: false,
      message: ORDER_MESSAGES.pickupTimeRequired,
    });
    expect(resolvePickupTime({ ...choose, selectedDate: '31/02/2025', pickupTime: '10:00' }, ctx)).toEqual({
      ok: false,
      message: ORDER_MESSAGES.pickupTimeInvalid,
    });
    expect(resolvePickupTime({ ...choose, selectedDate: '02/06/2025', pickupTime: '11:00' }, ctx)).toEqual({
      ok: false,
      message: ORDER_MESSAGES.pickupTimePast,
    });
    expect(resolvePickupTime({ ...choose, selectedDate: '02/08/2025', pickupTime: '11:00' }, ctx)).toEqual({
      ok: false,
      message: ORDER_MESSAGES.pickupTimeTooFar,
    });
    expect(
      resolvePickupTime(
        { ...choose, selectedDate: '03/06/2025', pickupTime: '18:30' },
        { ...ctx, orderAheadDisabled: true },
      ),
    ).toEqual({ ok: false, message: ORDER_MESSAGES.orderAheadDisabled });
  });

  it('normalises both date formats', () => {
    expect(normaliseDate('25/12/2025')).toBe('2025-12-25');
    expect(normaliseDate('2025-12-25')).toBe('2025-12-25');
    expect(normaliseDate('2025-13-01')).toBeNull();
    expect(normaliseDate('tomorrow')).toBeNull();
  });
});
