import { describe, expect, it } from 'vitest';
import { gstIncluded } from '../orders/order-number';
import type { SurchargeRule } from '../orders/surcharges';
import { type BillDiscount, billTotals, percentOfCents, taxIncluded } from './transaction-totals';

const line = (lineTotal: number, flags: { isVoidedDish?: boolean; permanentDeletion?: boolean } = {}) => ({
  lineTotal,
  ...flags,
});
const percent = (percentage: number, name = `${percentage}% off`): BillDiscount => ({
  adjustmentType: 'discount',
  name,
  percentage,
  amount: null,
});
const amount = (cents: number, name = 'Staff meal'): BillDiscount => ({
  adjustmentType: 'customDiscount',
  name,
  percentage: null,
  amount: cents,
});
const sunday15: SurchargeRule = {
  id: 's1',
  name: 'Sunday surcharge',
  isEnabled: true,
  isPercentage: true,
  amount: 15,
  weekdays: [7],
  publicHolidayDays: [],
};
const fixedWeekend: SurchargeRule = {
  id: 's2',
  name: 'Weekend service fee',
  isEnabled: true,
  isPercentage: false,
  amount: 300,
  weekdays: [6, 7],
  publicHolidayDays: [],
};
const SUNDAY = { date: '2026-03-08', weekday: 7 };
const MONDAY = { date: '2026-03-09', weekday: 1 };

/** Every figure adds up: the invariant the server relies on. */
function expectConsistent(t: ReturnType<typeof billTotals>) {
  expect(t.total).toBe(t.subtotal - t.discounts + t.surcharges + t.paymentSurcharges);
  expect(t.balance).toBe(t.total - t.paid);
  expect(t.adjustmentLines.reduce((s, a) => s + (a.adjustmentType === 'surcharge' ? 0 : a.price), 0)).toBe(
    t.discounts,
  );
  expect(
    t.adjustmentLines.filter((a) => a.adjustmentType === 'surcharge').reduce((s, a) => s + a.price, 0),
  ).toBe(t.surcharges);
}

describe('percentOfCents and taxIncluded', () => {
  it('rounds half up once, without floating-point drift', () => {
    expect(percentOfCents(1234, 2.5)).toBe(31); // 30.85 → 31
    expect(percentOfCents(1000, 10)).toBe(100);
    expect(percentOfCents(1005, 10)).toBe(101); // 100.5 → 101
    expect(percentOfCents(1004, 10)).toBe(100); // 100.4 → 100
    expect(percentOfCents(999, 1.5)).toBe(15); // 14.985 → 15
    expect(percentOfCents(0, 15)).toBe(0);
  });

  it('gives the invoice GST (total / 11, rounded) for the default 10 %', () => {
    for (let total = 0; total < 5000; total += 7) expect(taxIncluded(total)).toBe(gstIncluded(total));
    expect(taxIncluded(11000)).toBe(1000);
    expect(taxIncluded(2360)).toBe(215); // 214.5… → 215
  });

  it("follows the restaurant's taxPercentage, and none at 0 %", () => {
    expect(taxIncluded(11500, 15)).toBe(1500);
    expect(taxIncluded(12345, 0)).toBe(0);
  });
});

