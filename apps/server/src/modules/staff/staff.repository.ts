import { DEFAULT_TIMEZONE, type Staff, type StaffValues, staffPermissionName } from '@rpos/domain';
import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { restaurants, sessions, staff } from '../../db/schema';

export type StaffRow = typeof staff.$inferSelect;

/** A row as the API answers it (§3 "Staff"): permissions with their names, no PIN hash. */
export function toStaff(row: StaffRow): Staff {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    staffNumber: row.staffNumber,
    permissions: row.permissions.map((code) => ({ code, name: staffPermissionName(code) })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const staffName = (row: Pick<StaffRow, 'firstName' | 'lastName'>): string =>
  `${row.firstName} ${row.lastName}`.trim();

/** A staff member of this restaurant who is not deleted; another restaurant's is not found. */
export async function findStaff(db: DbOrTx, restaurantId: string, id: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.id, id), eq(staff.restaurantId, restaurantId), isNull(staff.deletedAt)));
  return row;
}

export async function findStaffByNumber(
  db: DbOrTx,
  restaurantId: string,
  staffNumber: string,
): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staff)
    .where(
      and(eq(staff.restaurantId, restaurantId), eq(staff.staffNumber, staffNumber), isNull(staff.deletedAt)),
    );
  return row;
}

/** The highest staff number the restaurant ever gave (deleted staff included); null for none. */
export async function highestStaffNumber(db: DbOrTx, restaurantId: string): Promise<number | null> {
  const [row] = await db
    .select({ max: sql<string | null>`max(${staff.staffNumber}::bigint)` })
    .from(staff)
    .where(eq(staff.restaurantId, restaurantId));
  return row?.max == null ? null : Number(row.max);
}

/** True when a number is taken in the restaurant (by anyone, deleted or not). */
export async function staffNumberTaken(
  db: DbOrTx,
  restaurantId: string,
  staffNumber: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.restaurantId, restaurantId), eq(staff.staffNumber, staffNumber)));
  return !!row;
}

/** Whether the restaurant has anyone to sign in at its POS. */
export async function restaurantHasStaff(db: DbOrTx, restaurantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.restaurantId, restaurantId), isNull(staff.deletedAt)))
    .limit(1);
  return !!row;
}

/**
 * Holds the restaurant's row until the transaction ends: two staff created at once take turns, so
 * the second sees the first's number (decision 0235).
 */
export async function lockStaffOf(tx: DbOrTx, restaurantId: string): Promise<void> {
  await tx
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .for('update');
}

export async function insertStaff(
  tx: DbOrTx,
  row: { id: string; restaurantId: string; pinHash: string; at: Date } & StaffValues,
): Promise<StaffRow> {
  const { at, ...values } = row;
  const [inserted] = await tx
    .insert(staff)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning();
  return inserted!;
}

/** Updates the fields of the form (never the staff number); undefined when not this restaurant's. */
export async function updateStaff(
  tx: DbOrTx,
  restaurantId: string,
  id: string,
  values: Omit<StaffValues, 'staffNumber'>,
  at: Date,
): Promise<StaffRow | undefined> {
  const [row] = await tx
    .update(staff)
    .set({ ...values, updatedAt: at })
    .where(and(eq(staff.id, id), eq(staff.restaurantId, restaurantId), isNull(staff.deletedAt)))
    .returning();
  return row;
}

export async function setStaffPin(
  tx: DbOrTx,
  restaurantId: string,
  id: string,
  pinHash: string,
  at: Date,
): Promise<StaffRow | undefined> {
  const [row] = await tx
    .update(staff)
    .set({ pinHash, updatedAt: at })
    .where(and(eq(staff.id, id), eq(staff.restaurantId, restaurantId), isNull(staff.deletedAt)))
    .returning();
  return row;
}

/** Marks the staff member deleted and signs them out of every till; false when not found. */
export async function softDeleteStaff(
  tx: DbOrTx,
  restaurantId: string,
  id: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(staff)
    .set({ deletedAt: at, updatedAt: at })
    .where(and(eq(staff.id, id), eq(staff.restaurantId, restaurantId), isNull(staff.deletedAt)))
    .returning({ id: staff.id });
  if (rows.length === 0) return false;
  await tx.update(sessions).set({ posStaffId: null }).where(eq(sessions.posStaffId, id));
  return true;
}

/** The list's filter: name, staff number, e-mail or phone containing the search. */
function listFilter(restaurantId: string, search: string) {
  const base = and(eq(staff.restaurantId, restaurantId), isNull(staff.deletedAt));
  if (!search) return base;
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return and(
    base,
    or(
      ilike(sql`${staff.firstName} || ' ' || ${staff.lastName}`, like),
      ilike(staff.staffNumber, like),
      ilike(staff.email, like),
      ilike(staff.phoneNumber, like),
    ),
  );
}

/** One page of the restaurant's staff, last updated first, and how many match in all. */
export async function listStaff(
  db: DbOrTx,
  restaurantId: string,
  options: { search: string; limit: number; offset: number },
): Promise<{ rows: StaffRow[]; total: number }> {
  const where = listFilter(restaurantId, options.search);
  const rows = await db
    .select()
    .from(staff)
    .where(where)
    .orderBy(desc(staff.updatedAt), staff.id)
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db.select({ n: count() }).from(staff).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The restaurant's timezone (its days and clock). */
export async function restaurantTimezone(db: DbOrTx, restaurantId: string): Promise<string> {
  const [row] = await db
    .select({ timezone: restaurants.timezone })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row?.timezone || DEFAULT_TIMEZONE;
}
