import { DeleteOldTransactionsResponse, restaurantTopic } from '@rpos/domain';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staffActivities, transactionOperations, transactionOrders, transactions } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import type { BusEvent } from '../../platform/events/event-bus';
import { newId } from '../../platform/ids';
import { createRestaurant, type RestaurantRow, signedInUser } from '../../test/factories';
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

const t = await buildTestApp();
let gdId: string;
let other: RestaurantRow;

/** Tuesday 3 June 2025, 10:00 in Sydney; its day began at 2 June 14:00 UTC. */
const TUESDAY_TEN = new Date('2025-06-03T00:00:00Z');
const TUESDAY_START = new Date('2025-06-02T14:00:00Z');
const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: MONDAY_NOON });
  gdId = (await restaurantRow(t, 'goldendragon')).id;
  other = await createRestaurant(t.db);
});
beforeEach(async () => {
  t.setNow(TUESDAY_TEN);
  await t.db.delete(transactions).where(inArray(transactions.restaurantId, [gdId, other.id]));
});

async function bill(
  restaurantId: string,
  f: {
    type?: 'dinein' | 'takeaway';
    tableNo?: string;
    updatedAt: Date;
    invoice?: boolean;
    status?: 'active' | 'paid';
  },
) {
  const type = f.type ?? 'dinein';
  const [row] = await t.db
    .insert(transactions)
    .values({
      id: newId(),
      restaurantId,
      type,
      tableNo: type === 'dinein' ? (f.tableNo ?? String(Math.floor(Math.random() * 1e6))) : null,
      customerName: type === 'dinein' ? null : 'Mei Chen',
      status: f.status ?? 'active',
      billPaid: f.status === 'paid',
      isInvoicePrinted: f.invoice ?? false,
      createdAt: minutes(f.updatedAt, -30),
      updatedAt: f.updatedAt,
    })
    .returning();
  return row!;
}

const statusOf = async (id: string) =>
  (await t.db.select().from(transactions).where(eq(transactions.id, id)))[0]!;

async function deleteOld(cookie?: string) {
  return t.request({
    method: 'POST',
    url: '/api/deleteAllOldTransactions',
    ...(cookie ? { as: cookie } : {}),
  });
}

