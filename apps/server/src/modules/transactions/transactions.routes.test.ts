import {
  LiveTransactionsResponse,
  type PublishedMenu,
  type RealtimeMessage,
  restaurantTopic,
} from '@rpos/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  orders,
  restaurants,
  staffActivities,
  transactionOperations,
  transactionOrders,
  transactionPayments,
  transactions,
} from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import {
  dishNamed,
  line,
  MONDAY_NOON,
  menuOf,
  payload,
  placeOrder,
  restaurantRow,
} from '../orders/order-test-helpers';
import { payWithCard } from '../payments/payment-test-helpers';

const t = await buildTestApp();
let menu: PublishedMenu;
let gdId: string;

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: MONDAY_NOON });
  t.setNow(MONDAY_NOON);
  menu = await menuOf(t, 'goldendragon', '5');
  gdId = (await restaurantRow(t, 'goldendragon')).id;
});
beforeEach(async () => {
  t.setNow(MONDAY_NOON);
  // Each test starts with no open bill at Golden Dragon.
  await t.db
    .update(transactions)
    .set({ status: 'deleted', deletedReason: 'Test transaction' })
    .where(and(eq(transactions.restaurantId, gdId), eq(transactions.status, 'active')));
});

const coke = () => [line(dishNamed(menu, 'Coca-Cola'))];
const siuMai = (quantity = 1) => [line(dishNamed(menu, 'Siu Mai'), { quantity })];

