import { describe, expect, it } from 'vitest';
import { parseCsv } from '../shared/csv';
import { timesheetClockFields } from './timesheet-clock';
import {
  checkTimesheetRange,
  hoursBetween,
  type PairableRecord,
  pairTimesheets,
  searchShifts,
  shiftKey,
  timesheetEndFieldError,
  timesheetsCsv,
} from './timesheet-rules';
import { TIMESHEET_MESSAGES as M, type TimesheetShift } from './timesheets.contract';

const at = (iso: string) => Date.parse(iso);
let n = 0;
const rec = (
  staffId: string,
  type: PairableRecord['type'],
  iso: string,
  createdIso = iso,
): PairableRecord => ({
  id: `r${String(++n).padStart(3, '0')}`,
  staffId,
  type,
  recordTime: at(iso),
  createdAt: at(createdIso),
});

describe('pairTimesheets (back-office.md §4)', () => {
  it('pairs each checkout with the immediately preceding checkin of the same staff, hours to 2 decimals', () => {
    const a1 = rec('a', 'checkin', '2025-06-02T09:00:00+10:00');
    const b1 = rec('b', 'checkin', '2025-06-02T09:05:00+10:00');
    const a2 = rec('a', 'checkout', '2025-06-02T17:20:00+10:00');
    const b2 = rec('b', 'checkout', '2025-06-02T13:45:30+10:00');
    const shifts = pairTimesheets([a2, b2, b1, a1]);
    expect(shifts.map((s) => [s.staffId, s.checkin?.id, s.checkout?.id, s.hours])).toEqual([
      ['a', a1.id, a2.id, 8.33],
      ['b', b1.id, b2.id, 4.68],
    ]);
    expect(shiftKey(shifts[0]!)).toBe(a2.id);
  });

  it('pairs an overnight shift across midnight (and the DST change night)', () => {
    const i = rec('a', 'checkin', '2025-04-05T22:00:00+11:00'); // Sydney, the night daylight saving ends
    const o = rec('a', 'checkout', '2025-04-06T06:00:00+10:00');
    expect(pairTimesheets([o, i])).toMatchObject([{ checkin: i, checkout: o, hours: 9 }]);
  });

  it('leaves a checkin without its checkout alone (still at work, or forgot), hours null', () => {
    const i1 = rec('a', 'checkin', '2025-06-02T09:00:00Z');
    const i2 = rec('a', 'checkin', '2025-06-03T09:00:00Z');
    const o2 = rec('a', 'checkout', '2025-06-03T15:30:00Z');
    const shifts = pairTimesheets([i1, i2, o2]);
    expect(shifts.map((s) => [s.checkin?.id ?? null, s.checkout?.id ?? null, s.hours])).toEqual([
      [i1.id, null, null],
      [i2.id, o2.id, 6.5],
    ]);
    expect(shiftKey(shifts[0]!)).toBe(i1.id);
  });

  it('leaves a checkout with no checkin before it alone, and never pairs one checkin twice', () => {
    const o0 = rec('a', 'checkout', '2025-06-02T08:00:00Z');
    const i = rec('a', 'checkin', '2025-06-02T09:00:00Z');
    const o1 = rec('a', 'checkout', '2025-06-02T12:00:00Z');
    const o2 = rec('a', 'checkout', '2025-06-02T13:00:00Z');
    expect(
      pairTimesheets([o2, o1, i, o0]).map((s) => [s.checkin?.id ?? null, s.checkout?.id ?? null, s.hours]),
    ).toEqual([
      [null, o0.id, null],
      [i.id, o1.id, 3],
      [null, o2.id, null],
    ]);
  });

  it("never pairs one staff member's checkin with another's checkout", () => {
    const i = rec('a', 'checkin', '2025-06-02T09:00:00Z');
    const o = rec('b', 'checkout', '2025-06-02T10:00:00Z');
    expect(pairTimesheets([i, o]).map((s) => s.hours)).toEqual([null, null]);
  });

  it('alternates legacy records (no type) by creation time: odd checkin, even checkout', () => {
    const l1 = rec('a', null, '2000-01-01T00:00:00Z', '2025-06-02T09:00:00Z');
    const l2 = rec('a', null, '2000-01-01T00:00:00Z', '2025-06-02T11:15:00Z');
    const l3 = rec('a', null, '2000-01-01T00:00:00Z', '2025-06-02T12:00:00Z');
    const shifts = pairTimesheets([l3, l1, l2]);
    expect(shifts.map((s) => [s.checkin?.id, s.checkout?.id ?? null, s.hours])).toEqual([
      [l1.id, l2.id, 2.25],
      [l3.id, null, null],
    ]);
    expect(shifts[0]!.checkinAt).toBe(at('2025-06-02T09:00:00Z'));
  });

  it('rounds hours to 2 decimals', () => {
    expect(hoursBetween(0, 20 * 60_000)).toBe(0.33);
    expect(hoursBetween(0, 50 * 60_000)).toBe(0.83);
    expect(hoursBetween(0, 0)).toBe(0);
  });
});

