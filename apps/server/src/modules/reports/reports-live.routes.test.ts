import { type PublishedMenu, TodaySalesReport } from '@rpos/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { payload, placeOrder } from '../orders/order-test-helpers';
import {
  billOf,
  call,
  dish,
  pay,
  placePos,
  posFixture,
  posOrder,
  setAsideOpenBills,
} from '../transactions/pos-test-helpers';
import { fixtureRestaurant, writeOrder } from './report-fixture';
import { rowsOf } from './reports.repository';

// An order placed is in the figures at once (the read rebuilds its logged days), and within seconds
// without a read (the background refresh), through the POS and the diner's own calls.

const t = await buildTestApp();
let gdId: string;
let menu: PublishedMenu;
let admin: string;

beforeAll(async () => {
  ({ gdId, menu, admin } = await posFixture(t));
  await setAsideOpenBills(t, gdId);
});

const today = async () => {
  const res = await call(t, admin, 'GET', '/getTodaySalesReport');
  expect(res.statusCode, res.body).toBe(200);
  return TodaySalesReport.parse(res.json());
};
const counts = async (path: string) => {
  const d = new Date(t.deps.now().getTime() + 10 * 3_600_000).toISOString().slice(0, 10); // Sydney day of noon UTC+10
  const res = await call(t, admin, 'GET', `${path}?startDateStr=${d}&endDateStr=${d}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { type: string | null; count: number }[];
};

describe('an order placed is in the figures', () => {
  it('a POS order paid in cash: sales, cash, the dish table and the local count at the next read', async () => {
    const before = await today();
    const localBefore = (await counts('/orderFromReport')).find((r) => r.type === 'local')?.count ?? 0;
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai', 2)]));
    expect((await counts('/orderFromReport')).find((r) => r.type === 'local')?.count).toBe(localBefore + 1);
    billOf(await pay(t, admin, bill.uuid, 'CASH', bill.balance));
    const after = await today();
    expect(after.todaySales - before.todaySales).toBe(bill.balance);
    expect(after.todayCash - before.todayCash).toBe(bill.balance);
    const dishes = (await call(t, admin, 'GET', '/getTodayDishReport')).json().dishes;
    expect(dishes).toContainEqual(expect.objectContaining({ dishName: 'Siu Mai', totalCount: 2 }));
  });

  it("a diner's online order counts as online", async () => {
    const onlineBefore = (await counts('/orderFromReport')).find((r) => r.type === 'online')?.count ?? 0;
    const res = await placeOrder(t, payload([dish(menu, 'Siu Mai')]));
    expect(res.statusCode, res.body).toBe(200);
    expect((await counts('/orderFromReport')).find((r) => r.type === 'online')?.count).toBe(onlineBefore + 1);
  });

  it('a deleted bill leaves the sales at the next read', async () => {
    await setAsideOpenBills(t, gdId);
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai', 1)], { tableNo: '8' }));
    billOf(await pay(t, admin, bill.uuid, 'EFTPOS', bill.balance));
    const withIt = await today();
    const { cookie } = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gdId });
    const del = await t.request({
      method: 'POST',
      url: '/api/updateTransactions',
      as: cookie,
      payload: { transactionIds: [bill.uuid], reason: 'Test transaction' },
    });
    expect(del.statusCode, del.body).toBe(200);
    expect((await today()).todaySales).toBe(withIt.todaySales - bill.balance);
  });
});

describe('the background refresh', () => {
  it('rebuilds logged days within seconds without a report read', async () => {
    const bg = await buildTestApp({ reportRefreshSeconds: 1 });
    const { restaurant, harGow } = await fixtureRestaurant(bg, 'Background');
    const at = new Date(Date.now() - 60_000).toISOString();
    await writeOrder(
      bg,
      restaurant.id,
      { at, origin: 'local', kind: 'dinein', lines: [{ ...harGow, quantity: 1 }] },
      { type: 'dinein', tableNo: '2', payments: [{ type: 'CASH', amount: 1850, at }] },
    );
    const started = Date.now();
    let sales = 0;
    while (Date.now() - started < 10_000) {
      const [row] = await rowsOf<{ sales: number }>(
        bg.db,
        sql`select coalesce(sum(sales), 0)::float8 as sales from report_day_totals where restaurant_id = ${restaurant.id}`,
      );
      sales = row?.sales ?? 0;
      if (sales > 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(sales).toBe(1850);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
