import {
  type BillTotals,
  checkBillEditable,
  TRANSACTION_MESSAGES as M,
  type OperationType,
  POS_MESSAGES,
  REFUND_MESSAGES,
  type Transaction,
} from '@rpos/domain';
import type { Db, DbOrTx } from '../../db/client';
import type { StaffActor } from '../../platform/auth/actor';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { DinerContext } from '../online/diner-context';
import type { DinerContextCache } from '../online/diner-context-cache';
import type { RealtimePublisher } from '../realtime/realtime.service';
import { findOrderLink, selectBillForUpdate, selectBillsForUpdate } from './bill-changes.repository';
import { publishBillChanged } from './bill-events';
import { type BillRestaurant, toTransaction, totalsOf } from './bill-figures';
import { type HistoryActor, staffActor } from './bill-history';
import { type BillParts, loadBillById, loadBillParts, type TransactionRow } from './transactions.repository';

/**
 * What every POS change to a bill shares (decisions 0136–0142): the signed-in staff member and their
 * restaurant, the bill locked (`select … for update`) for the whole change, the domain's refusals as
 * HTTP answers, one transaction, and after the commit the `transactionChanged` event and the bill as
 * it now is.
 */

/** One POS request: who, for which restaurant, and how to tell the staff screens. */
export interface PosCall {
  deps: AppDeps;
  realtime: RealtimePublisher;
  contexts: DinerContextCache;
  actor: StaffActor;
  restaurantId: string;
}

const contexts = new WeakMap<PosCall, Promise<DinerContext>>();

/**
 * The restaurant as the diner side keeps it (diner-context-cache.ts: menus, tables, surcharge rules,
 * settings), read once per call and before any transaction (a pool read inside a PGlite transaction
 * would wait for it).
 */
export function posContext(call: PosCall): Promise<DinerContext> {
  let ctx = contexts.get(call);
  if (!ctx) {
    ctx = call.contexts.getById(call.restaurantId, call.deps.now());
    contexts.set(call, ctx);
  }
  return ctx;
}

/** What billTotals needs of the restaurant, from its context. */
export async function billRestaurantOfCall(call: PosCall): Promise<BillRestaurant> {
  const { row, surchargeRules } = await posContext(call);
  return {
    timezone: row.timezone,
    taxPercentage: row.taxPercentage,
    currencySymbol: row.currencySymbol,
    surchargeRules,
  };
}

/** The staff member at the till when one signed in (decision 0236), else the signed-in user. */
export const historyActorOf = (call: PosCall): HistoryActor =>
  call.actor.posStaff
    ? {
        name: call.actor.posStaff.name,
        userId: call.actor.userId,
        approvedBy: call.actor.posApprover?.name ?? null,
      }
    : staffActor(call.actor);

/** A refusal that is about the bill's state (409) rather than the request (400). */
const CONFLICTS = new Set<string>([
  M.alreadyPaid,
  M.alreadyDeleted,
  M.nothingToPay,
  M.orderNotAccepted,
  M.balanceDue,
  M.overpaid,
  M.alreadyVoided,
  POS_MESSAGES.orderAccepted,
  POS_MESSAGES.tableBusy,
  POS_MESSAGES.noRoundWaiting,
  REFUND_MESSAGES.paymentsToRefund,
  REFUND_MESSAGES.tooMuch,
  REFUND_MESSAGES.tipTooMuch,
  REFUND_MESSAGES.moreThanOverpaid,
  REFUND_MESSAGES.linesRefunded,
  REFUND_MESSAGES.reopenNotPaid,
]);

/** A domain refusal as the error the route answers: its text verbatim. */
export const refusal = (message: string): AppError =>
  new AppError(CONFLICTS.has(message) ? 'CONFLICT' : 'BAD_REQUEST', message);

export const notFound = (message: string): AppError => new AppError('NOT_FOUND', message);

