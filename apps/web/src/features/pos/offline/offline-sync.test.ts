import 'fake-indexeddb/auto';
import { PosSyncChange, type PosSyncRequest, type PosSyncResponse, type PosSyncResult } from '@rpos/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TicketLine } from '../model/ticket';
import { offlineBills, offlineOrderChange } from './offline-bills';
import { resetOfflineDb } from './offline-db';
import { addHeldToBill, enqueue, listHeld, listQueue } from './offline-queue';
import { planSync, syncQueue } from './offline-sync';

const line = (o: Partial<TicketLine> = {}): TicketLine => ({
  key: crypto.randomUUID(),
  dishId: 'siu-mai',
  name: 'Siu Mai',
  size: null,
  options: [],
  unitPrice: 880,
  quantity: 2,
  notes: '',
  isTakeaway: false,
  ...o,
});

const tableOrder = (localBillId: string, tableNo = '5') =>
  offlineOrderChange({ kind: 'new', type: 'dinein', tableNo, guests: 2 }, [line()], {
    localBillId,
    staffId: 'staff-1',
    billLabel: `Table ${tableNo}`,
  });

const queueOrder = async (localBillId: string, tableNo = '5') => {
  const { change, display } = tableOrder(localBillId, tableNo);
  return enqueue(change, display);
};

const queueCash = (localBillId: string, amount: number, expectedBalance: number) =>
  enqueue(
    {
      kind: 'payment',
      localBillId,
      staffId: 'staff-1',
      deviceTime: new Date().toISOString(),
      type: 'CASH',
      amount,
      expectedBalance,
    },
    { billLabel: 'Table 5', lines: [] },
  );

const answer = (
  key: string,
  status: PosSyncResult['status'],
  o: Partial<PosSyncResult> = {},
): PosSyncResult => ({
  key,
  status,
  transactionId: status === 'applied' ? 'bill-1' : null,
  countedAt: new Date().toISOString(),
  differences: [],
  ...o,
});

beforeEach(() => resetOfflineDb());

describe('the offline queue', () => {
  it('gives each change a UUID key and the next place in the device’s order, and keeps what the screen shows', async () => {
    const a = await queueOrder('offline-a');
    const b = await queueCash('offline-a', 2000, 1760);
    const queue = await listQueue();
    expect(queue.map((q) => q.key)).toEqual([a.key, b.key]);
    expect(queue.map((q) => q.change.seq)).toEqual([1, 2]);
    expect(a.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.change).toMatchObject({
      kind: 'order',
      type: 'dinein',
      tableNo: '5',
      guests: 2,
      staffId: 'staff-1',
      expectedSubtotal: 1760,
      items: [{ dish: { id: 'siu-mai' }, quantity: 2 }],
    });
    expect(a.display.lines).toEqual([
      expect.objectContaining({ name: 'Siu Mai', quantity: 2, lineTotal: 1760 }),
    ]);
  });

  it('changes queued at once from two screens never share a place', async () => {
    await Promise.all([queueOrder('offline-a'), queueOrder('offline-b', '6'), queueOrder('offline-c', '7')]);
    expect((await listQueue()).map((q) => q.change.seq)).toEqual([1, 2, 3]);
  });

  it('the bills the device holds: figures from the domain, a cash payment above the balance leaves nothing', async () => {
    await queueOrder('offline-a');
    await queueOrder('offline-b', '6');
    await queueCash('offline-a', 2000, 1760);
    const bills = offlineBills(await listQueue());
    expect(bills.map((b) => [b.label, b.tableNo, b.figures.balance])).toEqual([
      ['Table 5', '5', 0],
      ['Table 6', '6', 1760],
    ]);
  });
});

describe('offlineOrderChange', () => {
  const weekend = {
    rules: [
      {
        id: 'w',
        name: 'Weekend 10%',
        isPercentage: true,
        amount: 10,
        weekdays: [6, 7],
        publicHolidayDays: [],
      },
    ],
    timezone: 'Australia/Sydney',
  };
  const order = (iso: string) =>
    offlineOrderChange({ kind: 'new', type: 'dinein', tableNo: '5', guests: 2 }, [line()], {
      localBillId: 'local-s',
      staffId: null,
      billLabel: 'Table 5',
      now: new Date(iso),
      surcharges: weekend,
    });

  it('adds the day’s surcharge on the restaurant’s clock, as the server does (decision 0536)', () => {
    // Saturday 28 November 2026, 09:00 in Sydney (Friday 22:00 UTC): the weekend rule applies.
    const saturday = order('2026-11-27T22:00:00Z');
    expect(saturday.change).toMatchObject({ expectedSubtotal: 1760, expectedSurcharge: 176 });
    expect(saturday.display.surcharges).toEqual([{ name: 'Weekend 10%', amount: 176 }]);
    // Friday 27 November 2026, 20:00 in Sydney: none.
    const friday = order('2026-11-27T09:00:00Z');
    expect(friday.change).toMatchObject({ expectedSubtotal: 1760, expectedSurcharge: 0 });
    expect(friday.display.surcharges).toEqual([]);
  });
});

