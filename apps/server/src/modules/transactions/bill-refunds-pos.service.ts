import {
  type PlannedRefund,
  type PosRefundRequest,
  planRefund,
  REFUND_MESSAGES,
  type RefundablePayment,
  type ReopenBillRequest,
  type Transaction,
} from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { refundPayment } from '../payments/refunds.service';
import {
  billNow,
  billRestaurantOfCall,
  changeBill,
  historyActorOf,
  lockBill,
  type PosCall,
  readTransaction,
  refusal,
} from './bill-changes';
import { actorLabel, billLabel, detailsOf, type HistoryEntry, writeHistory } from './bill-history';
import { ONLINE_PAYMENT_TYPE } from './bill-payments.service';
import {
  type BillParts,
  insertBillRefund,
  markBillReopened,
  type TransactionRow,
} from './transactions.repository';

/**
 * Refunds at the POS and reopening a paid bill (issue 28; decisions 0430, 0431, 0433). Each runs under
 * the bill's lock, so a refund racing a payment or another refund sees what the other left; the
 * history row and staff activity come from writeHistory, in the same transaction.
 */

const centsText = (cents: number) => (cents / 100).toFixed(2);

/** The bill's payments with what was refunded of each. */
function refundablePayments(parts: BillParts): RefundablePayment[] {
  return parts.payments.map((p) => {
    const refunds = parts.refunds.filter((r) => r.paymentId === p.id);
    return {
      id: p.id,
      type: p.type,
      merchantAmount: p.merchantAmount,
      refunded: refunds.reduce((s, r) => s + r.amount, 0),
      tip: p.tip ?? 0,
      tipRefunded: refunds.reduce((s, r) => s + (r.tip ?? 0), 0),
    };
  });
}

/** The chosen dishes' totals: each on the bill, counting, and not refunded before. */
function lineTotalsOf(parts: BillParts, lineIds: readonly string[]): number[] {
  const lines = new Map(parts.orders.flatMap((o) => o.lines.map((l) => [l.id, l] as const)));
  const refunded = new Set(parts.refunds.flatMap((r) => r.lineIds));
  return [...new Set(lineIds)].map((id) => {
    const line = lines.get(id);
    if (!line || line.isVoidedDish || line.permanentDeletion) throw refusal(REFUND_MESSAGES.lineNotFound);
    if (refunded.has(id)) throw refusal(REFUND_MESSAGES.linesRefunded);
    return line.lineTotal;
  });
}

/** The refund as the domain plans it against the locked bill. */
function planOn(
  bill: TransactionRow,
  parts: BillParts,
  balance: number,
  body: PosRefundRequest,
): PlannedRefund {
  const lineIds = body.lineIds ?? [];
  const planned = planRefund(
    { billPaid: bill.billPaid, deleted: bill.status === 'deleted', balance },
    refundablePayments(parts),
    {
      paymentId: body.paymentId,
      amount: body.amount,
      lineTotals: lineTotalsOf(parts, lineIds),
      tip: body.tip,
    },
  );
  if (!planned.ok) throw refusal(planned.message);
  return planned;
}

function refundEntry(
  bill: TransactionRow,
  planned: PlannedRefund,
  reason: string,
  lines: number,
): HistoryEntry {
  return {
    operationType: 'refund',
    operationName: `Refunded ${planned.payment.type}${lines > 0 ? ` (${lines} dish${lines > 1 ? 'es' : ''})` : ''}`,
    price: planned.amount,
    // The tip given back is named apart: price stays the sales part (decision 0576).
    details: detailsOf(
      billLabel(bill),
      reason,
      `${planned.payment.type} ${centsText(planned.amount)}`,
      planned.tip > 0 ? `tip ${centsText(planned.tip)}` : null,
    ),
  };
}

async function recordRefund(
  tx: DbOrTx,
  call: PosCall,
  bill: TransactionRow,
  planned: PlannedRefund,
  body: PosRefundRequest,
  providerRefundId: string | null,
  now: Date,
): Promise<boolean> {
  return insertBillRefund(tx, {
    transactionId: bill.id,
    restaurantId: bill.restaurantId,
    paymentId: planned.payment.id,
    type: planned.payment.type,
    amount: planned.amount,
    credit: planned.credit,
    tip: planned.tip,
    reason: body.reason,
    lineIds: [...new Set(body.lineIds ?? [])],
    requestId: body.requestId,
    providerRefundId,
    time: now,
    createdBy: actorLabel(historyActorOf(call)),
  });
}

