import { describe, expect, it } from 'vitest';
import {
  canSaveMerchant,
  dollarsToCents,
  isSurchargeRate,
  MERCHANT_MESSAGES as M,
  MERCHANT_DEFAULTS,
  MERCHANT_TYPES,
  merchantIdentifierError,
  merchantNameError,
  merchantTimezoneError,
  milliToRate,
  onlinePaymentLabel,
  RESTAURANT_CATEGORIES,
  RESTAURANT_TYPES,
  rateToMilli,
  surchargeRateError,
  taxPercentageError,
} from './merchant-form';
import { MerchantRequest } from './merchants.contract';

describe('restaurant form rules (back-office.md §5)', () => {
  it('name: required, at least 3 characters', () => {
    expect(merchantNameError('')).toBe('Restaurant name is required');
    expect(merchantNameError('  ')).toBe(M.nameRequired);
    expect(merchantNameError('ab')).toBe('Restaurant name must be at least 3 characters long');
    expect(merchantNameError('abc')).toBeNull();
  });

  it('identifier: letters and digits only (the group form refuses & ? % - _ too)', () => {
    for (const bad of ['a b', 'a%b', 'a&b', 'a-b', 'a_b', 'a?b', 'é'])
      expect(merchantIdentifierError(bad)).toBe('The restaurant Id cannot include a space, %, &, -, _ and ?');
    expect(merchantIdentifierError('Golden8')).toBeNull();
    expect(merchantIdentifierError('')).toBe(M.identifierRequired);
  });

  it('tax percentage: an integer between 0 and 100', () => {
    expect(taxPercentageError('10.5')).toBe('Tax percentage must be an integer');
    expect(taxPercentageError('ten')).toBe(M.taxInteger);
    expect(taxPercentageError('')).toBe(M.taxInteger);
    expect(taxPercentageError('101')).toBe('Tax percentage must be between 0 and 100');
    expect(taxPercentageError(-1)).toBe(M.taxRange);
    expect(taxPercentageError('0')).toBeNull();
    expect(taxPercentageError(100)).toBeNull();
  });

  it('surcharge rates: a number up to 3 decimals', () => {
    expect(isSurchargeRate('1.555')).toBe(true);
    expect(isSurchargeRate(2)).toBe(true);
    expect(isSurchargeRate('1.5555')).toBe(false);
    expect(isSurchargeRate('-1')).toBe(false);
    expect(isSurchargeRate('100.001')).toBe(false);
    expect(surchargeRateError('')).toBeNull();
    expect(surchargeRateError('abc')).toBe(M.surchargeRate);
    expect(rateToMilli(1.555)).toBe(1555);
    expect(milliToRate(1555)).toBe(1.555);
  });

  it('save is disabled without name, identifier or timezone', () => {
    expect(canSaveMerchant({ name: 'A', urlIdentifier: 'a', timezone: 'Australia/Sydney' })).toBe(true);
    expect(canSaveMerchant({ name: '', urlIdentifier: 'a', timezone: 'Australia/Sydney' })).toBe(false);
    expect(canSaveMerchant({ name: 'A', urlIdentifier: ' ', timezone: 'Australia/Sydney' })).toBe(false);
    expect(canSaveMerchant({ name: 'A', urlIdentifier: 'a', timezone: '' })).toBe(false);
    expect(merchantTimezoneError('Mars/Olympus')).toBe(M.timezoneRequired);
    expect(merchantTimezoneError('Australia/Perth')).toBeNull();
  });

  it('money as typed to cents', () => {
    expect(dollarsToCents('49.95')).toBe(4995);
    expect(dollarsToCents('0')).toBe(0);
    expect(dollarsToCents('1.999')).toBeNull();
    expect(dollarsToCents('-1')).toBeNull();
  });

  it('defaults and lists of §9', () => {
    expect(MERCHANT_DEFAULTS).toMatchObject({
      taxPercentage: 10,
      serviceMonthlyPrice: 4995,
      applicationFee: 0,
      timezone: 'Australia/Sydney',
    });
    expect(RESTAURANT_TYPES).toHaveLength(18);
    expect(RESTAURANT_CATEGORIES).toContain('Turish');
    expect(MERCHANT_TYPES).toHaveLength(18);
    const parsed = MerchantRequest.parse({ name: 'New Place', urlIdentifier: 'newplace' });
    expect(parsed).toMatchObject({
      taxPercentage: 10,
      serviceMonthlyPrice: 4995,
      applicationFee: 0,
      timezone: 'Australia/Sydney',
    });
  });

  it('the online payment column: Stripe-{account}, Till or None', () => {
    expect(onlinePaymentLabel({ stripeAccountId: 'acct_1', isTillPaymentEnabled: true })).toBe(
      'Stripe-acct_1',
    );
    expect(onlinePaymentLabel({ stripeAccountId: null, isTillPaymentEnabled: true })).toBe('Till');
    expect(onlinePaymentLabel({ stripeAccountId: null, isTillPaymentEnabled: false })).toBe('None');
  });
});
