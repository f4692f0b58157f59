import { PAYMENT_MESSAGES, SANDBOX_TEST_CARDS } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { cardFieldErrors, formatCardNumber, formatExpiry, isCardValid } from './card-validation';

const now = new Date('2026-11-21T00:00:00Z');
const good = { holderName: 'Ann Lee', number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123' };

describe('card form checks (isValid)', () => {
  it('accepts a complete test card', () => {
    expect(isCardValid(good, now)).toBe(true);
    expect(
      isCardValid({ ...good, number: SANDBOX_TEST_CARDS.challenge, expiry: '11/26', cvc: '1234' }, now),
    ).toBe(true);
  });

  it('names each field that is wrong', () => {
    expect(
      cardFieldErrors({ holderName: ' ', number: '4111 1111 1111 1112', expiry: '10/26', cvc: '12' }, now),
    ).toEqual({
      holderName: PAYMENT_MESSAGES.holderNameRequired,
      number: PAYMENT_MESSAGES.cardNumberInvalid,
      expiry: PAYMENT_MESSAGES.expiryInvalid,
      cvc: PAYMENT_MESSAGES.cvcInvalid,
    });
    expect(cardFieldErrors({ ...good, expiry: '13/30' }, now)).toEqual({
      expiry: PAYMENT_MESSAGES.expiryInvalid,
    });
  });

  it('formats the number in groups of 4 and the expiry as MM/YY while typing', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-x')).toBe('4111');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('1230')).toBe('12/30');
  });
});
