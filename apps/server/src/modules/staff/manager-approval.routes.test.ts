import { POS_STAFF_MESSAGES as M, MANAGER_APPROVAL_HEADER, StaffActivitiesResponse } from '@rpos/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
  placePos,
  posFixture,
  posOrder,
  refused,
  setAsideOpenBills,
  tick,
} from '../transactions/pos-test-helpers';
import { addStaff, api } from './staff-test-helpers';

// Manager approval at the POS (issue 28; decision 0513): an action the staff member at the till
// lacks the code for goes through once with a manager's staff number and PIN, checked by the server.

const t = await buildTestApp();
let f: PosFixture;
let till: string;
let cashier: Awaited<ReturnType<typeof addStaff>>;
let boss: Awaited<ReturnType<typeof addStaff>>;
let waiter: Awaited<ReturnType<typeof addStaff>>;

beforeAll(async () => {
  f = await posFixture(t);
  cashier = await addStaff(t, f.admin, { firstName: 'Ana', lastName: 'Cash', permissions: ['posPayments'] });
  boss = await addStaff(t, f.admin, {
    firstName: 'Bo',
    lastName: 'Boss',
    permissions: ['posVoids', 'posDiscounts', 'posDrawer', 'posNoSale'],
  });
  waiter = await addStaff(t, f.admin, { firstName: 'Wu', lastName: 'Wait', permissions: ['posPayments'] });
});
beforeEach(async () => {
  await setAsideOpenBills(t, f.gdId);
  // A till of its own per test: the PIN limits count per till.
  till = await manager(t, f.gdId, ['transactions', 'delTransactions']);
  const res = await api(t, till, 'POST', '/pos/staff/signIn', {
    staffNumber: cashier.staffNumber,
    pin: cashier.pin,
  });
  expect(res.statusCode, res.body).toBe(200);
});

const wrongPin = (pin: string) => (pin === '000000' ? '000001' : '000000');

async function voidOn(approval?: string) {
  const bill = await placePos(t, till, posOrder([dish(f.menu, 'Siu Mai')]));
  tick(t);
  const res = await t.request({
    method: 'POST',
    url: `/api/transactions/${bill.uuid}/voidDish`,
    as: till,
    payload: {
      orderId: bill.orders[0]!.orderId,
      lineId: bill.orders[0]!.dishes[0]!.lineId,
      reason: 'Wrong order',
    },
    headers: approval === undefined ? {} : { [MANAGER_APPROVAL_HEADER]: approval },
  });
  return { bill, res };
}