async function place(body: unknown): Promise<{ reference: string; totalCent: number }> {
  const res = await placeOrder(t, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function billOf(orderId: string) {
  const [row] = await t.db
    .select({ bill: transactions, isAccepted: transactionOrders.isAccepted })
    .from(transactionOrders)
    .innerJoin(transactions, eq(transactions.id, transactionOrders.transactionId))
    .where(eq(transactionOrders.orderId, orderId));
  return row;
}

const operationsOf = (billId: string) =>
  t.db
    .select()
    .from(transactionOperations)
    .where(eq(transactionOperations.transactionId, billId))
    .orderBy(transactionOperations.updatedAt, transactionOperations.operationType);

async function live(cookie: string) {
  const res = await t.request({ method: 'GET', url: '/api/liveTransactions', as: cookie });
  expect(res.statusCode, res.body).toBe(200);
  return LiveTransactionsResponse.parse(res.json()).liveTransactions;
}

describe('orders land on bills', () => {
  it("puts a diner's two pay-at-counter orders at table 5 on one bill, with its history", async () => {
    const first = await place(payload(coke()));
    const second = await place(payload(siuMai(2)));
    const a = await billOf(first.reference);
    const b = await billOf(second.reference);
    expect(a?.bill.id).toBeTruthy();
    expect(b?.bill.id).toBe(a?.bill.id);
    expect(a!.bill).toMatchObject({
      type: 'dinein',
      tableNo: '5',
      status: 'active',
      billPaid: false,
      guests: 2,
    });
    expect(a!.isAccepted).toBe(true);
    const ops = await operationsOf(a!.bill.id);
    expect(ops.map((o) => o.operationType).sort()).toEqual(['addOrder', 'addOrder', 'openBill']);
    expect(ops.every((o) => o.updatedBy === 'Online')).toBe(true);
  });

  it('gives a takeaway order a bill of its own', async () => {
    const dineIn = await place(payload(coke()));
    const t1 = await place(payload(coke(), { tableId: 'takeaway', user: { guestNum: '0' } }));
    const t2 = await place(payload(coke(), { tableId: 'takeaway', user: { guestNum: '0' } }));
    const [d, a, b] = [
      await billOf(dineIn.reference),
      await billOf(t1.reference),
      await billOf(t2.reference),
    ];
    expect(a!.bill).toMatchObject({ type: 'takeaway', tableNo: null, customerName: 'Mei Chen' });
    expect(new Set([d!.bill.id, a!.bill.id, b!.bill.id]).size).toBe(3);
  });

  it('leaves a pay-at-counter order at or above the auto-accept threshold waiting for a staff accept', async () => {
    const row = await restaurantRow(t, 'goldendragon');
    await t.db
      .update(restaurants)
      .set({ onlineSettings: { ...row.onlineSettings, postpaidAutoAcceptAmountThreshold: 1000 } })
      .where(eq(restaurants.id, gdId));
    t.setNow(new Date(MONDAY_NOON.getTime() + 5_000)); // past the diner context cache
    try {
      const small = await place(payload(coke()));
      expect(small.totalCent).toBeLessThan(1000);
      const big = await place(payload(siuMai(3)));
      expect(big.totalCent).toBeGreaterThanOrEqual(1000);
      expect((await billOf(small.reference))!.isAccepted).toBe(true);
      expect((await billOf(big.reference))!.isAccepted).toBe(false);
    } finally {
      await t.db
        .update(restaurants)
        .set({ onlineSettings: row.onlineSettings })
        .where(eq(restaurants.id, gdId));
    }
  });

  it('records an online card payment on the bill, and the bill is paid when its balance reaches 0', async () => {
    const placed = await place(payload(coke(), { tableId: 'takeaway', order: { paymentType: 'card' } }));
    // Waiting for its payment, the order is on no bill (it has not reached the restaurant).
    expect(await billOf(placed.reference)).toBeUndefined();
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.reference));
    const res = await payWithCard(t, await restaurantRow(t, 'goldendragon'), order!, '4111 1111 1111 1111');
    expect(res).toMatchObject({ resultCode: 'Authorised' });
    const on = await billOf(placed.reference);
    expect(on!.bill).toMatchObject({ type: 'takeaway', status: 'paid', billPaid: true });
    expect(on!.bill.payTime).not.toBeNull();
    const pays = await t.db
      .select()
      .from(transactionPayments)
      .where(eq(transactionPayments.transactionId, on!.bill.id));
    expect(pays).toMatchObject([
      { type: 'OBPayments', paymentAmount: placed.totalCent, merchantAmount: placed.totalCent, change: 0 },
    ]);
    const ops = await operationsOf(on!.bill.id);
    expect(ops.map((o) => o.operationType).sort()).toEqual(['addOrder', 'closeBill', 'openBill', 'payment']);
  });

  it('a card-paid order at a table with a counter order joins its bill, which stays open for the rest', async () => {
    const counter = await place(payload(siuMai()));
    const card = await place(payload(coke(), { order: { paymentType: 'card' } }));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, card.reference));
    await payWithCard(t, await restaurantRow(t, 'goldendragon'), order!, '4111 1111 1111 1111');
    const a = await billOf(counter.reference);
    expect((await billOf(card.reference))!.bill.id).toBe(a!.bill.id);
    expect(a!.bill.status).toBe('active');
    const { cookie } = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gdId });
    const [bill] = (await live(cookie)).filter((l) => l.id === a!.bill.id);
    expect(bill!.table).toMatchObject({
      totalSpending: counter.totalCent + card.totalCent,
      balance: counter.totalCent,
      billPaid: false,
    });
  });
});

describe('staff activities and the realtime event of what diners do', () => {
  const activitiesOf = (billId: string) =>
    t.db.select().from(staffActivities).where(eq(staffActivities.transactionId, billId));

  it("writes the diner's openBill and addOrder as 'Online' activities and tells staff screens", async () => {
    const messages: RealtimeMessage[] = [];
    const stop = t.deps.events.subscribe(restaurantTopic(gdId), (e) =>
      messages.push(e.payload as RealtimeMessage),
    );
    const placed = await place(payload(siuMai(2)));
    stop();
    const bill = (await billOf(placed.reference))!.bill;
    const activities = await activitiesOf(bill.id);
    expect(
      activities.map((a) => [a.operationType, a.staffName, a.userId, a.details, a.price]).sort(),
    ).toEqual([
      ['addOrder', 'Online', null, 'Table 5', placed.totalCent],
      ['openBill', 'Online', null, 'Table 5', 0],
    ]);
    expect(messages).toEqual([
      {
        event: 'transactionChanged',
        data: { transactionId: bill.id, tableNo: '5', operationType: 'addOrder' },
      },
    ]);
  });

  it('writes the online payment and the close as activities and tells staff screens', async () => {
    const placed = await place(payload(coke(), { tableId: 'takeaway', order: { paymentType: 'card' } }));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.reference));
    const messages: RealtimeMessage[] = [];
    const stop = t.deps.events.subscribe(restaurantTopic(gdId), (e) =>
      messages.push(e.payload as RealtimeMessage),
    );
    await payWithCard(t, await restaurantRow(t, 'goldendragon'), order!, '4111 1111 1111 1111');
    stop();
    const bill = (await billOf(placed.reference))!.bill;
    const activities = await activitiesOf(bill.id);
    expect(activities.map((a) => a.operationType).sort()).toEqual([
      'addOrder',
      'closeBill',
      'openBill',
      'payment',
    ]);
    expect(activities.every((a) => a.staffName === 'Online' && a.details === 'Takeaway (Mei Chen)')).toBe(
      true,
    );
    expect(messages).toContainEqual({
      event: 'transactionChanged',
      data: { transactionId: bill.id, tableNo: null, operationType: 'closeBill' },
    });
  });
});

