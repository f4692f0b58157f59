import {
  DRAWER_MESSAGES as D,
  DrawerShiftsResponse,
  POS_STAFF_MESSAGES as M,
  MANAGER_APPROVAL_HEADER,
  PosDrawerResponse,
  type PublishedMenu,
} from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drawerShifts, printJobs, staffActivities } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { MONDAY_NOON } from '../orders/order-test-helpers';
import {
  call,
  dish,
  manager,
  paymentOf,
  placePos,
  posFixture,
  posOrder,
  refused,
  requestId,
  setAsideOpenBills,
  tick,
} from '../transactions/pos-test-helpers';

// Cash drawer shifts (issue 28; decisions 0510–0512): open with a float, cash sales, pay-ins and
// -outs, the X report (nothing reset) and the Z report (counted against expected), refusals, races.

const t = await buildTestApp();
let gdId: string;
let menu: PublishedMenu;
let admin: string;

beforeAll(async () => {
  ({ gdId, menu, admin } = await posFixture(t));
});
beforeEach(async () => {
  await setAsideOpenBills(t, gdId);
  await t.db.delete(drawerShifts).where(eq(drawerShifts.restaurantId, gdId));
});

const post = (url: string, body: object, as = admin) => call(t, as, 'POST', url, body);
const drawerOf = (res: Awaited<ReturnType<typeof post>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return PosDrawerResponse.parse(res.json()).shift!;
};
const open = (float: number, as = admin) => post('/pos/drawer/open', { float }, as);
const move = (type: 'payIn' | 'payOut', amount: number, reason: string, id = requestId()) =>
  post('/pos/drawer/movements', { type, amount, reason, requestId: id });

describe('a shift from float to Z report', () => {
  it('opens, takes a cash sale, pays in and out, reads X twice, closes short with Z', async () => {
    const opened = drawerOf(await open(20000));
    expect(opened).toMatchObject({ status: 'open', float: 20000, openedBy: 'Test User', counted: null });
    expect(opened.figures.cash.expected).toBe(20000);
    refused(await open(100), 409, D.alreadyOpen);

    tick(t);
    // Two Siu Mai (17.60) paid with a $20 note: 2.40 change.
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai', 2)]));
    const paid = paymentOf(
      await post(`/transactions/${bill.uuid}/payments`, {
        type: 'CASH',
        amount: 2000,
        requestId: requestId(),
      }),
    );
    expect(paid.change).toBe(240);
    tick(t);
    const again = requestId();
    drawerOf(await move('payIn', 500, 'Change top-up', again));
    drawerOf(await move('payIn', 500, 'Change top-up', again)); // a repeat writes once
    drawerOf(await move('payOut', 300, 'Supplier'));
    drawerOf(await post('/pos/drawer/noSale', { reason: 'Change for a customer' }));

    const x1 = drawerOf(await call(t, admin, 'GET', '/pos/drawer'));
    expect(x1.figures.cash).toEqual({
      float: 20000,
      cashTendered: 2000,
      changeGiven: 240,
      cashRefunds: 0,
      payIns: 500,
      payOuts: 300,
      expected: 20000 + 2000 - 240 + 500 - 300,
    });
    expect(x1.figures.sales).toEqual([{ type: 'CASH', count: 1, amount: 1760 }]);
    expect(x1.figures.noSales).toBe(1);
    expect(x1.movements.map((m) => [m.type, m.amount])).toEqual([
      ['payIn', 500],
      ['payOut', 300],
      ['noSale', 0],
    ]);
    // The X report resets nothing: read again, the same figures.
    expect(drawerOf(await call(t, admin, 'GET', '/pos/drawer')).figures).toEqual(x1.figures);

    const printedX = await post('/pos/drawer/print', { shiftId: x1.id });
    expect(printedX.statusCode, printedX.body).toBe(200);

    tick(t);
    const z = drawerOf(await post('/pos/drawer/close', { shiftId: x1.id, counted: 21900 }));
    expect(z).toMatchObject({ status: 'closed', counted: 21900, overShort: -60, closedBy: 'Test User' });
    expect(z.figures.cash.expected).toBe(21960);
    expect(drawerOf(await call(t, admin, 'GET', '/pos/drawer'))).toBeNull();

    // A sale after the close is not in the Z report, which stays as it was.
    tick(t);
    const later = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')]));
    paymentOf(
      await post(`/transactions/${later.uuid}/payments`, {
        type: 'CASH',
        amount: 880,
        requestId: requestId(),
      }),
    );
    const day = DrawerShiftsResponse.parse(
      (await call(t, admin, 'GET', '/drawerShifts?dateStr=02-06-25')).json(),
    );
    expect(day.shifts.map((s) => s.id)).toEqual([z.id]);
    expect(day.shifts[0]!.figures).toEqual(z.figures);
    expect(day.overShortTotal).toBe(-60);

    const printedZ = await post('/pos/drawer/print', { shiftId: z.id });
    expect(printedZ.statusCode, printedZ.body).toBe(200);
    const [job] = await t.db.select().from(printJobs).where(eq(printJobs.id, printedZ.json().jobs[0].id));
    expect(job!.document).toBe('DrawerReport');
    expect(job!.preview).toContain('Z REPORT');
    expect(job!.preview).toContain('Short $0.60');

    const activities = await t.db
      .select()
      .from(staffActivities)
      .where(eq(staffActivities.restaurantId, gdId));
    expect(
      activities.filter((a) => a.operationType.startsWith('drawer')).map((a) => a.operationType),
    ).toEqual(expect.arrayContaining(['drawerOpen', 'drawerClose']));
  });
});

