import { DEVICE_HEADERS } from '@rpos/domain';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { findDevices, upsertDevice } from './devices.repository';

export const listDevices = (deps: AppDeps, restaurantId: string) =>
  findDevices(deps.database.db, restaurantId);

const header = (request: FastifyRequest, name: string, max: number): string => {
  const v = request.headers[name];
  const s = (Array.isArray(v) ? v[0] : v) ?? '';
  return s.trim().slice(0, max);
};

/**
 * After a successful POST /login: a POS or kiosk app that names its installation (x-device-id) is
 * recorded for the user's restaurant with its name, app version, build number and OS (decision 0308).
 * A browser sends no device id and records nothing. Never fails the sign-in.
 */
export async function registerDeviceOnSignIn(
  deps: AppDeps,
  request: FastifyRequest,
  user: { id: string; restaurantId: string | null },
): Promise<void> {
  const deviceKey = header(request, DEVICE_HEADERS.id, 200);
  if (!deviceKey || !user.restaurantId) return;
  try {
    await upsertDevice(
      deps.database.db,
      {
        restaurantId: user.restaurantId,
        deviceKey,
        deviceName: header(request, DEVICE_HEADERS.name, 200),
        version: header(request, DEVICE_HEADERS.version, 50),
        buildNumber: header(request, DEVICE_HEADERS.buildNumber, 50),
        os: header(request, DEVICE_HEADERS.os, 100),
        userId: user.id,
      },
      deps.now(),
    );
  } catch (err) {
    request.log.error({ err }, 'device registration failed');
  }
}