/**
 * An online (OBPayments) payment goes back through its provider first, as the back-office refund does
 * (refundPayment: never more than captured, once per key); the provider's success writes the bill's
 * history (recordRefundOnBill). Only then is the refund recorded on the bill, under its lock.
 */
async function refundOnline(call: PosCall, billId: string, body: PosRefundRequest): Promise<Transaction> {
  const db = call.deps.database.db;
  const restaurant = await billRestaurantOfCall(call);
  const first = await db.transaction(async (tx) => {
    const bill = await lockBill(tx, call.restaurantId, billId);
    const { parts, totals } = await billNow(tx, bill, restaurant);
    if (parts.refunds.some((r) => r.requestId === body.requestId)) return null;
    const planned = planOn(bill, parts, totals.balance, body);
    const reference = parts.payments.find((p) => p.id === planned.payment.id)?.reference;
    return { planned, reference };
  });
  if (!first) return readTransaction(db, call.restaurantId, billId, restaurant);
  if (!first.reference) throw refusal(REFUND_MESSAGES.onlineFailed);
  const outcome = await refundPayment(call.deps, {
    paymentId: first.reference,
    restaurantId: call.restaurantId,
    amount: first.planned.amount + first.planned.tip,
    reason: body.reason,
    idempotencyKey: `pos-refund:${billId}:${body.requestId}`,
    requestedBy: call.actor.userId,
  });
  if (outcome.status !== 'succeeded') throw new AppError('CONFLICT', REFUND_MESSAGES.onlineFailed);
  const now = call.deps.now();
  const { transaction } = await changeBill(call, async (tx) => {
    const bill = await lockBill(tx, call.restaurantId, billId);
    await recordRefund(tx, call, bill, first.planned, body, outcome.refundId, now);
    return { billId: bill.id, changed: [{ bill, operationType: 'refund' }], value: null };
  });
  return transaction;
}

/**
 * POST /transactions/{id}/refunds: money back to one payment of the bill, by amount or by dishes, with
 * a reason (planRefund). A requestId the bill has already answers the bill as it is and writes nothing.
 * Cash and the till's other types are recorded here (the money goes back over the counter); an online
 * payment goes through its provider (refundOnline).
 */
export async function refundBill(
  call: PosCall,
  billId: string,
  body: PosRefundRequest,
): Promise<Transaction> {
  const now = call.deps.now();
  const online = await changeBill(call, async (tx, restaurant) => {
    const bill = await lockBill(tx, call.restaurantId, billId);
    const { parts, totals } = await billNow(tx, bill, restaurant);
    if (parts.refunds.some((r) => r.requestId === body.requestId))
      return { billId: bill.id, changed: [], value: false };
    const planned = planOn(bill, parts, totals.balance, body);
    if (planned.payment.type === ONLINE_PAYMENT_TYPE) return { billId: bill.id, changed: [], value: true };
    await recordRefund(tx, call, bill, planned, body, null, now);
    const lines = new Set(body.lineIds ?? []).size;
    await writeHistory(tx, bill, [refundEntry(bill, planned, body.reason, lines)], historyActorOf(call), now);
    return { billId: bill.id, changed: [{ bill, operationType: 'refund' }], value: false };
  });
  if (online.value) return refundOnline(call, billId, body);
  return online.transaction;
}

/**
 * POST /transactions/{id}/reopen: a paid bill active again (to correct it, void a dish, refund what it
 * then comes to less), with a reason. A table whose table has a new open bill cannot reopen
 * (tableBusy, from the one-open-bill-per-table index).
 */
export async function reopenBill(
  call: PosCall,
  billId: string,
  body: ReopenBillRequest,
): Promise<Transaction> {
  const now = call.deps.now();
  const { transaction } = await changeBill(call, async (tx, restaurant) => {
    const bill = await lockBill(tx, call.restaurantId, billId);
    if (bill.status === 'deleted') throw refusal(REFUND_MESSAGES.deleted);
    if (bill.status !== 'paid') throw refusal(REFUND_MESSAGES.reopenNotPaid);
    const { totals } = await billNow(tx, bill, restaurant);
    await markBillReopened(tx, bill.id, now);
    const entry: HistoryEntry = {
      operationType: 'reopenBill',
      operationName: `Reopened (${body.reason})`,
      price: totals.total,
      details: detailsOf(billLabel(bill), body.reason),
    };
    await writeHistory(tx, bill, [entry], historyActorOf(call), now);
    return { billId: bill.id, changed: [{ bill, operationType: 'reopenBill' }], value: null };
  });
  return transaction;
}