/** The bill of this restaurant, locked to the end of the transaction; another restaurant's is not found. */
export async function lockBill(tx: DbOrTx, restaurantId: string, billId: string): Promise<TransactionRow> {
  const bill = await selectBillForUpdate(tx, restaurantId, billId);
  if (!bill) throw notFound(POS_MESSAGES.billNotFound);
  return bill;
}

/** Several bills locked in one order (by id), so two changes locking the same pair never deadlock. */
export async function lockBills(
  tx: DbOrTx,
  restaurantId: string,
  billIds: readonly string[],
): Promise<Map<string, TransactionRow>> {
  const rows = await selectBillsForUpdate(tx, restaurantId, billIds);
  if (rows.length !== new Set(billIds).size) throw notFound(POS_MESSAGES.billNotFound);
  return new Map(rows.map((r) => [r.id, r]));
}

export const billState = (bill: TransactionRow) => ({
  billPaid: bill.billPaid,
  deleted: bill.status === 'deleted',
});

/** Orders, voids, adjustments, payments, moves and merges: only while the bill is active. */
export function requireEditable(bill: TransactionRow): void {
  const editable = checkBillEditable(billState(bill));
  if (!editable.ok) throw refusal(editable.message);
}

/** The acceptance of each order on the bill, as checkBillClosable reads it. */
export const ordersForClose = (parts: BillParts) =>
  parts.orders.map((o) => ({ isAccepted: o.isAccepted, status: o.order.status }));

/** The bill's parts and figures, read inside the change (after its lock). */
export async function billNow(
  tx: DbOrTx,
  bill: TransactionRow,
  restaurant: BillRestaurant,
): Promise<{ parts: BillParts; totals: BillTotals }> {
  const [parts] = await loadBillParts(tx, [bill]);
  return { parts: parts!, totals: totalsOf(parts!, restaurant) };
}

/** The order on this bill, or 'This order is not on this bill.' */
export async function requireOrderOnBill(
  tx: DbOrTx,
  billId: string,
  orderId: string,
): Promise<{ isAccepted: boolean }> {
  const link = await findOrderLink(tx, billId, orderId);
  if (!link) throw notFound(POS_MESSAGES.orderNotFound);
  return link;
}

/** A bill of the restaurant as the API shows it (a fresh read). */
export async function readTransaction(
  db: Db,
  restaurantId: string,
  billId: string,
  restaurant: BillRestaurant,
): Promise<Transaction> {
  const parts = await loadBillById(db, restaurantId, billId);
  if (!parts) throw notFound(POS_MESSAGES.billNotFound);
  return toTransaction(parts, restaurant);
}

/** What a change did: the bill to answer, the bills to announce, anything else the route answers. */
export interface ChangeDone<T> {
  billId: string;
  changed: { bill: Pick<TransactionRow, 'id' | 'tableNo'>; operationType: OperationType }[];
  value: T;
}

/** A unique-index violation on one table's open bill (a move racing an order at the target table). */
function isTableTaken(err: unknown): boolean {
  for (
    let e = err as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    e;
  ) {
    if (e.code === '23505' && (e.constraint ?? e.message ?? '').includes('transactions_active_table_uq'))
      return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Runs `work` in one transaction (it locks what it changes), then, once committed, tells the staff
 * screens and answers the bill as it now is, read afresh.
 */
export async function changeBill<T>(
  call: PosCall,
  work: (tx: DbOrTx, restaurant: BillRestaurant) => Promise<ChangeDone<T>>,
): Promise<{ transaction: Transaction; value: T }> {
  const db = call.deps.database.db;
  const restaurant = await billRestaurantOfCall(call);
  let done: ChangeDone<T>;
  try {
    done = await db.transaction((tx) => work(tx, restaurant));
  } catch (err) {
    if (isTableTaken(err)) throw refusal(POS_MESSAGES.tableBusy);
    throw err;
  }
  for (const c of done.changed)
    await publishBillChanged(call.realtime, call.restaurantId, {
      transactionId: c.bill.id,
      tableNo: c.bill.tableNo,
      operationType: c.operationType,
    });
  const transaction = await readTransaction(db, call.restaurantId, done.billId, restaurant);
  return { transaction, value: done.value };
}
