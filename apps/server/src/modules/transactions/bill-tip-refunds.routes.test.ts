import { type PublishedMenu, REFUND_MESSAGES as R } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { transactionRefunds } from '../../db/schema';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import {
  activitiesOf,
  billOf,
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
} from './pos-test-helpers';

// Refunding a tip at the POS (decision 0576): the tip part is given back apart from the sales part, is
// held to what is left of the payment's tip, and never comes off the bill's total or the takings.

const t = await buildTestApp();
let gdId: string;
let menu: PublishedMenu;
let admin: string;

beforeAll(async () => {
  ({ gdId, menu, admin } = await posFixture(t));
});
beforeEach(() => setAsideOpenBills(t, gdId));

const post = (url: string, body: object, as = admin) => call(t, as, 'POST', url, body);
const refund = (billId: string, body: object, as = admin) =>
  post(
    `/transactions/${billId}/refunds`,
    { reason: 'Customer complaint', requestId: requestId(), ...body },
    as,
  );

/** Siu Mai (8.80) paid by EFTPOS with a 2.00 tip: a paid bill. */
async function tippedBill(type = 'EFTPOS', tip = 200) {
  const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')]));
  const body = {
    type,
    amount: 880,
    tip,
    requestId: requestId(),
    ...(type === 'CASH' ? { tendered: 2000 } : {}),
  };
  const paid = paymentOf(await post(`/transactions/${bill.uuid}/payments`, body));
  expect(paid.transaction.billPaid).toBe(true);
  tick(t);
  return paid.transaction;
}

describe('refunding a tip', () => {
  it('gives back a tip alone: the bill total, credit and sales part stay; the tip is kept apart', async () => {
    const bill = await tippedBill();
    const paymentId = bill.paymentTypes[0]!.id;
    const after = billOf(await refund(bill.uuid, { paymentId, tip: 150 }));
    expect(after.refunds).toMatchObject([{ amount: 0, credit: 0, tip: 150 }]);
    expect(after.paymentTypes[0]).toMatchObject({ tip: 200, refunded: 0, tipRefunded: 150 });
    expect(after.totals).toMatchObject({ total: 884, paid: 884, refundCredits: 0, balance: 0 }); // EFTPOS adds 0.04
    const activity = (await activitiesOf(t, bill.uuid)).find((a) => a.operationType === 'refund');
    expect(activity).toMatchObject({
      price: 0,
      details: 'Table 5 · Customer complaint · EFTPOS 0.00 · tip 1.50',
    });
    // Only the 0.50 left of the tip can go back now.
    refused(await refund(bill.uuid, { paymentId, tip: 51 }), 409, R.tipTooMuch);
    const rest = billOf(await refund(bill.uuid, { paymentId, tip: 50 }));
    expect(rest.paymentTypes[0]).toMatchObject({ tipRefunded: 200 });
  });

  it('gives back part of the sale and the tip together, each held to its own limit', async () => {
    const bill = await tippedBill('CASH', 120);
    const paymentId = bill.paymentTypes[0]!.id;
    refused(await refund(bill.uuid, { paymentId, amount: 881, tip: 0 }), 409, R.tooMuch);
    refused(await refund(bill.uuid, { paymentId, amount: 100, tip: 121 }), 409, R.tipTooMuch);
    const after = billOf(await refund(bill.uuid, { paymentId, amount: 300, tip: 120 }));
    expect(after.refunds).toMatchObject([{ type: 'CASH', amount: 300, credit: 300, tip: 120 }]);
    expect(after.totals).toMatchObject({ total: 580, refunded: 300 });
    const rows = await t.db
      .select()
      .from(transactionRefunds)
      .where(eq(transactionRefunds.transactionId, bill.uuid));
    expect(rows.map((r) => [r.amount, r.tip])).toEqual([[300, 120]]);
  });

  it('refuses a tip refund where there is no tip, a fractional or negative one, and nothing at all', async () => {
    const bill = await tippedBill('EFTPOS', 0);
    const paymentId = bill.paymentTypes[0]!.id;
    refused(await refund(bill.uuid, { paymentId, tip: 10 }), 409, R.tipTooMuch);
    refused(await refund(bill.uuid, { paymentId, tip: 1.5 }), 400, `tip: ${R.tipInvalid}`);
    refused(await refund(bill.uuid, { paymentId, tip: -1 }), 400, `tip: ${R.tipInvalid}`);
    refused(await refund(bill.uuid, { paymentId, amount: 0, tip: 0 }), 400, R.amountRequired);
    const rows = await t.db
      .select()
      .from(transactionRefunds)
      .where(eq(transactionRefunds.transactionId, bill.uuid));
    expect(rows).toHaveLength(0);
  });

  it('a repeat of the same request writes one refund', async () => {
    const bill = await tippedBill();
    const body = { paymentId: bill.paymentTypes[0]!.id, tip: 100, requestId: requestId() };
    await refund(bill.uuid, body);
    const again = billOf(await refund(bill.uuid, body));
    expect(again.refunds).toHaveLength(1);
  });

  it('needs the POS permission; another restaurant’s bill is not found', async () => {
    const bill = await tippedBill();
    const paymentId = bill.paymentTypes[0]!.id;
    const noPos = await manager(t, gdId, []);
    expect((await refund(bill.uuid, { paymentId, tip: 10 }, noPos)).statusCode).toBe(403);
    const other = await createRestaurant(t.db);
    const elsewhere = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: other.id })).cookie;
    expect((await refund(bill.uuid, { paymentId, tip: 10 }, elsewhere)).statusCode).toBe(404);
  });
});