describe('POST /deleteAllOldTransactions', () => {
  it("deletes the open bills with no change since the restaurant's day began, with history and events", async () => {
    t.setNow(MONDAY_NOON);
    const menu = await menuOf(t, 'goldendragon', '5');
    const placed = await placeOrder(t, payload([line(dishNamed(menu, 'Siu Mai'), { quantity: 2 })]));
    expect(placed.statusCode, placed.body).toBe(200);
    const { reference, totalCent } = placed.json() as { reference: string; totalCent: number };
    const [link] = await t.db
      .select()
      .from(transactionOrders)
      .where(eq(transactionOrders.orderId, reference));
    const table5 = await statusOf(link!.transactionId);
    const lastNight = await bill(gdId, {
      type: 'takeaway',
      updatedAt: minutes(TUESDAY_START, -1),
      invoice: true,
    });
    const afterMidnight = await bill(gdId, { tableNo: '6', updatedAt: TUESDAY_START });
    const paid = await bill(gdId, { tableNo: '7', updatedAt: MONDAY_NOON, status: 'paid' });
    const elsewhere = await bill(other.id, { updatedAt: MONDAY_NOON });

    t.setNow(TUESDAY_TEN);
    const heard: BusEvent[] = [];
    const stop = t.deps.events.subscribe(restaurantTopic(gdId), (e) => heard.push(e));
    const { cookie } = await signedInUser(t, {
      role: 'restaurantAdmin',
      restaurantId: gdId,
      firstName: 'Ada',
      lastName: 'Admin',
    });
    const res = await deleteOld(cookie);
    stop();
    expect(res.statusCode, res.body).toBe(200);
    expect(DeleteOldTransactionsResponse.parse(res.json())).toEqual({
      deleted: 2,
      kept: 0,
      before: TUESDAY_START.toISOString(),
    });

    for (const id of [table5.id, lastNight.id])
      expect(await statusOf(id)).toMatchObject({
        status: 'deleted',
        deletedReason: 'Old transaction',
        deletedBy: 'Ada Admin',
        deletedAt: TUESDAY_TEN,
      });
    expect((await statusOf(afterMidnight.id)).status).toBe('active');
    expect((await statusOf(paid.id)).status).toBe('paid');
    expect((await statusOf(elsewhere.id)).status).toBe('active');

    const ops = await t.db
      .select()
      .from(transactionOperations)
      .where(eq(transactionOperations.transactionId, table5.id));
    expect(ops.find((o) => o.operationType === 'deleteTransaction')).toMatchObject({
      operationName: 'Deleted (Old transaction)',
      price: totalCent,
      updatedBy: 'Ada Admin',
      updatedAt: TUESDAY_TEN,
    });
    const activities = await t.db
      .select()
      .from(staffActivities)
      .where(eq(staffActivities.restaurantId, gdId));
    expect(activities.filter((a) => a.operationType === 'deleteTransaction')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          transactionId: table5.id,
          details: 'Table 5 · Old transaction',
          price: totalCent,
        }),
        expect.objectContaining({
          transactionId: lastNight.id,
          details: 'Takeaway (Mei Chen) · Old transaction',
        }),
      ]),
    );
    expect(heard.map((e) => e.payload)).toEqual(
      expect.arrayContaining([
        {
          event: 'transactionChanged',
          data: { transactionId: table5.id, tableNo: '5', operationType: 'deleteTransaction' },
        },
        {
          event: 'transactionChanged',
          data: { transactionId: lastNight.id, tableNo: null, operationType: 'deleteTransaction' },
        },
      ]),
    );
    expect(heard).toHaveLength(2);

    // Nothing old is left: a second press deletes nothing and says so.
    expect((await deleteOld(cookie)).json()).toMatchObject({ deleted: 0, kept: 0 });
  });

  it('leaves a bill with a printed invoice to the users who may delete those', async () => {
    const printed = await bill(gdId, { updatedAt: MONDAY_NOON, invoice: true });
    const plain = await bill(gdId, { updatedAt: MONDAY_NOON });
    const manager = await signedInUser(t, {
      role: 'restaurantManager',
      restaurantId: gdId,
      permissions: ['transactions', 'delTransactions'],
    });
    const res = await deleteOld(manager.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ deleted: 1, kept: 1 });
    expect((await statusOf(printed.id)).status).toBe('active');
    expect((await statusOf(plain.id)).status).toBe('deleted');
  });

  it('needs a session, the transactions and delTransactions permissions, and acts on its own restaurant only', async () => {
    const mine = await bill(gdId, { updatedAt: MONDAY_NOON });
    const theirs = await bill(other.id, { updatedAt: MONDAY_NOON });
    expect((await deleteOld()).statusCode).toBe(403);
    for (const permissions of [['transactions'], ['delTransactions'], ['orders', 'reports']]) {
      const { cookie } = await signedInUser(t, {
        role: 'restaurantManager',
        restaurantId: gdId,
        permissions,
      });
      expect((await deleteOld(cookie)).statusCode, permissions.join()).toBe(403);
    }
    const staff = await signedInUser(t, { role: 'restaurantStaff', restaurantId: gdId });
    expect((await deleteOld(staff.cookie)).statusCode).toBe(403);
    expect((await statusOf(mine.id)).status).toBe('active');

    const otherAdmin = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: other.id });
    expect((await deleteOld(otherAdmin.cookie)).json()).toMatchObject({ deleted: 1 });
    expect((await statusOf(theirs.id)).status).toBe('deleted');
    expect((await statusOf(mine.id)).status).toBe('active');

    const nowhere = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: null });
    const res = await deleteOld(nowhere.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a restaurant');
  });
});
