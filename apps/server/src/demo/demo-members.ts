import type { DbOrTx } from '../db/client';
import { members } from '../db/schema';
import { newId } from '../platform/ids';

/** Golden Dragon's demo members (issue 17): who the back-office finds when it issues vouchers. */
export const DEMO_MEMBERS = [
  { firstName: 'Mei', lastName: 'Chen', phone: '0412345001', birthdayDay: 14, birthdayMonth: 2 },
  { firstName: 'Jack', lastName: 'Wilson', phone: '0412345002', birthdayDay: null, birthdayMonth: null },
  { firstName: 'Olivia', lastName: 'Nguyen', phone: '0412345003', birthdayDay: 29, birthdayMonth: 2 },
  { firstName: 'Liam', lastName: 'Smith', phone: '0412345004', birthdayDay: 1, birthdayMonth: 12 },
] as const;

export async function insertDemoMembers(
  tx: DbOrTx,
  options: { restaurantId: string; now: Date },
): Promise<void> {
  await tx.insert(members).values(
    DEMO_MEMBERS.map((m) => ({
      id: newId(),
      restaurantId: options.restaurantId,
      ...m,
      createdAt: options.now,
      updatedAt: options.now,
    })),
  );
}