describe('GET /api/liveTransactions', () => {
  it("answers the restaurant's open bills with totals from billTotals", async () => {
    const a = await place(payload(coke()));
    const b = await place(payload(siuMai(2)));
    const away = await place(payload(coke(), { tableId: 'takeaway', user: { guestNum: '0' } }));
    const { cookie } = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gdId });
    const list = await live(cookie);
    expect(list).toHaveLength(2);
    const table = list.find((l) => l.isDinein)!;
    expect(table).toMatchObject({
      tableNumber: '5',
      currencySymbolString: '$',
      isOnlineTakeawayOrPickup: false,
    });
    expect(table.table).toMatchObject({
      totalSpending: a.totalCent + b.totalCent,
      balance: a.totalCent + b.totalCent,
      billPaid: false,
      isTakeaway: false,
      takeawayPerson: null,
    });
    expect(table.table.orders.map((o) => o.orderId).sort()).toEqual([a.reference, b.reference].sort());
    expect(table.table.orders.find((o) => o.orderId === b.reference)!.dishes[0]).toMatchObject({
      quantity: 2,
      dish: { name: 'Siu Mai' },
    });
    const takeaway = list.find((l) => !l.isDinein)!;
    expect(takeaway).toMatchObject({ tableNumber: null, isOnlineTakeawayOrPickup: true });
    expect(takeaway.table).toMatchObject({
      isTakeaway: true,
      takeawayPerson: 'Mei Chen',
      totalSpending: away.totalCent,
    });
  });

  it('answers 403 without a session or the transactions permission, and never shows another restaurant', async () => {
    await place(payload(coke()));
    expect((await t.request({ method: 'GET', url: '/api/liveTransactions' })).statusCode).toBe(403);
    const staff = await signedInUser(t, { role: 'restaurantStaff', restaurantId: gdId });
    expect(
      (await t.request({ method: 'GET', url: '/api/liveTransactions', as: staff.cookie })).statusCode,
    ).toBe(403);
    const allowed = await signedInUser(t, {
      role: 'restaurantStaff',
      restaurantId: gdId,
      permissions: ['transactions'],
    });
    expect(await live(allowed.cookie)).toHaveLength(1);
    const other = await createRestaurant(t.db);
    const elsewhere = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: other.id });
    expect(await live(elsewhere.cookie)).toEqual([]);
  });
});

describe('races', () => {
  it('10 concurrent orders for table 5 land on exactly one active bill', async () => {
    const placed = await Promise.all(Array.from({ length: 10 }, () => placeOrder(t, payload(coke()))));
    expect(placed.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const ids = placed.map((r) => r.json().reference as string);
    const active = await t.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.restaurantId, gdId), eq(transactions.status, 'active')));
    expect(active).toHaveLength(1);
    const [links] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(transactionOrders)
      .where(
        and(eq(transactionOrders.transactionId, active[0]!.id), inArray(transactionOrders.orderId, ids)),
      );
    expect(links!.n).toBe(10);
    const ops = await operationsOf(active[0]!.id);
    expect(ops.filter((o) => o.operationType === 'openBill')).toHaveLength(1);
    expect(ops.filter((o) => o.operationType === 'addOrder')).toHaveLength(10);
  });
});
