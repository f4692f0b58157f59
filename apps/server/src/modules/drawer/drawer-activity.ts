import type { DbOrTx } from '../../db/client';
import { staffActivities } from '../../db/schema';
import type { StaffActor } from '../../platform/auth/actor';
import { newOrderedId } from '../../platform/ids';

/** What a drawer change writes to the staff activities (no bill): who, who approved, how much. */
export async function writeDrawerActivity(
  db: DbOrTx,
  restaurantId: string,
  actor: StaffActor,
  at: Date,
  entry: { operationType: string; operationName: string; price: number; details: string },
): Promise<void> {
  await db.insert(staffActivities).values({
    id: newOrderedId(),
    restaurantId,
    transactionId: null,
    ...entry,
    staffName: actor.posStaff?.name ?? actor.name,
    approvedBy: actor.posApprover?.name ?? null,
    userId: actor.userId,
    updatedAt: at,
  });
}