describe('refusals', () => {
  it('closing a closed shift, moving cash with none open, bad amounts', async () => {
    refused(await move('payIn', 100, 'Tip jar'), 409, D.noOpenShift);
    const shift = drawerOf(await open(0));
    drawerOf(await post('/pos/drawer/close', { shiftId: shift.id, counted: 0 }));
    refused(await post('/pos/drawer/close', { shiftId: shift.id, counted: 0 }), 409, D.alreadyClosed);
    refused(await post('/pos/drawer/close', { shiftId: 'nope', counted: 0 }), 404, D.shiftNotFound);
    expect((await open(-1)).statusCode).toBe(400);
    expect((await post('/pos/drawer/open', { float: 12.5 })).statusCode).toBe(400);
    drawerOf(await open(100));
    expect((await move('payOut', 0, 'Supplier')).statusCode).toBe(400);
    expect((await move('payOut', 100, '   ')).statusCode).toBe(400);
  });

  it('needs the POS check, and another restaurant sees and closes nothing of ours', async () => {
    const shift = drawerOf(await open(5000));
    expect((await call(t, undefined, 'GET', '/pos/drawer')).statusCode).toBe(403);
    const report = await signedInUser(t, { role: 'restaurantReport', restaurantId: gdId });
    expect((await call(t, report.cookie, 'GET', '/drawerShifts')).statusCode).toBe(403);
    const noTill = await manager(t, gdId, []);
    expect((await open(100, noTill)).statusCode).toBe(403);

    const other = (await signedInUser(t, { role: 'restaurantAdmin' })).cookie;
    expect(drawerOf(await call(t, other, 'GET', '/pos/drawer'))).toBeNull();
    refused(await post('/pos/drawer/close', { shiftId: shift.id, counted: 0 }, other), 404, D.shiftNotFound);
    expect((await call(t, other, 'GET', `/drawerShifts/${shift.id}`)).statusCode).toBe(404);
    expect((await post('/pos/drawer/print', { shiftId: shift.id }, other)).statusCode).toBe(404);
    const theirs = DrawerShiftsResponse.parse((await call(t, other, 'GET', '/drawerShifts')).json());
    expect(theirs.shifts).toEqual([]);
  });

  it('a staff member without the drawer code needs a manager’s approval', async () => {
    const { addStaff, api } = await import('../staff/staff-test-helpers');
    const till = await manager(t, gdId, ['transactions']);
    const cashier = await addStaff(t, admin, { firstName: 'Ana', lastName: 'Cash', permissions: [] });
    const boss = await addStaff(t, admin, { firstName: 'Bo', lastName: 'Boss', permissions: ['posDrawer'] });
    expect(
      (
        await api(t, till, 'POST', '/pos/staff/signIn', {
          staffNumber: cashier.staffNumber,
          pin: cashier.pin,
        })
      ).statusCode,
    ).toBe(200);
    const res = await open(10000, till);
    refused(res, 401, M.notPermitted);
    expect(res.json().approvalCode).toBe('posDrawer');
    const approved = await t.request({
      method: 'POST',
      url: '/api/pos/drawer/open',
      as: till,
      payload: { float: 10000 },
      headers: { [MANAGER_APPROVAL_HEADER]: `${boss.staffNumber}:${boss.pin}` },
    });
    expect(drawerOf(approved).openedBy).toBe('Ana Cash');
    const opened = (
      await t.db.select().from(staffActivities).where(eq(staffActivities.operationType, 'drawerOpen'))
    ).find((a) => a.staffName === 'Ana Cash');
    expect(opened?.approvedBy).toBe('Bo Boss');
    // No-sale needs its own code: the cashier is refused without approval.
    refused(await post('/pos/drawer/noSale', { reason: 'Check the drawer' }, till), 401, M.notPermitted);
    // Staff stay for the rest of this file's restaurant: sign out and remove them.
    await api(t, till, 'POST', '/pos/staff/signOut');
    await api(t, admin, 'DELETE', `/staff/${cashier.id}`);
    await api(t, admin, 'DELETE', `/staff/${boss.id}`);
  });
});

