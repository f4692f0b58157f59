import { describe, expect, it } from 'vitest';
import { planRefund, REFUND_MESSAGES as R, refundableTipOf } from './bill-refund-rules';

// Refunding a tip (decision 0576): apart from the sales part, held to what is left of the tip.

const card = { id: 'v', type: 'VISAMastercard', merchantAmount: 893, refunded: 0, tip: 200, tipRefunded: 50 };
const cash = { id: 'c', type: 'CASH', merchantAmount: 880, refunded: 0, tip: 0, tipRefunded: 0 };
const paid = { billPaid: true, deleted: false, balance: 0 };
const open = (balance: number) => ({ billPaid: false, deleted: false, balance });

describe('tip refunds', () => {
  it('what is left of a tip; none on a payment without one', () => {
    expect(refundableTipOf(card)).toBe(150);
    expect(refundableTipOf({ tip: 100, tipRefunded: 150 })).toBe(0);
    expect(refundableTipOf({})).toBe(0);
  });

  it('a tip alone: no amount, no credit, the bill untouched', () => {
    expect(planRefund(paid, [card, cash], { paymentId: 'v', amount: 0, tip: 150 })).toMatchObject({
      ok: true,
      amount: 0,
      tip: 150,
      credit: 0,
    });
    expect(planRefund(paid, [card], { paymentId: 'v', amount: null, tip: 151 })).toEqual({
      ok: false,
      message: R.tipTooMuch,
    });
  });

  it('with no payment named, the only payment with a tip left is chosen for a tip alone', () => {
    expect(planRefund(paid, [card, cash], { paymentId: null, amount: 0, tip: 100 })).toMatchObject({
      ok: true,
      payment: { id: 'v' },
    });
    // An amount picks among the payments with money left: two, so one must be named.
    expect(planRefund(paid, [card, cash], { paymentId: null, amount: 100, tip: 100 })).toEqual({
      ok: false,
      message: R.paymentRequired,
    });
  });

  it('the amount and the tip each held to their own limit; the credit is the amount only', () => {
    expect(planRefund(paid, [card], { paymentId: 'v', amount: 893, tip: 150 })).toMatchObject({
      ok: true,
      amount: 893,
      tip: 150,
      credit: 893,
    });
    expect(planRefund(paid, [card], { paymentId: 'v', amount: 894, tip: 0 })).toEqual({
      ok: false,
      message: R.tooMuch,
    });
  });

  it('an open bill gives a tip back whatever its balance; the amount still only an overpayment', () => {
    expect(planRefund(open(880), [card], { paymentId: 'v', amount: 0, tip: 100 })).toMatchObject({
      ok: true,
    });
    expect(planRefund(open(880), [card], { paymentId: 'v', amount: 1, tip: 100 })).toEqual({
      ok: false,
      message: R.moreThanOverpaid,
    });
  });

  it('refuses nothing to give back, a tip not in whole cents, and a tip with dishes on no amount', () => {
    expect(planRefund(paid, [card], { paymentId: 'v', amount: 0, tip: 0 })).toEqual({
      ok: false,
      message: R.amountRequired,
    });
    expect(planRefund(paid, [card], { paymentId: 'v', amount: 0, tip: 1.5 })).toEqual({
      ok: false,
      message: R.tipInvalid,
    });
    expect(planRefund(paid, [card], { paymentId: 'v', amount: 0, tip: -1 })).toEqual({
      ok: false,
      message: R.tipInvalid,
    });
  });
});
