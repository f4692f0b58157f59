import type { TimesheetType } from '@rpos/domain';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staff, timesheets } from '../../db/schema';

/** A record with the name and number of its staff member (deleted staff keep theirs). */
export interface TimesheetJoined {
  id: string;
  staffId: string;
  firstName: string;
  lastName: string;
  staffNumber: string;
  type: TimesheetType | null;
  recordTime: Date;
  createdAt: Date;
  remarks: string;
}

const joinedColumns = {
  id: timesheets.id,
  staffId: timesheets.staffId,
  firstName: staff.firstName,
  lastName: staff.lastName,
  staffNumber: staff.staffNumber,
  type: timesheets.type,
  recordTime: timesheets.recordTime,
  createdAt: timesheets.createdAt,
  remarks: timesheets.remarks,
};

const asJoined = (rows: (Omit<TimesheetJoined, 'type'> & { type: string | null })[]): TimesheetJoined[] =>
  rows.map((r) => ({ ...r, type: r.type === 'checkin' || r.type === 'checkout' ? r.type : null }));

/** The restaurant's records (not deleted) with from <= record time < to. */
export async function findRecordsBetween(
  db: DbOrTx,
  restaurantId: string,
  from: Date,
  to: Date,
  staffId?: string,
): Promise<TimesheetJoined[]> {
  const rows = await db
    .select(joinedColumns)
    .from(timesheets)
    .innerJoin(staff, eq(staff.id, timesheets.staffId))
    .where(
      and(
        eq(timesheets.restaurantId, restaurantId),
        isNull(timesheets.deletedAt),
        gte(timesheets.recordTime, from),
        lt(timesheets.recordTime, to),
        staffId ? eq(timesheets.staffId, staffId) : undefined,
      ),
    )
    .orderBy(timesheets.recordTime, timesheets.id);
  return asJoined(rows);
}

export async function findRecord(
  db: DbOrTx,
  restaurantId: string,
  id: string,
): Promise<TimesheetJoined | undefined> {
  const rows = await db
    .select(joinedColumns)
    .from(timesheets)
    .innerJoin(staff, eq(staff.id, timesheets.staffId))
    .where(
      and(eq(timesheets.id, id), eq(timesheets.restaurantId, restaurantId), isNull(timesheets.deletedAt)),
    );
  return asJoined(rows)[0];
}

/** The staff member's latest typed record (their clock state). */
export async function lastTypedRecord(db: DbOrTx, staffId: string): Promise<TimesheetJoined | undefined> {
  const rows = await db
    .select(joinedColumns)
    .from(timesheets)
    .innerJoin(staff, eq(staff.id, timesheets.staffId))
    .where(and(eq(timesheets.staffId, staffId), isNull(timesheets.deletedAt), isNotNull(timesheets.type)))
    .orderBy(desc(timesheets.recordTime), desc(timesheets.id))
    .limit(1);
  return asJoined(rows)[0];
}

/** Holds the staff member's row to the end of the transaction: their records change one at a time. */
export async function lockStaffRow(tx: DbOrTx, staffId: string): Promise<void> {
  await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId)).for('update');
}

export async function insertRecord(
  tx: DbOrTx,
  row: {
    id: string;
    restaurantId: string;
    staffId: string;
    type: TimesheetType;
    recordTime: Date;
    remarks: string;
    source: 'pos' | 'backOffice';
    createdBy: string | null;
    createdAt: Date;
  },
): Promise<void> {
  await tx.insert(timesheets).values(row);
}

export async function markRecordsDeleted(
  tx: DbOrTx,
  restaurantId: string,
  ids: readonly string[],
  at: Date,
  by: string,
): Promise<number> {
  const rows = await tx
    .update(timesheets)
    .set({ deletedAt: at, deletedBy: by })
    .where(
      and(
        eq(timesheets.restaurantId, restaurantId),
        inArray(timesheets.id, [...ids]),
        isNull(timesheets.deletedAt),
      ),
    )
    .returning({ id: timesheets.id });
  return rows.length;
}
