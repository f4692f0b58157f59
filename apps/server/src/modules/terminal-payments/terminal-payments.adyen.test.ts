import {
  TERMINAL_PAYMENT_MESSAGES as M,
  type PublishedMenu,
  type TerminalPayment,
  TerminalPaymentResponse,
} from '@rpos/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { restaurants, terminalPayments, transactionPayments } from '../../db/schema';
import { loadConfig } from '../../platform/config';
import { buildTestApp } from '../../test/test-app';
import { MIGRATIONS_DIR } from '../../test/test-paths';
import { startFakeAdyenManagement } from '../devices/fake-adyen-management';
import {
  call,
  dish,
  placePos,
  posFixture,
  posOrder,
  refused,
  requestId,
  setAsideOpenBills,
} from '../transactions/pos-test-helpers';
import { outcomeOfPayment } from './adyen-terminal-payments';
import { startFakeAdyenTerminalApi } from './fake-adyen-terminal-api';
import { TERMINAL_PAYMENT_TIMEOUT_MS } from './terminal-payments.service';

// Card payments on an Adyen terminal through the Terminal API's cloud endpoints with the official SDK,
// against a local fake (decision 0571). The Management API fake behind it lists the store's terminals.

const API_KEY = 'test_TAPI_KEY';
const MERCHANT = 'TermMerchantPOS';
const management = await startFakeAdyenManagement({ apiKey: API_KEY });
const fake = await startFakeAdyenTerminalApi({ apiKey: API_KEY, forward: management.url });
afterAll(async () => {
  await fake.close();
  await management.close();
});
const { payments } = loadConfig(
  {
    NODE_ENV: 'test',
    PAYMENT_CARD_PROVIDER: 'adyen',
    ADYEN_API_KEY: API_KEY,
    ADYEN_CLIENT_KEY: 'test_CLIENTKEY',
    ADYEN_MERCHANT_ACCOUNT: MERCHANT,
    ADYEN_API_BASE: fake.url,
  },
  { migrationsDir: MIGRATIONS_DIR },
);
const t = await buildTestApp({ payments });
let gdId: string;
let menu: PublishedMenu;
let admin: string;
const TERMINAL = 'S1F2-000158';

beforeAll(async () => {
  ({ gdId, menu, admin } = await posFixture(t));
  const [gd] = await t.db.select().from(restaurants).where(eq(restaurants.id, gdId));
  management.stores.push({ id: 'ST_GD', reference: gd!.urlIdentifier, merchantId: MERCHANT });
  management.terminals.set(TERMINAL, {
    id: TERMINAL,
    model: 'S1F2',
    serialNumber: '000158',
    assignment: { merchantId: MERCHANT, storeId: 'ST_GD', status: 'boarded' },
    standalone: false,
  });
  management.terminals.set('P400Plus-275', {
    id: 'P400Plus-275',
    model: 'P400Plus',
    serialNumber: '275',
    assignment: { merchantId: MERCHANT, status: 'inventory' },
    standalone: false,
  });
});
beforeEach(async () => {
  await setAsideOpenBills(t, gdId);
  await t.db.delete(terminalPayments).where(eq(terminalPayments.restaurantId, gdId));
  fake.requests.length = 0;
});

const paymentOf = (res: LightMyRequestResponse): TerminalPayment => {
  expect(res.statusCode, res.body).toBe(200);
  return TerminalPaymentResponse.parse(res.json()).terminalPayment;
};
const start = (billId: string, o: Record<string, unknown> = {}) =>
  call(t, admin, 'POST', `/transactions/${billId}/terminal-payments`, {
    terminalId: TERMINAL,
    type: 'VISAMastercard',
    amount: 880,
    requestId: requestId(),
    ...o,
  });
