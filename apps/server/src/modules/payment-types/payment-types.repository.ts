import {
  type PaymentTypeValue,
  type PosPaymentType,
  sortPaymentTypes,
  surchargeRateFromBasisPoints,
  surchargeRateToBasisPoints,
} from '@rpos/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { posPaymentTypes, restaurants } from '../../db/schema';
import { newId } from '../../platform/ids';

export type PaymentTypeRow = typeof posPaymentTypes.$inferSelect;

export function toPaymentType(row: PaymentTypeRow): PosPaymentType {
  return {
    paymentTypeId: row.id,
    paymentType: row.paymentType,
    surchargeRate: surchargeRateFromBasisPoints(row.surchargeRateBp),
    enabled: row.enabled,
    sort: row.sort,
    description: row.description,
  };
}

/** The restaurant's payment types, ascending by sort (equal sorts by name). */
export async function findPaymentTypes(db: DbOrTx, restaurantId: string): Promise<PosPaymentType[]> {
  const rows = await db.select().from(posPaymentTypes).where(eq(posPaymentTypes.restaurantId, restaurantId));
  return sortPaymentTypes(rows.map(toPaymentType));
}

/**
 * Holds the restaurant's row until the transaction ends: writes of one restaurant's payment types
 * take turns, so a create never races a list replaced whole.
 */
export async function lockPaymentTypesOf(tx: DbOrTx, restaurantId: string): Promise<void> {
  await tx
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .for('update');
}

function rowOf(restaurantId: string, v: PaymentTypeValue, id: string, now: Date) {
  return {
    id,
    restaurantId,
    paymentType: v.paymentType,
    surchargeRateBp: surchargeRateToBasisPoints(v.surchargeRate),
    enabled: v.enabled,
    sort: v.sort,
    description: v.description,
    updatedAt: now,
  };
}

export async function insertPaymentType(
  tx: DbOrTx,
  restaurantId: string,
  value: PaymentTypeValue,
  now: Date,
): Promise<PosPaymentType> {
  const [row] = await tx
    .insert(posPaymentTypes)
    .values({ ...rowOf(restaurantId, value, newId(), now), createdAt: now })
    .returning();
  return toPaymentType(row!);
}

/**
 * Replaces the restaurant's payment types with this list, in the caller's transaction. An item keeps
 * its id (and created time) when it is one of this restaurant's; any other id gets a new one, so
 * another restaurant's row is never touched.
 */
export async function replacePaymentTypes(
  tx: DbOrTx,
  restaurantId: string,
  list: readonly PaymentTypeValue[],
  now: Date,
): Promise<PosPaymentType[]> {
  const existing = await tx
    .select({ id: posPaymentTypes.id, createdAt: posPaymentTypes.createdAt })
    .from(posPaymentTypes)
    .where(eq(posPaymentTypes.restaurantId, restaurantId));
  const created = new Map(existing.map((r) => [r.id, r.createdAt]));
  const used = new Set<string>();
  const rows = list.map((v) => {
    const known = v.paymentTypeId && created.has(v.paymentTypeId) && !used.has(v.paymentTypeId);
    const id = known ? v.paymentTypeId! : newId();
    used.add(id);
    return { ...rowOf(restaurantId, v, id, now), createdAt: created.get(id) ?? now };
  });
  await tx.delete(posPaymentTypes).where(eq(posPaymentTypes.restaurantId, restaurantId));
  if (rows.length > 0) await tx.insert(posPaymentTypes).values(rows);
  return findPaymentTypes(tx, restaurantId);
}
