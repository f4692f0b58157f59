import { TRANSACTION_MESSAGES as M, type PublishedMenu, type Transaction } from '@rpos/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { restaurants, transactionOrders, transactions } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { payload, placeOrder, restaurantRow } from '../orders/order-test-helpers';
import {
  billOf,
  call,
  dish,
  operationsOf,
  pay,
  paymentOf,
  placePos,
  posFixture,
  posOrder,
  requestId,
  setAsideOpenBills,
} from './pos-test-helpers';

// Races run for real: the requests of each Promise.all are in flight together, on PGlite and (with
// DATABASE_URL) on PostgreSQL, where each takes a pool connection of its own.

const t = await buildTestApp();
let gdId: string;
let menu: PublishedMenu;
let admin: string;
let second: string;

beforeAll(async () => {
  ({ gdId, menu, admin } = await posFixture(t));
  second = (
    await signedInUser(t, { role: 'restaurantManager', restaurantId: gdId, permissions: ['transactions'] })
  ).cookie;
});
beforeEach(() => setAsideOpenBills(t, gdId));

const siuMai = (n = 1) => [dish(menu, 'Siu Mai', n)];
const get = async (id: string) => billOf(await call(t, admin, 'GET', `/transaction/${id}`));
const billIdOfOrder = async (orderId: string) =>
  (await t.db.select().from(transactionOrders).where(eq(transactionOrders.orderId, orderId)))[0]
    ?.transactionId;

/** What must hold of every bill whatever the timing. */
function expectSound(bill: Transaction): void {
  expect(bill.totals.paid).toBeLessThanOrEqual(bill.totals.total);
  if (bill.billPaid) {
    expect(bill.balance).toBe(0);
    expect(bill.orders.every((o) => o.isAccepted)).toBe(true);
  }
}

async function withAutoAcceptThreshold<T>(threshold: number, work: () => Promise<T>): Promise<T> {
  const row = await restaurantRow(t, 'goldendragon');
  await t.db
    .update(restaurants)
    .set({ onlineSettings: { ...row.onlineSettings, postpaidAutoAcceptAmountThreshold: threshold } })
    .where(eq(restaurants.id, gdId));
  try {
    return await work();
  } finally {
    await t.db
      .update(restaurants)
      .set({ onlineSettings: row.onlineSettings })
      .where(eq(restaurants.id, gdId));
  }
}

