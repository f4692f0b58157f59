import type { ShiftFigures } from '@rpos/domain';
import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  drawerMovements,
  drawerShifts,
  staffActivities,
  transactionPayments,
  transactionRefunds,
} from '../../db/schema';

/** Cash drawer shifts and their movements (decision 0510); every read is by restaurant. */

export type ShiftRow = typeof drawerShifts.$inferSelect;
export type MovementRow = typeof drawerMovements.$inferSelect;

export async function findOpenShift(db: DbOrTx, restaurantId: string): Promise<ShiftRow | null> {
  const [row] = await db
    .select()
    .from(drawerShifts)
    .where(and(eq(drawerShifts.restaurantId, restaurantId), eq(drawerShifts.status, 'open')));
  return row ?? null;
}

/** The shift of this restaurant, locked to the end of the transaction. */
export async function lockShift(db: DbOrTx, restaurantId: string, shiftId: string): Promise<ShiftRow | null> {
  const [row] = await db
    .select()
    .from(drawerShifts)
    .where(and(eq(drawerShifts.restaurantId, restaurantId), eq(drawerShifts.id, shiftId)))
    .for('update');
  return row ?? null;
}

export async function findShift(db: DbOrTx, restaurantId: string, shiftId: string): Promise<ShiftRow | null> {
  const [row] = await db
    .select()
    .from(drawerShifts)
    .where(and(eq(drawerShifts.restaurantId, restaurantId), eq(drawerShifts.id, shiftId)));
  return row ?? null;
}

/** The shifts opened from <= openedAt < to, oldest first. */
export async function findShiftsOpenedBetween(
  db: DbOrTx,
  restaurantId: string,
  from: Date,
  to: Date,
): Promise<ShiftRow[]> {
  return db
    .select()
    .from(drawerShifts)
    .where(
      and(
        eq(drawerShifts.restaurantId, restaurantId),
        gte(drawerShifts.openedAt, from),
        lt(drawerShifts.openedAt, to),
      ),
    )
    .orderBy(asc(drawerShifts.openedAt));
}

/** A new open shift; null when one is already open (the partial unique index decides a race). */
export async function insertShift(
  db: DbOrTx,
  row: typeof drawerShifts.$inferInsert,
): Promise<ShiftRow | null> {
  const [inserted] = await db.insert(drawerShifts).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function closeShiftRow(
  db: DbOrTx,
  shiftId: string,
  close: {
    closedAt: Date;
    closedBy: string;
    counted: number;
    expected: number;
    overShort: number;
    figures: ShiftFigures;
  },
): Promise<ShiftRow> {
  const [row] = await db
    .update(drawerShifts)
    .set({ status: 'closed', ...close })
    .where(eq(drawerShifts.id, shiftId))
    .returning();
  return row!;
}

export async function findMovements(db: DbOrTx, shiftIds: readonly string[]): Promise<MovementRow[]> {
  if (shiftIds.length === 0) return [];
  return db
    .select()
    .from(drawerMovements)
    .where(inArray(drawerMovements.shiftId, [...shiftIds]))
    .orderBy(asc(drawerMovements.at), asc(drawerMovements.id));
}

/** Inserts a movement; a repeated requestId writes nothing (false). */
export async function insertMovement(db: DbOrTx, row: typeof drawerMovements.$inferInsert): Promise<boolean> {
  const rows = await db.insert(drawerMovements).values(row).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** What happened at the restaurant from <= time <= to (a fixed clock may stamp all three alike): payments, refunds, voids and discounts. */
export async function findShiftActivity(db: DbOrTx, restaurantId: string, from: Date, to: Date) {
  const payments = await db
    .select({
      type: transactionPayments.type,
      merchantAmount: transactionPayments.merchantAmount,
      change: transactionPayments.change,
      tip: transactionPayments.tip,
    })
    .from(transactionPayments)
    .where(
      and(
        eq(transactionPayments.restaurantId, restaurantId),
        gte(transactionPayments.time, from),
        lte(transactionPayments.time, to),
      ),
    )
    .orderBy(asc(transactionPayments.time));
  const refunds = await db
    .select({ type: transactionRefunds.type, amount: transactionRefunds.amount, tip: transactionRefunds.tip })
    .from(transactionRefunds)
    .where(
      and(
        eq(transactionRefunds.restaurantId, restaurantId),
        gte(transactionRefunds.time, from),
        lte(transactionRefunds.time, to),
      ),
    )
    .orderBy(asc(transactionRefunds.time));
  const edits = await db
    .select({ type: staffActivities.operationType, amount: staffActivities.price })
    .from(staffActivities)
    .where(
      and(
        eq(staffActivities.restaurantId, restaurantId),
        inArray(staffActivities.operationType, ['voidDish', 'addAdjustment']),
        gte(staffActivities.updatedAt, from),
        lte(staffActivities.updatedAt, to),
      ),
    );
  return {
    payments,
    refunds,
    voids: edits.filter((e) => e.type === 'voidDish'),
    discounts: edits.filter((e) => e.type === 'addAdjustment'),
  };
}

/**
 * A restaurant day's voids (the staff activities' voidDish rows: how many, their value) and the
 * over/short of the drawer shifts closed in it (decision 0512): both indexed reads of one day.
 */
export async function dayVoidsAndOverShort(
  db: DbOrTx,
  restaurantId: string,
  from: Date,
  to: Date,
): Promise<{ voids: { count: number; amount: number }; overShort: number }> {
  const [voids] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(abs(${staffActivities.price})), 0)::int`,
    })
    .from(staffActivities)
    .where(
      and(
        eq(staffActivities.restaurantId, restaurantId),
        eq(staffActivities.operationType, 'voidDish'),
        gte(staffActivities.updatedAt, from),
        lt(staffActivities.updatedAt, to),
      ),
    );
  const [shifts] = await db
    .select({ overShort: sql<number>`coalesce(sum(${drawerShifts.overShort}), 0)::int` })
    .from(drawerShifts)
    .where(
      and(
        eq(drawerShifts.restaurantId, restaurantId),
        eq(drawerShifts.status, 'closed'),
        gte(drawerShifts.closedAt, from),
        lt(drawerShifts.closedAt, to),
      ),
    );
  return {
    voids: { count: voids?.count ?? 0, amount: voids?.amount ?? 0 },
    overShort: shifts?.overShort ?? 0,
  };
}
