import {
  moneyDifference,
  orderNumberFromUuid,
  POS_MESSAGES,
  POS_SYNC_MESSAGES,
  type PosSyncChange,
  type PosSyncDifference,
  type PosSyncRequest,
  type PosSyncResponse,
  type PosSyncResult,
  type PosSyncStatus,
  replayOrder,
  staffMay,
  syncCountedTime,
  syncDifference,
  syncTargetOf,
  TRANSACTION_MESSAGES,
  type Transaction,
} from '@rpos/domain';
import type { PosStaffActor } from '../../platform/auth/actor';
import { AppError } from '../../platform/errors';
import { findStaff, restaurantHasStaff, staffName } from '../staff/staff.repository';
import { billRestaurantOfCall, type PosCall, readTransaction } from './bill-changes';
import { closeBill, payBill } from './bill-payments-pos.service';
import { placePosOrder, TableTaken } from './pos-orders.service';
import { findKnownLocalBill, findSyncResult, insertSyncChange } from './pos-sync.repository';

/**
 * POST /pos/sync (issue 31; decisions 0531–0533): an offline POS's queue, replayed in the order the
 * device made it (seq), each change once. Every change goes through the same services as the online
 * POS — priced again from the menu served, the bill locked, the kitchen's dockets queued by the order's
 * acceptance — acting as the staff member who made it, at the time it was made (the device's clock,
 * corrected and bounded). The change key is stored with its answer: a batch sent again answers from
 * the first run and writes nothing (the order number and payment request id made from the key guard
 * the same underneath, should a run stop between the change and its record).
 */

/** Bill states another device caused: told as 'billClosed', not as a plain refusal. */
const CLOSED = new Set<string>([
  TRANSACTION_MESSAGES.alreadyPaid,
  TRANSACTION_MESSAGES.alreadyDeleted,
  POS_MESSAGES.billNotFound,
]);

interface Batch {
  call: PosCall;
  body: PosSyncRequest;
  serverNow: Date;
  hasStaff: boolean;
}

interface Outcome {
  status: Extract<PosSyncStatus, 'applied' | 'conflict' | 'refused'>;
  transactionId: string | null;
  differences: PosSyncDifference[];
}

export async function syncPosChanges(call: PosCall, body: PosSyncRequest): Promise<PosSyncResponse> {
  const serverNow = call.deps.now();
  const hasStaff = await restaurantHasStaff(call.deps.database.db, call.restaurantId);
  const batch: Batch = { call, body, serverNow, hasStaff };
  const results: PosSyncResult[] = [];
  for (const change of replayOrder(body.changes)) results.push(await syncOne(batch, change));
  return { results, serverTime: serverNow.toISOString() };
}

async function syncOne(batch: Batch, change: PosSyncChange): Promise<PosSyncResult> {
  const { call, body, serverNow } = batch;
  const db = call.deps.database.db;
  const earlier = await findSyncResult(db, call.restaurantId, change.key);
  if (earlier) return asDuplicate(earlier);

  const { at, flags } = syncCountedTime(new Date(change.deviceTime), new Date(body.deviceNow), serverNow);
  const timeNotes = flags.map((f) => syncDifference(f));
  const known = change.transactionId
    ? null
    : await findKnownLocalBill(db, call.restaurantId, change.localBillId);
  const target = syncTargetOf(change, known);
  const answer = (o: Outcome): PosSyncResult => ({
    key: change.key,
    status: o.status,
    transactionId: o.transactionId,
    countedAt: at.toISOString(),
    differences: [...o.differences, ...timeNotes],
  });
  if (target.kind === 'deferred')
    return { ...answer({ status: 'refused', transactionId: null, differences: [] }), status: 'deferred' };

  let outcome: Outcome;
  if (target.kind === 'waitsOnConflict')
    outcome = { status: 'conflict', transactionId: null, differences: [syncDifference('waitsOnConflict')] };
  else {
    const staff = await staffOf(batch, change);
    if (typeof staff === 'string')
      outcome = {
        status: 'refused',
        transactionId: null,
        differences: [syncDifference('refused', {}, staff)],
      };
    else {
      // The change acts as its staff member, at its own time.
      const timed: PosCall = {
        ...call,
        deps: { ...call.deps, now: () => at },
        actor: { ...call.actor, posStaff: staff ?? call.actor.posStaff ?? null },
      };
      const billId = target.kind === 'bill' ? target.transactionId : null;
      outcome = await apply(timed, change, billId);
    }
  }

  const result = answer(outcome);
  const stored = await insertSyncChange(db, {
    restaurantId: call.restaurantId,
    key: change.key,
    deviceId: body.deviceId,
    localBillId: change.localBillId,
    kind: change.kind,
    status: outcome.status,
    transactionId: outcome.transactionId,
    staffId: change.staffId ?? null,
    deviceTime: new Date(change.deviceTime),
    countedAt: at,
    payload: change,
    result,
  });
  if (stored) return result;
  // Another run stored this key meanwhile: its answer is the one.
  const first = await findSyncResult(db, call.restaurantId, change.key);
  return first ? asDuplicate(first) : result;
}

