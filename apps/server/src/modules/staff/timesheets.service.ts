import {
  type CreateTimesheetRequest,
  checkTimesheetRange,
  type DeleteTimesheetResponse,
  fromWallDateTime,
  localClock,
  TIMESHEET_MESSAGES as M,
  orderDateStrAt,
  type PairedShift,
  pairTimesheets,
  shiftKey,
  type TimesheetRecord,
  type TimesheetSavedResponse,
  type TimesheetShift,
  type TimesheetsQuery,
  type TimesheetsResponse,
  timesheetClockFields,
  wallTimeToInstant,
} from '@rpos/domain';
import type { StaffActor } from '../../platform/auth/actor';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { findStaff, restaurantTimezone, staffName } from './staff.repository';
import {
  findRecord,
  findRecordsBetween,
  insertRecord,
  lockStaffRow,
  markRecordsDeleted,
  type TimesheetJoined,
} from './timesheets.repository';

/** Timesheets (back-office.md §2.12, §4, §5, §7; decisions 0239–0242). */

const DAY_MS = 86_400_000;
/** How far past the range records are read, so a shift crossing its edge keeps both ends (decision 0239). */
const PAIRING_MARGIN_MS = DAY_MS;

/** A record as the pairing reads it (times in ms), carrying the row. */
const pairable = (r: TimesheetJoined) => ({
  ...r,
  recordTime: r.recordTime.getTime(),
  createdAt: r.createdAt.getTime(),
  source: r,
});
type PairInput = ReturnType<typeof pairable>;

const shiftStart = (s: PairedShift<PairInput>): number => s.checkinAt ?? s.checkoutAt ?? 0;

/** A record as §3 gives it; hours and both times on the record that closes a shift. */
function toRecord(
  r: TimesheetJoined,
  closing: PairedShift<PairInput> | undefined,
  timezone: string,
): TimesheetRecord {
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  const at = r.type === null ? r.createdAt : r.recordTime;
  return {
    id: r.id,
    staffId: r.staffId,
    firstName: r.firstName,
    lastName: r.lastName,
    staffNumber: r.staffNumber,
    type: r.type,
    recordTime: Math.floor(r.recordTime.getTime() / 1000),
    createdAt: r.createdAt.toISOString(),
    hours: closing?.hours ?? null,
    checkinTime: closing ? iso(closing.checkinAt) : null,
    checkoutTime: closing ? iso(closing.checkoutAt) : null,
    timesheetVersion: r.type === null ? 1 : 2,
    remarks: r.remarks,
    ...timesheetClockFields(at, timezone),
    hasTimezoneData: true,
  };
}

function toShift(s: PairedShift<PairInput>, timezone: string): TimesheetShift {
  const first = (s.checkin ?? s.checkout)!.source;
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    id: shiftKey(s),
    staffId: s.staffId,
    name: staffName(first),
    staffNumber: first.staffNumber,
    checkinId: s.checkin?.id ?? null,
    checkoutId: s.checkout?.id ?? null,
    checkinTime: iso(s.checkinAt),
    checkoutTime: iso(s.checkoutAt),
    hours: s.hours,
    remarks: [s.checkin?.source.remarks, s.checkout?.source.remarks].filter(Boolean).join(' · '),
    dateStr: orderDateStrAt(new Date(shiftStart(s)), timezone),
  };
}

