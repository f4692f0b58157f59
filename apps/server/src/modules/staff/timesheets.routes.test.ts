import { TIMESHEET_MESSAGES as M, TimesheetSavedResponse, TimesheetsResponse } from '@rpos/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { timesheets } from '../../db/schema';
import { newId } from '../../platform/ids';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { addStaff, api } from './staff-test-helpers';

const t = await buildTestApp();
// Tuesday 10 June 2025, 14:00 in Sydney.
const NOW = new Date('2025-06-10T04:00:00Z');
let owner: { cookie: string; restaurantId: string };

beforeAll(async () => {
  t.setNow(NOW);
  const u = await signedInUser(t, { role: 'restaurantAdmin' });
  owner = { cookie: u.cookie, restaurantId: u.user.restaurantId! };
});

const list = (as: string, start: string, end: string) =>
  api(t, as, 'GET', `/timesheets?startDateStr=${start}&endDateStr=${end}`);
const add = (as: string, payload: object) => api(t, as, 'POST', '/timesheet', payload);

describe('GET /timesheets: the range (back-office.md §5)', () => {
  it('answers the texts of §5 for a bad range', async () => {
    for (const [q, message] of [
      ['', M.selectRange],
      ['?startDateStr=01-06-25', M.selectRange],
      ['?startDateStr=31-02-25&endDateStr=01-06-25', M.selectRange],
      ['?startDateStr=05-06-25&endDateStr=04-06-25', M.startAfterEnd],
      ['?startDateStr=05-06-25&endDateStr=11-06-25', M.future],
      ['?startDateStr=13-05-25&endDateStr=10-06-25', M.gapTooLong],
    ] as const) {
      const res = await api(t, owner.cookie, 'GET', `/timesheets${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await list(owner.cookie, '14-05-25', '10-06-25')).statusCode).toBe(200);
  });
});

describe('POST /timesheet, GET /timesheets, PUT /timesheet/{id}', () => {
  it('adds records on the restaurant clock, pairs them into shifts (overnight, a missing checkout)', async () => {
    const mei = await addStaff(t, owner.cookie);
    const sam = await addStaff(t, owner.cookie, { firstName: 'Sam', lastName: 'Jones' });
    const records: [string, string, string, string?][] = [
      [mei.id, 'checkin', '2025-06-08T22:00', 'night shift'],
      [mei.id, 'checkout', '2025-06-09T06:30'],
      [sam.id, 'checkin', '2025-06-09T09:00'],
      [sam.id, 'checkout', '2025-06-09T17:20'],
      [mei.id, 'checkin', '2025-06-10T09:00'],
    ];
    for (const [staffId, type, time, remarks] of records) {
      const res = await add(owner.cookie, { staffId, type, time, remarks });
      expect(res.statusCode, res.body).toBe(200);
      expect(TimesheetSavedResponse.parse(res.json()).message).toBe('Timesheet updated successfully');
    }
    const res = await list(owner.cookie, '08-06-25', '10-06-25');
    expect(res.statusCode, res.body).toBe(200);
    const { shifts, timesheets: recs } = TimesheetsResponse.parse(res.json());
    expect(
      shifts.map((s) => [s.name, s.staffNumber, s.checkinTime, s.checkoutTime, s.hours, s.dateStr]),
    ).toEqual([
      ['Mei Chen', mei.staffNumber, '2025-06-08T12:00:00.000Z', '2025-06-08T20:30:00.000Z', 8.5, '08-06-25'],
      [
        'Sam Jones',
        sam.staffNumber,
        '2025-06-08T23:00:00.000Z',
        '2025-06-09T07:20:00.000Z',
        8.33,
        '09-06-25',
      ],
      ['Mei Chen', mei.staffNumber, '2025-06-09T23:00:00.000Z', null, null, '10-06-25'],
    ]);
    expect(shifts[0]!.remarks).toBe('night shift');
    const checkout = recs.find((r) => r.id === shifts[0]!.checkoutId)!;
    expect(checkout).toMatchObject({
      type: 'checkout',
      hours: 8.5,
      clockTime: '06:30:00',
      clockDate: '09/06/2025',
      clockTimeUTC: '20:30:00',
      clockDateUTC: '08/06/2025',
      timezone: 'Australia/Sydney',
      utcOffset: '+10:00',
      hasTimezoneData: true,
      timesheetVersion: 2,
      firstName: 'Mei',
    });
    expect(checkout.recordTime).toBe(Date.parse('2025-06-08T20:30:00Z') / 1000);
    // The overnight shift belongs to the day it started: the 9th alone lists only Sam's.
    const ninth = TimesheetsResponse.parse((await list(owner.cookie, '09-06-25', '09-06-25')).json());
    expect(ninth.shifts.map((s) => s.name)).toEqual(['Sam Jones']);
  });

  it('refuses an unknown staff member, a future time, bad fields', async () => {
    const mei = await addStaff(t, owner.cookie);
    const other = await signedInUser(t, { role: 'restaurantAdmin' });
    const theirs = await addStaff(t, other.cookie);
    for (const [payload, status, message] of [
      [{ staffId: 'nobody', type: 'checkin', time: '2025-06-10T09:00' }, 404, M.staffNotFound],
      [{ staffId: theirs.id, type: 'checkin', time: '2025-06-10T09:00' }, 404, M.staffNotFound],
      [{ staffId: mei.id, type: 'checkin', time: '2025-06-10T15:00' }, 400, M.timeInFuture],
      [{ staffId: mei.id, type: 'lunch', time: '2025-06-10T09:00' }, 400, M.typeRequired],
      [{ staffId: mei.id, type: 'checkin', time: '' }, 400, M.timeRequired],
      [
        { staffId: mei.id, type: 'checkin', time: '2025-06-10T09:00', remarks: 'x'.repeat(101) },
        400,
        M.remarksTooLong,
      ],
    ] as const) {
      const res = await add(owner.cookie, payload);
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toContain(message);
    }
  });

  it('deletes a row: the checkout with its checkin, or a lone record; the day must match', async () => {
    const u = await signedInUser(t, { role: 'restaurantAdmin' });
    const mei = await addStaff(t, u.cookie);
    await add(u.cookie, { staffId: mei.id, type: 'checkin', time: '2025-06-09T09:00' });
    await add(u.cookie, { staffId: mei.id, type: 'checkout', time: '2025-06-09T12:00' });
    await add(u.cookie, { staffId: mei.id, type: 'checkin', time: '2025-06-09T13:00' });
    const before = TimesheetsResponse.parse((await list(u.cookie, '09-06-25', '09-06-25')).json()).shifts;
    expect(before.map((s) => s.hours)).toEqual([3, null]);

    const wrongDay = await api(t, u.cookie, 'PUT', `/timesheet/${before[0]!.id}`, { dateStr: '08-06-25' });
    expect(wrongDay.statusCode).toBe(400);
    expect(wrongDay.json().message).toBe(M.dayMismatch);
    const other = await signedInUser(t, { role: 'restaurantAdmin' });
    const foreign = await api(t, other.cookie, 'PUT', `/timesheet/${before[0]!.id}`, { dateStr: '09-06-25' });
    expect(foreign.statusCode).toBe(404);

    const del = await api(t, u.cookie, 'PUT', `/timesheet/${before[0]!.id}`, { dateStr: '09-06-25' });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ message: 'Timesheet updated successfully', removed: 2 });
    const after = TimesheetsResponse.parse((await list(u.cookie, '09-06-25', '09-06-25')).json()).shifts;
    expect(after.map((s) => [s.checkinId, s.hours])).toEqual([[before[1]!.checkinId, null]]);
    expect(
      (await api(t, u.cookie, 'PUT', `/timesheet/${before[0]!.id}`, { dateStr: '09-06-25' })).statusCode,
    ).toBe(404);
  });

  it('pairs legacy records (no type) by position, hours from their creation times', async () => {
    const u = await signedInUser(t, { role: 'restaurantAdmin' });
    const mei = await addStaff(t, u.cookie);
    for (const created of ['2025-06-09T00:00:00Z', '2025-06-09T04:15:00Z']) {
      await t.db.insert(timesheets).values({
        id: newId(),
        restaurantId: u.user.restaurantId!,
        staffId: mei.id,
        type: null,
        recordTime: new Date(created),
        createdAt: new Date(created),
        source: 'backOffice',
      });
    }
    const res = TimesheetsResponse.parse((await list(u.cookie, '09-06-25', '09-06-25')).json());
    expect(res.shifts.map((s) => s.hours)).toEqual([4.25]);
    expect(res.timesheets.map((r) => [r.type, r.timesheetVersion, r.hours])).toEqual([
      [null, 1, null],
      [null, 1, 4.25],
    ]);
  });
});
