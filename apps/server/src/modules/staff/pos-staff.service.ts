import {
  POS_STAFF_MESSAGES as M,
  PIN_FAILURE_WINDOW_MINUTES,
  PIN_FAILURES_PER_STAFF,
  PIN_FAILURES_PER_TILL,
  type PosClockRequest,
  type PosStaff,
  type PosStaffSessionResponse,
  type PosStaffSignInRequest,
  type StaffSessionActivityType,
  staffPermissionName,
} from '@rpos/domain';
import type { PosStaffActor, StaffActor } from '../../platform/auth/actor';
import { actingRestaurantId } from '../../platform/auth/guards';
import { verifyAgainstDummy, verifyPassword } from '../../platform/auth/password';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import {
  clearPinFailures,
  countPinFailures,
  insertSessionActivity,
  purgePinFailures,
  recordPinFailure,
  setSessionStaff,
} from './pos-staff.repository';
import { findStaffByNumber, restaurantHasStaff, staffName } from './staff.repository';
import { insertRecord, lastTypedRecord, lockStaffRow } from './timesheets.repository';

/**
 * Staff at the web POS (decisions 0236–0238, 0243): sign-in with staff number and PIN on top of the
 * till's back-office session, rate-limited; sign-out; clock in and out. Each writes a staff activity.
 */

const WINDOW_MS = PIN_FAILURE_WINDOW_MINUTES * 60_000;

const ACTIVITY_NAMES: Record<StaffSessionActivityType, string> = {
  staffSignIn: 'Signed in at the POS',
  staffSignOut: 'Signed out of the POS',
  clockIn: 'Clocked in',
  clockOut: 'Clocked out',
};

async function writeActivity(
  deps: AppDeps,
  db: Parameters<typeof insertSessionActivity>[0],
  actor: StaffActor,
  restaurantId: string,
  who: PosStaffActor,
  type: StaffSessionActivityType,
): Promise<void> {
  await insertSessionActivity(db, {
    restaurantId,
    operationType: type,
    operationName: ACTIVITY_NAMES[type],
    details: `Staff ${who.staffNumber}`,
    staffName: who.name,
    userId: actor.userId,
    at: deps.now(),
  });
}

async function toPosStaff(deps: AppDeps, who: PosStaffActor): Promise<PosStaff> {
  const last = await lastTypedRecord(deps.database.db, who.id);
  return {
    id: who.id,
    name: who.name,
    staffNumber: who.staffNumber,
    permissions: who.permissions.map((code) => ({ code, name: staffPermissionName(code) })),
    clockedInAt: last?.type === 'checkin' ? last.recordTime.toISOString() : null,
  };
}

/** GET /pos/staff/session: who is at this till, and whether the POS needs someone. */
export async function posStaffSession(deps: AppDeps, actor: StaffActor): Promise<PosStaffSessionResponse> {
  const restaurantId = actingRestaurantId(actor);
  return {
    staff: actor.posStaff ? await toPosStaff(deps, actor.posStaff) : null,
    staffRequired: await restaurantHasStaff(deps.database.db, restaurantId),
  };
}

const retryAfter = (oldest: Date | null, now: Date): string =>
  String(Math.max(1, Math.ceil(((oldest?.getTime() ?? now.getTime()) + WINDOW_MS - now.getTime()) / 1000)));

/**
 * A staff number and PIN of the acting restaurant checked, rate-limited (decision 0236): more than 5
 * wrong PINs for one staff number within 15 minutes, or 20 from one till, answer 429 with
 * Retry-After; an unknown number costs the same time as a wrong PIN. A wrong one throws `wrong`. Used
 * by the sign-in and by a manager's approval (decision 0513), so both count towards one limit.
 */
