import { describe, expect, it } from 'vitest';
import { checkTip, TIP_MESSAGES, tipFromPercent, tipsByStaff, tipsOf } from './tips';
import { TRANSACTION_MESSAGES } from './transaction.contract';
import { applyPayment } from './transaction-payments';
import { billTotals } from './transaction-totals';

const open = { balance: 5000, billPaid: false, deleted: false };

describe('tips', () => {
  it('a preset is a percentage of what the payment settles, rounded half up', () => {
    expect(tipFromPercent(1234, 10)).toBe(123);
    expect(tipFromPercent(1235, 10)).toBe(124);
    expect(tipFromPercent(2500, 15)).toBe(375);
    expect(tipFromPercent(0, 20)).toBe(0);
  });

  it('refuses a negative, fractional or too large tip', () => {
    expect(checkTip(-1, 1000)).toEqual({ ok: false, message: TIP_MESSAGES.tipInvalid });
    expect(checkTip(1.5, 1000)).toEqual({ ok: false, message: TIP_MESSAGES.tipInvalid });
    expect(checkTip(1001, 1000)).toEqual({ ok: false, message: TIP_MESSAGES.tipTooLarge });
    expect(checkTip(0, 1000)).toEqual({ ok: true });
    expect(checkTip(1000, 1000)).toEqual({ ok: true });
  });

  it('on a card: the surcharge is on what it settles, not on the tip', () => {
    const r = applyPayment(open, { type: 'CARD', amount: 5000, surchargeRate: 1.5, tip: 500 });
    expect(r).toMatchObject({ ok: true, paymentAmount: 5000, surcharge: 75, merchantAmount: 5075, tip: 500 });
    expect(r).toMatchObject({ change: 0, balance: 0 });
  });

  it('in cash: the tendered pays the part and the tip, the rest is change', () => {
    const r = applyPayment(open, { type: 'CASH', amount: 2000, tendered: 5000, tip: 300 });
    expect(r).toMatchObject({ ok: true, paymentAmount: 2000, merchantAmount: 2000, tip: 300, change: 2700 });
    const whole = applyPayment(open, { type: 'CASH', amount: 6000, tip: 500 });
    expect(whole).toMatchObject({ ok: true, paymentAmount: 5000, tip: 500, change: 500 });
    expect(applyPayment(open, { type: 'CASH', amount: 2000, tendered: 2200, tip: 300 })).toEqual({
      ok: false,
      message: TRANSACTION_MESSAGES.cashShort,
    });
    expect(applyPayment(open, { type: 'CASH', amount: 5200, tip: 300 })).toEqual({
      ok: false,
      message: TRANSACTION_MESSAGES.cashShort,
    });
  });

  it('a negative tip is refused on any type', () => {
    expect(applyPayment(open, { type: 'CARD', amount: 1000, tip: -100 })).toEqual({
      ok: false,
      message: TIP_MESSAGES.tipInvalid,
    });
  });

  it('tips stay out of the total, paid, balance and GST', () => {
    const orders = [{ lines: [{ lineTotal: 1100 }] }];
    const without = billTotals({ orders, payments: [{ paymentAmount: 1100, merchantAmount: 1100 }] });
    const withTip = billTotals({
      orders,
      payments: [{ paymentAmount: 1100, merchantAmount: 1100, tip: 220 }],
    });
    expect(withTip.tips).toBe(220);
    expect({ ...withTip, tips: 0 }).toEqual(without);
  });

  it('sums tips, and per staff member', () => {
    const ps = [
      { tip: 200, createdBy: 'Amy' },
      { tip: 0, createdBy: 'Ben' },
      { tip: 150, createdBy: 'Ben' },
      { tip: 100, createdBy: 'Amy' },
    ];
    expect(tipsOf(ps)).toBe(450);
    expect(tipsByStaff(ps)).toEqual([
      { staffName: 'Amy', tips: 300, count: 2 },
      { staffName: 'Ben', tips: 150, count: 1 },
    ]);
  });
});