describe('a guest’s allergies taken offline (decision 0601)', () => {
  const own = [{ code: 'x1', name: 'Celery', altName: null }];
  const declared = () =>
    offlineOrderChange({ kind: 'new', type: 'dinein', tableNo: '5', guests: 2 }, [line()], {
      localBillId: 'offline-allergy',
      staffId: 'staff-1',
      billLabel: 'Table 5',
      allergens: ['pe', 'x1'],
      ownAllergens: own,
    });

  it('the queued change carries the codes the server checks; the offline ticket names them', () => {
    const { change, display } = declared();
    expect(change).toMatchObject({ kind: 'order', allergens: ['pe', 'x1'] });
    expect(PosSyncChange.safeParse({ ...change, key: crypto.randomUUID(), seq: 1 }).success).toBe(true);
    expect(display.allergens).toEqual(['Peanut', 'Celery']);
    // None declared: nothing sent, nothing shown.
    const plain = tableOrder('offline-plain');
    expect(plain.change).not.toHaveProperty('allergens');
    expect(plain.display).not.toHaveProperty('allergens');
  });

  it('is kept on the device and sent with the sync', async () => {
    const { change, display } = declared();
    await enqueue(change, display);
    expect((await listQueue())[0]!.display.allergens).toEqual(['Peanut', 'Celery']);
    const sent: PosSyncRequest[] = [];
    await syncQueue(async (body) => {
      sent.push(body);
      return {
        results: body.changes.map((c) => answer(c.key, 'applied')),
        serverTime: new Date().toISOString(),
      };
    });
    expect(sent[0]!.changes[0]).toMatchObject({ kind: 'order', allergens: ['pe', 'x1'] });
  });
});

describe('planSync', () => {
  it('applied changes leave the queue; differences, conflicts and refusals go to review; deferred ones wait', async () => {
    const order = await queueOrder('offline-a');
    const pay = await queueCash('offline-a', 1760, 1760);
    const other = await queueOrder('offline-b', '6');
    const late = await queueCash('offline-c', 100, 100);
    const plan = planSync(await listQueue(), [
      answer(order.key, 'applied', {
        differences: [
          { code: 'repriced', message: 'm', expected: 1760, actual: 1900, transactionId: null },
          { code: 'timeSkewed', message: 'm', expected: null, actual: null, transactionId: null },
        ],
      }),
      answer(pay.key, 'duplicate'),
      answer(other.key, 'conflict', {
        differences: [
          { code: 'tableTaken', message: 'm', expected: null, actual: null, transactionId: 'bill-9' },
        ],
      }),
      answer(late.key, 'deferred'),
    ]);
    expect(plan.remove).toEqual([order.key, pay.key, other.key]);
    expect(plan.keep).toEqual([late.key]);
    expect(plan.hold.map((h) => [h.key, h.result.differences.map((d) => d.code)])).toEqual([
      [order.key, ['repriced']],
      [other.key, ['tableTaken']],
    ]);
  });
});

describe('syncQueue', () => {
  it('sends the queue in order; a replay after a lost answer sends the same keys; a failure keeps the queue', async () => {
    await queueOrder('offline-a');
    await queueCash('offline-a', 2000, 1760);
    const sent: PosSyncRequest[] = [];
    const fail = async () => {
      throw new Error('offline');
    };
    await expect(syncQueue(fail)).rejects.toThrow('offline');
    expect(await listQueue()).toHaveLength(2);

    const post = async (body: PosSyncRequest): Promise<PosSyncResponse> => {
      sent.push(body);
      return {
        results: body.changes.map((c) => answer(c.key, 'applied')),
        serverTime: new Date().toISOString(),
      };
    };
    const outcome = await syncQueue(post);
    expect(outcome).toEqual({ sent: 2, applied: 2, held: 0, waiting: 0 });
    expect(sent[0]!.changes.map((c) => c.seq)).toEqual([1, 2]);
    expect(sent[0]!.deviceId).toMatch(/^pos-/);
    expect(await listQueue()).toEqual([]);
  });

  it('two syncs at once send the queue once', async () => {
    await queueOrder('offline-a');
    let calls = 0;
    const post = async (body: PosSyncRequest): Promise<PosSyncResponse> => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 10));
      return { results: body.changes.map((c) => answer(c.key, 'applied')), serverTime: '' };
    };
    await Promise.all([syncQueue(post), syncQueue(post)]);
    expect(calls).toBe(1);
  });

  it('a table taken by another device: both versions kept; adding mine to that bill queues it again under new keys', async () => {
    const order = await queueOrder('offline-b', '6');
    const pay = await queueCash('offline-b', 1760, 1760);
    await syncQueue(async (body) => ({
      results: [
        answer(order.key, 'conflict', {
          differences: [
            { code: 'tableTaken', message: 'm', expected: null, actual: null, transactionId: 'bill-9' },
          ],
        }),
        answer(pay.key, 'conflict', {
          differences: [
            { code: 'waitsOnConflict', message: 'm', expected: null, actual: null, transactionId: null },
          ],
        }),
      ].filter((r) => body.changes.some((c) => c.key === r.key)),
      serverTime: '',
    }));
    expect(await listQueue()).toEqual([]);
    expect((await listHeld()).map((h) => h.key)).toEqual([order.key, pay.key]);

    expect(await addHeldToBill('offline-b', 'bill-9')).toBe(2);
    const again = await listQueue();
    expect(again.map((q) => [q.change.kind, q.change.transactionId, q.change.localBillId])).toEqual([
      ['order', 'bill-9', 'offline-b'],
      ['payment', 'bill-9', 'offline-b'],
    ]);
    expect(again.map((q) => q.key)).not.toContain(order.key);
    expect(again.map((q) => q.change.seq)).toEqual([3, 4]);
    expect(await listHeld()).toEqual([]);
  });
});
