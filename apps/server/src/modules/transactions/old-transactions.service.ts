import {
  canDeleteInvoiceTransactions,
  type DeleteOldTransactionsResponse,
  localClock,
  OLD_TRANSACTION_REASON,
  wallTimeToInstant,
} from '@rpos/domain';
import type { StaffActor } from '../../platform/auth/actor';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { RealtimePublisher } from '../realtime/realtime.service';
import { publishBillChanged } from './bill-events';
import { totalsOf } from './bill-figures';
import { billLabel, detailsOf, staffActor, writeHistory } from './bill-history';
import { billRestaurantOf } from './bill-payments.service';
import { lockOldActiveBills, markBillsDeleted } from './old-transactions.repository';
import { loadBillParts } from './transactions.repository';

/**
 * "Delete All Old" (decision 0160): an open bill is old when nothing changed on it since the
 * restaurant's current day began on its own clock (a table still ordering after midnight is not old).
 * Each is deleted as the transaction delete does it — reason, who, when — with its operation history
 * row and staff activity, in one database transaction; then the staff screens hear of each.
 */

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
  const mayDeleteInvoiced = canDeleteInvoiceTransactions(actor);
  const by = staffActor(actor);

  const result = await db.transaction(async (tx) => {
    const old = await lockOldActiveBills(tx, restaurantId, dayStart);
    const doomed = old.filter((b) => mayDeleteInvoiced || !b.isInvoicePrinted);
    if (doomed.length === 0) return { deleted: [] as typeof doomed, kept: old.length };
    const parts = await loadBillParts(tx, doomed);
    await markBillsDeleted(
      tx,
      doomed.map((b) => b.id),
      { reason: OLD_TRANSACTION_REASON, by: by.name, at: now },
    );
    for (const p of parts)
      await writeHistory(
        tx,
        p.bill,
        [
          {
            operationType: 'deleteTransaction',
            operationName: `Deleted (${OLD_TRANSACTION_REASON})`,
            details: detailsOf(billLabel(p.bill), OLD_TRANSACTION_REASON),
            price: totalsOf(p, restaurant).total,
          },
        ],
        by,
        now,
      );
    return { deleted: doomed, kept: old.length - doomed.length };
  });

  for (const bill of result.deleted) {
    await publishBillChanged(realtime, restaurantId, {
      transactionId: bill.id,
      tableNo: bill.tableNo,
      operationType: 'deleteTransaction',
    });
  }
  return { deleted: result.deleted.length, kept: result.kept, before: dayStart.toISOString() };
}
