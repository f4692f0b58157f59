import { TRANSACTION_MESSAGES as M, POS_MESSAGES, type PublishedMenu } from '@rpos/domain';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, posPaymentTypes, restaurants, transactionPayments } from '../../db/schema';
import { newId } from '../../platform/ids';
import { buildTestApp } from '../../test/test-app';
import { payload, placeOrder, restaurantRow } from '../orders/order-test-helpers';
import {
  activitiesOf,
  billOf,
  call,
  dish,
  listen,
  operationsOf,
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

const t = await buildTestApp();
let gdId: string;
let menu: PublishedMenu;
let admin: string;

beforeAll(async () => {
  ({ gdId, menu, admin } = await posFixture(t));
});
beforeEach(() => setAsideOpenBills(t, gdId));

const siuMai = (n = 1) => [dish(menu, 'Siu Mai', n)];
const get = async (id: string) => billOf(await call(t, admin, 'GET', `/transaction/${id}`));

/** A diner's pay-at-counter order at table 5 above the auto-accept threshold: it waits for staff. */
async function waitingDinerOrder(): Promise<string> {
  const row = await restaurantRow(t, 'goldendragon');
  await t.db
    .update(restaurants)
    .set({ onlineSettings: { ...row.onlineSettings, postpaidAutoAcceptAmountThreshold: 1000 } })
    .where(eq(restaurants.id, gdId));
  try {
    const res = await placeOrder(t, payload(siuMai(3)));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().reference as string;
  } finally {
    await t.db
      .update(restaurants)
      .set({ onlineSettings: row.onlineSettings })
      .where(eq(restaurants.id, gdId));
  }
}

describe('POST /api/transactions/:id/payments', () => {
  it('takes cash with change and closes the bill at a balance of 0, with history and activities', async () => {
    const bill = await placePos(t, admin, posOrder(siuMai()));
    const bus = listen(t, gdId);
    const paid = paymentOf(await pay(t, admin, bill.uuid, 'cash', 1000));
    bus.stop();
    expect(paid).toMatchObject({ change: 120, merchantAmount: 880 });
    expect(paid.transaction).toMatchObject({ billPaid: true, balance: 0, totalSpending: 880 });
    expect(paid.transaction.payTime).not.toBeNull();
    expect(paid.transaction.paymentTypes).toMatchObject([
      { type: 'CASH', paymentAmount: 880, merchantAmount: 880, change: 120 },
    ]);
    expect(
      paid.transaction.operationHistory.slice(-2).map((o) => [o.operationType, o.operationName, o.price]),
    ).toEqual([
      ['payment', 'Paid CASH', 880],
      ['closeBill', 'Bill paid', 880],
    ]);
    const activities = await activitiesOf(t, bill.uuid);
    expect(activities.find((a) => a.operationType === 'payment')).toMatchObject({
      staffName: 'Test User',
      details: 'Table 5 · tendered 10.00, change 1.20',
      price: 880,
    });
    expect(bus.messages).toEqual([
      {
        event: 'transactionChanged',
        data: { transactionId: bill.uuid, tableNo: '5', operationType: 'closeBill' },
      },
    ]);
    // Its order is paid with it (the orders screen's Payment Status).
    const orderIds = paid.transaction.orders.map((o) => o.orderId);
    const statuses = await t.db
      .select({ paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(inArray(orders.id, orderIds));
    expect(statuses).toEqual([{ paymentStatus: 'paid' }]);
    // The table is free: its next order opens a new bill.
    const next = await placePos(t, admin, posOrder(siuMai()));
    expect(next.uuid).not.toBe(bill.uuid);
  });

  it("splits across card types with each type's surcharge on top", async () => {
    const bill = await placePos(t, admin, posOrder(siuMai(2)));
    const visa = paymentOf(await pay(t, admin, bill.uuid, 'VISAMastercard', 1000));
    expect(visa).toMatchObject({ change: 0, merchantAmount: 1015 });
    expect(visa.transaction).toMatchObject({ billPaid: false, balance: 760 });
    const eftpos = paymentOf(await pay(t, admin, bill.uuid, 'EFTPOS', 760));
    expect(eftpos.merchantAmount).toBe(764);
    expect(eftpos.transaction.totals).toMatchObject({
      subtotal: 1760,
      paymentSurcharges: 19,
      total: 1779,
      paid: 1779,
      balance: 0,
    });
    expect(eftpos.transaction.billPaid).toBe(true);
    const activity = (await activitiesOf(t, bill.uuid)).find(
      (a) => a.operationName === 'Paid VISAMastercard',
    );
    expect(activity?.details).toBe('Table 5 · surcharge 0.15');
  });

  it('a repeated requestId writes nothing and answers the first payment', async () => {
    const bill = await placePos(t, admin, posOrder(siuMai(2)));
    const id = requestId();
    const first = paymentOf(await pay(t, admin, bill.uuid, 'CASH', 500, id));
    const again = paymentOf(await pay(t, admin, bill.uuid, 'CASH', 500, id));
    expect(again).toEqual(first);
    const rows = await t.db
      .select()
      .from(transactionPayments)
      .where(eq(transactionPayments.transactionId, bill.uuid));
    expect(rows).toHaveLength(1);
    expect((await operationsOf(t, bill.uuid)).filter((o) => o.operationType === 'payment')).toHaveLength(1);
  });

  it('refuses types the restaurant does not take, overpayments, amounts not above 0 and paid bills', async () => {
    await t.db.insert(posPaymentTypes).values({
      id: newId(),
      restaurantId: gdId,
      paymentType: 'OBPayments',
      surchargeRateBp: 0,
      enabled: true,
      sort: 0,
      description: 'OB Payments',
    });
    const bill = await placePos(t, admin, posOrder(siuMai()));
    for (const type of ['Other', 'OBPayments', 'Bitcoin'])
      refused(await pay(t, admin, bill.uuid, type, 100), 400, POS_MESSAGES.paymentTypeUnknown);
    refused(await pay(t, admin, bill.uuid, 'AMEX', 881), 400, M.overpayment);
    refused(await pay(t, admin, bill.uuid, 'CASH', 0), 400, M.amountRequired);
    refused(await pay(t, admin, bill.uuid, 'CASH', -5), 400, M.amountRequired);
    const noType = await call(t, admin, 'POST', `/transactions/${bill.uuid}/payments`, {
      type: ' ',
      amount: 100,
      requestId: requestId(),
    });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().message).toContain(POS_MESSAGES.paymentTypeUnknown);
    paymentOf(await pay(t, admin, bill.uuid, 'CASH', 880));
    refused(await pay(t, admin, bill.uuid, 'CASH', 100), 409, M.alreadyPaid);
    refused(await pay(t, admin, 'no-such-bill', 'CASH', 100), 404, POS_MESSAGES.billNotFound);
    expect(
      await t.db.select().from(transactionPayments).where(eq(transactionPayments.transactionId, bill.uuid)),
    ).toHaveLength(1);
  });
});

describe('waiting orders, accept and close', () => {
  it('a bill never closes with an order waiting for an accept; accept, then close', async () => {
    const waiting = await waitingDinerOrder();
    const bill = await placePos(t, admin, posOrder(siuMai()));
    expect(bill.orders.find((o) => o.orderId === waiting)!.isAccepted).toBe(false);
    const paid = paymentOf(await pay(t, admin, bill.uuid, 'CASH', bill.balance));
    expect(paid.transaction).toMatchObject({ balance: 0, billPaid: false });
    refused(await pay(t, admin, bill.uuid, 'CASH', 100), 409, M.nothingToPay);
    const close = `/transactions/${bill.uuid}/close`;
    refused(await call(t, admin, 'POST', close), 409, M.orderNotAccepted);
    const accept = (orderId: string) =>
      call(t, admin, 'POST', `/transactions/${bill.uuid}/orders/${orderId}/accept`);
    refused(await accept('not-on-bill'), 404, POS_MESSAGES.orderNotFound);
    tick(t);
    const accepted = billOf(await accept(waiting));
    expect(accepted.orders.every((o) => o.isAccepted)).toBe(true);
    expect(accepted.operationHistory.at(-1)).toMatchObject({
      operationType: 'acceptOrder',
      updatedBy: 'Test User',
    });
    refused(await accept(waiting), 409, POS_MESSAGES.orderAccepted);
    const closed = billOf(await call(t, admin, 'POST', close));
    expect(closed).toMatchObject({ billPaid: true, balance: 0 });
    // A second tap answers the paid bill and writes nothing.
    const twice = billOf(await call(t, admin, 'POST', close));
    expect(twice.billPaid).toBe(true);
    expect((await operationsOf(t, bill.uuid)).filter((o) => o.operationType === 'closeBill')).toHaveLength(1);
  });

  it('close refuses a balance due and closes a bill a full discount took to 0', async () => {
    const bill = await placePos(t, admin, posOrder(siuMai()));
    const close = () => call(t, admin, 'POST', `/transactions/${bill.uuid}/close`);
    refused(await close(), 409, M.balanceDue);
    const free = billOf(
      await call(t, admin, 'POST', `/transactions/${bill.uuid}/adjustments`, {
        custom: { name: 'On the house', percentage: 100 },
      }),
    );
    expect(free).toMatchObject({ balance: 0, billPaid: false });
    refused(await pay(t, admin, bill.uuid, 'CASH', 100), 409, M.nothingToPay);
    expect(billOf(await close())).toMatchObject({ billPaid: true });
    const live = await get(bill.uuid);
    expect(live.operationHistory.filter((o) => o.operationType === 'closeBill')).toHaveLength(1);
  });
});
