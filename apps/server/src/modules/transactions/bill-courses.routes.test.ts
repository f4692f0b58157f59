import { TRANSACTION_MESSAGES as M, POS_MESSAGES, type PublishedMenu } from '@rpos/domain';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { printRequests, transactions } from '../../db/schema';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { findOpenLines } from '../devices/kds.repository';
import { kitchenDocket } from '../printers/print-documents';
import { loadOrderForPrint } from '../printers/print-order.repository';
import { printOrderOf } from '../printers/print-plan';
import {
  billOf,
  call,
  dish,
  manager,
  placePos,
  posFixture,
  posOrder,
  refused,
  setAsideOpenBills,
  tick,
} from './pos-test-helpers';

// Courses held and fired (decision 0502).

const t = await buildTestApp();
let gdId: string;
let menu: PublishedMenu;
let admin: string;

beforeAll(async () => {
  ({ gdId, menu, admin } = await posFixture(t));
});
beforeEach(() => setAsideOpenBills(t, gdId));

const fire = (billId: string, course: unknown, as = admin) =>
  call(t, as, 'POST', `/transactions/${billId}/fire`, { course });
const requestsOf = (orderIds: string[]) =>
  t.db.select().from(printRequests).where(inArray(printRequests.orderId, orderIds));

describe('courses', () => {
  it('the first course goes to the kitchen; a held one waits, is shown held, and prints when fired', async () => {
    const first = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')], { course: 1 }));
    const bill = billOf(
      await call(
        t,
        admin,
        'POST',
        '/pos/orders',
        posOrder([dish(menu, 'Siu Mai', 2)], { transactionId: first.uuid, course: 2, hold: true }),
      ),
    );
    const one = bill.orders.find((o) => o.course === 1);
    const two = bill.orders.find((o) => o.course === 2);
    expect(one).toMatchObject({ course: 1, held: false, isAccepted: true, firedAt: null });
    expect(two).toMatchObject({ course: 2, held: true, isAccepted: false, firedAt: null });
    // The held course is on the bill (its money counts) but not printed.
    expect(bill.totals.subtotal).toBe(880 * 3);
    expect((await requestsOf([one!.orderId, two!.orderId])).map((r) => r.orderId)).toEqual([one!.orderId]);
    const kds = await findOpenLines(t.db, gdId, new Date(0), two!.orderId);
    expect(kds.map((l) => [l.course, l.held])).toEqual([[2, true]]);
    // The floor does not count a held course as an order to accept.
    const floor = (await call(t, admin, 'GET', '/pos/floor')).json();
    const table5 = floor.tables.find((x: { tableNumber: string }) => x.tableNumber === '5');
    expect(table5.bill.waitingOrders).toBe(0);

    tick(t);
    const fired = billOf(await fire(bill.uuid, 2));
    expect(fired.orders.find((o) => o.course === 2)).toMatchObject({
      held: false,
      isAccepted: true,
      firedAt: t.deps.now().toISOString(),
    });
    expect(fired.operationHistory.at(-1)).toMatchObject({
      operationType: 'fireCourse',
      operationName: 'Fired course 2',
    });
    expect(await requestsOf([two!.orderId])).toHaveLength(1);
    const after = await findOpenLines(t.db, gdId, new Date(0), two!.orderId);
    expect(after.map((l) => l.held)).toEqual([false]);
    expect(after[0]?.firedAt).toEqual(t.deps.now());
    refused(await fire(bill.uuid, 2), 400, POS_MESSAGES.nothingHeld);
    // Its docket says the course and when it was fired.
    const data = await loadOrderForPrint(t.db, two!.orderId);
    const order = printOrderOf(data!);
    const docket = kitchenDocket(order, order.dishes, 'name', 'Kitchen').lines.map((l) => l.text);
    expect(docket.find((l) => l.startsWith('COURSE 2'))).toMatch(
      /^COURSE 2 · MAIN 主菜 · fired \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    );
  });

  it('refuses a hold without a course, a bad course, no permission, another restaurant and a paid bill', async () => {
    const noCourse = await call(
      t,
      admin,
      'POST',
      '/pos/orders',
      posOrder([dish(menu, 'Siu Mai')], { hold: true }),
    );
    refused(noCourse, 400, `course: ${POS_MESSAGES.holdNeedsCourse}`);
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')], { course: 3, hold: true }));
    refused(await fire(bill.uuid, 0), 400, `course: ${POS_MESSAGES.courseInvalid}`);
    refused(await fire(bill.uuid, 2), 400, POS_MESSAGES.nothingHeld);
    const noPos = await manager(t, gdId, []);
    expect((await fire(bill.uuid, 3, noPos)).statusCode).toBe(403);
    const other = await createRestaurant(t.db);
    const elsewhere = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: other.id })).cookie;
    refused(await fire(bill.uuid, 3, elsewhere), 404, POS_MESSAGES.billNotFound);
    await t.db
      .update(transactions)
      .set({ status: 'paid', billPaid: true })
      .where(eq(transactions.id, bill.uuid));
    refused(await fire(bill.uuid, 3), 409, M.alreadyPaid);
  });
});
