import { randomUUID } from 'node:crypto';
import {
  orderNumberFromUuid,
  POS_SYNC_MESSAGES,
  type PosSyncChange,
  PosSyncResponse,
  type PublishedMenu,
  TRANSACTION_MESSAGES,
} from '@rpos/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  menuItems,
  orders,
  posSyncChanges,
  printRequests,
  transactionPayments,
  transactions,
} from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { publishMenu } from '../menus/menus.service';
import { addStaff } from '../staff/staff-test-helpers';
import {
  billOf,
  call,
  dish,
  pay,
  placePos,
  posFixture,
  posOrder,
  setAsideOpenBills,
} from './pos-test-helpers';

const t = await buildTestApp();
let gdId: string;
let menu: PublishedMenu;
let admin: string;

beforeAll(async () => {
  ({ gdId, menu, admin } = await posFixture(t));
});
beforeEach(() => setAsideOpenBills(t, gdId));

const SIU_MAI = 880;
let seq = 0;
/** The server's clock (pinned by the fixture) less `minutes`: when the device made a change. */
const ago = (minutes: number) => new Date(t.deps.now().getTime() - minutes * 60_000).toISOString();

const order = (
  localBillId: string,
  o: Partial<PosSyncChange> & Record<string, unknown> = {},
): PosSyncChange =>
  ({
    key: randomUUID(),
    seq: ++seq,
    kind: 'order',
    localBillId,
    staffId: null,
    deviceTime: ago(30),
    type: 'dinein',
    tableNo: '5',
    guests: 2,
    items: [dish(menu, 'Siu Mai', 2)],
    expectedSubtotal: 2 * SIU_MAI,
    ...o,
  }) as PosSyncChange;

const cash = (
  localBillId: string,
  amount: number,
  expectedBalance: number,
  o: Record<string, unknown> = {},
) =>
  ({
    key: randomUUID(),
    seq: ++seq,
    kind: 'payment',
    localBillId,
    staffId: null,
    deviceTime: ago(20),
    type: 'Cash',
    amount,
    expectedBalance,
    ...o,
  }) as PosSyncChange;

const sync = (changes: PosSyncChange[], o: { as?: string; deviceId?: string; deviceNow?: string } = {}) =>
  call(t, o.as ?? admin, 'POST', '/pos/sync', {
    deviceId: o.deviceId ?? 'tablet-1',
    deviceNow: o.deviceNow ?? t.deps.now().toISOString(),
    changes,
  });

function resultsOf(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  return PosSyncResponse.parse(res.json()).results;
}

const bill = async (id: string) => billOf(await call(t, admin, 'GET', `/transaction/${id}`));
const ordersNumbered = (keys: string[]) =>
  t.db
    .select()
    .from(orders)
    .where(
      inArray(
        orders.orderNumber,
        keys.map((k) => orderNumberFromUuid(k)),
      ),
    );

