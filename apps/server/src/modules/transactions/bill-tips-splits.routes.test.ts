import {
  TRANSACTION_MESSAGES as M,
  POS_MESSAGES,
  type PublishedMenu,
  SPLIT_MESSAGES,
  TIP_MESSAGES,
} from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { transactionPayments, transactions } from '../../db/schema';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { addStaff } from '../staff/staff-test-helpers';
import {
  activitiesOf,
  billOf,
  call,
  dish,
  manager,
  paymentOf,
  placePos,
  posFixture,
  posOrder,
  refused,
  requestId,
  setAsideOpenBills,
} from './pos-test-helpers';

// Tips (decision 0500) and checks split by seat or dish (decision 0501), on the POS's payment call.

const t = await buildTestApp();
let gdId: string;
let menu: PublishedMenu;
let admin: string;

beforeAll(async () => {
  ({ gdId, menu, admin } = await posFixture(t));
});
beforeEach(() => setAsideOpenBills(t, gdId));

/** Siu Mai (8.80) for seat 1, two for seat 2, one shared: 35.20. */
const seated = () => [
  { ...dish(menu, 'Siu Mai'), seat: 1 },
  { ...dish(menu, 'Siu Mai', 2), seat: 2 },
  dish(menu, 'Siu Mai'),
];
const payBody = (o: Record<string, unknown>) => ({ requestId: requestId(), ...o });
const payCall = (billId: string, body: Record<string, unknown>, as = admin) =>
  call(t, as, 'POST', `/transactions/${billId}/payments`, payBody(body));
const seatCall = (billId: string, body: Record<string, unknown>, as = admin) =>
  call(t, as, 'POST', `/transactions/${billId}/seat`, body);

describe('tips', () => {
  it('a card tip is kept apart: not in the total, paid or balance; no surcharge on it', async () => {
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')]));
    const paid = paymentOf(await payCall(bill.uuid, { type: 'VISAMastercard', amount: 880, tip: 132 }));
    expect(paid).toMatchObject({ merchantAmount: 893, tip: 132 });
    expect(paid.transaction.totals).toMatchObject({ total: 893, paid: 893, balance: 0, tips: 132 });
    expect(paid.transaction.billPaid).toBe(true);
    expect(paid.transaction.paymentTypes[0]).toMatchObject({
      tip: 132,
      createdBy: 'Test User',
      portion: null,
    });
    const activity = (await activitiesOf(t, bill.uuid)).find((a) => a.operationType === 'payment');
    expect(activity?.details).toBe('Table 5 · surcharge 0.13 · tip 1.32');
  });

  it('a cash tip comes out of the cash tendered before the change', async () => {
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')]));
    const paid = paymentOf(await payCall(bill.uuid, { type: 'CASH', amount: 880, tendered: 2000, tip: 120 }));
    expect(paid).toMatchObject({ change: 1000, merchantAmount: 880, tip: 120 });
    expect(paid.transaction.paymentTypes[0]).toMatchObject({ tendered: 2000, change: 1000, tip: 120 });
    expect(paid.transaction.totals).toMatchObject({ total: 880, tips: 120, balance: 0 });
  });

  it('refuses a negative, fractional or too large tip, and cash that does not cover the tip', async () => {
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')]));
    refused(
      await payCall(bill.uuid, { type: 'CASH', amount: 880, tip: -1 }),
      400,
      `tip: ${TIP_MESSAGES.tipInvalid}`,
    );
    refused(
      await payCall(bill.uuid, { type: 'CASH', amount: 880, tip: 1.5 }),
      400,
      `tip: ${TIP_MESSAGES.tipInvalid}`,
    );
    refused(
      await payCall(bill.uuid, { type: 'EFTPOS', amount: 880, tip: 881 }),
      400,
      TIP_MESSAGES.tipTooLarge,
    );
    refused(
      await payCall(bill.uuid, { type: 'CASH', amount: 880, tendered: 900, tip: 100 }),
      400,
      M.cashShort,
    );
    const rows = await t.db
      .select()
      .from(transactionPayments)
      .where(eq(transactionPayments.transactionId, bill.uuid));
    expect(rows).toHaveLength(0);
  });
});

