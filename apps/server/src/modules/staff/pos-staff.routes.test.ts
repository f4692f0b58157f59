import {
  POS_STAFF_MESSAGES as M,
  PosStaffSessionResponse,
  StaffActivitiesResponse,
  TimesheetsResponse,
} from '@rpos/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { MONDAY_NOON } from '../orders/order-test-helpers';
import {
  activitiesOf,
  billOf,
  dish,
  manager,
  operationsOf,
  type PosFixture,
  pay,
  placePos,
  posFixture,
  posOrder,
  refused,
  setAsideOpenBills,
  tick,
} from '../transactions/pos-test-helpers';
import { addStaff, api } from './staff-test-helpers';

const t = await buildTestApp();
let f: PosFixture;

beforeAll(async () => {
  f = await posFixture(t);
});

const session = async (as: string) => {
  const res = await api(t, as, 'GET', '/pos/staff/session');
  expect(res.statusCode, res.body).toBe(200);
  return PosStaffSessionResponse.parse(res.json());
};
const signIn = (as: string, staffNumber: string, pin: string) =>
  api(t, as, 'POST', '/pos/staff/signIn', { staffNumber, pin });
const clock = (as: string, type: 'checkin' | 'checkout') => api(t, as, 'POST', '/pos/staff/clock', { type });
const wrongPin = (pin: string) => (pin === '000000' ? '000001' : '000000');

describe('POS staff sign-in (decision 0236)', () => {
  it('needs a till passing the POS check; answers who is at the till', async () => {
    expect((await api(t, undefined, 'GET', '/pos/staff/session')).statusCode).toBe(403);
    const report = await signedInUser(t, { role: 'restaurantReport', restaurantId: f.gdId });
    expect(
      (await api(t, report.cookie, 'POST', '/pos/staff/signIn', { staffNumber: '1', pin: '123456' }))
        .statusCode,
    ).toBe(403);
    const till = await manager(t, f.gdId, ['transactions']);
    expect(await session(till)).toEqual({ staff: null, staffRequired: false });
  });

  it('signs a staff member in with number and PIN, and out again; both are staff activities', async () => {
    const till = await manager(t, f.gdId, ['transactions']);
    const mei = await addStaff(t, f.admin, { permissions: ['posPayments'] });
    refused(await signIn(till, mei.staffNumber, wrongPin(mei.pin)), 401, M.signInFailed);
    refused(await signIn(till, '99999', mei.pin), 401, M.signInFailed);
    const res = await signIn(till, mei.staffNumber, mei.pin);
    expect(res.statusCode, res.body).toBe(200);
    expect(PosStaffSessionResponse.parse(res.json())).toEqual({
      staff: {
        id: mei.id,
        name: mei.name,
        staffNumber: mei.staffNumber,
        permissions: [{ code: 'posPayments', name: 'Take payments and close bills' }],
        clockedInAt: null,
      },
      staffRequired: true,
    });
    expect((await session(till)).staff?.id).toBe(mei.id);
    // Another till (session) of the same user has nobody signed in.
    const other = await manager(t, f.gdId, ['transactions']);
    expect((await session(other)).staff).toBeNull();
    tick(t);
    expect(
      PosStaffSessionResponse.parse((await api(t, till, 'POST', '/pos/staff/signOut')).json()).staff,
    ).toBeNull();
    const day = StaffActivitiesResponse.parse(
      (await api(t, f.admin, 'GET', '/staffActivities?dateStr=02-06-25')).json(),
    );
    const mine = day.staffActivityList.filter((a) => a.staffName === mei.name);
    // Newest first.
    expect(mine.map((a) => [a.operationType, a.operationName, a.details])).toEqual([
      ['staffSignOut', 'Signed out of the POS', `Staff ${mei.staffNumber}`],
      ['staffSignIn', 'Signed in at the POS', `Staff ${mei.staffNumber}`],
    ]);
  });

  it('answers 429 after 5 wrong PINs for one number within 15 minutes, even with the right one; lifts after', async () => {
    const till = await manager(t, f.gdId, ['transactions']);
    const sam = await addStaff(t, f.admin, { firstName: 'Sam' });
    for (let i = 0; i < 5; i++)
      refused(await signIn(till, sam.staffNumber, wrongPin(sam.pin)), 401, M.signInFailed);
    const limited = await signIn(till, sam.staffNumber, sam.pin);
    refused(limited, 429, M.tooManyAttempts);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    t.setNow(new Date(MONDAY_NOON.getTime() + 16 * 60_000));
    expect((await signIn(till, sam.staffNumber, sam.pin)).statusCode).toBe(200);
    t.setNow(MONDAY_NOON);
  });

  it('answers 429 after 20 wrong PINs from one till, whatever the numbers', async () => {
    const till = await manager(t, f.gdId, ['transactions']);
    const kim = await addStaff(t, f.admin, { firstName: 'Kim' });
    for (let i = 0; i < 20; i++)
      refused(await signIn(till, String(50_000 + i), '123456'), 401, M.signInFailed);
    refused(await signIn(till, kim.staffNumber, kim.pin), 429, M.tooManyAttempts);
    const otherTill = await manager(t, f.gdId, ['transactions']);
    expect((await signIn(otherTill, kim.staffNumber, kim.pin)).statusCode).toBe(200);
  });

  it("does not sign in another restaurant's staff number or a deleted staff member", async () => {
    const other = await signedInUser(t, { role: 'restaurantAdmin' });
    const theirs = await addStaff(t, other.cookie, { staffNumber: '7777' });
    const till = await manager(t, f.gdId, ['transactions']);
    refused(await signIn(till, theirs.staffNumber, theirs.pin), 401, M.signInFailed);
    const lee = await addStaff(t, f.admin, { firstName: 'Lee' });
    expect((await signIn(till, lee.staffNumber, lee.pin)).statusCode).toBe(200);
    expect((await api(t, f.admin, 'DELETE', `/staff/${lee.id}`)).statusCode).toBe(200);
    expect((await session(till)).staff).toBeNull();
    refused(await signIn(till, lee.staffNumber, lee.pin), 401, M.signInFailed);
  });
});

