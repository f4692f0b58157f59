import {
  TERMINAL_PAYMENT_MESSAGES as M,
  POS_MESSAGES,
  PosTerminalsResponse,
  type PublishedMenu,
  SPLIT_MESSAGES,
  type TerminalPayment,
  TerminalPaymentResponse,
  TRANSACTION_MESSAGES,
} from '@rpos/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxTerminals, terminalPayments, transactionPayments } from '../../db/schema';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { addStaff } from '../staff/staff-test-helpers';
import {
  call,
  dish,
  manager,
  placePos,
  posFixture,
  posOrder,
  refused,
  requestId,
  setAsideOpenBills,
} from '../transactions/pos-test-helpers';
import { SANDBOX_APPROVE_AFTER_MS } from './sandbox-terminal-payments';
import { billRequestIdOf } from './terminal-payments.service';

// Card payments on a terminal from the POS with the sandbox terminal (decisions 0570–0575).

const t = await buildTestApp();
let gdId: string;
let menu: PublishedMenu;
let admin: string;
let terminalId: string;

beforeAll(async () => {
  ({ gdId, menu, admin } = await posFixture(t));
  const res = await call(t, admin, 'GET', '/pos/terminals');
  expect(res.statusCode, res.body).toBe(200);
  const list = PosTerminalsResponse.parse(res.json());
  expect(list.provider).toBe('sandbox');
  // The sandbox's starter terminals: one assigned to the store, two in the inventory (not offered).
  expect(list.terminals).toHaveLength(1);
  terminalId = list.terminals[0]!.id;
});
beforeEach(async () => {
  await setAsideOpenBills(t, gdId);
  // A payment a test left pending would keep the terminal busy.
  await t.db.delete(terminalPayments).where(eq(terminalPayments.restaurantId, gdId));
});

const paymentOf = (res: LightMyRequestResponse): TerminalPayment => {
  expect(res.statusCode, res.body).toBe(200);
  return TerminalPaymentResponse.parse(res.json()).terminalPayment;
};
const start = (billId: string, o: Record<string, unknown> = {}, as = admin) =>
  call(t, as, 'POST', `/transactions/${billId}/terminal-payments`, {
    terminalId,
    type: 'VISAMastercard',
    amount: 880,
    requestId: requestId(),
    ...o,
  });
const poll = (id: string, as = admin) => call(t, as, 'GET', `/terminal-payments/${id}`);
const answer = (id: string, outcome: 'approve' | 'decline') =>
  call(t, admin, 'POST', `/terminal-payments/${id}/sandbox`, { outcome });
const later = (ms: number) => t.setNow(new Date(t.deps.now().getTime() + ms));
const paymentsOn = (billId: string) =>
  t.db.select().from(transactionPayments).where(eq(transactionPayments.transactionId, billId));

describe('a card payment on the sandbox terminal', () => {
  it('charges the part with the surcharge and the tip, and records it once the terminal approves', async () => {
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')]));
    const started = paymentOf(await start(bill.uuid, { tip: 100 }));
    // VISAMastercard's 1.5 % on 8.80 is 0.13; the tip is never surcharged.
    expect(started).toMatchObject({ status: 'pending', amount: 880, surcharge: 13, tip: 100, total: 993 });
    expect(started).toMatchObject({ provider: 'sandbox', terminalId, transaction: null });
    expect(paymentOf(await poll(started.id)).status).toBe('pending');
    expect(await paymentsOn(bill.uuid)).toHaveLength(0);

    later(SANDBOX_APPROVE_AFTER_MS);
    const approved = paymentOf(await poll(started.id));
    expect(approved.status).toBe('approved');
    expect(approved.reference).toMatch(/^SANDBOX-/);
    expect(approved.transaction?.billPaid).toBe(true);
    expect(approved.transaction?.totals).toMatchObject({ total: 893, paid: 893, balance: 0, tips: 100 });
    // Polled again: the same payment, nothing written twice.
    expect(paymentOf(await poll(started.id)).status).toBe('approved');
    const rows = await paymentsOn(bill.uuid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'VISAMastercard',
      paymentAmount: 880,
      merchantAmount: 893,
      tip: 100,
      requestId: billRequestIdOf(started.id),
      reference: approved.reference,
    });
  });

  it('a declined or cancelled payment leaves nothing on the bill and frees the terminal', async () => {
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')]));
    const first = paymentOf(await start(bill.uuid));
    const declined = paymentOf(await answer(first.id, 'decline'));
    expect(declined).toMatchObject({ status: 'declined', message: M.declined, transaction: null });
    // A late approval of a finished payment changes nothing.
    expect(paymentOf(await answer(first.id, 'approve')).status).toBe('declined');

    const second = paymentOf(await start(bill.uuid));
    const cancelled = paymentOf(await call(t, admin, 'POST', `/terminal-payments/${second.id}/cancel`));
    expect(cancelled).toMatchObject({ status: 'cancelled', message: M.cancelled, cancelRequested: true });
    later(SANDBOX_APPROVE_AFTER_MS);
    expect(paymentOf(await poll(second.id)).status).toBe('cancelled');
    expect(await paymentsOn(bill.uuid)).toHaveLength(0);
  });

  it('one payment in flight per terminal; a repeated requestId answers the same payment', async () => {
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')]));
    const id = requestId();
    const first = paymentOf(await start(bill.uuid, { requestId: id }));
    expect(paymentOf(await start(bill.uuid, { requestId: id })).id).toBe(first.id);
    refused(await start(bill.uuid), 409, M.terminalBusy);
    await answer(first.id, 'decline');
    expect(paymentOf(await start(bill.uuid)).status).toBe('pending');
  });

  it('a payment nobody polled any more (the dialog closed) is asked for before the terminal is refused', async () => {
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')]));
    const other = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')], { tableNo: '6' }));
    const left = paymentOf(await start(bill.uuid));
    // The sandbox terminal approved it meanwhile: the next start records it, then takes the terminal.
    later(SANDBOX_APPROVE_AFTER_MS);
    expect(paymentOf(await start(other.uuid)).status).toBe('pending');
    expect(paymentOf(await poll(left.id)).status).toBe('approved');
    expect(await paymentsOn(bill.uuid)).toHaveLength(1);
  });

  it('pays one check of a split by seat', async () => {
    // Siu Mai (8.80) for seat 1, two for seat 2: seat 1's check is 8.80.
    const bill = await placePos(
      t,
      admin,
      posOrder([
        { ...dish(menu, 'Siu Mai'), seat: 1 },
        { ...dish(menu, 'Siu Mai', 2), seat: 2 },
      ]),
    );
    const split = { by: 'seat' };
    refused(
      await start(bill.uuid, { split, portion: 'Seat 1', amount: 881 }),
      400,
      SPLIT_MESSAGES.portionOverpaid,
    );
    const p = paymentOf(await start(bill.uuid, { split, portion: 'Seat 1' }));
    const approved = paymentOf(await answer(p.id, 'approve'));
    expect(approved).toMatchObject({ status: 'approved', portion: 'Seat 1' });
    expect(approved.transaction?.totals.balance).toBe(1760);
    refused(await start(bill.uuid, { split, portion: 'Seat 1' }), 400, SPLIT_MESSAGES.portionPaid);
  });

  it('an approval for a part paid meanwhile is not recorded: the card payment is reversed', async () => {
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')]));
    const p = paymentOf(await start(bill.uuid));
    const cash = await call(t, admin, 'POST', `/transactions/${bill.uuid}/payments`, {
      type: 'CASH',
      amount: 880,
      requestId: requestId(),
    });
    expect(cash.statusCode, cash.body).toBe(200);
    const after = paymentOf(await answer(p.id, 'approve'));
    expect(after).toMatchObject({ status: 'reversed', message: M.paidMeanwhile, transaction: null });
    const rows = await paymentsOn(bill.uuid);
    expect(rows.map((r) => r.type)).toEqual(['CASH']);
  });
});