describe('billTotals', () => {
  it('adds the lines of every order on the bill', () => {
    const t = billTotals({ orders: [{ lines: [line(1850), line(900)] }, { lines: [line(450)] }] });
    expect(t).toMatchObject({
      subtotal: 3200,
      discounts: 0,
      surcharges: 0,
      total: 3200,
      paid: 0,
      balance: 3200,
    });
    expect(t.gst).toBe(291);
    expectConsistent(t);
  });

  it('leaves out voided dishes, deleted dishes and cancelled orders', () => {
    const t = billTotals({
      orders: [
        { lines: [line(1850), line(900, { isVoidedDish: true }), line(700, { permanentDeletion: true })] },
        { lines: [line(5000)], status: 'cancelled' },
        { lines: [line(450)], status: 'placed' },
      ],
    });
    expect(t.subtotal).toBe(2300);
    expect(t.total).toBe(2300);
  });

  it('takes a percentage discount off the subtotal of the lines that count, rounded half up', () => {
    const t = billTotals({
      orders: [{ lines: [line(1855), line(2000, { isVoidedDish: true })] }],
      adjustments: [percent(10)],
    });
    expect(t.discounts).toBe(186); // 185.5 → 186; the voided 20.00 takes no discount
    expect(t.total).toBe(1669);
    expect(t.adjustmentLines).toEqual([
      { adjustmentType: 'discount', name: '10% off', percentage: 10, price: 186 },
    ]);
    expectConsistent(t);
  });

  it('works each percentage on the subtotal (no compounding) and adds amount discounts', () => {
    const t = billTotals({
      orders: [{ lines: [line(10000)] }],
      adjustments: [percent(10), percent(5), amount(250)],
    });
    expect(t.adjustmentLines.map((a) => a.price)).toEqual([1000, 500, 250]);
    expect(t.total).toBe(8250);
    expectConsistent(t);
  });

  it('never lets an amount discount make the total negative', () => {
    const t = billTotals({ orders: [{ lines: [line(1200)] }], adjustments: [amount(2000)] });
    expect(t.discounts).toBe(1200);
    expect(t.total).toBe(0);
    expect(t.balance).toBe(0);
    expect(t.adjustmentLines[0]?.price).toBe(1200);
  });

  it('clips later discounts to what the earlier ones left', () => {
    const t = billTotals({
      orders: [{ lines: [line(1000)] }],
      adjustments: [percent(60), amount(300), percent(50)],
    });
    expect(t.adjustmentLines.map((a) => a.price)).toEqual([600, 300, 100]);
    expect(t.total).toBe(0);
    expectConsistent(t);
  });

  it("adds the restaurant's surcharge on the discounted subtotal, for the bill's day", () => {
    const input = {
      orders: [{ lines: [line(4000), line(1000)] }],
      adjustments: [percent(10)],
      surcharge: { rules: [sunday15, fixedWeekend], day: SUNDAY },
    };
    const t = billTotals(input);
    // 50.00 − 5.00 = 45.00; 15 % is 6.75, above the fixed 3.00: only the higher applies.
    expect(t).toMatchObject({ subtotal: 5000, discounts: 500, surcharges: 675, total: 5175 });
    expect(t.adjustmentLines[1]).toEqual({
      adjustmentType: 'surcharge',
      name: 'Sunday surcharge',
      percentage: 15,
      price: 675,
    });
    expectConsistent(t);
    expect(
      billTotals({ ...input, surcharge: { rules: [sunday15, fixedWeekend], day: MONDAY } }).surcharges,
    ).toBe(0);
  });

  it('adds no surcharge to a bill that comes to 0, nor from a disabled rule', () => {
    const free = billTotals({
      orders: [{ lines: [line(1000)] }],
      adjustments: [percent(100)],
      surcharge: { rules: [fixedWeekend], day: SUNDAY },
    });
    expect(free.surcharges).toBe(0);
    expect(free.total).toBe(0);
    const off = billTotals({
      orders: [{ lines: [line(1000)] }],
      surcharge: { rules: [{ ...sunday15, isEnabled: false }], day: SUNDAY },
    });
    expect(off.surcharges).toBe(0);
  });

  it('counts payments at what the customer was charged, their surcharges inside the total', () => {
    const t = billTotals({
      orders: [{ lines: [line(5000)] }],
      payments: [
        { paymentAmount: 2000, merchantAmount: 2000 },
        { paymentAmount: 1000, merchantAmount: 1015 },
      ],
    });
    expect(t).toMatchObject({ paymentSurcharges: 15, total: 5015, paid: 3015, balance: 2000 });
    expect(t.gst).toBe(456); // 50.15 / 11
    expectConsistent(t);
  });

  it('shows a negative balance when a dish is voided after the bill was paid for it', () => {
    const t = billTotals({
      orders: [{ lines: [line(1000), line(500, { isVoidedDish: true })] }],
      payments: [{ paymentAmount: 1500, merchantAmount: 1500 }],
    });
    expect(t.balance).toBe(-500);
  });

  it('uses the taxPercentage given', () => {
    expect(billTotals({ orders: [{ lines: [line(11500)] }], taxPercentage: 15 }).gst).toBe(1500);
  });

  it('refuses amounts that are not whole cents and out-of-range discounts', () => {
    expect(() => billTotals({ orders: [{ lines: [line(10.5)] }] })).toThrow(RangeError);
    expect(() => billTotals({ orders: [{ lines: [line(100)] }], adjustments: [percent(120)] })).toThrow(
      RangeError,
    );
    expect(() => billTotals({ orders: [{ lines: [line(100)] }], adjustments: [amount(0)] })).toThrow(
      RangeError,
    );
    expect(() =>
      billTotals({
        orders: [{ lines: [line(100)] }],
        payments: [{ paymentAmount: 100, merchantAmount: 90 }],
      }),
    ).toThrow(RangeError);
  });

  it('keeps the figures consistent over many mixed bills', () => {
    let seed = 42;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let i = 0; i < 300; i++) {
      const lines = Array.from({ length: 1 + rnd(6) }, () =>
        line(100 + rnd(5000), { isVoidedDish: rnd(8) === 0 }),
      );
      const adjustments = rnd(2) ? [percent(1 + rnd(100))] : rnd(2) ? [amount(1 + rnd(3000))] : [];
      const t = billTotals({
        orders: [{ lines }],
        adjustments,
        surcharge: { rules: [sunday15, fixedWeekend], day: SUNDAY },
        payments: rnd(2) ? [{ paymentAmount: 500, merchantAmount: 500 + rnd(20) }] : [],
      });
      expectConsistent(t);
      expect(t.subtotal - t.discounts).toBeGreaterThanOrEqual(0);
    }
  });
});