describe('the POS acts as the staff member (decision 0237)', () => {
  it('refuses changes until someone signs in, checks their codes, names them on the history', async () => {
    await setAsideOpenBills(t, f.gdId);
    const till = await manager(t, f.gdId, ['transactions', 'delTransactions']);
    const cashier = await addStaff(t, f.admin, {
      firstName: 'Ana',
      lastName: 'Cash',
      permissions: ['posPayments'],
    });
    // The restaurant has staff now: the till's own user may not change bills.
    refused(
      await api(t, till, 'POST', '/pos/orders', posOrder([dish(f.menu, 'Siu Mai')])),
      401,
      M.signInRequired,
    );
    expect((await api(t, till, 'GET', '/pos/floor')).statusCode).toBe(200);

    expect((await signIn(till, cashier.staffNumber, cashier.pin)).statusCode).toBe(200);
    const bill = await placePos(t, till, posOrder([dish(f.menu, 'Siu Mai')]));
    const line = bill.orders[0]!.dishes[0]!;
    refused(
      await api(t, till, 'POST', `/transactions/${bill.uuid}/voidDish`, {
        orderId: bill.orders[0]!.orderId,
        lineId: line.lineId,
        reason: 'Wrong order',
      }),
      401,
      M.notPermitted,
    );
    refused(
      await api(t, till, 'DELETE', `/liveTransactions/${bill.uuid}?reason=Testing`),
      401,
      M.notPermitted,
    );
    tick(t);
    const paid = await pay(t, till, bill.uuid, 'cash', bill.totals.balance);
    expect(paid.statusCode, paid.body).toBe(200);
    const ops = await operationsOf(t, bill.uuid);
    expect(new Set(ops.map((o) => o.updatedBy))).toEqual(new Set(['Ana Cash']));
    expect(new Set((await activitiesOf(t, bill.uuid)).map((a) => a.staffName))).toEqual(
      new Set(['Ana Cash']),
    );
    // The back-office's own delete of a live bill still works without a staff sign-in.
    const other = await placePos(t, till, posOrder([dish(f.menu, 'Siu Mai')], { tableNo: '6' }));
    expect(
      (await api(t, f.admin, 'DELETE', `/liveTransactions/${other.uuid}?reason=Testing`)).statusCode,
    ).toBe(200);
    billOf(await api(t, till, 'GET', `/transaction/${other.uuid}`));
  });
});

describe('clock in and out (decisions 0236, 0243)', () => {
  it('records a checkin and a checkout at the server time; the timesheet shows the hours', async () => {
    const till = await manager(t, f.gdId, ['transactions']);
    const jo = await addStaff(t, f.admin, { firstName: 'Jo', lastName: 'Park' });
    refused(await clock(till, 'checkin'), 401, M.signInRequired);
    const start = new Date('2025-06-02T00:30:00Z'); // 10:30 in Sydney (the sessions began at noon)
    t.setNow(start);
    expect((await signIn(till, jo.staffNumber, jo.pin)).statusCode).toBe(200);
    refused(await clock(till, 'checkout'), 409, M.notClockedIn);
    const inRes = await clock(till, 'checkin');
    expect(inRes.statusCode, inRes.body).toBe(200);
    expect(PosStaffSessionResponse.parse(inRes.json()).staff?.clockedInAt).toBe(start.toISOString());
    refused(await clock(till, 'checkin'), 409, M.alreadyClockedIn);
    t.setNow(new Date(start.getTime() + 1.75 * 3_600_000));
    const outRes = await clock(till, 'checkout');
    expect(PosStaffSessionResponse.parse(outRes.json()).staff?.clockedInAt).toBeNull();
    const sheet = TimesheetsResponse.parse(
      (await api(t, f.admin, 'GET', '/timesheets?startDateStr=02-06-25&endDateStr=02-06-25')).json(),
    );
    expect(sheet.shifts.filter((s) => s.staffId === jo.id).map((s) => s.hours)).toEqual([1.75]);
    const day = StaffActivitiesResponse.parse(
      (await api(t, f.admin, 'GET', '/staffActivities?dateStr=02-06-25')).json(),
    );
    expect(
      day.staffActivityList.filter((a) => a.staffName === 'Jo Park').map((a) => a.operationType),
    ).toEqual(['clockOut', 'clockIn', 'staffSignIn']);
    t.setNow(MONDAY_NOON);
  });

  it('GET /staffActivities: bad day text, today by default, only this restaurant', async () => {
    const bad = await api(t, f.admin, 'GET', '/staffActivities?dateStr=2025-06-02');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please choose a valid date (DD-MM-YY).');
    const today = StaffActivitiesResponse.parse((await api(t, f.admin, 'GET', '/staffActivities')).json());
    expect(today.dateStr).toBe('02-06-25');
    const other = await signedInUser(t, { role: 'restaurantAdmin' });
    const theirs = StaffActivitiesResponse.parse(
      (await api(t, other.cookie, 'GET', '/staffActivities?dateStr=02-06-25')).json(),
    );
    expect(theirs.staffActivityList).toEqual([]);
  });
});