describe('races', () => {
  it("a diner's QR order arriving while staff pay the balance: on the bill (then unpaid) or on a new bill", async () => {
    for (let round = 0; round < 6; round++) {
      await setAsideOpenBills(t, gdId);
      const bill = await placePos(t, admin, posOrder(siuMai()));
      // Either request may start first: both orders of arrival are tried.
      const qrOrder = () => placeOrder(t, payload([dish(menu, 'Coca-Cola')]));
      const payment = () => pay(t, admin, bill.uuid, 'CASH', bill.balance);
      const [qr, paid] =
        round % 2 === 0
          ? await Promise.all([qrOrder(), payment()])
          : await Promise.all([payment(), qrOrder()]).then(([p, q]) => [q, p] as const);
      expect(qr.statusCode, qr.body).toBe(200);
      expect(paid.statusCode, paid.body).toBe(200);
      const orderId = qr.json().reference as string;
      const after = await get(bill.uuid);
      expectSound(after);
      const home = await billIdOfOrder(orderId);
      if (home === bill.uuid) {
        expect(after).toMatchObject({ billPaid: false, balance: 400 });
      } else {
        expect(after.billPaid).toBe(true);
        const fresh = await get(home!);
        expect(fresh).toMatchObject({ tableNo: '5', billPaid: false, balance: 400 });
        expect(fresh.orders.map((o) => o.orderId)).toEqual([orderId]);
      }
      const open = await t.db
        .select()
        .from(transactions)
        .where(
          and(
            eq(transactions.restaurantId, gdId),
            eq(transactions.tableNo, '5'),
            eq(transactions.status, 'active'),
          ),
        );
      expect(open).toHaveLength(1);
    }
  });

  it('two staff adding orders to one bill, and opening one table together: every order lands, one bill', async () => {
    const bill = await placePos(t, admin, posOrder(siuMai()));
    const added = await Promise.all([
      call(t, admin, 'POST', '/pos/orders', posOrder(siuMai(), { transactionId: bill.uuid })),
      call(t, second, 'POST', '/pos/orders', posOrder(siuMai(2), { transactionId: bill.uuid })),
      call(t, second, 'POST', '/pos/orders', posOrder(siuMai())),
    ]);
    for (const res of added) billOf(res);
    const after = await get(bill.uuid);
    expect(after.orders).toHaveLength(4);
    expect(after.totals.subtotal).toBe(5 * 880);

    const opened = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        call(t, i % 2 ? admin : second, 'POST', '/pos/orders', posOrder(siuMai(), { tableNo: '8' })),
      ),
    );
    const ids = new Set(opened.map((r) => billOf(r).uuid));
    expect(ids.size).toBe(1);
    const table8 = await get([...ids][0]!);
    expect(table8.orders).toHaveLength(4);
    expect(table8.operationHistory.filter((o) => o.operationType === 'openBill')).toHaveLength(1);
  });

  it('two payments of the same balance: one is taken, the other refused; paid never passes the total', async () => {
    for (let round = 0; round < 4; round++) {
      const bill = await placePos(t, admin, posOrder(siuMai(2), { tableNo: String(round + 1) }));
      const answers = await Promise.all([
        pay(t, admin, bill.uuid, 'CASH', bill.balance),
        pay(t, second, bill.uuid, 'EFTPOS', bill.balance),
      ]);
      const taken = answers.filter((r) => r.statusCode === 200);
      const refused = answers.filter((r) => r.statusCode !== 200);
      expect(taken).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0]!.statusCode).toBe(409);
      expect([M.alreadyPaid, M.nothingToPay]).toContain(refused[0]!.json().message);
      const after = await get(bill.uuid);
      expectSound(after);
      expect(after.paymentTypes).toHaveLength(1);
      expect(after.billPaid).toBe(true);
    }
  });

  it('the same POS order sent twice at once is taken once', async () => {
    const body = posOrder(siuMai(), { tableNo: '9' });
    const [a, b] = await Promise.all([
      call(t, admin, 'POST', '/pos/orders', body),
      call(t, second, 'POST', '/pos/orders', body),
    ]);
    expect(billOf(a).uuid).toBe(billOf(b).uuid);
    const after = await get(billOf(a).uuid);
    expect(after.orders).toHaveLength(1);
    expect(after.operationHistory.map((o) => o.operationType)).toEqual(['openBill', 'addOrder']);
  });

  it('the same payment sent twice at once is recorded once', async () => {
    const bill = await placePos(t, admin, posOrder(siuMai(2)));
    const id = requestId();
    const [a, b] = await Promise.all([
      pay(t, admin, bill.uuid, 'CASH', 1000, id),
      pay(t, admin, bill.uuid, 'CASH', 1000, id),
    ]);
    expect(paymentOf(a).merchantAmount).toBe(paymentOf(b).merchantAmount);
    const after = await get(bill.uuid);
    expect(after.paymentTypes).toHaveLength(1);
    expect(after.balance).toBe(760);
  });

  it('a double-tapped close closes once', async () => {
    const bill = await withAutoAcceptThreshold(1000, async () => {
      const res = await placeOrder(t, payload(siuMai(3)));
      expect(res.statusCode, res.body).toBe(200);
      return get((await billIdOfOrder(res.json().reference))!);
    });
    const waiting = bill.orders.find((o) => !o.isAccepted)!;
    const paid = paymentOf(await pay(t, admin, bill.uuid, 'CASH', bill.balance));
    expect(paid.transaction.billPaid).toBe(false);
    billOf(await call(t, admin, 'POST', `/transactions/${bill.uuid}/orders/${waiting.orderId}/accept`));
    const taps = await Promise.all([
      call(t, admin, 'POST', `/transactions/${bill.uuid}/close`),
      call(t, second, 'POST', `/transactions/${bill.uuid}/close`),
    ]);
    for (const res of taps) expect(billOf(res).billPaid).toBe(true);
    expect((await operationsOf(t, bill.uuid)).filter((o) => o.operationType === 'closeBill')).toHaveLength(1);
  });

  it('a bill never closes with an order waiting for an accept, whatever arrives during the payment', async () => {
    await withAutoAcceptThreshold(1000, async () => {
      for (let round = 0; round < 4; round++) {
        await setAsideOpenBills(t, gdId);
        const bill = await placePos(t, admin, posOrder(siuMai()));
        const [qr, paid] = await Promise.all([
          placeOrder(t, payload(siuMai(3))),
          pay(t, admin, bill.uuid, 'CASH', bill.balance),
        ]);
        expect(qr.statusCode, qr.body).toBe(200);
        expect(paid.statusCode, paid.body).toBe(200);
        const after = await get(bill.uuid);
        expectSound(after);
        const home = await get((await billIdOfOrder(qr.json().reference))!);
        expectSound(home);
        expect(home.billPaid).toBe(false);
        expect(home.orders.find((o) => o.orderId === qr.json().reference)!.isAccepted).toBe(false);
        if (home.uuid === bill.uuid) {
          refusedClose(await call(t, admin, 'POST', `/transactions/${bill.uuid}/close`));
        }
      }
    });
  });
});

function refusedClose(res: Awaited<ReturnType<typeof call>>): void {
  expect(res.statusCode).toBe(409);
  expect([M.orderNotAccepted, M.balanceDue]).toContain(res.json().message);
}
