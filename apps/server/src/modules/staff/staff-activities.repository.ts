import type { StaffActivity } from '@rpos/domain';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staffActivities } from '../../db/schema';

/** The restaurant's activities with from <= time < to, newest first (a log: the latest on top). */
export async function findActivitiesBetween(
  db: DbOrTx,
  restaurantId: string,
  from: Date,
  to: Date,
): Promise<StaffActivity[]> {
  const rows = await db
    .select()
    .from(staffActivities)
    .where(
      and(
        eq(staffActivities.restaurantId, restaurantId),
        gte(staffActivities.updatedAt, from),
        lt(staffActivities.updatedAt, to),
      ),
    )
    .orderBy(desc(staffActivities.updatedAt), desc(staffActivities.id));
  return rows.map((r) => ({
    id: r.id,
    operationType: r.operationType,
    operationName: r.operationName,
    details: r.details,
    updatedAt: r.updatedAt.toISOString(),
    price: r.price,
    staffName: r.staffName,
    approvedBy: r.approvedBy,
    transactionId: r.transactionId,
  }));
}
