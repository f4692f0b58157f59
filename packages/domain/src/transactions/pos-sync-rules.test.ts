import { describe, expect, it } from 'vitest';
import { POS_SYNC_LIMITS, type PosSyncChange, PosSyncRequest } from './pos-sync.contract';
import {
  moneyDifference,
  offlineBillFigures,
  replayOrder,
  syncCountedTime,
  syncTargetOf,
} from './pos-sync-rules';

const at = (iso: string) => new Date(iso);
const base = {
  localBillId: 'local-1',
  staffId: null,
  deviceTime: '2026-11-27T09:00:00.000Z',
  transactionId: null,
};
const order = (seq: number, expectedSubtotal: number): PosSyncChange => ({
  ...base,
  key: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  seq,
  kind: 'order',
  type: 'dinein',
  tableNo: '5',
  guests: 2,
  items: [
    { dish: { id: 'd1' }, size: null, options: [], quantity: 1, specialInstructions: '', isTakeaway: false },
  ],
  expectedSubtotal,
});
const payment = (seq: number, amount: number, expectedBalance: number): PosSyncChange => ({
  ...base,
  key: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  seq,
  kind: 'payment',
  type: 'Cash',
  amount,
  expectedBalance,
});

describe('replayOrder', () => {
  it('replays in the order the device made the changes, whatever order they arrived in', () => {
    const shuffled = [
      payment(3, 500, 500),
      order(1, 500),
      { ...base, key: 'k', seq: 4, kind: 'close' as const },
    ];
    expect(replayOrder(shuffled).map((c) => c.seq)).toEqual([1, 3, 4]);
    expect(shuffled[0]!.seq).toBe(3);
  });
});

describe('syncCountedTime', () => {
  const server = at('2026-11-27T12:00:00Z');
  it('keeps a device time from a right clock', () => {
    const r = syncCountedTime(at('2026-11-27T10:00:00Z'), at('2026-11-27T12:00:01Z'), server);
    expect(r.at.toISOString()).toBe('2026-11-27T09:59:59.000Z');
    expect(r.flags).toEqual([]);
  });
  it('corrects a device clock that runs ahead by its measured skew, and flags it', () => {
    const r = syncCountedTime(at('2026-11-27T11:00:00Z'), at('2026-11-27T13:00:00Z'), server);
    expect(r.at.toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(r.flags).toEqual(['timeSkewed']);
  });
  it('never counts in the future nor more than a day back', () => {
    const future = syncCountedTime(at('2026-11-27T12:30:00Z'), at('2026-11-27T12:00:00Z'), server);
    expect(future.at).toEqual(server);
    expect(future.flags).toEqual(['timeClamped']);
    const old = syncCountedTime(at('2026-11-20T12:00:00Z'), at('2026-11-27T12:00:00Z'), server);
    expect(old.at.getTime()).toBe(server.getTime() - POS_SYNC_LIMITS.maxAgeMs);
    expect(old.flags).toEqual(['timeClamped']);
  });
});

describe('syncTargetOf', () => {
  it('a change naming a server bill goes to it', () => {
    expect(syncTargetOf({ kind: 'payment', transactionId: 't1' }, null)).toEqual({
      kind: 'bill',
      transactionId: 't1',
    });
  });
  it('a device bill maps to the server bill its first order opened', () => {
    const known = { status: 'applied' as const, transactionId: 't9' };
    expect(syncTargetOf({ kind: 'payment', transactionId: null }, known)).toEqual({
      kind: 'bill',
      transactionId: 't9',
    });
  });
  it('an order of an unknown device bill opens it; its payment or close waits for it', () => {
    expect(syncTargetOf({ kind: 'order', transactionId: null }, null)).toEqual({ kind: 'open' });
    expect(syncTargetOf({ kind: 'payment', transactionId: null }, null)).toEqual({ kind: 'deferred' });
    expect(syncTargetOf({ kind: 'close', transactionId: null }, null)).toEqual({ kind: 'deferred' });
  });
  it('every later change of a bill kept aside as a conflict is kept aside too', () => {
    const known = { status: 'conflict' as const, transactionId: null };
    expect(syncTargetOf({ kind: 'order', transactionId: null }, known)).toEqual({ kind: 'waitsOnConflict' });
    expect(syncTargetOf({ kind: 'payment', transactionId: null }, known)).toEqual({
      kind: 'waitsOnConflict',
    });
  });
});

describe('differences and offline figures', () => {
  it('a money difference only when the figures differ', () => {
    expect(moneyDifference('repriced', 1200, 1200)).toEqual([]);
    expect(moneyDifference('repriced', 1200, 1350)).toEqual([
      expect.objectContaining({ code: 'repriced', expected: 1200, actual: 1350 }),
    ]);
  });
  it('a bill opened offline: its orders and payments through billTotals; cash above the balance is change', () => {
    const figures = offlineBillFigures(null, [order(1, 1500), order(2, 700), payment(3, 5000, 2200)]);
    expect(figures).toEqual({ total: 2200, paid: 2200, balance: 0, closed: false, orders: 2 });
  });
  it('the day’s surcharge the device added counts in the total (decision 0536)', () => {
    const surcharged = { ...order(1, 1000), expectedSurcharge: 100 } as PosSyncChange;
    expect(offlineBillFigures(null, [surcharged])).toMatchObject({ total: 1100, balance: 1100 });
  });
  it('a server bill carries its figures from before the outage', () => {
    const figures = offlineBillFigures({ total: 4000, paid: 1000 }, [order(1, 500)]);
    expect(figures.balance).toBe(3500);
  });
});

describe('PosSyncRequest', () => {
  it('takes a batch and refuses a key that is not a UUID', () => {
    const ok = PosSyncRequest.safeParse({
      deviceId: 'dev',
      deviceNow: '2026-11-27T12:00:00Z',
      changes: [order(1, 100)],
    });
    expect(ok.success).toBe(true);
    const bad = PosSyncRequest.safeParse({
      deviceId: 'dev',
      deviceNow: '2026-11-27T12:00:00Z',
      changes: [{ ...order(1, 100), key: 'x' }],
    });
    expect(bad.error?.issues[0]?.message).toBe('The change key must be a UUID.');
  });
});
