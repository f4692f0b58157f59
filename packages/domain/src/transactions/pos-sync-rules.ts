import {
  POS_SYNC_MESSAGES as M,
  POS_SYNC_LIMITS,
  type PosSyncChange,
  type PosSyncDifference,
  type PosSyncStatus,
} from './pos-sync.contract';
import { billTotals } from './transaction-totals';

/**
 * The offline POS's rules (issue 31), the same on the device and the server: the order a queue
 * replays in, where each change goes, the time it is counted at, and what differences to show.
 */

/** The changes in the order they were made (seq), whatever order they arrived in; a sort, not a mutation. */
export function replayOrder<T extends Pick<PosSyncChange, 'seq'>>(changes: readonly T[]): T[] {
  return [...changes].sort((a, b) => a.seq - b.seq);
}

/**
 * The time a change is counted at (decision 0532). The device's clock is corrected by its skew measured
 * at the sync (deviceNow against the server's now); a skew past maxSkewMs is flagged. The result is
 * then clamped into [serverNow − maxAgeMs, serverNow] (flagged when it had to be): a change is never
 * counted in the future nor more than a day back.
 */
export function syncCountedTime(
  deviceTime: Date,
  deviceNow: Date,
  serverNow: Date,
): { at: Date; flags: ('timeSkewed' | 'timeClamped')[] } {
  const skew = deviceNow.getTime() - serverNow.getTime();
  const flags: ('timeSkewed' | 'timeClamped')[] = [];
  if (Math.abs(skew) > POS_SYNC_LIMITS.maxSkewMs) flags.push('timeSkewed');
  const corrected = deviceTime.getTime() - skew;
  const earliest = serverNow.getTime() - POS_SYNC_LIMITS.maxAgeMs;
  const latest = serverNow.getTime();
  const at = Math.min(latest, Math.max(earliest, corrected));
  if (at !== corrected) flags.push('timeClamped');
  return { at: new Date(at), flags };
}

/** What the server already knows of a device's bill: from the changes it applied or kept aside. */
export interface KnownLocalBill {
  status: Extract<PosSyncStatus, 'applied' | 'conflict'>;
  transactionId: string | null;
}

/** Where a change goes on the server (decision 0533). */
export type SyncTarget =
  | { kind: 'bill'; transactionId: string }
  | { kind: 'open' }
  | { kind: 'waitsOnConflict' }
  | { kind: 'deferred' };

/**
 * A change names a server bill (opened before the outage) or a bill the device opened offline. A
 * device bill the server has applied maps to its server bill; one kept aside as a conflict holds its
 * later changes aside too; an order of an unknown device bill opens it; a payment or close of one is
 * deferred until its first order arrives.
 */
export function syncTargetOf(
  change: Pick<PosSyncChange, 'kind' | 'transactionId'>,
  known: KnownLocalBill | null,
): SyncTarget {
  if (change.transactionId) return { kind: 'bill', transactionId: change.transactionId };
  if (known?.status === 'conflict') return { kind: 'waitsOnConflict' };
  if (known?.transactionId) return { kind: 'bill', transactionId: known.transactionId };
  return change.kind === 'order' ? { kind: 'open' } : { kind: 'deferred' };
}

export const syncDifference = (
  code: PosSyncDifference['code'],
  extra: Partial<Omit<PosSyncDifference, 'code' | 'message'>> = {},
  message: string = MESSAGE_OF[code],
): PosSyncDifference => ({
  code,
  message,
  expected: extra.expected ?? null,
  actual: extra.actual ?? null,
  transactionId: extra.transactionId ?? null,
});

const MESSAGE_OF: Record<PosSyncDifference['code'], string> = {
  repriced: M.repriced,
  balanceChanged: M.balanceChanged,
  tableTaken: M.tableTaken,
  billClosed: M.billClosed,
  refused: M.billClosed,
  waitsOnConflict: M.waitsOnConflict,
  timeClamped: M.timeClamped,
  timeSkewed: M.timeSkewed,
};

/** A money difference between what the device showed and what the server worked out, if any. */
export function moneyDifference(
  code: 'repriced' | 'balanceChanged',
  expected: number,
  actual: number,
): PosSyncDifference[] {
  return expected === actual ? [] : [syncDifference(code, { expected, actual })];
}

/**
 * What the device shows of one bill while offline (decision 0534): the server's figures it had (a
 * bill opened before the outage; zero for one it opened) plus its queued orders and payments, through
 * billTotals. Each queued order carries the day's surcharge the device worked out from the setup's
 * rules (decision 0536); where the server's differs (a rule changed meanwhile) the sync reports it.
 */
export function offlineBillFigures(
  base: { total: number; paid: number } | null,
  changes: readonly PosSyncChange[],
): { total: number; paid: number; balance: number; closed: boolean; orders: number } {
  const orders = changes.filter((c) => c.kind === 'order');
  const payments = changes.filter((c) => c.kind === 'payment');
  const totals = billTotals({
    orders: [
      { lines: [{ lineTotal: base?.total ?? 0 }] },
      ...orders.map((o) => ({ lines: [{ lineTotal: o.expectedSubtotal + (o.expectedSurcharge ?? 0) }] })),
    ],
    payments: [
      { paymentAmount: base?.paid ?? 0, merchantAmount: base?.paid ?? 0 },
      ...payments.map((p) => {
        const settled = Math.min(p.amount, Math.max(0, p.expectedBalance));
        return { paymentAmount: settled, merchantAmount: settled };
      }),
    ],
  });
  return {
    total: totals.total,
    paid: totals.paid,
    balance: totals.balance,
    closed: changes.some((c) => c.kind === 'close'),
    orders: orders.length,
  };
}
