import { describe, expect, it } from 'vitest';
import { TRANSACTION_MESSAGES as M } from './transaction.contract';
import {
  applyPayment,
  cashChange,
  isCashPaymentType,
  paymentTypeSurcharge,
  splitByAmount,
  splitEvenly,
} from './transaction-payments';
import { billTotals } from './transaction-totals';

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const open = (balance: number) => ({ balance, billPaid: false, deleted: false });

describe('splitEvenly', () => {
  it('splits to the cent, the odd cents to the first parts', () => {
    expect(splitEvenly(10000, 3)).toEqual({ ok: true, parts: [3334, 3333, 3333] });
    expect(splitEvenly(10001, 3)).toEqual({ ok: true, parts: [3334, 3334, 3333] });
    expect(splitEvenly(2, 3)).toEqual({ ok: true, parts: [1, 1, 0] });
    expect(splitEvenly(4567, 1)).toEqual({ ok: true, parts: [4567] });
  });

  it('always sums exactly to the balance', () => {
    for (const balance of [1, 99, 1001, 12345, 99999])
      for (let n = 1; n <= 12; n++) {
        const r = splitEvenly(balance, n);
        if (!r.ok) throw new Error(r.message);
        expect(sum(r.parts)).toBe(balance);
        expect(Math.max(...r.parts) - Math.min(...r.parts)).toBeLessThanOrEqual(1);
      }
  });

  it('refuses a bad number of parts or nothing to pay', () => {
    expect(splitEvenly(1000, 0)).toEqual({ ok: false, message: M.partsInvalid });
    expect(splitEvenly(1000, 2.5)).toEqual({ ok: false, message: M.partsInvalid });
    expect(splitEvenly(1000, 51)).toEqual({
      ok: false,
      message: 'Please split the bill into 1 to 50 parts.',
    });
    expect(splitEvenly(0, 2)).toEqual({ ok: false, message: 'There is nothing left to pay on this bill.' });
  });
});

describe('splitByAmount', () => {
  it('adds what the typed parts leave as one more part', () => {
    expect(splitByAmount(5015, [2000, 1500])).toEqual({ ok: true, parts: [2000, 1500, 1515] });
  });

  it('keeps the parts as they are when they sum to the balance', () => {
    expect(splitByAmount(5000, [2500, 2500])).toEqual({ ok: true, parts: [2500, 2500] });
  });

  it('refuses parts above the balance, parts not above 0 and fractions of a cent', () => {
    expect(splitByAmount(5000, [3000, 2001])).toEqual({
      ok: false,
      message: 'The parts add up to more than the balance.',
    });
    expect(splitByAmount(5000, [0, 100])).toEqual({ ok: false, message: M.partAmountInvalid });
    expect(splitByAmount(5000, [-100])).toEqual({ ok: false, message: M.partAmountInvalid });
    expect(splitByAmount(5000, [10.5])).toEqual({
      ok: false,
      message: 'Each part must be a whole number of cents above 0.',
    });
    expect(splitByAmount(5000, [])).toEqual({ ok: false, message: M.partsInvalid });
    expect(splitByAmount(0, [100])).toEqual({ ok: false, message: M.nothingToPay });
  });
});

describe('cashChange', () => {
  it('gives the change due', () => {
    expect(cashChange(2360, 5000)).toEqual({ ok: true, change: 2640 });
    expect(cashChange(2360, 2360)).toEqual({ ok: true, change: 0 });
  });

  it('refuses cash tendered below the amount due', () => {
    expect(cashChange(2360, 2000)).toEqual({
      ok: false,
      message: 'The cash tendered is less than the amount due.',
    });
    expect(cashChange(2360, 0)).toEqual({ ok: false, message: 'Please enter an amount above 0.' });
  });
});

describe('paymentTypeSurcharge', () => {
  it("adds the type's rate on top of what the payment settles, rounded half up", () => {
    expect(paymentTypeSurcharge(10000, 1.5)).toEqual({
      paymentAmount: 10000,
      surcharge: 150,
      merchantAmount: 10150,
    });
    expect(paymentTypeSurcharge(2345, 1.9)).toEqual({
      paymentAmount: 2345,
      surcharge: 45,
      merchantAmount: 2390,
    }); // 44.555
    expect(paymentTypeSurcharge(3333, 2.5)).toEqual({
      paymentAmount: 3333,
      surcharge: 83,
      merchantAmount: 3416,
    }); // 83.325
  });

  it('adds nothing at rate 0 or without a rate (OBPayments, CASH)', () => {
    expect(paymentTypeSurcharge(5000, 0).merchantAmount).toBe(5000);
    expect(paymentTypeSurcharge(5000, null).surcharge).toBe(0);
  });

  it('refuses a rate outside 0 to 100', () => {
    expect(() => paymentTypeSurcharge(5000, 101)).toThrow(RangeError);
    expect(() => paymentTypeSurcharge(5000, -1)).toThrow(RangeError);
  });
});

