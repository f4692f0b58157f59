import {
  canDeleteInvoiceTransactions,
  checkDeleteWithPayments,
  checkTransactionDelete,
  hasPermission,
  TRANSACTION_MESSAGES as M,
  type TransactionsRequest,
  type TransactionsResponse,
  type UpdateTransactionsBody,
} from '@rpos/domain';
import type { StaffActor } from '../../platform/auth/actor';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { dayRange } from '../orders/back-office-orders.service';
import type { RealtimePublisher } from '../realtime/realtime.service';
import { lockBills, refusal } from './bill-changes';
import { publishBillChanged } from './bill-events';
import { type BillRestaurant, toTransaction, totalsOf } from './bill-figures';
import { billLabel, detailsOf, staffActor, writeHistory } from './bill-history';
import { billRestaurantOf } from './bill-payments.service';
import { markBillsDeleted } from './old-transactions.repository';
import { loadBillParts } from './transactions.repository';
import { findBillsOfDay } from './transactions-list.repository';

/**
 * The back-office transactions screen (back-office.md §2.7, §7; decision 0162): one restaurant day's
 * bills, and "Remove Invalid Transactions" — several bills deleted with one reason, all or none.
 */

async function restaurantOf(deps: AppDeps, restaurantId: string): Promise<BillRestaurant> {
  const restaurant = await billRestaurantOf(deps.database.db, restaurantId);
  if (!restaurant) throw new AppError('NOT_FOUND', 'Restaurant not found');
  return restaurant;
}

/** Deleted bills are listed only for an admin who turned the switch on. */
export const listsDeletedBills = (actor: Pick<StaffActor, 'role'>, asked: boolean): boolean =>
  asked && actor.role === 'admin';

/** POST /transactions?dateStr: the day's bills (by createdAt on the restaurant's clock) and the two flags. */
export async function listTransactions(
  deps: AppDeps,
  actor: StaffActor,
  restaurantId: string,
  dateStr: string | undefined,
  body: TransactionsRequest,
): Promise<TransactionsResponse> {
  const restaurant = await restaurantOf(deps, restaurantId);
  const range = dayRange(dateStr, restaurant.timezone);
  const { db } = deps.database;
  const bills = await findBillsOfDay(
    db,
    restaurantId,
    range,
    listsDeletedBills(actor, body.showDeletedTransactions),
  );
  const parts = await loadBillParts(db, bills);
  return {
    transactions: parts.map((p) => toTransaction(p, restaurant)),
    canDeleteTransactions: hasPermission(actor, 'delTransactions'),
    canDeleteInvoiceTransctions: canDeleteInvoiceTransactions(actor),
  };
}

/**
 * POST /updateTransactions: every chosen bill deleted with the reason, in one transaction with the
 * bills locked; one refused (another restaurant's, already deleted, invoice printed without the right)
 * and nothing changes. Each deleted bill gets its history row and staff activity, then after the
 * commit a transactionChanged event.
 */
export async function deleteTransactions(
  deps: AppDeps,
  realtime: RealtimePublisher,
  actor: StaffActor,
  restaurantId: string,
  body: UpdateTransactionsBody,
): Promise<{ deleted: number }> {
  const ids = [...new Set((body.transactionIds ?? []).map((id) => id.trim()).filter(Boolean))];
  const mayDeleteInvoiced = canDeleteInvoiceTransactions(actor);
  // The selection and the reason first, before anything is read (the invoice check needs the bills).
  const asked = checkTransactionDelete({
    selected: ids.map(() => ({ isInvoicePrinted: false })),
    reason: body.reason,
    canDeleteInvoiceTransactions: mayDeleteInvoiced,
  });
  if (!asked.ok) throw refusal(asked.message);
  const restaurant = await restaurantOf(deps, restaurantId);
  // The day the list was for: checked so a malformed one is a 400, not silently ignored.
  if (body.dateStr) dayRange(body.dateStr, restaurant.timezone);
  const now = deps.now();
  const by = staffActor(actor);
  const { db } = deps.database;

  const deleted = await db.transaction(async (tx) => {
    const locked = await lockBills(tx, restaurantId, ids);
    const bills = ids.map((id) => locked.get(id)!);
    const checked = checkTransactionDelete({
      selected: bills,
      reason: body.reason,
      canDeleteInvoiceTransactions: mayDeleteInvoiced,
    });
    if (!checked.ok) throw refusal(checked.message);
    if (bills.some((b) => b.status === 'deleted')) throw refusal(M.alreadyDeleted);
    const parts = await loadBillParts(tx, bills);
    // Money taken on an open bill goes back before it is deleted (decision 0432).
    for (const p of parts) {
      const withMoney = checkDeleteWithPayments({ billPaid: p.bill.billPaid, ...totalsOf(p, restaurant) });
      if (!withMoney.ok) throw refusal(withMoney.message);
    }
    await markBillsDeleted(tx, ids, { reason: checked.reason, by: by.name, at: now });
    for (const p of parts)
      await writeHistory(
        tx,
        p.bill,
        [
          {
            operationType: 'deleteTransaction',
            operationName: `Deleted (${checked.reason})`,
            details: detailsOf(billLabel(p.bill), checked.reason),
            price: totalsOf(p, restaurant).total,
          },
        ],
        by,
        now,
      );
    return bills;
  });

  for (const bill of deleted)
    await publishBillChanged(realtime, restaurantId, {
      transactionId: bill.id,
      tableNo: bill.tableNo,
      operationType: 'deleteTransaction',
    });
  return { deleted: deleted.length };
}