const poll = (id: string) => call(t, admin, 'GET', `/terminal-payments/${id}`);
/** Polls until the payment has finished (the provider's answer is settled in the background). */
async function settled(id: string): Promise<TerminalPayment> {
  for (let i = 0; i < 100; i++) {
    const p = paymentOf(await poll(id));
    if (p.status !== 'pending' && p.status !== 'recording') return p;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the terminal payment did not finish');
}
const paymentsOn = (billId: string) =>
  t.db.select().from(transactionPayments).where(eq(transactionPayments.transactionId, billId));

describe('Terminal API answers as outcomes', () => {
  it('maps Success, Aborted, Refusal and an unreachable terminal', () => {
    expect(
      outcomeOfPayment({
        Response: { Result: 'Success' },
        POIData: { POITransactionID: { TransactionID: 'PSP1' } },
        PaymentResult: { AmountsResp: { AuthorizedAmount: 10.15 } },
      }),
    ).toEqual({ result: 'approved', amount: 1015, reference: 'PSP1' });
    const failure = (ErrorCondition: string) =>
      outcomeOfPayment({ Response: { Result: 'Failure', ErrorCondition } });
    expect(failure('Aborted')).toEqual({ result: 'cancelled', message: M.cancelled });
    expect(failure('Cancel')).toEqual({ result: 'cancelled', message: M.cancelled });
    expect(failure('Refusal')).toEqual({ result: 'declined', message: M.declined });
    expect(failure('UnreachableHost')).toEqual({ result: 'failed', message: M.unreachable });
    expect(outcomeOfPayment(undefined)).toEqual({ result: 'declined', message: M.declined });
  });
});

describe('terminal payments through the Adyen Terminal API (official SDK, local fake)', () => {
  it('offers the store terminals only, and refuses the inventory one', async () => {
    const list = (await call(t, admin, 'GET', '/pos/terminals')).json();
    expect(list).toEqual({ provider: 'adyen', terminals: [{ id: TERMINAL, description: 'S1F2 000158' }] });
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')]));
    refused(await start(bill.uuid, { terminalId: 'P400Plus-275' }), 409, M.terminalNotAssigned);
    refused(await start(bill.uuid, { terminalId: 'V400m-999' }), 404, M.terminalUnknown);
  });

  it('sends a PaymentRequest with the amount and records what the terminal approved', async () => {
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')]));
    const arrived = fake.paymentArrived();
    const started = paymentOf(await start(bill.uuid, { tip: 100 }));
    expect(started).toMatchObject({ provider: 'adyen', status: 'pending', total: 993 });
    const held = await arrived;
    expect(held).toMatchObject({ poiid: TERMINAL, amount: 9.93, currency: 'AUD' });
    const sent = fake.requests.find((r) => r.body.SaleToPOIRequest?.PaymentRequest)!;
    expect(sent.apiKey).toBe(API_KEY);
    expect(sent.body.SaleToPOIRequest?.MessageHeader).toMatchObject({
      MessageCategory: 'Payment',
      MessageClass: 'Service',
      MessageType: 'Request',
      POIID: TERMINAL,
    });
    // Waiting on the terminal: a poll does not ask it again.
    expect(paymentOf(await poll(started.id)).status).toBe('pending');
    expect(fake.requests.some((r) => r.body.SaleToPOIRequest?.TransactionStatusRequest)).toBe(false);
    fake.answer('approve');
    const done = await settled(started.id);
    expect(done).toMatchObject({ status: 'approved', reference: held.pspReference });
    expect(done.transaction?.billPaid).toBe(true);
    const rows = await paymentsOn(bill.uuid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ merchantAmount: 893, tip: 100, reference: held.pspReference });
  });

  it('a declined card and a cancel (AbortRequest) leave nothing on the bill', async () => {
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')]));
    let arrived = fake.paymentArrived();
    const first = paymentOf(await start(bill.uuid));
    await arrived;
    fake.answer('decline');
    expect(await settled(first.id)).toMatchObject({ status: 'declined', message: M.declined });

    arrived = fake.paymentArrived();
    const second = paymentOf(await start(bill.uuid));
    const held = await arrived;
    const cancelling = paymentOf(await call(t, admin, 'POST', `/terminal-payments/${second.id}/cancel`));
    expect(cancelling.cancelRequested).toBe(true);
    const abort = fake.requests.find((r) => r.body.SaleToPOIRequest?.AbortRequest);
    expect(abort?.path).toBe('/async');
    expect(abort?.body.SaleToPOIRequest?.AbortRequest?.MessageReference?.ServiceID).toBe(held.serviceId);
    expect(await settled(second.id)).toMatchObject({ status: 'cancelled', message: M.cancelled });
    expect(await paymentsOn(bill.uuid)).toHaveLength(0);
    // The sandbox's control is not for a real terminal.
    refused(
      await call(t, admin, 'POST', `/terminal-payments/${second.id}/sandbox`, { outcome: 'approve' }),
      400,
      M.sandboxOnly,
    );
  });

  it('a lost answer is recovered with TransactionStatus on the next poll', async () => {
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')]));
    fake.dropNextPaymentCall = true;
    const arrived = fake.paymentArrived();
    const started = paymentOf(await start(bill.uuid));
    const held = await arrived;
    // Still in progress on the terminal: InProgress, pending.
    await new Promise((r) => setTimeout(r, 50));
    expect(paymentOf(await poll(started.id)).status).toBe('pending');
    fake.answer('approve', held.serviceId);
    const done = await settled(started.id);
    expect(done.status).toBe('approved');
    const status = fake.requests.filter((r) => r.body.SaleToPOIRequest?.TransactionStatusRequest);
    expect(status[0]?.body.SaleToPOIRequest?.TransactionStatusRequest?.MessageReference?.ServiceID).toBe(
      held.serviceId,
    );
    expect(await paymentsOn(bill.uuid)).toHaveLength(1);
  });

  it('an approval the bill cannot take is reversed (ReversalRequest); a silent terminal times out', async () => {
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')]));
    let arrived = fake.paymentArrived();
    const started = paymentOf(await start(bill.uuid));
    const held = await arrived;
    const cash = await call(t, admin, 'POST', `/transactions/${bill.uuid}/payments`, {
      type: 'CASH',
      amount: 880,
      requestId: requestId(),
    });
    expect(cash.statusCode, cash.body).toBe(200);
    fake.answer('approve');
    expect(await settled(started.id)).toMatchObject({ status: 'reversed', message: M.paidMeanwhile });
    expect(fake.reversals).toContain(held.pspReference);

    const other = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')], { tableNo: '6' }));
    fake.dropNextPaymentCall = true;
    arrived = fake.paymentArrived();
    const silent = paymentOf(await start(other.uuid));
    await arrived;
    await new Promise((r) => setTimeout(r, 50));
    t.setNow(new Date(t.deps.now().getTime() + TERMINAL_PAYMENT_TIMEOUT_MS));
    expect(paymentOf(await poll(silent.id))).toMatchObject({ status: 'failed', message: M.timedOut });
    expect(await paymentsOn(other.uuid)).toHaveLength(0);
  });

  it('an approval of another amount than asked is reversed, not recorded', async () => {
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')]));
    const arrived = fake.paymentArrived();
    const started = paymentOf(await start(bill.uuid));
    const held = await arrived;
    fake.answer('approve', held.serviceId, 5);
    expect(await settled(started.id)).toMatchObject({ status: 'reversed', message: M.amountMismatch });
    expect(fake.reversals).toContain(held.pspReference);
    expect(await paymentsOn(bill.uuid)).toHaveLength(0);
  });
});
