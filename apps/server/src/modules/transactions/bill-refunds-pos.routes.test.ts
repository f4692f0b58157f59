import { TRANSACTION_MESSAGES as M, type PublishedMenu, REFUND_MESSAGES as R } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, paymentRefunds, transactionOrders, transactionRefunds } from '../../db/schema';
import { buildTestApp } from '../../test/test-app';
import { payload, placeOrder, restaurantRow } from '../orders/order-test-helpers';
import { payWithCard } from '../payments/payment-test-helpers';
import {
  activitiesOf,
  billOf,
  call,
  dish,
  manager,
  pay,
  paymentOf,
  placePos,
  posFixture,
  posOrder,
  refused,
  requestId,
  setAsideOpenBills,
  tick,
} from './pos-test-helpers';

// Issue 28: cash tendered on a split part, refunds at the POS (overpayment, by amount, by dish),
// deleting a bill with payments, reopening a paid bill (decisions 0430–0434).

const t = await buildTestApp();
let gdId: string;
let menu: PublishedMenu;
let admin: string;

beforeAll(async () => {
  ({ gdId, menu, admin } = await posFixture(t));
});
beforeEach(() => setAsideOpenBills(t, gdId));

const siuMai = (n = 1) => [dish(menu, 'Siu Mai', n)];
const post = (url: string, body: object, as = admin) => call(t, as, 'POST', url, body);
const refund = (billId: string, body: object, as = admin) =>
  post(`/transactions/${billId}/refunds`, { reason: 'Overpaid', requestId: requestId(), ...body }, as);

/** Two Siu Mai (17.60), 15.00 paid in cash, then a 50 % discount: 8.80 due, 6.20 overpaid. */
async function overpaidBill() {
  const bill = await placePos(t, admin, posOrder(siuMai(2)));
  paymentOf(await pay(t, admin, bill.uuid, 'CASH', 1500));
  tick(t);
  const discounted = billOf(
    await post(`/transactions/${bill.uuid}/adjustments`, { custom: { name: 'Staff meal', percentage: 50 } }),
  );
  expect(discounted.totals).toMatchObject({ total: 880, paid: 1500, balance: -620 });
  return discounted;
}

describe('cash on a part of a split', () => {
  it('records what was tendered and the change, and the next part is paid by card', async () => {
    const bill = await placePos(t, admin, posOrder(siuMai(2)));
    const part = paymentOf(
      await post(`/transactions/${bill.uuid}/payments`, {
        type: 'CASH',
        amount: 880,
        tendered: 2000,
        requestId: requestId(),
      }),
    );
    expect(part).toMatchObject({ change: 1120, merchantAmount: 880 });
    expect(part.transaction.paymentTypes).toMatchObject([
      { type: 'CASH', paymentAmount: 880, change: 1120, tendered: 2000, refunded: 0 },
    ]);
    expect(part.transaction.balance).toBe(880);
    const activities = await activitiesOf(t, bill.uuid);
    expect(activities.find((a) => a.operationType === 'payment')?.details).toBe(
      'Table 5 · tendered 20.00, change 11.20',
    );
    tick(t);
    const card = paymentOf(await pay(t, admin, bill.uuid, 'EFTPOS', 880));
    expect(card.transaction.billPaid).toBe(true);
    expect(card.transaction.paymentTypes[1]).toMatchObject({ type: 'EFTPOS', tendered: null, change: 0 });
  });

  it('refuses tendered cash below the part, and a part above the balance', async () => {
    const bill = await placePos(t, admin, posOrder(siuMai()));
    const body = { type: 'CASH', requestId: requestId() };
    refused(
      await post(`/transactions/${bill.uuid}/payments`, { ...body, amount: 500, tendered: 400 }),
      400,
      M.cashShort,
    );
    refused(
      await post(`/transactions/${bill.uuid}/payments`, { ...body, amount: 1000, tendered: 2000 }),
      400,
      M.overpayment,
    );
  });
});