export async function checkStaffPin(
  deps: AppDeps,
  actor: StaffActor,
  body: { staffNumber: string; pin: string },
  wrong: () => AppError,
) {
  const { db } = deps.database;
  const restaurantId = actingRestaurantId(actor);
  const now = deps.now();
  const key = { restaurantId, staffNumber: body.staffNumber, sessionIdHash: actor.sessionIdHash };
  const failures = await countPinFailures(db, key, new Date(now.getTime() - WINDOW_MS));
  if (failures.byNumber >= PIN_FAILURES_PER_STAFF || failures.bySession >= PIN_FAILURES_PER_TILL) {
    const oldest =
      failures.byNumber >= PIN_FAILURES_PER_STAFF ? failures.oldestByNumber : failures.oldestBySession;
    throw new AppError(
      'TOO_MANY_REQUESTS',
      M.tooManyAttempts,
      {},
      { 'Retry-After': retryAfter(oldest, now) },
    );
  }
  const member = await findStaffByNumber(db, restaurantId, body.staffNumber);
  const ok = member ? await verifyPassword(member.pinHash, body.pin) : await verifyAgainstDummy(body.pin);
  if (!member || !ok) {
    await recordPinFailure(db, { ...key, at: now });
    await purgePinFailures(db, new Date(now.getTime() - 86_400_000));
    throw wrong();
  }
  await clearPinFailures(db, restaurantId, body.staffNumber);
  return member;
}

/** POST /pos/staff/signIn: the staff member at the till from now on (checkStaffPin's limits). */
export async function signInPosStaff(
  deps: AppDeps,
  actor: StaffActor,
  body: PosStaffSignInRequest,
): Promise<PosStaffSessionResponse> {
  const { db } = deps.database;
  const restaurantId = actingRestaurantId(actor);
  const member = await checkStaffPin(
    deps,
    actor,
    body,
    () => new AppError('INVALID_CREDENTIALS', M.signInFailed),
  );
  const who = {
    id: member.id,
    name: staffName(member),
    staffNumber: member.staffNumber,
    permissions: member.permissions,
  };
  await db.transaction(async (tx) => {
    if (actor.posStaff && actor.posStaff.id !== member.id) {
      await writeActivity(deps, tx, actor, restaurantId, actor.posStaff, 'staffSignOut');
    }
    await setSessionStaff(tx, actor.sessionIdHash, member.id);
    await writeActivity(deps, tx, actor, restaurantId, who, 'staffSignIn');
  });
  return { staff: await toPosStaff(deps, who), staffRequired: true };
}

/** POST /pos/staff/signOut: nobody at the till (the back-office session stays). */
export async function signOutPosStaff(deps: AppDeps, actor: StaffActor): Promise<PosStaffSessionResponse> {
  const restaurantId = actingRestaurantId(actor);
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    await setSessionStaff(tx, actor.sessionIdHash, null);
    if (actor.posStaff) await writeActivity(deps, tx, actor, restaurantId, actor.posStaff, 'staffSignOut');
  });
  return { staff: null, staffRequired: await restaurantHasStaff(db, restaurantId) };
}

/**
 * POST /pos/staff/clock {type}: a timesheet record at the server's now for the staff member signed in,
 * under their lock: clocking in twice, or out without being in, is refused (409).
 */
export async function clockPosStaff(
  deps: AppDeps,
  actor: StaffActor,
  body: PosClockRequest,
): Promise<PosStaffSessionResponse> {
  const restaurantId = actingRestaurantId(actor);
  const who = actor.posStaff;
  if (!who) throw new AppError('STAFF_SIGN_IN_REQUIRED', M.signInRequired);
  const { db } = deps.database;
  const at = deps.now();
  await db.transaction(async (tx) => {
    await lockStaffRow(tx, who.id);
    const last = await lastTypedRecord(tx, who.id);
    const clockedIn = last?.type === 'checkin';
    if (body.type === 'checkin' && clockedIn) throw new AppError('CONFLICT', M.alreadyClockedIn);
    if (body.type === 'checkout' && !clockedIn) throw new AppError('CONFLICT', M.notClockedIn);
    await insertRecord(tx, {
      id: newId(),
      restaurantId,
      staffId: who.id,
      type: body.type,
      recordTime: at,
      remarks: '',
      source: 'pos',
      createdBy: actor.userId,
      createdAt: at,
    });
    await writeActivity(deps, tx, actor, restaurantId, who, body.type === 'checkin' ? 'clockIn' : 'clockOut');
  });
  return { staff: await toPosStaff(deps, who), staffRequired: true };
}
