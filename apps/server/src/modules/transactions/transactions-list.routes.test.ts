import { restaurantTopic, TransactionsResponse } from '@rpos/domain';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staffActivities, transactionOperations, transactions } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import type { BusEvent } from '../../platform/events/event-bus';
import { newId } from '../../platform/ids';
import { createRestaurant, type RestaurantRow, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { MONDAY_NOON, restaurantRow } from '../orders/order-test-helpers';

const t = await buildTestApp();
let gdId: string;
let other: RestaurantRow;
let restaurantAdmin: string;
let admin: string;

/** 3 June 2025 in Sydney (UTC+10) runs from 2 June 14:00 UTC to 3 June 14:00 UTC. */
const DAY_START = new Date('2025-06-02T14:00:00Z');
const DAY_END = new Date('2025-06-03T14:00:00Z');
const seconds = (at: Date, n: number) => new Date(at.getTime() + n * 1000);

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: MONDAY_NOON });
  gdId = (await restaurantRow(t, 'goldendragon')).id;
  other = await createRestaurant(t.db);
  restaurantAdmin = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gdId })).cookie;
  admin = (await signedInUser(t, { role: 'admin', restaurantId: gdId })).cookie;
});
beforeEach(async () => {
  t.setNow(new Date('2025-06-03T03:00:00Z'));
  await t.db.delete(transactions).where(inArray(transactions.restaurantId, [gdId, other.id]));
});

const staff = async (role: 'restaurantManager' | 'restaurantStaff', permissions: string[]) =>
  (await signedInUser(t, { role, restaurantId: gdId, permissions })).cookie;

async function bill(
  restaurantId: string,
  createdAt: Date,
  f: { invoice?: boolean; status?: 'active' | 'paid' | 'deleted' } = {},
) {
  const [row] = await t.db
    .insert(transactions)
    .values({
      id: newId(),
      restaurantId,
      type: 'takeaway',
      tableNo: null,
      customerName: 'Mei Chen',
      status: f.status ?? 'paid',
      billPaid: f.status !== 'active',
      isInvoicePrinted: f.invoice ?? false,
      createdAt,
      updatedAt: createdAt,
      ...(f.status === 'deleted' ? { deletedReason: 'Test transaction', deletedBy: 'Someone' } : {}),
    })
    .returning();
  return row!;
}

const list = (as: string | undefined, dateStr: string | null, showDeletedTransactions = false) =>
  t.request({
    method: 'POST',
    url: dateStr === null ? '/api/transactions' : `/api/transactions?dateStr=${dateStr}`,
    ...(as ? { as } : {}),
    payload: { showDeletedTransactions },
  });

async function listed(as: string, dateStr: string, showDeleted = false) {
  const res = await list(as, dateStr, showDeleted);
  expect(res.statusCode, res.body).toBe(200);
  return TransactionsResponse.parse(res.json());
}

const remove = (as: string | undefined, payload: object) =>
  t.request({ method: 'POST', url: '/api/updateTransactions', ...(as ? { as } : {}), payload });

const statusOf = async (id: string) =>
  (await t.db.select().from(transactions).where(eq(transactions.id, id)))[0]!.status;

describe('POST /transactions?dateStr', () => {
  it('lists the bills opened on that restaurant day in Sydney, never another restaurant’s', async () => {
    const before = await bill(gdId, seconds(DAY_START, -1));
    const first = await bill(gdId, DAY_START);
    const last = await bill(gdId, seconds(DAY_END, -1));
    const after = await bill(gdId, DAY_END);
    await bill(other.id, seconds(DAY_START, 60));

    const day = await listed(restaurantAdmin, '03-06-25');
    expect(day.transactions.map((x) => x.uuid)).toEqual([first.id, last.id]);
    expect((await listed(restaurantAdmin, '02-06-25')).transactions.map((x) => x.uuid)).toEqual([before.id]);
    expect((await listed(restaurantAdmin, '04-06-25')).transactions.map((x) => x.uuid)).toEqual([after.id]);
  });

  it('refuses a day that is not DD-MM-YY with a clear text', async () => {
    for (const dateStr of ['2025-06-03', '31-02-25', 'today', null]) {
      const res = await list(restaurantAdmin, dateStr);
      expect(res.statusCode, `${dateStr}`).toBe(400);
      expect(res.json().message).toBe('Please choose a valid date (DD-MM-YY).');
    }
  });

  it('needs a session and the transactions permission', async () => {
    expect((await list(undefined, '03-06-25')).statusCode).toBe(403);
    expect((await list(await staff('restaurantManager', ['orders']), '03-06-25')).statusCode).toBe(403);
    expect((await list(await staff('restaurantStaff', ['transactions']), '03-06-25')).statusCode).toBe(200);
  });

  it('answers the delete flags from the role and the delTransactions permission', async () => {
    const viewer = await listed(await staff('restaurantManager', ['transactions']), '03-06-25');
    expect([viewer.canDeleteTransactions, viewer.canDeleteInvoiceTransctions]).toEqual([false, false]);
    const deleter = await listed(
      await staff('restaurantManager', ['transactions', 'delTransactions']),
      '03-06-25',
    );
    expect([deleter.canDeleteTransactions, deleter.canDeleteInvoiceTransctions]).toEqual([true, false]);
    const owner = await listed(restaurantAdmin, '03-06-25');
    expect([owner.canDeleteTransactions, owner.canDeleteInvoiceTransctions]).toEqual([true, true]);
  });

  it('lists deleted bills only for an admin who turned the switch on', async () => {
    const kept = await bill(gdId, seconds(DAY_START, 60));
    const gone = await bill(gdId, seconds(DAY_START, 120), { status: 'deleted' });
    const ids = async (as: string, show: boolean) =>
      (await listed(as, '03-06-25', show)).transactions.map((x) => x.uuid);
    expect(await ids(admin, false)).toEqual([kept.id]);
    expect(await ids(restaurantAdmin, true)).toEqual([kept.id]);
    expect(await ids(admin, true)).toEqual([kept.id, gone.id]);
    const shown = (await listed(admin, '03-06-25', true)).transactions[1]!;
    expect(shown).toMatchObject({ deleted: true, deletedReason: 'Test transaction' });
  });
});