describe('checkTimesheetRange (back-office.md §5, §9)', () => {
  const today = '2025-06-10';
  it('accepts a range up to today, 27 days apart at most', () => {
    expect(checkTimesheetRange('01-06-25', '10-06-25', today)).toEqual({
      ok: true,
      startIso: '2025-06-01',
      endIso: '2025-06-10',
    });
    expect(checkTimesheetRange('10-06-25', '10-06-25', today).ok).toBe(true);
    expect(checkTimesheetRange('14-05-25', '10-06-25', today).ok).toBe(true);
  });
  it('answers the texts of §5', () => {
    expect(checkTimesheetRange(undefined, '10-06-25', today)).toEqual({ ok: false, message: M.selectRange });
    expect(checkTimesheetRange('31-02-25', '10-06-25', today)).toEqual({ ok: false, message: M.selectRange });
    expect(checkTimesheetRange('05-06-25', '04-06-25', today)).toEqual({
      ok: false,
      message: M.startAfterEnd,
    });
    expect(checkTimesheetRange('05-06-25', '11-06-25', today)).toEqual({ ok: false, message: M.future });
    expect(checkTimesheetRange('13-05-25', '10-06-25', today)).toEqual({ ok: false, message: M.gapTooLong });
    expect(M.startAfterEnd).toBe('Start date must be less than end date');
    expect(M.future).toBe('Start date and end date must be less than today');
    expect(M.gapTooLong).toBe('Start date and end date gap must be less than 28 days');
  });
  it("the pickers' own texts: a missing day, an end before the start", () => {
    expect(timesheetEndFieldError(null, '2025-06-01')).toBe('Please select a date range');
    expect(timesheetEndFieldError('2025-06-02', '2025-06-01')).toBe(
      'End date must be greater than start date',
    );
    expect(timesheetEndFieldError('2025-06-01', '2025-06-01')).toBeNull();
  });
});

describe('timesheet rows: search and CSV', () => {
  const row = (name: string, hours: number | null): TimesheetShift => ({
    id: name,
    staffId: name,
    name,
    staffNumber: name === 'Mei Chen' ? '1001' : '1002',
    checkinId: 'i',
    checkoutId: hours === null ? null : 'o',
    checkinTime: '2025-06-02T23:00:00.000Z',
    checkoutTime: hours === null ? null : '2025-06-03T07:30:00.000Z',
    hours,
    remarks: '',
    dateStr: '03-06-25',
  });
  it('searches by name or staff number', () => {
    const rows = [row('Mei Chen', 8.5), row('Sam Jones', null)];
    expect(searchShifts(rows, 'mei').map((r) => r.name)).toEqual(['Mei Chen']);
    expect(searchShifts(rows, '1002').map((r) => r.name)).toEqual(['Sam Jones']);
    expect(searchShifts(rows, ' ').length).toBe(2);
  });
  it('writes Name, Checkin, Checkout, Hours', () => {
    const csv = timesheetsCsv(
      [row('Mei Chen', 8.5), row('Sam Jones', null)],
      (iso) => `@${iso.slice(11, 16)}`,
    );
    expect(parseCsv(csv)).toEqual([
      ['Name', 'Checkin', 'Checkout', 'Hours'],
      ['Mei Chen', '@23:00', '@07:30', '8.50'],
      ['Sam Jones', '@23:00', '', ''],
    ]);
  });
});

describe('timesheetClockFields (§3)', () => {
  it('gives the restaurant clock, UTC and the offset of that moment (DST included)', () => {
    expect(timesheetClockFields(new Date('2025-01-15T22:30:05Z'), 'Australia/Sydney')).toEqual({
      clockTime: '09:30:05',
      clockDate: '16/01/2025',
      clockTimeUTC: '22:30:05',
      clockDateUTC: '15/01/2025',
      timezone: 'Australia/Sydney',
      utcOffset: '+11:00',
    });
    expect(timesheetClockFields(new Date('2025-06-15T22:30:00Z'), 'Australia/Sydney').utcOffset).toBe(
      '+10:00',
    );
    expect(timesheetClockFields(new Date('2025-06-15T22:30:00Z'), 'America/New_York').utcOffset).toBe(
      '-04:00',
    );
  });
});