describe('seats and split checks', () => {
  it('lines carry their seats; a seat is changed on an open bill, with refusals', async () => {
    const bill = await placePos(t, admin, posOrder(seated()));
    const dishes = bill.orders[0]!.dishes;
    expect(dishes.map((d) => d.seat)).toEqual([1, 2, null]);
    const orderId = bill.orders[0]!.orderId;
    const moved = billOf(await seatCall(bill.uuid, { orderId, lineId: dishes[0]!.lineId, seat: 3 }));
    expect(moved.orders[0]!.dishes[0]!.seat).toBe(3);
    expect(moved.operationHistory.at(-1)).toMatchObject({
      operationType: 'setSeat',
      operationName: 'Siu Mai: seat 3',
    });
    billOf(await seatCall(bill.uuid, { orderId, lineId: dishes[0]!.lineId, seat: 1 }));
    refused(
      await seatCall(bill.uuid, { orderId, lineId: dishes[0]!.lineId, seat: 0 }),
      400,
      `seat: ${SPLIT_MESSAGES.seatInvalid}`,
    );
    refused(await seatCall(bill.uuid, { orderId, lineId: 'nope', seat: 2 }), 404, POS_MESSAGES.dishNotFound);
    const other = await createRestaurant(t.db);
    const elsewhere = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: other.id })).cookie;
    refused(
      await seatCall(bill.uuid, { orderId, lineId: dishes[0]!.lineId, seat: 2 }, elsewhere),
      404,
      POS_MESSAGES.billNotFound,
    );
    const noPos = await manager(t, gdId, []);
    expect(
      (await seatCall(bill.uuid, { orderId, lineId: dishes[0]!.lineId, seat: 2 }, noPos)).statusCode,
    ).toBe(403);
    await t.db
      .update(transactions)
      .set({ status: 'paid', billPaid: true })
      .where(eq(transactions.id, bill.uuid));
    refused(await seatCall(bill.uuid, { orderId, lineId: dishes[0]!.lineId, seat: 2 }), 409, M.alreadyPaid);
  });

  it('split by seat: each seat pays its check, the discount shared by the one rule, a tip on each', async () => {
    const bill = await placePos(t, admin, posOrder(seated()));
    const discounted = billOf(
      await call(t, admin, 'POST', `/transactions/${bill.uuid}/adjustments`, {
        custom: { name: 'Regulars', percentage: 10 },
      }),
    );
    expect(discounted.totals.total).toBe(3168);
    const split = { by: 'seat' };
    // Seat 1: 8.80 + half the shared 8.80 = 13.20 of 35.20 → 11.88 of 31.68; seat 2: 19.80.
    refused(
      await payCall(bill.uuid, { type: 'VISAMastercard', amount: 1189, split, portion: 'Seat 1' }),
      400,
      SPLIT_MESSAGES.portionOverpaid,
    );
    refused(
      await payCall(bill.uuid, { type: 'EFTPOS', amount: 100, split, portion: 'Seat 9' }),
      400,
      SPLIT_MESSAGES.portionUnknown,
    );
    const one = paymentOf(
      await payCall(bill.uuid, { type: 'VISAMastercard', amount: 1188, tip: 200, split, portion: 'Seat 1' }),
    );
    expect(one).toMatchObject({ merchantAmount: 1206, tip: 200 });
    expect(one.transaction.paymentTypes[0]).toMatchObject({ portion: 'Seat 1', paymentAmount: 1188 });
    refused(
      await payCall(bill.uuid, { type: 'EFTPOS', amount: 100, split, portion: 'Seat 1' }),
      400,
      SPLIT_MESSAGES.portionPaid,
    );
    const two = paymentOf(
      await payCall(bill.uuid, {
        type: 'CASH',
        amount: 1980,
        tendered: 2500,
        tip: 100,
        split,
        portion: 'Seat 2',
      }),
    );
    expect(two).toMatchObject({ change: 420, tip: 100 });
    expect(two.transaction.billPaid).toBe(true);
    expect(two.transaction.totals).toMatchObject({ total: 3186, paid: 3186, balance: 0, tips: 300 });
    // The payment types report: takings without the tips; the tips apart, per staff member (MONDAY_NOON
    // is 12:00 in Sydney on 2 June 2025).
    const report = await call(
      t,
      admin,
      'GET',
      '/paymentTypesReport?startDateStr=2025-06-02 00:00:00&endDateStr=2025-06-02 23:45:00',
    );
    expect(report.statusCode, report.body).toBe(200);
    const body = report.json();
    const tipped = await t.db
      .select({
        tip: transactionPayments.tip,
        status: transactions.status,
        settled: transactionPayments.paymentAmount,
        by: transactionPayments.createdBy,
      })
      .from(transactionPayments)
      .innerJoin(transactions, eq(transactions.id, transactionPayments.transactionId))
      .where(eq(transactionPayments.restaurantId, gdId));
    const live = tipped.filter((p) => p.status !== 'deleted');
    const tipsInDb = live.reduce((n, p) => n + p.tip, 0);
    expect(tipsInDb).toBeGreaterThanOrEqual(300);
    const staff = [...new Set(live.filter((p) => p.tip > 0).map((p) => p.by))];
    const perStaff = staff.map((name) => {
      const theirs = live.filter((p) => p.by === name && p.tip > 0);
      return { staffName: name, tips: theirs.reduce((n, p) => n + p.tip, 0), count: theirs.length };
    });
    expect(perStaff.find((r) => r.staffName === 'Test User')?.tips).toBeGreaterThanOrEqual(300);
    expect(body.tips).toEqual({
      total: tipsInDb,
      byStaff: perStaff.sort((a, b) => b.tips - a.tips || a.staffName.localeCompare(b.staffName)),
    });
    // The takings are what the payments settled, never the tips.
    expect(body.totalAmount).toBe(live.reduce((n, p) => n + p.settled, 0));
  });

  it('split by dish: a shared dish divided between checks; a dish left out is refused', async () => {
    const bill = await placePos(t, admin, posOrder(seated()));
    const [a, b, c] = bill.orders[0]!.dishes.map((d) => d.lineId) as [string, string, string];
    const leftOut = { by: 'item', checks: [[a], [b]] };
    refused(
      await payCall(bill.uuid, { type: 'EFTPOS', amount: 100, split: leftOut, portion: 'Check 1' }),
      400,
      SPLIT_MESSAGES.dishLeftOut,
    );
    const split = {
      by: 'item',
      checks: [
        [a, c],
        [b, c],
      ],
    };
    paymentOf(await payCall(bill.uuid, { type: 'CASH', amount: 1320, split, portion: 'Check 1' }));
    const last = paymentOf(
      await payCall(bill.uuid, { type: 'CASH', amount: 2200, split, portion: 'Check 2' }),
    );
    expect(last.transaction.billPaid).toBe(true);
    // Refused before any check: a bill without seats split by seat.
    const plain = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')]));
    refused(
      await payCall(plain.uuid, { type: 'CASH', amount: 880, split: { by: 'seat' }, portion: 'Seat 1' }),
      400,
      SPLIT_MESSAGES.noSeats,
    );
  });

  it('payments need the POS permission; another restaurant’s bill is not found', async () => {
    const bill = await placePos(t, admin, posOrder(seated()));
    const noPos = await manager(t, gdId, []);
    expect((await payCall(bill.uuid, { type: 'CASH', amount: 100, tip: 10 }, noPos)).statusCode).toBe(403);
    const other = await createRestaurant(t.db);
    const elsewhere = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: other.id })).cookie;
    refused(
      await payCall(bill.uuid, { type: 'CASH', amount: 100, tip: 10 }, elsewhere),
      404,
      POS_MESSAGES.billNotFound,
    );
  });
});

// Last: once the restaurant has staff, its tills need a staff member signed in.
describe('tips per staff member', () => {
  it('a tip taken at a till with a staff member signed in is theirs', async () => {
    const till = await manager(t, gdId, ['transactions']);
    const mei = await addStaff(t, admin, { permissions: ['posPayments'] });
    const signIn = await call(t, till, 'POST', '/pos/staff/signIn', {
      staffNumber: mei.staffNumber,
      pin: mei.pin,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const bill = await placePos(t, till, posOrder([dish(menu, 'Siu Mai')]));
    const paid = paymentOf(await payCall(bill.uuid, { type: 'EFTPOS', amount: 880, tip: 88 }, till));
    expect(paid.transaction.paymentTypes[0]).toMatchObject({ tip: 88, createdBy: mei.name });
  });
});
