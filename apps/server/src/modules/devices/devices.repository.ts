import type { Device } from '@rpos/domain';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { devices } from '../../db/schema';
import { newId } from '../../platform/ids';

export interface DeviceSighting {
  restaurantId: string;
  deviceKey: string;
  deviceName: string;
  version: string;
  buildNumber: string;
  os: string;
  userId: string;
}

/** The restaurant's devices, last signed in first. */
export async function findDevices(db: DbOrTx, restaurantId: string): Promise<Device[]> {
  const rows = await db
    .select()
    .from(devices)
    .where(eq(devices.restaurantId, restaurantId))
    .orderBy(desc(devices.updatedAt), devices.deviceName);
  return rows.map((r) => ({
    id: r.id,
    restaurantId: r.restaurantId,
    deviceName: r.deviceName,
    version: r.version,
    buildNumber: r.buildNumber,
    os: r.os,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** One row per (restaurant, device key): a new sign-in updates it (one statement, race-free). */
export async function upsertDevice(db: DbOrTx, d: DeviceSighting, now: Date): Promise<void> {
  const { restaurantId, deviceKey, ...fields } = d;
  await db
    .insert(devices)
    .values({ id: newId(), restaurantId, deviceKey, ...fields, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [devices.restaurantId, devices.deviceKey],
      set: { ...fields, updatedAt: now },
    });
}
