import {
  TRANSACTION_MESSAGES as M,
  POS_MESSAGES as P,
  POS_SETTINGS_MESSAGES,
  type PublishedMenu,
} from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderItems, transactions } from '../../db/schema';
import { buildTestApp } from '../../test/test-app';
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
  setAsideOpenBills,
  setPosSettings,
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

const twoDishes = () => [dish(menu, 'Siu Mai', 2), dish(menu, 'Coca-Cola')];
const post = (url: string, body?: object) => call(t, admin, 'POST', url, body);

describe('POST /api/transactions/:id/voidDish', () => {
  it('voids a dish (struck through) or removes it, with the reason, who and when', async () => {
    const bill = await placePos(t, admin, posOrder(twoDishes()));
    const order = bill.orders[0]!;
    const [siuMai, coke] = order.dishes;
    tick(t);
    const voided = billOf(
      await post(`/transactions/${bill.uuid}/voidDish`, {
        orderId: order.orderId,
        lineId: siuMai!.lineId,
        reason: ' Wrong order ',
      }),
    );
    expect(voided.orders[0]!.dishes[0]).toMatchObject({
      isVoidedDish: true,
      permanentDeletion: false,
      voidReason: 'Wrong order',
    });
    expect(voided.totals.subtotal).toBe(400);
    expect(voided.operationHistory.at(-1)).toMatchObject({
      operationType: 'voidDish',
      operationName: 'Voided 2 × Siu Mai (Wrong order)',
      price: 1760,
      updatedBy: 'Test User',
    });
    const [row] = await t.db.select().from(orderItems).where(eq(orderItems.id, siuMai!.lineId));
    expect(row).toMatchObject({ voidedBy: 'Test User', voidReason: 'Wrong order' });
    expect(row!.voidedAt).not.toBeNull();
    const activity = (await activitiesOf(t, bill.uuid)).find((a) => a.operationType === 'voidDish');
    expect(activity).toMatchObject({ details: 'Table 5 · Wrong order', price: 1760 });

    const removed = billOf(
      await post(`/transactions/${bill.uuid}/voidDish`, {
        orderId: order.orderId,
        lineId: coke!.lineId,
        reason: 'Customer changed mind',
        permanentDeletion: true,
      }),
    );
    expect(removed.orders[0]!.dishes[1]).toMatchObject({ permanentDeletion: true, isVoidedDish: false });
    expect(removed.totals.total).toBe(0);
  });

  it('answers the texts: reason, already voided, dish and order not on the bill, paid bill', async () => {
    const bill = await placePos(t, admin, posOrder(twoDishes()));
    const order = bill.orders[0]!;
    const lineId = order.dishes[0]!.lineId;
    const voidIt = (body: object) =>
      post(`/transactions/${bill.uuid}/voidDish`, { orderId: order.orderId, lineId, ...body });
    const noReason = await voidIt({ reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain(M.voidReasonRequired);
    const long = await voidIt({ reason: 'x'.repeat(201) });
    expect(long.json().message).toContain(M.reasonTooLong);
    refused(await voidIt({ lineId: 'nope', reason: 'Out of stock' }), 404, P.dishNotFound);
    refused(await voidIt({ orderId: 'nope', reason: 'Out of stock' }), 404, P.orderNotFound);
    billOf(await voidIt({ reason: 'Out of stock' }));
    refused(await voidIt({ reason: 'Out of stock' }), 409, M.alreadyVoided);
    paymentOf(await pay(t, admin, bill.uuid, 'CASH', 400));
    refused(await voidIt({ lineId: order.dishes[1]!.lineId, reason: 'Out of stock' }), 409, M.alreadyPaid);
  });
});

describe('discounts', () => {
  it('adds a posSettings discount by name and a custom one, and removes one', async () => {
    await setPosSettings(t, gdId, {
      discounts: [{ name: 'Staff 10%', percentage: 10, amount: null, sort: 1 }],
    });
    const bill = await placePos(t, admin, posOrder(twoDishes()));
    tick(t);
    const ten = billOf(await post(`/transactions/${bill.uuid}/adjustments`, { discountName: 'staff 10%' }));
    expect(ten.adjustments).toMatchObject([
      { id: expect.any(String), adjustmentType: 'discount', name: 'Staff 10%', percentage: 10, price: 216 },
    ]);
    expect(ten.totals).toMatchObject({ subtotal: 2160, discounts: 216, total: 1944 });
    expect(ten.operationHistory.at(-1)).toMatchObject({
      operationName: 'Discount Staff 10% (10%)',
      price: 216,
    });
    tick(t);
    const five = billOf(await post(`/transactions/${bill.uuid}/adjustments`, { custom: { amount: 500 } }));
    expect(five.adjustments[1]).toMatchObject({
      adjustmentType: 'customDiscount',
      name: 'Custom discount',
      price: 500,
    });
    expect(five.totals.total).toBe(1444);
    tick(t);
    const removed = billOf(
      await call(t, admin, 'DELETE', `/transactions/${bill.uuid}/adjustments/${ten.adjustments[0]!.id}`),
    );
    expect(removed.adjustments.map((a) => a.name)).toEqual(['Custom discount']);
    expect(removed.totals.total).toBe(1660);
    expect(removed.operationHistory.at(-1)).toMatchObject({ operationType: 'removeAdjustment', price: 216 });
    refused(
      await call(t, admin, 'DELETE', `/transactions/${bill.uuid}/adjustments/${ten.adjustments[0]!.id}`),
      404,
      P.adjustmentNotFound,
    );
  });

  it('answers the discount texts', async () => {
    await setPosSettings(t, gdId, {});
    const bill = await placePos(t, admin, posOrder(twoDishes()));
    const add = (body: object) => post(`/transactions/${bill.uuid}/adjustments`, body);
    refused(await add({ discountName: 'Nope' }), 400, M.discountRequired);
    refused(await add({ custom: { percentage: 120 } }), 400, POS_SETTINGS_MESSAGES.discountPercentageInvalid);
    refused(await add({ custom: { amount: 'two' } }), 400, POS_SETTINGS_MESSAGES.discountAmountInvalid);
    refused(await add({ custom: {} }), 400, POS_SETTINGS_MESSAGES.discountPercentageEmpty);
    expect(billOf(await call(t, admin, 'GET', `/transaction/${bill.uuid}`)).adjustments).toEqual([]);
  });
});

describe('print and delete', () => {
  it('marks the invoice printed; a manager with delTransactions may not delete it, an admin may', async () => {
    const bill = await placePos(t, admin, posOrder(twoDishes()));
    const printed = billOf(await post(`/transactions/${bill.uuid}/printInvoice`));
    expect(printed.isInvoicePrinted).toBe(true);
    expect(printed.operationHistory.at(-1)).toMatchObject({ operationType: 'printInvoice', price: 2160 });
    const deleter = await manager(t, gdId, ['transactions', 'delTransactions']);
    const del = (as: string, reason?: string) =>
      call(
        t,
        as,
        'DELETE',
        `/liveTransactions/${bill.uuid}${reason === undefined ? '' : `?reason=${encodeURIComponent(reason)}`}`,
      );
    refused(await del(deleter, 'Refund'), 400, M.invoicePrinted);
    const blank = await del(admin, ' ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain(M.reasonRequired);
    expect((await del(await manager(t, gdId, ['transactions']), 'Refund')).statusCode).toBe(403);
    const deleted = billOf(await del(admin, 'Test transaction'));
    expect(deleted).toMatchObject({
      deleted: true,
      deletedReason: 'Test transaction',
      deletedBy: 'Test User',
    });
    expect(deleted.deletedAt).not.toBeNull();
    refused(await del(admin, 'Refund'), 409, M.alreadyDeleted);
    refused(await post(`/transactions/${bill.uuid}/printInvoice`), 409, M.alreadyDeleted);
    const activity = (await activitiesOf(t, bill.uuid)).find((a) => a.operationType === 'deleteTransaction');
    expect(activity).toMatchObject({
      details: 'Table 5 · Test transaction',
      operationName: 'Deleted (Test transaction)',
    });
  });

  it("takes the spec's bare DELETE (no reason) and stores 'Invalid transaction' (decision 0452)", async () => {
    const bill = await placePos(t, admin, posOrder(twoDishes()));
    const deleter = await manager(t, gdId, ['transactions', 'delTransactions']);
    const res = await call(t, deleter, 'DELETE', `/liveTransactions/${bill.uuid}`);
    expect(res.statusCode).toBe(200);
    expect(billOf(res)).toMatchObject({ deleted: true, deletedReason: 'Invalid transaction' });
    const activity = (await activitiesOf(t, bill.uuid)).find((a) => a.operationType === 'deleteTransaction');
    expect(activity).toMatchObject({ operationName: 'Deleted (Invalid transaction)' });
  });

  it('deletes a paid bill unprinted by a manager with delTransactions', async () => {
    const bill = await placePos(t, admin, posOrder(twoDishes()));
    paymentOf(await pay(t, admin, bill.uuid, 'CASH', 2160));
    const deleter = await manager(t, gdId, ['transactions', 'delTransactions']);
    const deleted = billOf(await call(t, deleter, 'DELETE', `/liveTransactions/${bill.uuid}?reason=Refund`));
    expect(deleted).toMatchObject({ deleted: true, billPaid: true, deletedReason: 'Refund' });
  });
});

describe('move and merge', () => {
  it('moves a table bill to a free table; refuses takeaway bills, unknown, same and busy tables', async () => {
    const bill = await placePos(t, admin, posOrder(twoDishes()));
    const move = (id: string, tableNo: string) => post(`/transactions/${id}/move`, { tableNo });
    refused(await move(bill.uuid, '99'), 404, P.tableNotFound);
    refused(await move(bill.uuid, '5'), 400, P.sameTable);
    const blank = await move(bill.uuid, ' ');
    expect(blank.json().message).toContain(P.tableRequired);
    await placePos(t, admin, posOrder(twoDishes(), { tableNo: '6' }));
    refused(await move(bill.uuid, '6'), 409, P.tableBusy);
    const away = await placePos(t, admin, posOrder(twoDishes(), { type: 'takeaway', tableNo: null }));
    refused(await move(away.uuid, '7'), 400, P.notDineIn);
    tick(t);
    const moved = billOf(await move(bill.uuid, '7'));
    expect(moved.tableNo).toBe('7');
    expect(moved.operationHistory.at(-1)).toMatchObject({ operationName: 'Moved from table 5 to table 7' });
    // Table 5 is free: its next order opens a new bill; table 7's joins the moved one.
    expect((await placePos(t, admin, posOrder(twoDishes()))).uuid).not.toBe(bill.uuid);
    expect((await placePos(t, admin, posOrder(twoDishes(), { tableNo: '7' }))).uuid).toBe(bill.uuid);
  });

  it("merges another table's orders, discounts and payments onto this bill and deletes the emptied one", async () => {
    const into = await placePos(t, admin, posOrder(twoDishes(), { guests: 2 }));
    const from = await placePos(t, admin, posOrder([dish(menu, 'Coca-Cola')], { tableNo: '6', guests: 3 }));
    billOf(await post(`/transactions/${from.uuid}/adjustments`, { custom: { amount: 100 } }));
    paymentOf(await pay(t, admin, from.uuid, 'CASH', 200));
    const merge = (id: string, fromTransactionId: string) =>
      post(`/transactions/${id}/merge`, { fromTransactionId });
    refused(await merge(into.uuid, into.uuid), 400, P.mergeSelf);
    refused(await merge(into.uuid, 'nope'), 404, P.billNotFound);
    const away = await placePos(t, admin, posOrder(twoDishes(), { type: 'takeaway', tableNo: null }));
    refused(await merge(into.uuid, away.uuid), 400, P.mergeTypes);
    tick(t);
    const merged = billOf(await merge(into.uuid, from.uuid));
    expect(merged.orders).toHaveLength(2);
    expect(merged).toMatchObject({ guests: 5, tableNo: '5' });
    expect(merged.totals).toMatchObject({ subtotal: 2560, discounts: 100, paid: 200, balance: 2260 });
    expect(merged.operationHistory.at(-1)).toMatchObject({ operationName: 'Merged table 6 into this bill' });
    const [emptied] = await t.db.select().from(transactions).where(eq(transactions.id, from.uuid));
    expect(emptied).toMatchObject({
      status: 'deleted',
      deletedReason: 'Merged into table 5',
      deletedBy: 'Test User',
    });
    const gone = billOf(await call(t, admin, 'GET', `/transaction/${from.uuid}`));
    expect(gone).toMatchObject({ orders: [], paymentTypes: [], adjustments: [], totalSpending: 0 });
    refused(await merge(into.uuid, from.uuid), 409, M.alreadyDeleted);
  });
});
