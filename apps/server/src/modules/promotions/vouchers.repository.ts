import type { VoucherValues } from '@rpos/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members, vouchers } from '../../db/schema';
import { newId } from '../../platform/ids';

export type VoucherTableRow = typeof vouchers.$inferSelect;
export interface VoucherWithMember extends VoucherTableRow {
  memberFirstName: string;
  memberLastName: string;
}

/** One page of the restaurant's vouchers, the latest change first, with the member's name. */
export async function listRestaurantVouchers(
  db: DbOrTx,
  restaurantId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: VoucherWithMember[]; total: number }> {
  const rows = await db
    .select({ voucher: vouchers, firstName: members.firstName, lastName: members.lastName })
    .from(vouchers)
    .innerJoin(members, eq(members.id, vouchers.memberId))
    .where(eq(vouchers.restaurantId, restaurantId))
    .orderBy(desc(vouchers.updatedAt), desc(vouchers.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(vouchers)
    .where(eq(vouchers.restaurantId, restaurantId));
  return {
    rows: rows.map((r) => ({ ...r.voucher, memberFirstName: r.firstName, memberLastName: r.lastName })),
    total: total?.n ?? 0,
  };
}

/** One active 'online' voucher per member (the caller checked they are the restaurant's). */
export async function insertVouchers(
  db: DbOrTx,
  restaurantId: string,
  memberIds: readonly string[],
  values: VoucherValues,
  now: Date,
): Promise<number> {
  if (memberIds.length === 0) return 0;
  const rows = await db
    .insert(vouchers)
    .values(
      memberIds.map((memberId) => ({
        id: newId(),
        restaurantId,
        memberId,
        type: 'online' as const,
        status: 'active' as const,
        ...values,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: vouchers.id });
  return rows.length;
}