describe('POST /api/pos/sync', () => {
  it('two tables ordered and one paid in cash offline: applied once, at the device’s time; a replay writes nothing', async () => {
    const five = order('dev-bill-5');
    const six = order('dev-bill-6', {
      tableNo: '6',
      items: [dish(menu, 'Siu Mai', 1)],
      expectedSubtotal: SIU_MAI,
    });
    const paid = cash('dev-bill-5', 2000, 2 * SIU_MAI);
    const batch = [five, six, paid];
    const first = resultsOf(await sync(batch));
    expect(first.map((r) => [r.key, r.status, r.differences])).toEqual(
      batch.map((c) => [c.key, 'applied', []]),
    );
    const fiveBill = await bill(first[0]!.transactionId!);
    expect(fiveBill).toMatchObject({ tableNo: '5', billPaid: true, balance: 0 });
    expect(fiveBill.paymentTypes).toEqual([
      expect.objectContaining({ type: 'CASH', paymentAmount: 1760, change: 240 }),
    ]);
    // Counted when the device took them, not when the server heard of them.
    expect(fiveBill.orders[0]!.createdAt).toBe(five.deviceTime);
    expect(fiveBill.payTime).toBe(paid.deviceTime);
    expect(first[0]!.countedAt).toBe(five.deviceTime);
    expect(await bill(first[1]!.transactionId!)).toMatchObject({
      tableNo: '6',
      billPaid: false,
      balance: 880,
    });
    // The kitchen hears of both orders (their acceptance queues the print requests).
    const orderIds = (await ordersNumbered([five.key, six.key])).map((o) => o.id);
    expect(orderIds).toHaveLength(2);
    const requests = await t.db.select().from(printRequests).where(inArray(printRequests.orderId, orderIds));
    expect(requests).toHaveLength(2);

    const again = resultsOf(await sync(batch));
    expect(again.map((r) => r.status)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(again.map((r) => r.transactionId)).toEqual(first.map((r) => r.transactionId));
    expect(await ordersNumbered([five.key, six.key])).toHaveLength(2);
    const payments = await t.db
      .select()
      .from(transactionPayments)
      .where(eq(transactionPayments.transactionId, fiveBill.uuid));
    expect(payments).toHaveLength(1);
  });

  it('replays in the device’s order whatever order the batch lists; a payment before its bill waits', async () => {
    const open = order('dev-bill-ooo');
    const payment = cash('dev-bill-ooo', 1760, 1760);
    const close = { ...payment, key: randomUUID(), seq: ++seq, kind: 'close' } as PosSyncChange;
    const results = resultsOf(await sync([close, payment, open]));
    expect(results.map((r) => [r.key, r.status])).toEqual([
      [open.key, 'applied'],
      [payment.key, 'applied'],
      [close.key, 'applied'],
    ]);

    // Across batches: the payment arrives first, waits (nothing stored), and is applied after its order.
    const laterOpen = order('dev-bill-later', { tableNo: '8' });
    const laterPay = cash('dev-bill-later', 1760, 1760);
    expect(resultsOf(await sync([laterPay])).map((r) => r.status)).toEqual(['deferred']);
    expect(resultsOf(await sync([laterOpen])).map((r) => r.status)).toEqual(['applied']);
    const [applied] = resultsOf(await sync([laterPay]));
    expect(applied!.status).toBe('applied');
    expect(await bill(applied!.transactionId!)).toMatchObject({ billPaid: true });
  });

  it('a device price that differs from the served menu: the server’s price counts, both differences reported', async () => {
    // The device priced Siu Mai at its cached 7.00; the served menu now says 8.80.
    const stale = order('dev-bill-price', { tableNo: '9', expectedSubtotal: 2 * 700 });
    const payment = cash('dev-bill-price', 1400, 1400);
    const [placed, paid] = resultsOf(await sync([stale, payment]));
    expect(placed!.differences).toEqual([
      expect.objectContaining({ code: 'repriced', expected: 1400, actual: 1760 }),
    ]);
    expect(paid!.differences).toEqual([
      expect.objectContaining({ code: 'balanceChanged', expected: 1400, actual: 1760 }),
    ]);
    // The cash settles what it covers; the rest stays on the bill for staff to take.
    expect(await bill(placed!.transactionId!)).toMatchObject({ billPaid: false, balance: 360 });
  });

  it('a dish that cannot be sold is refused with the server’s reason; the bill’s later changes are held', async () => {
    const gone = order('dev-bill-gone', {
      tableNo: '10',
      items: [{ ...dish(menu, 'Siu Mai'), dish: { id: 'nope' } }],
    });
    const payment = cash('dev-bill-gone', 880, 880);
    const [refusedOrder, held] = resultsOf(await sync([gone, payment]));
    expect(refusedOrder).toMatchObject({ status: 'refused', transactionId: null });
    expect(refusedOrder!.differences[0]!.code).toBe('refused');
    expect(held).toMatchObject({
      status: 'conflict',
      differences: [expect.objectContaining({ code: 'waitsOnConflict' })],
    });
  });

  it('a bill another device closed meanwhile: the offline payment is refused as billClosed', async () => {
    const open = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')], { tableNo: '11' }));
    expect((await pay(t, admin, open.uuid, 'Cash', 880)).statusCode).toBe(200);
    const [late] = resultsOf(await sync([cash(open.uuid, 880, 880, { transactionId: open.uuid })]));
    expect(late).toMatchObject({ status: 'refused', transactionId: open.uuid });
    expect(late!.differences[0]).toMatchObject({
      code: 'billClosed',
      message: TRANSACTION_MESSAGES.alreadyPaid,
    });
  });

  it('two devices opened one table offline: the second is a conflict with both versions kept', async () => {
    const a = order('dev-a-12', { tableNo: '12' });
    const b = order('dev-b-12', {
      tableNo: '12',
      items: [dish(menu, 'Siu Mai', 5)],
      expectedSubtotal: 5 * SIU_MAI,
    });
    const bPay = cash('dev-b-12', 5000, 5 * SIU_MAI);
    const [applied] = resultsOf(await sync([a], { deviceId: 'tablet-a' }));
    const [conflict, held] = resultsOf(await sync([b, bPay], { deviceId: 'tablet-b' }));
    expect(conflict).toMatchObject({
      status: 'conflict',
      differences: [
        expect.objectContaining({
          code: 'tableTaken',
          message: POS_SYNC_MESSAGES.tableTaken,
          transactionId: applied!.transactionId,
        }),
      ],
    });
    expect(held!.status).toBe('conflict');
    // A's bill is as A left it; B's order is kept aside on the server (and on B's device).
    expect((await bill(applied!.transactionId!)).orders).toHaveLength(1);
    const [kept] = await t.db
      .select()
      .from(posSyncChanges)
      .where(and(eq(posSyncChanges.restaurantId, gdId), eq(posSyncChanges.key, b.key)));
    expect(kept).toMatchObject({
      status: 'conflict',
      deviceId: 'tablet-b',
      payload: expect.objectContaining({ expectedSubtotal: 4400 }),
    });
    // Staff chose to add B's order to the table's bill: it is sent again naming that bill.
    const [resolved] = resultsOf(
      await sync([{ ...b, key: randomUUID(), seq: ++seq, transactionId: applied!.transactionId }], {
        deviceId: 'tablet-b',
      }),
    );
    expect(resolved!.status).toBe('applied');
    expect((await bill(applied!.transactionId!)).orders).toHaveLength(2);
  });

  it('two devices syncing one table at the same moment: one opens it, the other is a conflict', async () => {
    const a = order('race-a', { tableNo: '1' });
    const b = order('race-b', { tableNo: '1' });
    const [ra, rb] = await Promise.all([
      sync([a], { deviceId: 'tablet-a' }),
      sync([b], { deviceId: 'tablet-b' }),
    ]);
    const statuses = [resultsOf(ra)[0]!.status, resultsOf(rb)[0]!.status].sort();
    expect(statuses).toEqual(['applied', 'conflict']);
    const open = await t.db
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.restaurantId, gdId),
          eq(transactions.tableNo, '1'),
          eq(transactions.status, 'active'),
        ),
      );
    expect(open).toHaveLength(1);
  });

  it('the same batch sent twice at once (two tabs, a retry) applies each change once', async () => {
    const batch = [order('twice', { tableNo: '2' }), cash('twice', 1760, 1760)];
    const answers = await Promise.all([sync(batch), sync(batch), sync(batch)]);
    const statuses = answers.flatMap((r) => resultsOf(r).map((x) => x.status));
    expect(statuses.filter((s) => s === 'applied' || s === 'duplicate')).toHaveLength(6);
    expect(await ordersNumbered([batch[0]!.key])).toHaveLength(1);
    const billId = resultsOf(answers[0]!)[0]!.transactionId!;
    const payments = await t.db
      .select()
      .from(transactionPayments)
      .where(eq(transactionPayments.transactionId, billId));
    expect(payments).toHaveLength(1);
  });

  it('a device clock that is off is corrected by its skew and flagged; one far back is clamped', async () => {
    // The device's clock runs an hour fast: its "30 minutes ago" is 30 minutes in the server's future.
    const fast = new Date(t.deps.now().getTime() + 3_600_000);
    const change = order('skewed', {
      tableNo: '3',
      deviceTime: new Date(fast.getTime() - 30 * 60_000).toISOString(),
    });
    const [r] = resultsOf(await sync([change], { deviceNow: fast.toISOString() }));
    expect(r!.countedAt).toBe(ago(30));
    expect(r!.differences.map((d) => d.code)).toEqual(['timeSkewed']);
    const [old] = resultsOf(await sync([order('old', { tableNo: '4', deviceTime: ago(3 * 24 * 60) })]));
    expect(old!.countedAt).toBe(ago(24 * 60));
    expect(old!.differences.map((d) => d.code)).toEqual(['timeClamped']);
  });

  it('refuses a caller without the POS permission, a bad key, and an empty batch', async () => {
    // Signed out: the session guard's 403, as every staff route answers it.
    expect((await sync([order('x')], { as: '' })).statusCode).toBe(403);
    const noPos = (await signedInUser(t, { role: 'restaurantManager', restaurantId: gdId, permissions: [] }))
      .cookie;
    expect((await sync([order('x')], { as: noPos })).statusCode).toBe(403);
    const bad = await sync([{ ...order('x'), key: 'not-a-uuid' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(POS_SYNC_MESSAGES.keyInvalid);
    expect((await sync([])).statusCode).toBe(400);
  });

  it('after the menu changed during the outage: the new price counts, the order is flagged repriced', async () => {
    // The device took the order on the menu it had (Siu Mai 8.80); the restaurant republished at 9.90.
    const setPrice = async (price: number) => {
      await t.db.update(menuItems).set({ price }).where(eq(menuItems.name, 'Siu Mai'));
      await publishMenu(t.db, menu.menuId, { now: t.deps.now() });
      t.app.dinerContexts.invalidate(gdId);
    };
    await setPrice(990);
    try {
      const [placed] = resultsOf(await sync([order('dev-bill-menu', { tableNo: '4' })]));
      expect(placed).toMatchObject({ status: 'applied' });
      expect(placed!.differences).toEqual([
        expect.objectContaining({ code: 'repriced', expected: 2 * SIU_MAI, actual: 2 * 990 }),
      ]);
      expect((await bill(placed!.transactionId!)).totals.subtotal).toBe(2 * 990);
    } finally {
      await setPrice(SIU_MAI);
    }
  });

  it('with staff: each change needs the staff member who made it, holding its code, and is theirs in the history', async () => {
    const waiter = await addStaff(t, admin, { permissions: [] });
    const cashier = await addStaff(t, admin, { permissions: ['posPayments'], email: 'c@example.com' });
    const open = order('staffed', { tableNo: '7', staffId: waiter.id });
    const nobody = cash('staffed', 1760, 1760);
    const notAllowed = cash('staffed', 1760, 1760, { staffId: waiter.id });
    const allowed = cash('staffed', 1760, 1760, { staffId: cashier.id });
    const results = resultsOf(await sync([open, nobody, notAllowed, allowed]));
    expect(results.map((r) => r.status)).toEqual(['applied', 'refused', 'refused', 'applied']);
    expect(results[1]!.differences[0]!.message).toBe(POS_SYNC_MESSAGES.staffRequired);
    expect(results[2]!.differences[0]!.message).toBe(POS_SYNC_MESSAGES.staffNotPermitted);
    const history = (await bill(results[0]!.transactionId!)).operationHistory;
    expect(history.map((h) => [h.operationType, h.updatedBy])).toEqual([
      ['openBill', waiter.name],
      ['addOrder', waiter.name],
      ['payment', cashier.name],
      ['closeBill', cashier.name],
    ]);
  });
});
