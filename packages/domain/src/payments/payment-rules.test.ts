import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardLast4,
  findCardNumbers,
  isExpiryValid,
  isLuhnValid,
  isRefundAllowed,
  nextPaymentStatus,
  PAYMENT_ATTEMPT_STATUSES,
  type PaymentAttemptStatus,
  parseCardExpiry,
  refundableAmount,
  toMinorUnits,
} from './payment-rules';
import {
  PaymentDetailsPayload,
  PlaceOrderPaymentFields,
  SANDBOX_TEST_CARDS,
  sandboxPagePath,
} from './payments.contract';

describe('toMinorUnits', () => {
  it('is total × 100 as an integer', () => {
    expect(toMinorUnits(23.6)).toBe(2360);
    expect(toMinorUnits(0.29)).toBe(29);
    expect(toMinorUnits(1.005)).toBe(101);
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(0)).toBe(0);
    expect(Number.isInteger(toMinorUnits(4.35))).toBe(true);
  });
  it('refuses non-finite amounts', () => {
    expect(() => toMinorUnits(Number.NaN)).toThrow();
  });
});

describe('Luhn and card numbers', () => {
  it('accepts the test cards and rejects a changed digit', () => {
    for (const n of Object.values(SANDBOX_TEST_CARDS)) expect(isLuhnValid(n)).toBe(true);
    expect(isLuhnValid('4111 1111 1111 1111')).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('411111111111')).toBe(false); // 12 digits
    expect(isLuhnValid('41111111111111111111')).toBe(false); // 20 digits
    expect(isLuhnValid('4111a11111111111')).toBe(false);
  });
  it('keeps only the last 4 digits', () => {
    expect(cardLast4('4111 1111 1111 1111')).toBe('1111');
    expect(cardLast4('4000-0000-0000-3220')).toBe('3220');
  });
  it('tells the brand', () => {
    expect(cardBrand('4111111111111111')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mc');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('card');
  });
  it('finds Luhn-valid 13-19 digit runs in text, and nothing in clean text', () => {
    expect(findCardNumbers('{"number":"4111111111111111"}')).toContain('4111111111111111');
    expect(findCardNumbers('card 4000 0000 0000 3220 ok')).toContain('4000000000003220');
    expect(findCardNumbers('last4 1111, amount 2360, id 2f6c0a0e-9b7d')).toEqual([]);
    expect(findCardNumbers('1700000000000')).toEqual([]); // 13 digits, Luhn-invalid
    expect(findCardNumbers('"responseTime":2.2242699999969')).toEqual([]); // decimals of a number
    expect(findCardNumbers('41111111111111110000')).toEqual([]); // part of a 20-digit number
    expect(findCardNumbers('a 4111-1111-1111-1111.')).toEqual(['4111111111111111']);
    // Ids and hashes are not card numbers, even when a stretch of their digits passes Luhn.
    expect(findCardNumbers('"id":"2f6c0a0e-4111-1111-1111-111111111111"')).toEqual([]);
    expect(findCardNumbers('"id":"12345678-4111-1111-1111-111111111111"')).toEqual([]);
    expect(findCardNumbers('"codeHash":"ab4111111111111111cd"')).toEqual([]);
    expect(findCardNumbers('pay_4111111111111111')).toEqual([]);
  });
});

describe('card expiry', () => {
  const now = new Date('2026-11-21T00:00:00Z');
  it('parses MM/YY and MM/YYYY', () => {
    expect(parseCardExpiry('03/30')).toEqual({ month: 3, year: 2030 });
    expect(parseCardExpiry('3/2030')).toEqual({ month: 3, year: 2030 });
    expect(parseCardExpiry('13/30')).toBeNull();
    expect(parseCardExpiry('0330')).toBeNull();
  });
  it('is valid until the end of its month', () => {
    expect(isExpiryValid('11/26', now)).toBe(true);
    expect(isExpiryValid('10/26', now)).toBe(false);
    expect(isExpiryValid('01/27', now)).toBe(true);
  });
});

describe('refundable amount', () => {
  it('is captured minus refunded, never below 0', () => {
    expect(refundableAmount({ captured: 2360, refunded: 0 })).toBe(2360);
    expect(refundableAmount({ captured: 2360, refunded: 1000 })).toBe(1360);
    expect(refundableAmount({ captured: 1000, refunded: 1500 })).toBe(0);
  });
  it('allows positive integers up to what is refundable', () => {
    const p = { captured: 2360, refunded: 1000 };
    expect(isRefundAllowed(1360, p)).toBe(true);
    expect(isRefundAllowed(1361, p)).toBe(false);
    expect(isRefundAllowed(0, p)).toBe(false);
    expect(isRefundAllowed(10.5, p)).toBe(false);
  });
});

describe('payment status order', () => {
  it('never goes back from authorised', () => {
    expect(nextPaymentStatus('authorised', 'pending')).toBe('authorised');
    expect(nextPaymentStatus('authorised', 'refused')).toBe('authorised');
    expect(nextPaymentStatus('pending', 'authorised')).toBe('authorised');
    expect(nextPaymentStatus('created', 'requiresAction')).toBe('requiresAction');
    expect(nextPaymentStatus('pending', 'requiresAction')).toBe('requiresAction');
    expect(nextPaymentStatus('requiresAction', 'pending')).toBe('requiresAction');
    expect(nextPaymentStatus('refused', 'cancelled')).toBe('refused');
  });
  it('ends in the same state whatever order the events come in', () => {
    const events: PaymentAttemptStatus[] = ['pending', 'requiresAction', 'authorised', 'refused', 'pending'];
    const fold = (list: PaymentAttemptStatus[]) =>
      list.reduce(nextPaymentStatus, 'created' as PaymentAttemptStatus);
    const expected = fold(events);
    for (let i = 0; i < 30; i++) {
      const shuffled = [...events].sort(() => (((i * 7919) % 13) / 13 > 0.5 ? 1 : -1));
      expect(fold(shuffled.reverse())).toBe(expected);
    }
    expect(expected).toBe('authorised');
    expect(PAYMENT_ATTEMPT_STATUSES).toContain(expected);
  });
});

describe('contracts', () => {
  it('fills the payment details defaults', () => {
    const p = PaymentDetailsPayload.parse({ orderNumber: 'abcdefgh', total: '23.60' });
    expect(p).toMatchObject({ currency: 'AUD', countryCode: 'AU', locale: 'en_AU', total: 23.6 });
  });
  it('has every placeOrder payment field optional', () => {
    expect(PlaceOrderPaymentFields.parse({})).toEqual({});
  });
  it('builds sandbox page paths', () => {
    expect(sandboxPagePath('pay', 'abc')).toBe('/sandbox/pay/abc');
    expect(sandboxPagePath('challenge', 'a/b')).toBe('/sandbox/challenge/a%2Fb');
  });
});