describe('applyPayment', () => {
  it('lowers the balance and marks the bill paid when it reaches 0', () => {
    const first = applyPayment(open(5000), { type: 'EFTPOS', amount: 2000 });
    expect(first).toMatchObject({
      ok: true,
      paymentAmount: 2000,
      merchantAmount: 2000,
      balance: 3000,
      billPaid: false,
    });
    const second = applyPayment(open(3000), { type: 'VISAMastercard', amount: 3000, surchargeRate: 1.5 });
    expect(second).toMatchObject({
      ok: true,
      paymentAmount: 3000,
      surcharge: 45,
      merchantAmount: 3045,
      change: 0,
      balance: 0,
      billPaid: true,
    });
  });

  it('gives change for cash above the balance, and settles only the balance', () => {
    expect(applyPayment(open(2360), { type: 'CASH', amount: 5000 })).toMatchObject({
      ok: true,
      paymentAmount: 2360,
      merchantAmount: 2360,
      change: 2640,
      balance: 0,
      billPaid: true,
    });
  });

  it('takes part of a bill in cash without change', () => {
    expect(applyPayment(open(5000), { type: 'cash', amount: 2000 })).toMatchObject({
      ok: true,
      change: 0,
      balance: 3000,
      billPaid: false,
    });
  });

  it('never surcharges cash', () => {
    expect(applyPayment(open(1000), { type: 'CASH', amount: 1000, surchargeRate: 2 })).toMatchObject({
      merchantAmount: 1000,
      surcharge: 0,
    });
  });

  it('refuses a card payment above the balance', () => {
    expect(applyPayment(open(2000), { type: 'AMEX', amount: 2001 })).toEqual({
      ok: false,
      message: 'The payment is more than the balance of the bill.',
    });
  });

  it('refuses payments on a paid or deleted bill, with nothing to pay, or of no amount', () => {
    expect(
      applyPayment({ balance: 0, billPaid: true, deleted: false }, { type: 'CASH', amount: 100 }),
    ).toEqual({
      ok: false,
      message: 'This bill is already paid.',
    });
    expect(
      applyPayment({ balance: 100, billPaid: false, deleted: true }, { type: 'CASH', amount: 100 }),
    ).toEqual({
      ok: false,
      message: 'This bill has been deleted.',
    });
    expect(applyPayment(open(0), { type: 'CASH', amount: 100 })).toEqual({
      ok: false,
      message: M.nothingToPay,
    });
    expect(applyPayment(open(100), { type: 'EFTPOS', amount: 0 })).toEqual({
      ok: false,
      message: M.amountRequired,
    });
    expect(applyPayment(open(100), { type: 'EFTPOS', amount: 1.5 })).toEqual({
      ok: false,
      message: M.amountRequired,
    });
  });

  it('splits cash + card: the recorded payments bring billTotals to a balance of 0', () => {
    const orders = [{ lines: [{ lineTotal: 4000 }, { lineTotal: 1000 }] }];
    const before = billTotals({ orders });
    const cash = applyPayment(open(before.balance), { type: 'CASH', amount: 3000 });
    if (!cash.ok) throw new Error(cash.message);
    expect(cash).toMatchObject({ paymentAmount: 3000, change: 0, balance: 2000 });
    const card = applyPayment(open(cash.balance), {
      type: 'VISAMastercard',
      amount: cash.balance,
      surchargeRate: 1.5,
    });
    if (!card.ok) throw new Error(card.message);
    const after = billTotals({ orders, payments: [cash, card] });
    expect(after).toMatchObject({ paymentSurcharges: 30, total: 5030, paid: 5030, balance: 0 });
    expect(card.merchantAmount).toBe(2030);
    expect(card.billPaid).toBe(true);
  });
});

describe('isCashPaymentType', () => {
  it('knows CASH in any case', () => {
    expect(isCashPaymentType('CASH')).toBe(true);
    expect(isCashPaymentType(' cash ')).toBe(true);
    expect(isCashPaymentType('EFTPOS')).toBe(false);
  });
});