/** The restaurant day bounds [from, to) of YYYY-MM-DD days on its clock. */
function dayBounds(startIso: string, endIso: string, timezone: string): { from: Date; to: Date } {
  const next = new Date(Date.parse(`${endIso}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return { from: wallTimeToInstant(startIso, 0, timezone), to: wallTimeToInstant(next, 0, timezone) };
}

/**
 * GET /timesheets: the range's shifts (a shift belongs to the day it started) and their records.
 * Records a day either side are read too, so an overnight shift at the range's edge keeps both ends.
 */
export async function listTimesheets(
  deps: AppDeps,
  restaurantId: string,
  query: TimesheetsQuery,
): Promise<TimesheetsResponse> {
  const { db } = deps.database;
  const timezone = await restaurantTimezone(db, restaurantId);
  const range = checkTimesheetRange(
    query.startDateStr,
    query.endDateStr,
    localClock(deps.now(), timezone).isoDate,
  );
  if (!range.ok) throw new AppError('BAD_REQUEST', range.message);
  const { from, to } = dayBounds(range.startIso, range.endIso, timezone);
  const rows = await findRecordsBetween(
    db,
    restaurantId,
    new Date(from.getTime() - PAIRING_MARGIN_MS),
    new Date(to.getTime() + PAIRING_MARGIN_MS),
  );
  const shifts = pairTimesheets(rows.map(pairable)).filter((s) => {
    const start = shiftStart(s);
    return start >= from.getTime() && start < to.getTime();
  });
  const closing = new Map<string, PairedShift<PairInput>>();
  for (const s of shifts) closing.set((s.checkout ?? s.checkin)!.id, s);
  const kept = new Set(shifts.flatMap((s) => [s.checkin?.id, s.checkout?.id]).filter(Boolean));
  return {
    timesheets: rows.filter((r) => kept.has(r.id)).map((r) => toRecord(r, closing.get(r.id), timezone)),
    shifts: shifts.map((s) => toShift(s, timezone)),
  };
}

/** POST /timesheet: a checkin or checkout a manager adds for a staff member of the restaurant. */
export async function createTimesheet(
  deps: AppDeps,
  actor: StaffActor,
  restaurantId: string,
  body: CreateTimesheetRequest & { remarks: string },
): Promise<TimesheetSavedResponse> {
  const { db } = deps.database;
  const member = await findStaff(db, restaurantId, body.staffId);
  if (!member) throw new AppError('NOT_FOUND', M.staffNotFound);
  const timezone = await restaurantTimezone(db, restaurantId);
  const recordTime = fromWallDateTime(body.time, timezone);
  if (!recordTime) throw new AppError('BAD_REQUEST', M.timeRequired);
  const at = deps.now();
  if (recordTime.getTime() > at.getTime()) throw new AppError('BAD_REQUEST', M.timeInFuture);
  const id = newId();
  await db.transaction(async (tx) => {
    await lockStaffRow(tx, member.id);
    await insertRecord(tx, {
      id,
      restaurantId,
      staffId: member.id,
      type: body.type,
      recordTime,
      remarks: body.remarks,
      source: 'backOffice',
      createdBy: actor.userId,
      createdAt: at,
    });
  });
  const saved = await findRecord(db, restaurantId, id);
  return { message: M.saved, timesheet: toRecord(saved!, undefined, timezone) };
}

/**
 * PUT /timesheet/{id} {dateStr}: the delete icon (decision 0241). The record and the one the pairing
 * rule paired it with go together, under the staff member's lock; dateStr must be the row's day.
 */
export async function deleteTimesheet(
  deps: AppDeps,
  actor: StaffActor,
  restaurantId: string,
  id: string,
  dateStr: string,
): Promise<DeleteTimesheetResponse> {
  const { db } = deps.database;
  const timezone = await restaurantTimezone(db, restaurantId);
  const removed = await db.transaction(async (tx) => {
    const record = await findRecord(tx, restaurantId, id);
    if (!record) throw new AppError('NOT_FOUND', M.notFound);
    await lockStaffRow(tx, record.staffId);
    const around = await findRecordsBetween(
      tx,
      restaurantId,
      new Date(record.recordTime.getTime() - 2 * PAIRING_MARGIN_MS),
      new Date(record.recordTime.getTime() + 2 * PAIRING_MARGIN_MS),
      record.staffId,
    );
    const shift = pairTimesheets(around.map(pairable)).find(
      (s) => s.checkin?.id === id || s.checkout?.id === id,
    );
    if (!shift) throw new AppError('NOT_FOUND', M.notFound);
    if (orderDateStrAt(new Date(shiftStart(shift)), timezone) !== dateStr.trim()) {
      throw new AppError('BAD_REQUEST', M.dayMismatch);
    }
    const ids = [shift.checkin?.id, shift.checkout?.id].filter((x): x is string => !!x);
    return markRecordsDeleted(tx, restaurantId, ids, deps.now(), actor.userId);
  });
  return { message: M.saved, removed };
}
