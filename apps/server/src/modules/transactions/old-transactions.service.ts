import {
  type DeleteOldTransactionsResponse,
  localClock,
  OLD_TRANSACTION_REASON,
  type Role,
  type TransactionType,
  wallTimeToInstant,
} from '@rpos/domain';
import type { StaffActor } from '../../platform/auth/actor';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { RealtimePublisher } from '../realtime/realtime.service';
import { totalsOf } from './bill-figures';
import { billRestaurantOf } from './bill-payments.service';
import {
  insertBillHistory,
  lockOldActiveBills,
  markBillsDeleted,
  userFullName,
} from './old-transactions.repository';
import { loadBillParts } from './transactions.repository';

/**
 * "Delete All Old" (decision 0160): an open bill is old when nothing changed on it since the
 * restaurant's current day began on its own clock (a table still ordering after midnight is not old).
 * Each is deleted as the transaction delete does it — reason, who, when — with its operation history
 * row and staff activity, in one database transaction; then the staff screens hear of each.
 */

/** The invoice-delete right of back-office.md §5 (canDeleteInvoiceTransctions): the roles that pass every check. */
const INVOICE_DELETE_ROLES: readonly Role[] = ['admin', 'restaurantAdmin', 'restaurantGroupAdmin'];

/** What the history names a bill by: 'Table 5', 'Takeaway (Mei Chen)'. */
function billLabel(bill: {
  type: TransactionType;
  tableNo: string | null;
  customerName: string | null;
}): string {
  if (bill.type === 'dinein') return `Table ${bill.tableNo ?? ''}`.trim();
  const kind =
    bill.type === 'foodcourt'
      ? 'Food court'
      : bill.type === 'deliveryPartner'
        ? 'Delivery partner'
        : bill.type[0]!.toUpperCase() + bill.type.slice(1);
  return bill.customerName ? `${kind} (${bill.customerName})` : kind;
}

export async function deleteOldTransactions(
  deps: AppDeps,
  realtime: RealtimePublisher,
  actor: StaffActor,
  restaurantId: string,
): Promise<DeleteOldTransactionsResponse> {
  const { db } = deps.database;
  const restaurant = await billRestaurantOf(db, restaurantId);
  if (!restaurant) throw new AppError('NOT_FOUND', 'Restaurant not found');
  const now = deps.now();
  const dayStart = wallTimeToInstant(localClock(now, restaurant.timezone).isoDate, 0, restaurant.timezone);
  const mayDeleteInvoiced = INVOICE_DELETE_ROLES.includes(actor.role);
  // The staff member as history records them: first and last name, else the e-mail.
  const by = (await userFullName(db, actor.userId)) || actor.email;

  const result = await db.transaction(async (tx) => {
    const old = await lockOldActiveBills(tx, restaurantId, dayStart);
    const doomed = old.filter((b) => mayDeleteInvoiced || !b.isInvoicePrinted);
    if (doomed.length === 0) return { deleted: [] as typeof doomed, kept: old.length };
    const parts = await loadBillParts(tx, doomed);
    await markBillsDeleted(
      tx,
      doomed.map((b) => b.id),
      { reason: OLD_TRANSACTION_REASON, by, at: now },
    );
    await insertBillHistory(
      tx,
      parts.map((p) => ({
        restaurantId,
        transactionId: p.bill.id,
        operationType: 'deleteTransaction',
        operationName: `Deleted (${OLD_TRANSACTION_REASON})`,
        details: `${billLabel(p.bill)} · ${OLD_TRANSACTION_REASON}`,
        price: totalsOf(p, restaurant).total,
        staffName: by,
        userId: actor.userId,
        at: now,
      })),
    );
    return { deleted: doomed, kept: old.length - doomed.length };
  });

  for (const bill of result.deleted) {
    await realtime.publish(restaurantId, {
      event: 'transactionChanged',
      data: { transactionId: bill.id, tableNo: bill.tableNo, operationType: 'deleteTransaction' },
    });
  }
  return { deleted: result.deleted.length, kept: result.kept, before: dayStart.toISOString() };
}