describe('races (truly concurrent on PostgreSQL)', () => {
  it('two staff closing at once close the shift once', async () => {
    const second = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gdId })).cookie;
    const shift = drawerOf(await open(1000));
    const [a, b] = await Promise.all([
      post('/pos/drawer/close', { shiftId: shift.id, counted: 1000 }),
      post('/pos/drawer/close', { shiftId: shift.id, counted: 900 }, second),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toBe(D.alreadyClosed);
    const [row] = await t.db.select().from(drawerShifts).where(eq(drawerShifts.id, shift.id));
    expect(row!.status).toBe('closed');
    expect([0, -100]).toContain(row!.overShort);
  });

  it('two tills opening at once open one shift', async () => {
    const second = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gdId })).cookie;
    const [a, b] = await Promise.all([open(1000), open(2000, second)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const rows = await t.db.select().from(drawerShifts).where(eq(drawerShifts.restaurantId, gdId));
    expect(rows.filter((r) => r.status === 'open')).toHaveLength(1);
  });
});

// Last: it moves the clock on (the sessions above stay at noon).
describe('the dashboard (decision 0512)', () => {
  it('shows the day’s voids and the over/short of the shifts closed today', async () => {
    const today = async () => {
      const res = await call(t, as, 'GET', '/getTodaySalesReport');
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { todayVoids: { count: number; amount: number }; todayOverShort: number };
    };
    // Later the same day: the earlier tests' sales (at noon) stay out of this shift.
    t.setNow(new Date(MONDAY_NOON.getTime() + 3 * 3_600_000));
    const as = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gdId })).cookie;
    const before = await today();
    const shift = drawerOf(await open(1000, as));
    const bill = await placePos(t, as, posOrder([dish(menu, 'Siu Mai', 2)]));
    tick(t);
    const voided = await post(
      `/transactions/${bill.uuid}/voidDish`,
      {
        orderId: bill.orders[0]!.orderId,
        lineId: bill.orders[0]!.dishes[0]!.lineId,
        reason: 'Wrong order',
      },
      as,
    );
    expect(voided.statusCode, voided.body).toBe(200);
    tick(t);
    const z = drawerOf(await post('/pos/drawer/close', { shiftId: shift.id, counted: 1125 }, as));
    expect(z.overShort).toBe(125);
    expect(z.figures.voids).toEqual({ count: 1, amount: 1760 });
    const after = await today();
    expect(after.todayOverShort - before.todayOverShort).toBe(125);
    expect(after.todayVoids.count - before.todayVoids.count).toBe(1);
    expect(after.todayVoids.amount - before.todayVoids.amount).toBe(1760);
  });
});
