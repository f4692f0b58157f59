import { KdsOrdersResponse } from '@rpos/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, printJobs } from '../db/schema';
import {
  dishNamed,
  line,
  MONDAY_NOON,
  menuOf,
  payload,
  placeOrder,
  restaurantRow,
} from '../modules/orders/order-test-helpers';
import { signIn } from '../test/factories';
import { buildTestApp } from '../test/test-app';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoDataIfEmpty } from './seed';

const t = await buildTestApp();
let gdId: string;

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: MONDAY_NOON });
  t.setNow(MONDAY_NOON);
  gdId = (await restaurantRow(t, 'goldendragon')).id;
});

/** One of the dish, with the default option of each of its required groups. */
async function order(dish: string) {
  const menu = await menuOf(t, 'goldendragon', '5');
  const item = dishNamed(menu, dish);
  const options = item.groups
    .filter((g) => g.required || g.force_min > 0)
    .flatMap((g) => g.options.slice(0, Math.max(1, g.force_min)).map((o) => ({ id: o.id })));
  const body = payload([line(item, { options })]);
  const res = await placeOrder(t, body);
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.restaurantId, gdId), eq(orders.orderNumber, body.order.orderNumber)));
  return { id: row!.id, orderNumber: body.order.orderNumber };
}

describe('demo printing and kitchen display (decision 0349)', () => {
  it('a seafood order’s docket and a milk tea’s label land in the outbox of the demo printers', async () => {
    const squid = await order('Salt & Pepper Squid');
    const tea = await order('Hong Kong Milk Tea');
    await t.app.printQueue.runOnce();
    const [docket] = await t.db.select().from(printJobs).where(eq(printJobs.orderId, squid.id));
    expect(docket).toMatchObject({ document: 'DishCategory', printerName: 'Demo Kitchen', status: 'outbox' });
    expect(docket!.lastError).toContain('documentation address (192.0.2.10)');
    expect(docket!.preview).toContain('SEAFOOD WOK');
    const [label] = await t.db.select().from(printJobs).where(eq(printJobs.orderId, tea.id));
    expect(label).toMatchObject({ document: 'Label', printerName: 'Demo Labels', status: 'outbox' });
    expect(label!.preview).toMatch(/\| HONG KONG MILK TEA +\|/);
    expect(label!.preview).toContain('港式奶茶');
  });

  it('the staff sign-in’s kitchen display is the Kitchen Screen, seafood under Seafood Wok', async () => {
    const squid = await order('Salt & Pepper Squid');
    const staff = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantStaff')!;
    const cookie = await signIn(t, staff.email, staff.password);
    const res = await t.request({ method: 'GET', url: '/api/kds/orders', as: cookie });
    expect(res.statusCode, res.body).toBe(200);
    const board = KdsOrdersResponse.parse(res.json());
    expect(board.displayClientName).toBe('Kitchen Screen');
    const wok = board.categories.find((c) => c.name === 'Seafood Wok');
    expect(wok?.tickets.some((x) => x.orderNumber === squid.orderNumber)).toBe(true);
  });
});
