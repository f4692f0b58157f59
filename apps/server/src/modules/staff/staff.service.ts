import { randomInt } from 'node:crypto';
import {
  STAFF_MESSAGES as M,
  nextStaffNumber,
  type SaveStaffResponse,
  STAFF_PERMISSIONS,
  STAFF_PIN_LENGTH,
  type StaffNumberResponse,
  type StaffValues,
} from '@rpos/domain';
import { hashPassword } from '../../platform/auth/password';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import {
  highestStaffNumber,
  insertStaff,
  lockStaffOf,
  setStaffPin,
  softDeleteStaff,
  staffNumberTaken,
  toStaff,
  updateStaff,
} from './staff.repository';

/** Staff management (back-office.md §2.12, §7; decisions 0235–0237). */

/** The codes the form offers, as {code, name}. */
export const offeredStaffPermissions = () => STAFF_PERMISSIONS.map((p) => ({ code: p.code, name: p.name }));

export const staffNotFound = (): AppError => new AppError('NOT_FOUND', M.notFound);

/** A new PIN: 6 digits from a cryptographic source (decision 0236). */
export const newPin = (): string =>
  String(randomInt(0, 10 ** STAFF_PIN_LENGTH)).padStart(STAFF_PIN_LENGTH, '0');

/** GET /staffNumber: the offered permissions and the number after the highest ever given. */
export async function staffNumberOffer(deps: AppDeps, restaurantId: string): Promise<StaffNumberResponse> {
  return {
    permissions: offeredStaffPermissions(),
    newStaffNumber: nextStaffNumber(await highestStaffNumber(deps.database.db, restaurantId)),
  };
}

/**
 * POST /staff: under the restaurant's lock, the number the form showed when it is still free, else
 * the next one (two managers adding staff at once both succeed, with different numbers). A PIN is
 * made, hashed like a password, and answered this once.
 */
export async function createStaff(
  deps: AppDeps,
  restaurantId: string,
  values: StaffValues,
): Promise<SaveStaffResponse> {
  const pin = newPin();
  const pinHash = await hashPassword(pin);
  const at = deps.now();
  const row = await deps.database.db.transaction(async (tx) => {
    await lockStaffOf(tx, restaurantId);
    const staffNumber = (await staffNumberTaken(tx, restaurantId, values.staffNumber))
      ? nextStaffNumber(await highestStaffNumber(tx, restaurantId))
      : values.staffNumber;
    return insertStaff(tx, { ...values, staffNumber, id: newId(), restaurantId, pinHash, at });
  });
  return { staff: toStaff(row), message: M.updated, pin };
}

/** POST /staff/{id}: the form's fields; the staff number stays as it was given. */
export async function saveStaff(
  deps: AppDeps,
  restaurantId: string,
  id: string,
  values: StaffValues,
): Promise<SaveStaffResponse> {
  const { staffNumber: _kept, ...rest } = values;
  const row = await updateStaff(deps.database.db, restaurantId, id, rest, deps.now());
  if (!row) throw staffNotFound();
  return { staff: toStaff(row), message: M.updated };
}

/** POST /staff/{id}/pin: a new PIN, answered once; the old one stops working at once. */
export async function resetStaffPin(
  deps: AppDeps,
  restaurantId: string,
  id: string,
): Promise<SaveStaffResponse> {
  const pin = newPin();
  const row = await setStaffPin(deps.database.db, restaurantId, id, await hashPassword(pin), deps.now());
  if (!row) throw staffNotFound();
  return { staff: toStaff(row), message: M.updated, pin };
}

/** DELETE /staff/{id}: the row stays (timesheets keep the name); they are signed out of every till. */
export async function deleteStaff(
  deps: AppDeps,
  restaurantId: string,
  id: string,
): Promise<{ message: string }> {
  const deleted = await deps.database.db.transaction((tx) =>
    softDeleteStaff(tx, restaurantId, id, deps.now()),
  );
  if (!deleted) throw staffNotFound();
  return { message: M.deleted };
}
