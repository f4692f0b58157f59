import type { OperationType, TransactionType } from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import { staffActivities, transactionOperations } from '../../db/schema';
import type { StaffActor } from '../../platform/auth/actor';
import { newOrderedId } from '../../platform/ids';

/**
 * Every change to a bill writes an operation history row (transaction_operations, read with the bill)
 * and a staff activity (staff_activities, read by the staff activities screen), in the change's own
 * transaction. Both come from `historyRows`, so they never say different things (decision 0141).
 */

/** Who made a change: the signed-in staff member, or 'Online' for what a diner does. */
export interface HistoryActor {
  name: string;
  userId: string | null;
}

/** What the operation history names for the diner's own actions (decision 0133). */
export const ONLINE_ACTOR: HistoryActor = { name: 'Online', userId: null };

export const staffActor = (actor: StaffActor): HistoryActor => ({ name: actor.name, userId: actor.userId });

export interface HistoryEntry {
  operationType: OperationType;
  /** Readable: 'Paid CASH', 'Voided Siu Mai (Wrong order)'. */
  operationName: string;
  /** Cents. */
  price: number;
  /** What the activity adds to the name: the bill ('Table 5'), a reason. */
  details: string;
}

/** What a bill is called in an activity's details. */
export function billLabel(bill: {
  type: TransactionType;
  tableNo: string | null;
  customerName?: string | null;
  deliveryPartnerType?: string | null;
}): string {
  if (bill.type === 'dinein') return `Table ${bill.tableNo ?? ''}`.trim();
  if (bill.type === 'deliveryPartner') return `${bill.deliveryPartnerType ?? 'Delivery partner'} order`;
  const kind = bill.type === 'foodcourt' ? 'Food court' : bill.type[0]!.toUpperCase() + bill.type.slice(1);
  return bill.customerName ? `${kind} (${bill.customerName})` : kind;
}

/** The details of an activity: the bill, then anything more (a reason, change given). */
export const detailsOf = (label: string, ...more: (string | null | undefined)[]): string =>
  [label, ...more].filter(Boolean).join(' · ');

type OperationRow = typeof transactionOperations.$inferInsert;
type ActivityRow = typeof staffActivities.$inferInsert;

/** The two rows of one entry. transactionId null: the bill is made in the same statement (bill-joins). */
export function historyRows(
  bill: { id: string | null; restaurantId: string },
  entry: HistoryEntry,
  actor: HistoryActor,
  at: Date,
): { operation: OperationRow; activity: ActivityRow } {
  const common = {
    operationType: entry.operationType,
    operationName: entry.operationName,
    price: entry.price,
    updatedAt: at,
  };
  return {
    operation: { id: newOrderedId(), transactionId: bill.id ?? '', ...common, updatedBy: actor.name },
    activity: {
      id: newOrderedId(),
      restaurantId: bill.restaurantId,
      transactionId: bill.id,
      ...common,
      details: entry.details,
      staffName: actor.name,
      userId: actor.userId,
    },
  };
}

/** Writes the entries' operation rows and staff activities (two statements, one after the other). */
export async function writeHistory(
  tx: DbOrTx,
  bill: { id: string; restaurantId: string },
  entries: readonly HistoryEntry[],
  actor: HistoryActor,
  at: Date,
): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map((e) => historyRows(bill, e, actor, at));
  await tx.insert(transactionOperations).values(rows.map((r) => r.operation));
  await tx.insert(staffActivities).values(rows.map((r) => r.activity));
}

/**
 * The same rows as jsonb records (the database's column names), for the statements that write a bill
 * in SQL of their own (bill-joins.repository.ts): the bill's id is filled in there.
 */
export function historyJson(
  restaurantId: string,
  entries: readonly HistoryEntry[],
  actor: HistoryActor,
  at: Date,
): { ops: Record<string, unknown>[]; activities: Record<string, unknown>[] } {
  const rows = entries.map((e) => historyRows({ id: null, restaurantId }, e, actor, at));
  const iso = at.toISOString();
  return {
    ops: rows.map(({ operation: o }) => ({
      id: o.id,
      transaction_id: null,
      operation_type: o.operationType,
      operation_name: o.operationName,
      price: o.price,
      updated_at: iso,
      updated_by: o.updatedBy,
    })),
    activities: rows.map(({ activity: a }) => ({
      id: a.id,
      restaurant_id: a.restaurantId,
      transaction_id: null,
      operation_type: a.operationType,
      operation_name: a.operationName,
      details: a.details,
      price: a.price,
      staff_name: a.staffName,
      user_id: a.userId,
      updated_at: iso,
    })),
  };
}
