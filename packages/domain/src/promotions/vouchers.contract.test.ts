import { describe, expect, it } from 'vitest';
import {
  effectiveFromDate,
  formatVoucherDate,
  isCalendarDate,
  VOUCHER_MESSAGES as M,
  type VoucherForm,
  validateVoucherForm,
  voucherExpireDate,
  voucherStatusOn,
} from './vouchers.contract';

const base: VoucherForm = {
  name: 'Sorry voucher',
  description: '$5 off your next visit',
  isPercentage: false,
  amount: 500,
  maxPrice: 500,
  effectiveFrom: '2025-06-02',
  expiryDays: 30,
  type: 'buyNFree',
  status: 'used',
};
const message = (f: Partial<VoucherForm>) => {
  const r = validateVoucherForm({ ...base, ...f });
  return r.ok ? null : r.message;
};

describe('voucher expiry (back-office.md §5, §9)', () => {
  it('is effectiveFrom plus expiryDays, shown DD/MM/YYYY', () => {
    expect(voucherExpireDate('2025-06-02', 30)).toBe('2025-07-02');
    expect(voucherExpireDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(voucherExpireDate('2025-12-31', 1)).toBe('2026-01-01');
    // Across Sydney's DST changes (6 April and 5 October 2025) the date moves by whole days.
    expect(voucherExpireDate('2025-04-05', 1)).toBe('2025-04-06');
    expect(voucherExpireDate('2025-10-04', 2)).toBe('2025-10-06');
    expect(formatVoucherDate('2025-07-02')).toBe('02/07/2025');
  });

  it('reads calendar dates only', () => {
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('02/07/2025')).toBe(false);
  });

  it('an active voucher is expired from its expiry date on; used stays used (decision 0257)', () => {
    const v = { status: 'active' as const, expireDate: '2025-07-02' };
    expect(voucherStatusOn(v, '2025-07-01')).toBe('active');
    expect(voucherStatusOn(v, '2025-07-02')).toBe('expired');
    expect(voucherStatusOn({ ...v, status: 'used' }, '2025-08-01')).toBe('used');
  });
});

describe('validateVoucherForm (back-office.md §5)', () => {
  it('accepts a complete form, computes the expiry and ignores the sent type and status', () => {
    const r = validateVoucherForm(base);
    expect(r).toEqual({
      ok: true,
      value: {
        name: 'Sorry voucher',
        description: '$5 off your next visit',
        forOneItem: false,
        isPercentage: false,
        percentage: null,
        amount: 500,
        maxPrice: 500,
        effectiveFrom: '2025-06-02',
        expiryDays: 30,
        expireDate: '2025-07-02',
        isFreeItem: false,
      },
    });
  });

  it('answers each field in the form order', () => {
    expect(message({ name: '' })).toBe('Name is required');
    expect(message({ name: 'n'.repeat(21) })).toBe(M.nameTooLong);
    expect(message({ description: '' })).toBe('Description is required');
    expect(message({ description: 'd'.repeat(51) })).toBe(M.descriptionTooLong);
    expect(message({ description: 'd'.repeat(50) })).toBeNull();
    expect(message({ isPercentage: true })).toBe('The discount percentage is required.');
    expect(message({ amount: null })).toBe('The discount amount is required.');
    expect(message({ maxPrice: null })).toBe('The maximum amount is required.');
    expect(message({ expiryDays: 0 })).toBe('Expriry days is required');
    expect(message({ effectiveFrom: '' })).toBe('The effective date is required.');
    expect(message({ effectiveFrom: '2025-02-30' })).toBe(M.effectiveFromInvalid);
    expect(message({ isFreeItem: true, amount: null })).toBeNull();
  });

  it('takes effectiveFrom however clients send it, on the restaurant clock (decision 0455)', () => {
    const from = (effectiveFrom: string, tz = 'Australia/Sydney') => {
      const r = validateVoucherForm({ ...base, effectiveFrom }, tz);
      return r.ok ? r.value.effectiveFrom : r.message;
    };
    expect(from('2025-06-02')).toBe('2025-06-02');
    expect(from('02/06/2025')).toBe('2025-06-02');
    expect(from('2/6/2025')).toBe('2025-06-02');
    // A date picker's toISOString() of midnight in Sydney is the day before in UTC.
    expect(from('2025-06-01T14:00:00.000Z')).toBe('2025-06-02');
    expect(from('2025-06-02T00:00:00+10:00')).toBe('2025-06-02');
    expect(from('2025-06-02T00:00:00Z', 'UTC')).toBe('2025-06-02');
    expect(effectiveFromDate(' 2025-06-02 ')).toBe('2025-06-02');
    for (const wrong of [
      '31/02/2025',
      'tomorrow',
      '2025-06-02T25:00:00Z',
      '2025-13-01T00:00:00Z',
      '2025-06-02T00:00',
    ])
      expect(from(wrong)).toBe(M.effectiveFromInvalid);
    expect(M.effectiveFromInvalid).toContain('YYYY-MM-DD, DD/MM/YYYY or an ISO date-time');
  });
});
