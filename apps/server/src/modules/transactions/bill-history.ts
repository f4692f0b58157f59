import type { OperationType, TransactionType } from '@rpos/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jsonRecord } from '../../db/json-rows';
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
  /** The manager who approved the change with their PIN (decision 0513). */
  approvedBy?: string | null;
}

/** The actor as the history's "updated by" reads: 'Ana Cash (approved by Bo Boss)' (decision 0513). */
export const actorLabel = (actor: HistoryActor): string =>
  actor.approvedBy ? `${actor.name} (approved by ${actor.approvedBy})` : actor.name;

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
    operation: {
      id: newOrderedId(),
      transactionId: bill.id ?? '',
      ...common,
      updatedBy: actorLabel(actor),
    },
    activity: {
      id: newOrderedId(),
      restaurantId: bill.restaurantId,
      transactionId: bill.id,
      ...common,
      details: entry.details,
      staffName: actor.name,
      userId: actor.userId,
      approvedBy: actor.approvedBy ?? null,
    },
  };
}

/**
 * The entries' rows as jsonb records (the database's column names), for the statements that write
 * them in SQL of their own. transactionId null: the bill is made in the same statement and its id
 * filled in there (bill-joins.repository.ts).
 */
export function historyJson(
  bill: { id: string | null; restaurantId: string },
  entries: readonly HistoryEntry[],
  actor: HistoryActor,
  at: Date,
): { ops: Record<string, unknown>[]; activities: Record<string, unknown>[] } {
  const rows = entries.map((e) => historyRows(bill, e, actor, at));
  return {
    ops: rows.map((r) =>
      jsonRecord(transactionOperations, { ...r.operation, transactionId: bill.id as string }),
    ),
    activities: rows.map((r) => jsonRecord(staffActivities, r.activity)),
  };
}

/** Writes the entries' operation rows and staff activities, in one statement. */
export async function writeHistory(
  tx: DbOrTx,
  bill: { id: string; restaurantId: string },
  entries: readonly HistoryEntry[],
  actor: HistoryActor,
  at: Date,
): Promise<void> {
  if (entries.length === 0) return;
  const { ops, activities } = historyJson(bill, entries, actor, at);
  await tx.execute(sql`with ops as (
    insert into transaction_operations
    select * from jsonb_populate_recordset(null::transaction_operations, ${JSON.stringify(ops)}::jsonb)
  ) insert into staff_activities
    select * from jsonb_populate_recordset(null::staff_activities, ${JSON.stringify(activities)}::jsonb)`);
}