describe('POST /updateTransactions', () => {
  it('deletes every chosen bill with the reason, its history and staff activity, then tells the screens', async () => {
    const a = await bill(gdId, seconds(DAY_START, 60), { invoice: true });
    const b = await bill(gdId, seconds(DAY_START, 120), { status: 'active' });
    const events: BusEvent[] = [];
    const stop = t.deps.events.subscribe(restaurantTopic(gdId), (e) => events.push(e));
    const res = await remove(restaurantAdmin, {
      transactionIds: [a.id, b.id, a.id],
      dateStr: '03-06-25',
      reason: ' Test transaction ',
    });
    stop();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    for (const id of [a.id, b.id]) {
      const [row] = await t.db.select().from(transactions).where(eq(transactions.id, id));
      expect(row).toMatchObject({
        status: 'deleted',
        deletedReason: 'Test transaction',
        deletedBy: 'Test User',
      });
      const ops = await t.db
        .select()
        .from(transactionOperations)
        .where(eq(transactionOperations.transactionId, id));
      expect(ops.map((o) => [o.operationType, o.operationName, o.updatedBy])).toEqual([
        ['deleteTransaction', 'Deleted (Test transaction)', 'Test User'],
      ]);
      const acts = await t.db.select().from(staffActivities).where(eq(staffActivities.transactionId, id));
      expect(acts.map((x) => [x.operationType, x.details])).toEqual([
        ['deleteTransaction', 'Takeaway (Mei Chen) · Test transaction'],
      ]);
    }
    const changed = events.map((e) => e.payload as { event: string; data: { transactionId: string } });
    expect(
      changed
        .filter((m) => m.event === 'transactionChanged')
        .map((m) => m.data.transactionId)
        .sort(),
    ).toEqual([a.id, b.id].sort());
  });

  it('answers the texts of §5 in order', async () => {
    const printed = await bill(gdId, seconds(DAY_START, 60), { invoice: true });
    const deleter = await staff('restaurantManager', ['transactions', 'delTransactions']);
    const refusedWith = async (payload: object, message: string) => {
      const res = await remove(deleter, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    };
    await refusedWith({ transactionIds: [], reason: '' }, 'Please select a transaction.');
    await refusedWith({ reason: 'Refund' }, 'Please select a transaction.');
    await refusedWith(
      { transactionIds: [printed.id], reason: 'x'.repeat(201) },
      'A reason can have at most 200 characters',
    );
    await refusedWith({ transactionIds: [printed.id], reason: '  ' }, 'Please select or enter a reason.');
    await refusedWith({ transactionIds: [printed.id] }, 'Please select or enter a reason.');
    await refusedWith(
      { transactionIds: [printed.id], reason: 'Refund' },
      'Cannot delete transactions with invoice printed',
    );
    await refusedWith(
      { transactionIds: [printed.id], reason: 'Refund', dateStr: '3 June' },
      'Please choose a valid date (DD-MM-YY).',
    );
    expect(await statusOf(printed.id)).toBe('paid');
  });

  it('changes nothing when one bill cannot go: another restaurant’s (404) or already deleted (409)', async () => {
    const mine = await bill(gdId, seconds(DAY_START, 60));
    const theirs = await bill(other.id, seconds(DAY_START, 60));
    const gone = await bill(gdId, seconds(DAY_START, 90), { status: 'deleted' });
    const res = await remove(restaurantAdmin, { transactionIds: [mine.id, theirs.id], reason: 'Refund' });
    expect(res.statusCode, res.body).toBe(404);
    const again = await remove(restaurantAdmin, { transactionIds: [mine.id, gone.id], reason: 'Refund' });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toBe('This bill has been deleted.');
    expect([await statusOf(mine.id), await statusOf(theirs.id)]).toEqual(['paid', 'paid']);
    const ops = await t.db
      .select()
      .from(transactionOperations)
      .where(inArray(transactionOperations.transactionId, [mine.id, theirs.id]));
    expect(ops).toEqual([]);
  });

  it('needs delTransactions as well as a session', async () => {
    const mine = await bill(gdId, seconds(DAY_START, 60));
    const payload = { transactionIds: [mine.id], reason: 'Refund' };
    expect((await remove(undefined, payload)).statusCode).toBe(403);
    expect((await remove(await staff('restaurantManager', ['transactions']), payload)).statusCode).toBe(403);
    const ok = await remove(await staff('restaurantManager', ['transactions', 'delTransactions']), payload);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await statusOf(mine.id)).toBe('deleted');
  });
});
