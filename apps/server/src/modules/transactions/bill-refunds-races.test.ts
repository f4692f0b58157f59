import {
  TRANSACTION_MESSAGES as M,
  type PublishedMenu,
  REFUND_MESSAGES as R,
  type Transaction,
} from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { transactionRefunds } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import {
  billOf,
  call,
  dish,
  pay,
  paymentOf,
  placePos,
  posFixture,
  posOrder,
  requestId,
  setAsideOpenBills,
  tick,
} from './pos-test-helpers';

// Races where money moves (issue 28): the requests of each Promise.all are in flight together; with
// DATABASE_URL each takes a PostgreSQL connection of its own, so the bill's lock decides the order.

const t = await buildTestApp();
let gdId: string;
let menu: PublishedMenu;
let admin: string;
let second: string;

beforeAll(async () => {
  ({ gdId, menu, admin } = await posFixture(t));
  second = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gdId })).cookie;
});
beforeEach(() => setAsideOpenBills(t, gdId));

const siuMai = (n = 1) => [dish(menu, 'Siu Mai', n)];
const get = async (id: string) => billOf(await call(t, admin, 'GET', `/transaction/${id}`));
const refund = (as: string, billId: string, body: object) =>
  call(t, as, 'POST', `/transactions/${billId}/refunds`, {
    reason: 'Overpaid',
    requestId: requestId(),
    ...body,
  });

/** What must hold of every bill whatever the timing: money in and out adds up to what it comes to. */
function expectSound(bill: Transaction): void {
  const { total, paid, refunded, balance } = bill.totals;
  expect(balance).toBe(total - paid + refunded);
  expect(refunded).toBeLessThanOrEqual(paid);
  for (const p of bill.paymentTypes) expect(p.refunded).toBeLessThanOrEqual(p.merchantAmount);
  if (bill.billPaid) expect(balance).toBe(0);
}

async function overpaid(): Promise<Transaction> {
  const bill = await placePos(t, admin, posOrder(siuMai(2)));
  paymentOf(await pay(t, admin, bill.uuid, 'CASH', 1500));
  tick(t);
  return billOf(
    await call(t, admin, 'POST', `/transactions/${bill.uuid}/adjustments`, { custom: { percentage: 50 } }),
  );
}

describe('races on money', () => {
  it('two staff refunding one overpayment at once: it goes back once', async () => {
    for (let round = 0; round < 3; round++) {
      await setAsideOpenBills(t, gdId);
      const bill = await overpaid();
      const answers = await Promise.all([
        refund(admin, bill.uuid, { amount: 620 }),
        refund(second, bill.uuid, { amount: 620 }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(R.moreThanOverpaid);
      const after = await get(bill.uuid);
      expectSound(after);
      expect(after.totals).toMatchObject({ refunded: 620, balance: 0 });
    }
  });

  it('one refund sent twice at once (a double tap) is written once', async () => {
    const bill = await overpaid();
    const id = requestId();
    const body = { amount: 620, requestId: id };
    const answers = await Promise.all([refund(admin, bill.uuid, body), refund(admin, bill.uuid, body)]);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const rows = await t.db
      .select()
      .from(transactionRefunds)
      .where(eq(transactionRefunds.transactionId, bill.uuid));
    expect(rows).toHaveLength(1);
    expectSound(await get(bill.uuid));
  });

  it('a refund racing the payment that closes the bill: refunded from the paid bill, or refused before it', async () => {
    for (let round = 0; round < 4; round++) {
      await setAsideOpenBills(t, gdId);
      const bill = await placePos(t, admin, posOrder(siuMai()));
      const payment = () => pay(t, admin, bill.uuid, 'EFTPOS', 880);
      const back = () => refund(second, bill.uuid, { amount: 300, reason: 'Quality issue' });
      const [paid, refunded] =
        round % 2 === 0
          ? await Promise.all([payment(), back()])
          : await Promise.all([back(), payment()]).then(([r, p]) => [p, r] as const);
      expect(paid.statusCode, paid.body).toBe(200);
      const after = await get(bill.uuid);
      expectSound(after);
      expect(after.billPaid).toBe(true);
      if (refunded.statusCode === 200) expect(after.totals).toMatchObject({ refunded: 300, total: 584 });
      else {
        expect(refunded.statusCode).toBe(400);
        expect(refunded.json().message).toBe(R.paymentRequired);
        expect(after.totals.refunded).toBe(0);
      }
    }
  });

  it('two staff paying the parts of one split in cash at once: never more than the bill, change kept', async () => {
    const bill = await placePos(t, admin, posOrder(siuMai(2)));
    const part = (as: string) =>
      call(t, as, 'POST', `/transactions/${bill.uuid}/payments`, {
        type: 'CASH',
        amount: 880,
        tendered: 1000,
        requestId: requestId(),
      });
    const answers = await Promise.all([part(admin), part(second), part(second)]);
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(2);
    const late = answers.find((a) => a.statusCode !== 200)!;
    expect([M.alreadyPaid, M.nothingToPay]).toContain(late.json().message);
    const after = await get(bill.uuid);
    expectSound(after);
    expect(after.billPaid).toBe(true);
    expect(after.paymentTypes.map((p) => [p.paymentAmount, p.change, p.tendered])).toEqual([
      [880, 120, 1000],
      [880, 120, 1000],
    ]);
  });
});
