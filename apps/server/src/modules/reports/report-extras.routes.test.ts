import { PosDrawerResponse, type PublishedMenu } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { drawerShifts } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { MONDAY_NOON } from '../orders/order-test-helpers';
import {
  billOf,
  call,
  dish,
  manager,
  paymentOf,
  placePos,
  posFixture,
  posOrder,
  requestId,
  setAsideOpenBills,
  tick,
} from '../transactions/pos-test-helpers';

// Tips, refunds, voids and the drawer's over/short beside the sales (decision 0577): in the sales
// report's months and days, the dashboard and the payment types report, on the restaurant's local days.

const t = await buildTestApp();
let gdId: string;
let menu: PublishedMenu;
let admin: string;

const HOUR = 3_600_000;
/** Monday 2 June 2025 23:00 in Sydney, and Tuesday 00:30: both on 2 June in UTC. */
const MONDAY_LATE = new Date(MONDAY_NOON.getTime() + 11 * HOUR);
const TUESDAY_EARLY = new Date(MONDAY_NOON.getTime() + 12.5 * HOUR);

type Row = {
  date: string;
  amount: number;
  refunds: number;
  tips: number;
  voidCount: number;
  voidAmount: number;
  overShort: number;
};

const get = async (url: string, as = admin) => {
  const res = await call(t, as, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const post = (url: string, body: object) => call(t, admin, 'POST', url, body);
const juneDays = async (): Promise<Record<string, Row>> =>
  Object.fromEntries(((await get('/salesMonthDashboard?monthStr=06/2025')) as Row[]).map((r) => [r.date, r]));
const june = async () =>
  ((await get('/salesReport')) as (Row & { month: string })[]).find((r) => r.month === '06/2025')!;
const delta = (after: Row, before: Row | undefined) => ({
  amount: after.amount - (before?.amount ?? 0),
  refunds: after.refunds - (before?.refunds ?? 0),
  tips: after.tips - (before?.tips ?? 0),
  voidCount: after.voidCount - (before?.voidCount ?? 0),
  voidAmount: after.voidAmount - (before?.voidAmount ?? 0),
  overShort: after.overShort - (before?.overShort ?? 0),
});

/** The payment types report's tips over Monday: in all, and those taken by Test User (the admin). */
async function mondayTips() {
  const monday = 'startDateStr=2025-06-02 00:00:00&endDateStr=2025-06-02 23:45:00';
  const { tips } = await get(`/paymentTypesReport?${monday}`);
  const mine = tips.byStaff.find((r: { staffName: string }) => r.staffName === 'Test User');
  return { total: tips.total as number, mine: (mine?.tips ?? 0) as number };
}

/** The clock set, and a session signed in then (a session goes stale over the hours moved). */
async function at(when: Date) {
  t.setNow(when);
  admin = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gdId })).cookie;
}

beforeAll(async () => {
  ({ gdId, menu, admin } = await posFixture(t));
  await setAsideOpenBills(t, gdId);
  await t.db.delete(drawerShifts).where(eq(drawerShifts.restaurantId, gdId));
});

describe('the sales report beside its sales', () => {
  it('counts tips less tips given back, voids and over/short on their local days, month and dashboard', async () => {
    await at(TUESDAY_EARLY);
    const before = await juneDays();
    const monthBefore = await june();
    const tipsBefore = (await get('/getTodaySalesReport')).todayTips;
    const typesBefore = await mondayTips();

    // Monday 23:00: a shift, a card payment with a 2.00 tip, 0.50 of it and 1.00 of the sale given back.
    await at(MONDAY_LATE);
    const opened = await post('/pos/drawer/open', { float: 1000 });
    const shift = PosDrawerResponse.parse(opened.json()).shift!;
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')]));
    tick(t);
    const paid = paymentOf(
      await post(`/transactions/${bill.uuid}/payments`, {
        type: 'EFTPOS',
        amount: 880,
        tip: 200,
        requestId: requestId(),
      }),
    );
    tick(t);
    billOf(
      await post(`/transactions/${bill.uuid}/refunds`, {
        paymentId: paid.transaction.paymentTypes[0]!.id,
        amount: 100,
        tip: 50,
        reason: 'Customer complaint',
        requestId: requestId(),
      }),
    );
    // A dish voided on another bill, which stays open.
    const other = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai', 2)], { tableNo: '6' }));
    tick(t);
    const voided = await post(`/transactions/${other.uuid}/voidDish`, {
      orderId: other.orders[0]!.orderId,
      lineId: other.orders[0]!.dishes[0]!.lineId,
      reason: 'Wrong order',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    tick(t);
    const closed = await post('/pos/drawer/close', { shiftId: shift.id, counted: 1125 });
    expect(closed.statusCode, closed.body).toBe(200);

    // Tuesday 00:30 (still 2 June in UTC): another card payment with a 3.00 tip.
    await at(TUESDAY_EARLY);
    const late = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')], { tableNo: '7' }));
    tick(t);
    paymentOf(
      await post(`/transactions/${late.uuid}/payments`, {
        type: 'EFTPOS',
        amount: 880,
        tip: 300,
        requestId: requestId(),
      }),
    );

    const after = await juneDays();
    expect(delta(after['2025-06-02']!, before['2025-06-02'])).toEqual({
      amount: 880, // the sales: what the payment settles
      refunds: 100,
      tips: 150,
      voidCount: 1,
      voidAmount: 1760,
      overShort: 125,
    });
    expect(delta(after['2025-06-03']!, before['2025-06-03'])).toEqual({
      amount: 880,
      refunds: 0,
      tips: 300,
      voidCount: 0,
      voidAmount: 0,
      overShort: 0,
    });
    expect(delta(await june(), monthBefore)).toEqual({
      amount: 1760,
      refunds: 100,
      tips: 450,
      voidCount: 1,
      voidAmount: 1760,
      overShort: 125,
    });
    const today = await get('/getTodaySalesReport');
    expect(today.todayTips - tipsBefore).toBe(300);
    expect(today.todayTipsByStaff).toContainEqual(expect.objectContaining({ staffName: 'Test User' }));

    // The payment types report's tips over Monday: taken less given back, per staff member.
    const typesAfter = await mondayTips();
    expect(typesAfter.total - typesBefore.total).toBe(150);
    expect(typesAfter.mine - typesBefore.mine).toBe(150);
  });

  it('is refused without the reports permission', async () => {
    const noReports = await manager(t, gdId, ['transactions']);
    for (const url of ['/salesReport', '/salesMonthDashboard?monthStr=06/2025'])
      expect((await call(t, noReports, 'GET', url)).statusCode).toBe(403);
    const other = (await signedInUser(t, { role: 'restaurantAdmin' })).cookie;
    const theirs = (await call(t, other, 'GET', '/salesMonthDashboard?monthStr=06/2025')).json() as Row[];
    expect(theirs.every((r) => r.tips === 0 && r.voidCount === 0 && r.overShort === 0)).toBe(true);
  });
});
