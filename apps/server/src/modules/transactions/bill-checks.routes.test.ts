import { KEPT_CHECKS_MESSAGES as K, POS_MESSAGES, type PublishedMenu } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import {
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
} from './pos-test-helpers';

// The checks of a split by dish kept on the bill (decision 0583): saved as assigned, answered with the
// bill, dishes moved between unpaid checks, a paid check keeping its dishes.

const t = await buildTestApp();
let gdId: string;
let menu: PublishedMenu;
let admin: string;

beforeAll(async () => {
  ({ gdId, menu, admin } = await posFixture(t));
});
beforeEach(() => setAsideOpenBills(t, gdId));

const keep = (billId: string, checks: string[][] | null, as = admin) =>
  call(t, as, 'POST', `/transactions/${billId}/checks`, { checks });
const threeDishes = async () => {
  const bill = await placePos(
    t,
    admin,
    posOrder([dish(menu, 'Siu Mai'), dish(menu, 'Siu Mai', 2), dish(menu, 'Siu Mai', 3)]),
  );
  return { bill, ids: bill.orders[0]!.dishes.map((d) => d.lineId) as [string, string, string] };
};

describe('kept checks', () => {
  it('keeps the checks as assigned, answers them with the bill, and forgets them on null', async () => {
    const { bill, ids } = await threeDishes();
    const [a, b] = ids;
    const kept = billOf(await keep(bill.uuid, [[a], [b], []]));
    expect(kept.splitChecks).toEqual([[a], [b], []]);
    // Closed and opened again: the bill read afresh still has them.
    expect(billOf(await call(t, admin, 'GET', `/transaction/${bill.uuid}`)).splitChecks).toEqual([
      [a],
      [b],
      [],
    ]);
    expect(billOf(await keep(bill.uuid, null)).splitChecks).toBeNull();
  });

  it('moves dishes between unpaid checks; a paid check keeps its dishes', async () => {
    const { bill, ids } = await threeDishes();
    const [a, b, c] = ids;
    const checks = [[a], [b, c]];
    billOf(await keep(bill.uuid, checks));
    // Check 1 (Siu Mai, 8.80) is paid with the kept split.
    const paid = paymentOf(
      await call(t, admin, 'POST', `/transactions/${bill.uuid}/payments`, {
        type: 'CASH',
        amount: 880,
        split: { by: 'item', checks },
        portion: 'Check 1',
        requestId: requestId(),
      }),
    );
    expect(paid.transaction.paymentTypes[0]).toMatchObject({ portion: 'Check 1' });
    // c moves to a new check 3: allowed.
    expect(billOf(await keep(bill.uuid, [[a], [b], [c]])).splitChecks).toEqual([[a], [b], [c]]);
    // Into or out of the paid check 1, or forgetting the checks: refused, nothing written.
    refused(await keep(bill.uuid, [[a, b], [], [c]]), 400, K.paidCheckChanged);
    refused(await keep(bill.uuid, [[], [a, b], [c]]), 400, K.paidCheckChanged);
    refused(await keep(bill.uuid, null), 400, K.paidCheckChanged);
    const [row] = await t.db.select().from(transactions).where(eq(transactions.id, bill.uuid));
    expect(row!.splitChecks).toEqual([[a], [b], [c]]);
    // The rest pays check 2 and check 3 with the kept split.
    const split = { by: 'item', checks: [[a], [b], [c]] };
    paymentOf(
      await call(t, admin, 'POST', `/transactions/${bill.uuid}/payments`, {
        type: 'CASH',
        amount: 1760,
        split,
        portion: 'Check 2',
        requestId: requestId(),
      }),
    );
    const last = paymentOf(
      await call(t, admin, 'POST', `/transactions/${bill.uuid}/payments`, {
        type: 'CASH',
        amount: 2640,
        split,
        portion: 'Check 3',
        requestId: requestId(),
      }),
    );
    expect(last.transaction.billPaid).toBe(true);
    // A paid bill's checks no longer change.
    expect((await keep(bill.uuid, [[a], [b], [c]])).statusCode).toBe(409);
  });

  it('refuses a dish not on the bill, too many or no checks, without the POS permission or elsewhere', async () => {
    const { bill, ids } = await threeDishes();
    refused(await keep(bill.uuid, [[ids[0], 'not-a-dish']]), 400, K.dishNotOnBill);
    refused(await keep(bill.uuid, []), 400, `checks: ${K.tooManyChecks}`);
    const noPos = await manager(t, gdId, []);
    expect((await keep(bill.uuid, [[ids[0]]], noPos)).statusCode).toBe(403);
    const other = await createRestaurant(t.db);
    const elsewhere = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: other.id })).cookie;
    refused(await keep(bill.uuid, [[ids[0]]], elsewhere), 404, POS_MESSAGES.billNotFound);
  });
});
