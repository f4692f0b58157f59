import { describe, expect, it } from 'vitest';
import {
  checkDeleteWithPayments,
  overpaidOf,
  overpaymentPayment,
  planRefund,
  REFUND_MESSAGES as R,
  refundableOf,
} from './bill-refund-rules';
import { applyPayment } from './transaction-payments';
import { billTotals } from './transaction-totals';

const cash = { id: 'c', type: 'CASH', merchantAmount: 1500, refunded: 0 };
const card = { id: 'v', type: 'VISAMastercard', merchantAmount: 1015, refunded: 200 };
const open = (balance: number) => ({ billPaid: false, deleted: false, balance });
const paid = { billPaid: true, deleted: false, balance: 0 };

describe('refund limits', () => {
  it('what is left of a payment, and the overpayment of a balance', () => {
    expect(refundableOf(card)).toBe(815);
    expect(refundableOf({ merchantAmount: 100, refunded: 150 })).toBe(0);
    expect([overpaidOf(-720), overpaidOf(0), overpaidOf(300)]).toEqual([720, 0, 0]);
  });

  it('an open bill gives back at most its overpayment, with no credit', () => {
    expect(planRefund(open(-720), [cash, card], { paymentId: 'c', amount: 720 })).toMatchObject({
      ok: true,
      amount: 720,
      credit: 0,
      cash: true,
    });
    expect(planRefund(open(-720), [cash], { paymentId: 'c', amount: 721 })).toEqual({
      ok: false,
      message: R.moreThanOverpaid,
    });
    expect(planRefund(open(300), [cash], { paymentId: 'c', amount: 1 })).toEqual({
      ok: false,
      message: R.moreThanOverpaid,
    });
  });

  it('a paid bill refunds any part of a payment as credit, never more than is left of it', () => {
    expect(planRefund(paid, [cash, card], { paymentId: 'v', amount: 815 })).toMatchObject({
      ok: true,
      credit: 815,
      cash: false,
    });
    expect(planRefund(paid, [cash, card], { paymentId: 'v', amount: 816 })).toEqual({
      ok: false,
      message: R.tooMuch,
    });
  });

  it('by dishes: the lines’ sum, only on a paid bill', () => {
    expect(planRefund(paid, [cash], { paymentId: null, amount: null, lineTotals: [880, 450] })).toMatchObject(
      {
        ok: true,
        amount: 1330,
        payment: cash,
      },
    );
    expect(planRefund(open(-100), [cash], { paymentId: 'c', amount: null, lineTotals: [880] })).toEqual({
      ok: false,
      message: R.linesOnPaidBill,
    });
  });

  it('names the payment when more than one has money left; refuses unknown ones, no amount, a deleted bill', () => {
    expect(planRefund(paid, [cash, card], { paymentId: null, amount: 100 })).toEqual({
      ok: false,
      message: R.paymentRequired,
    });
    expect(planRefund(paid, [cash], { paymentId: 'x', amount: 100 })).toEqual({
      ok: false,
      message: R.paymentNotFound,
    });
    expect(planRefund(paid, [cash], { paymentId: 'c', amount: 0 })).toEqual({
      ok: false,
      message: R.amountRequired,
    });
    expect(planRefund(paid, [cash], { paymentId: 'c', amount: 10.5 })).toEqual({
      ok: false,
      message: R.amountRequired,
    });
    expect(planRefund({ ...paid, deleted: true }, [cash], { paymentId: 'c', amount: 1 })).toEqual({
      ok: false,
      message: R.deleted,
    });
  });

  it('gives an overpayment back to cash first when it can take it all', () => {
    expect(overpaymentPayment([cash, card], 720)?.id).toBe('c');
    expect(overpaymentPayment([cash, card], 1500)?.id).toBe('c');
    expect(overpaymentPayment([cash, card], 2000)?.id).toBe('v');
    expect(overpaymentPayment([], 100)).toBeUndefined();
  });

  it('an open bill with money on it is refunded before it is deleted; a paid one is not held', () => {
    expect(checkDeleteWithPayments({ billPaid: false, paid: 500, refunded: 0 })).toEqual({
      ok: false,
      message: R.paymentsToRefund,
    });
    expect(checkDeleteWithPayments({ billPaid: false, paid: 500, refunded: 500 }).ok).toBe(true);
    expect(checkDeleteWithPayments({ billPaid: true, paid: 500, refunded: 0 }).ok).toBe(true);
  });
});

describe('billTotals with refunds', () => {
  const order = { lines: [{ lineTotal: 1560 }] };
  it('an overpayment refunded brings the balance to 0 and leaves the total alone', () => {
    const t = billTotals({
      orders: [order],
      adjustments: [{ adjustmentType: 'customDiscount', name: 'Staff meal', percentage: 50, amount: null }],
      payments: [{ paymentAmount: 1500, merchantAmount: 1500 }],
      refunds: [{ amount: 720, credit: 0 }],
    });
    expect(t).toMatchObject({ total: 780, paid: 1500, refunded: 720, refundCredits: 0, balance: 0 });
  });

  it('a paid bill’s refund comes off its total and GST; it stays settled', () => {
    const t = billTotals({
      orders: [order],
      payments: [{ paymentAmount: 1560, merchantAmount: 1560 }],
      refunds: [{ amount: 560, credit: 560 }],
    });
    expect(t).toMatchObject({ total: 1000, refunded: 560, balance: 0, gst: 91 });
  });

  it('refuses a credit above the amount', () => {
    expect(() => billTotals({ orders: [order], refunds: [{ amount: 100, credit: 200 }] })).toThrow(
      RangeError,
    );
  });
});

describe('cash on a part of a split', () => {
  it('settles the part and gives the rest of the cash tendered back', () => {
    expect(
      applyPayment(
        { balance: 1760, billPaid: false, deleted: false },
        { type: 'CASH', amount: 880, tendered: 2000 },
      ),
    ).toMatchObject({ ok: true, paymentAmount: 880, merchantAmount: 880, change: 1120, balance: 880 });
  });

  it('refuses cash tendered below the part, or a part above the balance', () => {
    const bill = { balance: 1000, billPaid: false, deleted: false };
    expect(applyPayment(bill, { type: 'CASH', amount: 800, tendered: 700 })).toMatchObject({ ok: false });
    expect(applyPayment(bill, { type: 'CASH', amount: 1200, tendered: 2000 })).toMatchObject({ ok: false });
  });

  it('ignores tendered on a card payment', () => {
    expect(
      applyPayment(
        { balance: 1000, billPaid: false, deleted: false },
        { type: 'EFTPOS', amount: 500, tendered: 2000 },
      ),
    ).toMatchObject({ ok: true, change: 0 });
  });
});