describe('manager approval (decision 0513)', () => {
  it('asks for approval naming the code the staff member lacks', async () => {
    const { res } = await voidOn();
    refused(res, 401, M.notPermitted);
    expect(res.json()).toMatchObject({ code: 'STAFF_NOT_PERMITTED', approvalCode: 'posVoids' });
  });

  it('voids with a manager’s PIN and records both names', async () => {
    const { bill, res } = await voidOn(`${boss.staffNumber}:${boss.pin}`);
    const voided = billOf(res);
    expect(voided.orders[0]!.dishes[0]!.isVoidedDish).toBe(true);
    const activity = (await activitiesOf(t, bill.uuid)).find((a) => a.operationType === 'voidDish')!;
    expect(activity).toMatchObject({ staffName: 'Ana Cash', approvedBy: 'Bo Boss' });
    const op = (await operationsOf(t, bill.uuid)).find((o) => o.operationType === 'voidDish')!;
    expect(op.updatedBy).toBe('Ana Cash (approved by Bo Boss)');
    // The staff activities screen shows who approved.
    const list = StaffActivitiesResponse.parse(
      (await api(t, f.admin, 'GET', '/staffActivities?dateStr=02-06-25')).json(),
    ).staffActivityList;
    expect(list.find((a) => a.id === activity.id)?.approvedBy).toBe('Bo Boss');
    // The approval is for that one request: the next void asks again.
    refused((await voidOn()).res, 401, M.notPermitted);
  });

  it('refuses a wrong PIN, an unknown number and a malformed header', async () => {
    const lin = await addStaff(t, f.admin, { firstName: 'Lin', permissions: ['posVoids'] });
    const wrong = (await voidOn(`${lin.staffNumber}:${wrongPin(lin.pin)}`)).res;
    refused(wrong, 401, M.approvalFailed);
    expect(wrong.json()).toMatchObject({ code: 'STAFF_APPROVAL_FAILED', approvalCode: 'posVoids' });
    refused((await voidOn(`99999:${lin.pin}`)).res, 401, M.approvalFailed);
    refused((await voidOn('Bo Boss')).res, 400, M.approvalInvalid);
  });

  it('refuses an approver who lacks the code too', async () => {
    refused((await voidOn(`${waiter.staffNumber}:${waiter.pin}`)).res, 401, M.approverNotPermitted);
  });

  it("refuses another restaurant's staff as approver", async () => {
    const other = await signedInUser(t, { role: 'restaurantAdmin' });
    const theirs = await addStaff(t, other.cookie, { staffNumber: '7788', permissions: ['posVoids'] });
    refused((await voidOn(`${theirs.staffNumber}:${theirs.pin}`)).res, 401, M.approvalFailed);
  });

  it('limits wrong approval PINs as sign-ins are: the sixth try answers 429', async () => {
    const max = await addStaff(t, f.admin, { firstName: 'Max', permissions: ['posVoids'] });
    for (let i = 0; i < 5; i++) {
      refused((await voidOn(`${max.staffNumber}:${wrongPin(max.pin)}`)).res, 401, M.approvalFailed);
    }
    const limited = (await voidOn(`${max.staffNumber}:${max.pin}`)).res;
    refused(limited, 429, M.tooManyAttempts);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Past the window the manager approves again.
    t.setNow(new Date(MONDAY_NOON.getTime() + 16 * 60_000));
    expect((await voidOn(`${max.staffNumber}:${max.pin}`)).res.statusCode).toBe(200);
    t.setNow(MONDAY_NOON);
  });

  it('approves a discount the same way', async () => {
    const bill = await placePos(t, till, posOrder([dish(f.menu, 'Siu Mai')]));
    const discount = (approval?: string) =>
      t.request({
        method: 'POST',
        url: `/api/transactions/${bill.uuid}/adjustments`,
        as: till,
        payload: { custom: { name: 'Staff meal', percentage: 50 } },
        headers: approval ? { [MANAGER_APPROVAL_HEADER]: approval } : {},
      });
    refused(await discount(), 401, M.notPermitted);
    billOf(await discount(`${boss.staffNumber}:${boss.pin}`));
    const added = (await activitiesOf(t, bill.uuid)).find((a) => a.operationType === 'addAdjustment')!;
    expect(added.approvedBy).toBe('Bo Boss');
  });

  it('refunds with a manager’s PIN: the refund names both', async () => {
    const refunder = await addStaff(t, f.admin, {
      firstName: 'Rae',
      lastName: 'Fund',
      permissions: ['posRefunds'],
    });
    // Refunds need the till's user to hold orderRefunds too (decision 0433).
    const till = await manager(t, f.gdId, ['transactions', 'orderRefunds']);
    const signedIn = await api(t, till, 'POST', '/pos/staff/signIn', {
      staffNumber: cashier.staffNumber,
      pin: cashier.pin,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const bill = await placePos(t, till, posOrder([dish(f.menu, 'Siu Mai')]));
    const paid = await api(t, till, 'POST', `/transactions/${bill.uuid}/payments`, {
      type: 'CASH',
      amount: bill.balance,
      requestId: `req-${bill.uuid}`,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    tick(t);
    const refund = (approval?: string) =>
      t.request({
        method: 'POST',
        url: `/api/transactions/${bill.uuid}/refunds`,
        as: till,
        payload: { amount: 100, reason: 'Cold', requestId: `refund-${bill.uuid}` },
        headers: approval ? { [MANAGER_APPROVAL_HEADER]: approval } : {},
      });
    refused(await refund(), 401, M.notPermitted);
    const done = billOf(await refund(`${refunder.staffNumber}:${refunder.pin}`));
    expect(done.refunds.map((r) => r.createdBy)).toEqual(['Ana Cash (approved by Rae Fund)']);
  });
});