describe('POST /api/transactions/:id/refunds on an open bill', () => {
  it('gives an overpayment back to the cash payment, then the bill closes', async () => {
    const bill = await overpaidBill();
    refused(await post(`/transactions/${bill.uuid}/close`, {}), 409, M.overpaid);
    const cash = bill.paymentTypes[0]!;
    refused(await refund(bill.uuid, { paymentId: cash.id, amount: 700 }), 409, R.moreThanOverpaid);
    tick(t);
    const back = billOf(await refund(bill.uuid, { paymentId: cash.id, amount: 620 }));
    expect(back.totals).toMatchObject({
      total: 880,
      paid: 1500,
      refunded: 620,
      refundCredits: 0,
      balance: 0,
    });
    expect(back.refunds).toMatchObject([{ paymentId: cash.id, type: 'CASH', amount: 620, credit: 0 }]);
    expect(back.paymentTypes[0]).toMatchObject({ refunded: 620 });
    expect(back.operationHistory.at(-1)).toMatchObject({
      operationType: 'refund',
      operationName: 'Refunded CASH',
      price: 620,
      updatedBy: 'Test User',
    });
    const activity = (await activitiesOf(t, bill.uuid)).find((a) => a.operationType === 'refund');
    expect(activity).toMatchObject({ details: 'Table 5 · Overpaid · CASH 6.20', price: 620 });
    const closed = billOf(await post(`/transactions/${bill.uuid}/close`, {}));
    expect(closed.billPaid).toBe(true);
  });

  it('writes a repeated requestId once, and names the only payment with money left by default', async () => {
    const bill = await overpaidBill();
    const id = requestId();
    const body = { amount: 620, reason: 'Overpaid', requestId: id };
    billOf(await post(`/transactions/${bill.uuid}/refunds`, body));
    const again = billOf(await post(`/transactions/${bill.uuid}/refunds`, body));
    expect(again.refunds).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(transactionRefunds)
      .where(eq(transactionRefunds.transactionId, bill.uuid));
    expect(rows).toHaveLength(1);
  });

  it('refuses no reason, no amount, another bill’s payment and a deleted bill', async () => {
    const bill = await overpaidBill();
    const res = await post(`/transactions/${bill.uuid}/refunds`, { amount: 100, requestId: requestId() });
    refused(res, 400, `reason: ${R.reasonRequired}`);
    refused(await refund(bill.uuid, { amount: 0 }), 400, R.amountRequired);
    refused(await refund(bill.uuid, { paymentId: 'nope', amount: 100 }), 400, R.paymentNotFound);
    refused(
      await refund('no-such-bill', { amount: 100 }),
      404,
      'This bill was not found. It may have been closed or deleted on another screen.',
    );
  });

  it('needs orderRefunds and, at a till with staff, the staff’s posRefunds', async () => {
    const bill = await overpaidBill();
    const noCode = await manager(t, gdId, ['transactions']);
    expect((await refund(bill.uuid, { amount: 620 }, noCode)).statusCode).toBe(403);
    expect((await refund(bill.uuid, { amount: 620 })).statusCode).toBe(200);
  });
});

describe('deleting an open bill with payments (decision 0432)', () => {
  it('refuses until the money taken is refunded, on both delete calls', async () => {
    const bill = await placePos(t, admin, posOrder(siuMai()));
    paymentOf(await pay(t, admin, bill.uuid, 'CASH', 500));
    refused(
      await call(t, admin, 'DELETE', `/liveTransactions/${bill.uuid}?reason=Wrong%20table`),
      409,
      R.paymentsToRefund,
    );
    refused(
      await post('/updateTransactions', { transactionIds: [bill.uuid], reason: 'Wrong table' }),
      409,
      R.paymentsToRefund,
    );
    // A discount to 0 makes the 5.00 an overpayment, refunded; then the bill goes.
    billOf(await post(`/transactions/${bill.uuid}/adjustments`, { custom: { percentage: 100 } }));
    billOf(await refund(bill.uuid, { amount: 500, reason: 'Wrong table' }));
    const gone = billOf(
      await call(t, admin, 'DELETE', `/liveTransactions/${bill.uuid}?reason=Wrong%20table`),
    );
    expect(gone.deleted).toBe(true);
  });
});