describe('refusals', () => {
  it('refuses cash, an unknown type, bad amounts and more than the balance', async () => {
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')]));
    refused(await start(bill.uuid, { type: 'CASH' }), 400, M.cardOnly);
    refused(await start(bill.uuid, { type: 'Bitcoin' }), 400, POS_MESSAGES.paymentTypeUnknown);
    refused(await start(bill.uuid, { type: 'OBPayments' }), 400, POS_MESSAGES.paymentTypeUnknown);
    for (const amount of [0, -5, 8.5, '880'])
      expect((await start(bill.uuid, { amount })).statusCode).toBe(400);
    refused(await start(bill.uuid, { amount: 881 }), 400, TRANSACTION_MESSAGES.overpayment);
    expect((await start(bill.uuid, { tip: -1 })).statusCode).toBe(400);
    expect((await start(bill.uuid, { terminalId: '' })).statusCode).toBe(400);
    refused(await start('no-such-bill'), 404, POS_MESSAGES.billNotFound);
  });

  it("refuses another restaurant's terminal, an inventory terminal, and another restaurant's payment", async () => {
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')]));
    const other = await createRestaurant(t.db);
    const otherAdmin = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: other.id })).cookie;
    const theirs = PosTerminalsResponse.parse((await call(t, otherAdmin, 'GET', '/pos/terminals')).json());
    refused(await start(bill.uuid, { terminalId: theirs.terminals[0]!.id }), 404, M.terminalUnknown);
    const [inventory] = await t.db
      .select()
      .from(sandboxTerminals)
      .where(eq(sandboxTerminals.ownerRestaurantId, gdId))
      .then((rows) => rows.filter((r) => r.status === 'Inventory'));
    refused(await start(bill.uuid, { terminalId: inventory!.id }), 409, M.terminalNotAssigned);
    const ours = paymentOf(await start(bill.uuid));
    refused(await poll(ours.id, otherAdmin), 404, M.notFound);
    refused(await call(t, otherAdmin, 'POST', `/terminal-payments/${ours.id}/cancel`), 404, M.notFound);
    await answer(ours.id, 'decline');
  });

  it('needs a session and the transactions permission', async () => {
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')]));
    const noPos = await manager(t, gdId, ['orders']);
    expect((await start(bill.uuid, {}, noPos)).statusCode).toBe(403);
    expect((await call(t, noPos, 'GET', '/pos/terminals')).statusCode).toBe(403);
    const anonymous = await call(t, undefined, 'GET', '/pos/terminals');
    // The house's answer without a session: 403 UNAUTHENTICATED.
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await call(t, undefined, 'GET', '/terminal-payments/any')).statusCode).toBe(403);
  });
});

// Last: once the restaurant has staff, its tills need a staff member signed in.
describe('staff at the till', () => {
  it('a staff member without posPayments cannot send a payment to a terminal', async () => {
    const till = await manager(t, gdId, ['transactions']);
    const mei = await addStaff(t, admin, { permissions: [] });
    const signIn = await call(t, till, 'POST', '/pos/staff/signIn', {
      staffNumber: mei.staffNumber,
      pin: mei.pin,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const bill = await placePos(t, till, posOrder([dish(menu, 'Siu Mai')]));
    const res = await start(bill.uuid, {}, till);
    // The house's answer for a staff member's missing code (decision 0237): 401 with the code asked.
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toMatchObject({ code: 'STAFF_NOT_PERMITTED', approvalCode: 'posPayments' });
  });
});