/** A stored answer sent again: an applied change is a duplicate now; a held or refused one stays so. */
const asDuplicate = (r: PosSyncResult): PosSyncResult =>
  r.status === 'applied' ? { ...r, status: 'duplicate' } : r;

/** The POS code each kind of change needs of its staff member (as the online routes check it). */
const CODE_OF: Record<PosSyncChange['kind'], string | null> = {
  order: null,
  payment: 'posPayments',
  close: 'posPayments',
};

/**
 * The staff member who made the change (decision 0535): one of the restaurant's staff holding the
 * change's code; null in a restaurant without staff; a refusal's text otherwise.
 */
async function staffOf(batch: Batch, change: PosSyncChange): Promise<PosStaffActor | null | string> {
  if (!change.staffId) return batch.hasStaff ? POS_SYNC_MESSAGES.staffRequired : null;
  const row = await findStaff(batch.call.deps.database.db, batch.call.restaurantId, change.staffId);
  if (!row) return POS_SYNC_MESSAGES.staffUnknown;
  const who = { permissions: row.permissions.map((code) => ({ code })) };
  if (!staffMay(who, CODE_OF[change.kind])) return POS_SYNC_MESSAGES.staffNotPermitted;
  return { id: row.id, name: staffName(row), staffNumber: row.staffNumber, permissions: row.permissions };
}

async function apply(call: PosCall, change: PosSyncChange, billId: string | null): Promise<Outcome> {
  try {
    if (change.kind === 'order') return await applyOrder(call, change, billId);
    if (!billId) throw new AppError('NOT_FOUND', POS_MESSAGES.billNotFound);
    if (change.kind === 'payment') {
      const before = await readBill(call, billId);
      await payBill(call, billId, {
        type: change.type,
        amount: change.amount,
        tendered: change.tendered ?? null,
        reference: change.reference ?? null,
        requestId: change.key,
      });
      // The balance the server had before this payment against the one the device showed.
      return {
        status: 'applied',
        transactionId: billId,
        differences: moneyDifference('balanceChanged', change.expectedBalance, before.balance),
      };
    }
    await closeBill(call, billId);
    return { status: 'applied', transactionId: billId, differences: [] };
  } catch (err) {
    if (err instanceof TableTaken)
      return {
        status: 'conflict',
        transactionId: null,
        differences: [syncDifference('tableTaken', { transactionId: err.transactionId })],
      };
    if (!(err instanceof AppError) || !['BAD_REQUEST', 'CONFLICT', 'NOT_FOUND'].includes(err.code)) throw err;
    const closed = CLOSED.has(err.message);
    return {
      status: 'refused',
      transactionId: closed ? billId : null,
      differences: [
        syncDifference(closed ? 'billClosed' : 'refused', { transactionId: billId }, err.message),
      ],
    };
  }
}

async function applyOrder(call: PosCall, change: PosSyncChange & { kind: 'order' }, billId: string | null) {
  const orderNumber = orderNumberFromUuid(change.key);
  const bill = await placePosOrder(
    call,
    {
      orderNumber,
      type: change.type,
      transactionId: billId,
      tableNo: change.tableNo ?? null,
      guests: change.guests ?? null,
      items: change.items,
      notes: change.notes ?? null,
      // Taken offline with the ticket (decision 0601): the docket flags it as a Send's would.
      ...(change.allergens?.length ? { allergens: change.allergens } : {}),
      customerName: change.customerName ?? null,
      customerPhone: change.customerPhone ?? null,
      deliveryPartner: change.deliveryPartner ?? null,
    },
    { exclusiveTable: !billId && change.type === 'dinein' },
  );
  const placed = bill.orders.find((o) => o.orderNumber === orderNumber);
  return {
    status: 'applied' as const,
    transactionId: bill.uuid,
    differences: moneyDifference('repriced', change.expectedSubtotal, placed?.subtotal ?? 0),
  };
}

const readBill = async (call: PosCall, billId: string): Promise<Transaction> =>
  readTransaction(call.deps.database.db, call.restaurantId, billId, await billRestaurantOfCall(call));
