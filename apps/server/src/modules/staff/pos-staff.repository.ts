import { and, count, eq, gt, isNull, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, staff, staffActivities, staffPinFailures } from '../../db/schema';
import type { PosStaffActor } from '../../platform/auth/actor';
import { newId, newOrderedId } from '../../platform/ids';

/** The staff member signed in at a till, when they belong to the restaurant acted on and are not deleted. */
export async function findPosStaffActor(
  db: DbOrTx,
  staffId: string,
  restaurantId: string,
): Promise<PosStaffActor | null> {
  const [row] = await db
    .select({
      id: staff.id,
      firstName: staff.firstName,
      lastName: staff.lastName,
      staffNumber: staff.staffNumber,
      permissions: staff.permissions,
    })
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.restaurantId, restaurantId), isNull(staff.deletedAt)));
  if (!row) return null;
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    staffNumber: row.staffNumber,
    permissions: row.permissions,
  };
}

/** Puts a staff member at the till of this session (null: nobody). */
export async function setSessionStaff(
  db: DbOrTx,
  sessionIdHash: string,
  staffId: string | null,
): Promise<void> {
  await db.update(sessions).set({ posStaffId: staffId }).where(eq(sessions.idHash, sessionIdHash));
}

// ---- wrong PINs (decision 0236) ----

export async function recordPinFailure(
  db: DbOrTx,
  failure: { restaurantId: string; staffNumber: string; sessionIdHash: string; at: Date },
): Promise<void> {
  await db.insert(staffPinFailures).values({ id: newId(), ...failure });
}

/** Wrong PINs since `since`: for this number of the restaurant, and from this till; the oldest of each. */
export async function countPinFailures(
  db: DbOrTx,
  key: { restaurantId: string; staffNumber: string; sessionIdHash: string },
  since: Date,
): Promise<{
  byNumber: number;
  bySession: number;
  oldestByNumber: Date | null;
  oldestBySession: Date | null;
}> {
  const forNumber = and(
    eq(staffPinFailures.restaurantId, key.restaurantId),
    eq(staffPinFailures.staffNumber, key.staffNumber),
    gt(staffPinFailures.at, since),
  );
  const forSession = and(
    eq(staffPinFailures.sessionIdHash, key.sessionIdHash),
    gt(staffPinFailures.at, since),
  );
  const [a] = await db
    .select({ n: count(), oldest: min(staffPinFailures.at) })
    .from(staffPinFailures)
    .where(forNumber);
  const [b] = await db
    .select({ n: count(), oldest: min(staffPinFailures.at) })
    .from(staffPinFailures)
    .where(forSession);
  return {
    byNumber: a?.n ?? 0,
    bySession: b?.n ?? 0,
    oldestByNumber: a?.oldest ?? null,
    oldestBySession: b?.oldest ?? null,
  };
}

/** A right PIN clears the number's failures (the till's stay until they age out). */
export async function clearPinFailures(db: DbOrTx, restaurantId: string, staffNumber: string): Promise<void> {
  await db
    .delete(staffPinFailures)
    .where(
      and(eq(staffPinFailures.restaurantId, restaurantId), eq(staffPinFailures.staffNumber, staffNumber)),
    );
}

// ---- activities that are not a bill change (decision 0243) ----

export async function insertSessionActivity(
  db: DbOrTx,
  row: {
    restaurantId: string;
    operationType: string;
    operationName: string;
    details: string;
    staffName: string;
    userId: string;
    at: Date;
  },
): Promise<void> {
  const { at, ...rest } = row;
  await db
    .insert(staffActivities)
    .values({ id: newOrderedId(), transactionId: null, price: 0, updatedAt: at, ...rest });
}

/** Deletes PIN failures older than `before` (housekeeping). */
export async function purgePinFailures(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(staffPinFailures).where(sql`${staffPinFailures.at} < ${before}`);
}
