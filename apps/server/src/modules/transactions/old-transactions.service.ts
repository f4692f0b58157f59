import {
  type DeleteOldTransactionsResponse,
  localClock,
  OLD_TRANSACTION_REASON,
  type Role,
  restaurantTopic,
  type TransactionType,
  wallTimeToInstant,
} from '@rpos/domain';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staffActivities, transactionOperations, transactions, users } from '../../db/schema';
import type { StaffActor } from '../../platform/auth/actor';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { totalsOf } from './bill-figures';
import { billRestaurantOf } from './bill-payments.service';
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

/** The staff member's name as history records it: first and last name, else the e-mail. */
async function staffName(db: DbOrTx, actor: StaffActor): Promise<string> {
  const [u] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, actor.userId));
  return `${u?.firstName ?? ''} ${u?.lastName ?? ''}`.trim() || actor.email;
}

export async function deleteOldTransactions(
  deps: AppDeps,
  actor: StaffActor,
  restaurantId: string,
): Promise<DeleteOldTransactionsResponse> {
  const { db } = deps.database;
  const restaurant = await billRestaurantOf(db, restaurantId);
  if (!restaurant) throw new AppError('NOT_FOUND', 'Restaurant not found');
  const now = deps.now();
  const dayStart = wallTimeToInstant(localClock(now, restaurant.timezone).isoDate, 0, restaurant.timezone);
  const mayDeleteInvoiced = INVOICE_DELETE_ROLES.includes(actor.role);
  const by = await staffName(db, actor);

  const result = await db.transaction(async (tx) => {
    // Locked, so an order joining one of these bills meanwhile waits, then finds it deleted and opens
    // a new bill; one that joined first has moved updatedAt into today and is not picked.
    const old = await tx
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.restaurantId, restaurantId),
          eq(transactions.status, 'active'),
          lt(transactions.updatedAt, dayStart),
        ),
      )
      .orderBy(asc(transactions.createdAt), asc(transactions.id))
      .for('update');
    const doomed = old.filter((b) => mayDeleteInvoiced || !b.isInvoicePrinted);
    if (doomed.length === 0) return { deleted: [] as typeof doomed, kept: old.length };
    const parts = await loadBillParts(tx, doomed);
    await tx
      .update(transactions)
      .set({
        status: 'deleted',
        deletedReason: OLD_TRANSACTION_REASON,
        deletedBy: by,
        deletedAt: now,
        updatedAt: now,
      })
      .where(
        inArray(
          transactions.id,
          doomed.map((b) => b.id),
        ),
      );
    const entries = parts.map((p) => ({
      bill: p.bill,
      operationType: 'deleteTransaction' as const,
      operationName: `Deleted (${OLD_TRANSACTION_REASON})`,
      price: totalsOf(p, restaurant).total,
      updatedAt: now,
    }));
    await tx.insert(transactionOperations).values(
      entries.map((e) => ({
        id: newId(),
        transactionId: e.bill.id,
        operationType: e.operationType,
        operationName: e.operationName,
        price: e.price,
        updatedAt: e.updatedAt,
        updatedBy: by,
      })),
    );
    await tx.insert(staffActivities).values(
      entries.map((e) => ({
        id: newId(),
        restaurantId,
        transactionId: e.bill.id,
        operationType: e.operationType,
        operationName: e.operationName,
        details: `${billLabel(e.bill)} · ${OLD_TRANSACTION_REASON}`,
        price: e.price,
        staffName: by,
        userId: actor.userId,
        updatedAt: e.updatedAt,
      })),
    );
    return { deleted: doomed, kept: old.length - doomed.length };
  });

  for (const bill of result.deleted) {
    try {
      await deps.events.publish(restaurantTopic(restaurantId), {
        event: 'transactionChanged',
        data: { transactionId: bill.id, tableNo: bill.tableNo, operationType: 'deleteTransaction' },
      });
    } catch {
      // Committed either way; the screens catch up at their next refetch.
    }
  }
  return { deleted: result.deleted.length, kept: result.kept, before: dayStart.toISOString() };
}