describe('refunds on a paid bill and reopening', () => {
  async function paidBill() {
    const bill = await placePos(t, admin, posOrder([...siuMai(), dish(menu, 'Har Gow')]));
    const paid = paymentOf(await pay(t, admin, bill.uuid, 'VISAMastercard', bill.balance));
    expect(paid.transaction.billPaid).toBe(true);
    tick(t);
    return paid.transaction;
  }

  it('refunds a dish to the card: the bill comes to less and stays settled; a dish refunds once', async () => {
    const bill = await paidBill();
    const line = bill.orders[0]!.dishes.find((d) => d.dish.name === 'Siu Mai')!;
    const back = billOf(await refund(bill.uuid, { lineIds: [line.lineId], reason: 'Quality issue' }));
    expect(back.billPaid).toBe(true);
    expect(back.refunds).toMatchObject([
      { type: 'VISAMastercard', amount: line.lineTotal, credit: line.lineTotal },
    ]);
    expect(back.totals.total).toBe(bill.totals.total - line.lineTotal);
    expect(back.balance).toBe(0);
    expect(back.operationHistory.at(-1)?.operationName).toBe('Refunded VISAMastercard (1 dish)');
    refused(await refund(bill.uuid, { lineIds: [line.lineId] }), 409, R.linesRefunded);
    refused(await refund(bill.uuid, { amount: bill.totals.paid }), 409, R.tooMuch);
  });

  it('refuses dishes on an open bill (they are voided there)', async () => {
    const bill = await placePos(t, admin, posOrder(siuMai()));
    refused(
      await refund(bill.uuid, { lineIds: [bill.orders[0]!.dishes[0]!.lineId] }),
      400,
      R.linesOnPaidBill,
    );
  });

  it('reopens a paid bill with a reason; a void then makes an overpayment refunded before it closes', async () => {
    const bill = await paidBill();
    refused(await post(`/transactions/${bill.uuid}/reopen`, {}), 400, `reason: ${R.reopenReasonRequired}`);
    const open = billOf(await post(`/transactions/${bill.uuid}/reopen`, { reason: 'Correct the bill' }));
    expect(open).toMatchObject({ billPaid: false, payTime: null, balance: 0 });
    expect(open.operationHistory.at(-1)).toMatchObject({
      operationType: 'reopenBill',
      operationName: 'Reopened (Correct the bill)',
    });
    refused(await post(`/transactions/${bill.uuid}/reopen`, { reason: 'Again' }), 409, R.reopenNotPaid);
    const harGow = open.orders[0]!.dishes.find((d) => d.dish.name === 'Har Gow')!;
    tick(t);
    const voided = billOf(
      await post(`/transactions/${bill.uuid}/voidDish`, {
        orderId: open.orders[0]!.orderId,
        lineId: harGow.lineId,
        reason: 'Wrong order',
      }),
    );
    expect(voided.balance).toBeLessThan(0);
    tick(t);
    billOf(await refund(bill.uuid, { amount: -voided.balance }));
    expect(billOf(await post(`/transactions/${bill.uuid}/close`, {})).billPaid).toBe(true);
  });

  it('reopening needs the transactions code; another table bill at the table refuses it', async () => {
    const bill = await paidBill();
    const noCode = await manager(t, gdId, ['orderRefunds']);
    expect((await post(`/transactions/${bill.uuid}/reopen`, { reason: 'x' }, noCode)).statusCode).toBe(403);
    await placePos(t, admin, posOrder(siuMai()));
    refused(
      await post(`/transactions/${bill.uuid}/reopen`, { reason: 'x' }),
      409,
      'This table already has an open bill.',
    );
  });
});

describe('an online card payment refunded at the POS', () => {
  it('goes back through the payment provider, then shows on the bill with the provider’s refund', async () => {
    const res = await placeOrder(
      t,
      payload([dish(menu, 'Coca-Cola')], { tableId: 'takeaway', order: { paymentType: 'card' } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { reference } = res.json() as { reference: string };
    const [order] = await t.db.select().from(orders).where(eq(orders.id, reference));
    await payWithCard(t, await restaurantRow(t, 'goldendragon'), order!, '4111 1111 1111 1111');
    const [link] = await t.db
      .select()
      .from(transactionOrders)
      .where(eq(transactionOrders.orderId, reference));
    const bill = billOf(await call(t, admin, 'GET', `/transaction/${link!.transactionId}`));
    const online = bill.paymentTypes[0]!;
    expect(online).toMatchObject({ type: 'OBPayments', refunded: 0 });
    tick(t);
    const back = billOf(
      await refund(bill.uuid, { paymentId: online.id, amount: 100, reason: 'Quality issue' }),
    );
    expect(back.refunds).toMatchObject([
      { type: 'OBPayments', amount: 100, credit: 100, reason: 'Quality issue' },
    ]);
    expect(back).toMatchObject({ billPaid: true, balance: 0 });
    expect(back.operationHistory.at(-1)).toMatchObject({ operationType: 'refund', price: 100 });
    const [row] = await t.db
      .select()
      .from(transactionRefunds)
      .where(eq(transactionRefunds.transactionId, bill.uuid));
    const [provider] = await t.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.id, row!.providerRefundId!));
    expect(provider).toMatchObject({ amount: 100, status: 'succeeded', reason: 'Quality issue' });
    refused(await refund(bill.uuid, { paymentId: online.id, amount: online.merchantAmount }), 409, R.tooMuch);
  });
});

describe('the day’s figures', () => {
  it('counts a refund at the POS in today’s refunds; its sales stay', async () => {
    const before = (await call(t, admin, 'GET', '/getTodaySalesReport')).json();
    const bill = await overpaidBill();
    billOf(await refund(bill.uuid, { amount: 620 }));
    const after = (await call(t, admin, 'GET', '/getTodaySalesReport')).json();
    expect(after.todayRefunds - before.todayRefunds).toBe(620);
    expect(after.todaySales - before.todaySales).toBe(1500);
    expect(after.todayCash - before.todayCash).toBe(1500);
  });
});
