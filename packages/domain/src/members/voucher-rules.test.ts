import { describe, expect, it } from 'vitest';
import {
  birthdayDue,
  birthdayIn,
  dearestUnit,
  issueDates,
  MEMBER_VOUCHER_MESSAGES,
  type VoucherTerms,
  voucherDiscount,
  voucherOffer,
  voucherRefusal,
} from './voucher-rules';

const terms = (t: Partial<VoucherTerms>): VoucherTerms => ({
  isPercentage: false,
  percentage: null,
  amount: null,
  maxPrice: 500,
  forOneItem: false,
  isFreeItem: false,
  ...t,
});
// $28.80 pork belly and 2 × $4.50 rice: subtotal $37.80.
const lines = [
  { subTotal: 2880, quantity: 1 },
  { subTotal: 450, quantity: 2 },
];

describe('voucherDiscount', () => {
  it('percentage of the subtotal, rounded half up', () => {
    expect(voucherDiscount(terms({ isPercentage: true, percentage: 10, maxPrice: 10_000 }), lines)).toBe(378);
    expect(
      voucherDiscount(terms({ isPercentage: true, percentage: 10 }), [{ subTotal: 1235, quantity: 1 }]),
    ).toBe(124);
  });
  it('percentage capped by maxPrice (10 % up to $5)', () => {
    expect(
      voucherDiscount(terms({ isPercentage: true, percentage: 10, maxPrice: 500 }), [
        { subTotal: 8000, quantity: 1 },
      ]),
    ).toBe(500);
    expect(voucherDiscount(terms({ isPercentage: true, percentage: 10, maxPrice: 500 }), lines)).toBe(378);
  });
  it('percentage for one item works on the dearest unit', () => {
    expect(
      voucherDiscount(
        terms({ isPercentage: true, percentage: 50, forOneItem: true, maxPrice: 10_000 }),
        lines,
      ),
    ).toBe(1440);
  });
  it('fixed amount, capped by maxPrice and by the order', () => {
    expect(voucherDiscount(terms({ amount: 500, maxPrice: 1000 }), lines)).toBe(500);
    expect(voucherDiscount(terms({ amount: 800, maxPrice: 600 }), lines)).toBe(600);
    expect(voucherDiscount(terms({ amount: 5000, maxPrice: 9000 }), lines)).toBe(3780);
  });
  it('fixed amount for one item never passes that item', () => {
    expect(voucherDiscount(terms({ amount: 5000, maxPrice: 9000, forOneItem: true }), lines)).toBe(2880);
  });
  it('free item: the dearest unit up to maxPrice', () => {
    expect(voucherDiscount(terms({ isFreeItem: true, maxPrice: 5000 }), lines)).toBe(2880);
    expect(voucherDiscount(terms({ isFreeItem: true, maxPrice: 1000 }), lines)).toBe(1000);
  });
  it('nothing on an empty order', () => {
    expect(voucherDiscount(terms({ amount: 500 }), [])).toBe(0);
    expect(dearestUnit([])).toBe(0);
  });
  it('offers read as a diner expects', () => {
    expect(voucherOffer(terms({ isPercentage: true, percentage: 10 }))).toBe('10% off (up to $5.00)');
    expect(voucherOffer(terms({ amount: 300 }))).toBe('$3.00 off');
    expect(voucherOffer(terms({ isFreeItem: true }))).toBe('One free item (up to $5.00)');
  });
});

describe('voucherRefusal', () => {
  const v = {
    restaurantId: 'r1',
    memberId: 'm1',
    status: 'active' as const,
    effectiveFrom: '2026-03-01',
    expireDate: '2026-03-31',
  };
  const who = { restaurantId: 'r1', memberId: 'm1', today: '2026-03-15' };
  it('accepts a valid voucher of the member', () => expect(voucherRefusal(v, who)).toBeNull());
  it('refuses another restaurant as not found, another member as not yours', () => {
    expect(voucherRefusal(v, { ...who, restaurantId: 'r2' })).toBe(MEMBER_VOUCHER_MESSAGES.notFound);
    expect(voucherRefusal(v, { ...who, memberId: 'm2' })).toBe(MEMBER_VOUCHER_MESSAGES.notYours);
  });
  it('refuses used and withdrawn vouchers', () => {
    expect(voucherRefusal({ ...v, status: 'used' }, who)).toBe(MEMBER_VOUCHER_MESSAGES.used);
    expect(voucherRefusal({ ...v, status: 'expired' }, who)).toBe(MEMBER_VOUCHER_MESSAGES.disabled);
  });
  it('works from effectiveFrom up to the day before the expiry date', () => {
    expect(voucherRefusal(v, { ...who, today: '2026-02-28' })).toBe(MEMBER_VOUCHER_MESSAGES.notYetValid);
    expect(voucherRefusal(v, { ...who, today: '2026-03-01' })).toBeNull();
    expect(voucherRefusal(v, { ...who, today: '2026-03-30' })).toBeNull();
    expect(voucherRefusal(v, { ...who, today: '2026-03-31' })).toBe(MEMBER_VOUCHER_MESSAGES.expired);
  });
});

describe('expiry arithmetic', () => {
  it('issued today for N days: expiry date is today + N calendar days', () => {
    expect(issueDates('2026-11-25', 30)).toEqual({ effectiveFrom: '2026-11-25', expireDate: '2026-12-25' });
    expect(issueDates('2026-12-20', 14)).toEqual({ effectiveFrom: '2026-12-20', expireDate: '2027-01-03' });
    expect(issueDates('2028-02-28', 1).expireDate).toBe('2028-02-29');
  });
  it('DST changes in Sydney do not shift the date', () => {
    // Daylight saving starts 4 Oct 2026 and ends 5 Apr 2026.
    expect(issueDates('2026-10-03', 2).expireDate).toBe('2026-10-05');
    expect(issueDates('2026-04-04', 2).expireDate).toBe('2026-04-06');
  });
  it('refuses expiryDays below 1', () => expect(() => issueDates('2026-01-01', 0)).toThrow(RangeError));
});

describe('birthdays', () => {
  it('29 February is 28 February in common years', () => {
    expect(birthdayIn(2027, 29, 2)).toBe('2027-02-28');
    expect(birthdayIn(2028, 29, 2)).toBe('2028-02-29');
  });
  it('is due from 7 days ahead up to the day itself', () => {
    expect(birthdayDue('2026-11-25', { day: 3, month: 12 })).toBeNull();
    expect(birthdayDue('2026-11-26', { day: 3, month: 12 })).toEqual({ date: '2026-12-03', year: 2026 });
    expect(birthdayDue('2026-12-03', { day: 3, month: 12 })).toEqual({ date: '2026-12-03', year: 2026 });
    expect(birthdayDue('2026-12-04', { day: 3, month: 12 })).toBeNull();
  });
  it('crosses the new year', () => {
    expect(birthdayDue('2026-12-28', { day: 2, month: 1 })).toEqual({ date: '2027-01-02', year: 2027 });
  });
});
