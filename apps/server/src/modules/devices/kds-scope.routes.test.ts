import { KdsOrdersResponse } from '@rpos/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { displayClients, orders, posClients, printerZones, transactionOrders } from '../../db/schema';
import { newId } from '../../platform/ids';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { dishNamed, line, payload, placeOrder } from '../orders/order-test-helpers';
import { type PosFixture, posFixture, setAsideOpenBills } from '../transactions/pos-test-helpers';

const t = await buildTestApp();
let f: PosFixture;

beforeAll(async () => {
  f = await posFixture(t);
  await setAsideOpenBills(t, f.gdId);
});

const kds = async (as: string) => {
  const res = await t.request({ method: 'GET', url: '/api/kds/orders', as });
  expect(res.statusCode, res.body).toBe(200);
  return KdsOrdersResponse.parse(res.json());
};
const numbersOn = async (as: string) =>
  new Set((await kds(as)).categories.flatMap((c) => c.tickets.map((x) => x.orderNumber)));

/** A zone of Golden Dragon (floorTable with tables, or logic). */
async function zone(zoneType: 'floorTable' | 'logic', zoneTables: string[] = []) {
  const id = newId();
  await t.db
    .insert(printerZones)
    .values({ id, restaurantId: f.gdId, zoneType, zoneName: `Zone ${id}`, zoneTables, printer: 'Kitchen' });
  return { id, zoneName: `Zone ${id}` };
}

/** A POS client with these zones; answers its id. */
async function posClient(type: 'counter' | 'client', zones: { id: string; zoneName: string }[]) {
  const id = newId();
  await t.db.insert(posClients).values({
    id,
    restaurantId: f.gdId,
    posClientName: `Till ${id}`,
    posClientType: type,
    username: 'till',
    printerZones: zones,
  });
  return id;
}

/** A kitchen display user linked to these POS clients; answers its session cookie. */
async function display(posIds: string[]): Promise<string> {
  const cook = await signedInUser(t, { role: 'restaurantStaff', restaurantId: f.gdId });
  await t.db.insert(displayClients).values({
    id: newId(),
    restaurantId: f.gdId,
    displayClientName: `Display ${posIds.length}`,
    userId: cook.user.id,
    username: cook.user.username,
    posIds,
  });
  return cook.cookie;
}

async function order(tableId: string): Promise<string> {
  const body = payload([line(dishNamed(f.menu, 'Siu Mai'))], { tableId });
  const res = await placeOrder(t, body);
  expect(res.statusCode, res.body).toBe(200);
  return body.order.orderNumber;
}

describe('a kitchen display shows the orders of its POS clients (decision 0348)', () => {
  let patio: string;
  let front: string;
  let roaming: string;
  let all: string;
  let gone: string;
  let at7: string;
  let at5: string;
  let away: string;

  beforeAll(async () => {
    const patioZone = await zone('floorTable', ['7', '8']);
    const mainZone = await zone('floorTable', ['5']);
    const logic = await zone('logic');
    patio = await display([await posClient('client', [patioZone])]);
    front = await display([await posClient('counter', [mainZone, logic])]);
    roaming = await display([await posClient('client', [logic])]);
    const deleted = await posClient('client', [patioZone]);
    gone = await display([deleted]);
    await t.db.delete(posClients).where(eq(posClients.id, deleted));
    all = (await signedInUser(t, { role: 'restaurantStaff', restaurantId: f.gdId })).cookie;
    at7 = await order('7');
    at5 = await order('5');
    away = await order('takeaway');
  });

  it('a client in floor zones sees those tables only; a counter its tables and orders off the floor', async () => {
    const onPatio = await numbersOn(patio);
    expect([onPatio.has(at7), onPatio.has(at5), onPatio.has(away)]).toEqual([true, false, false]);
    const onFront = await numbersOn(front);
    expect([onFront.has(at7), onFront.has(at5), onFront.has(away)]).toEqual([false, true, true]);
  });

  it('a client without floor zones, a display whose POS clients are gone, and a non-display user see all', async () => {
    for (const as of [roaming, gone, all]) {
      const on = await numbersOn(as);
      expect([on.has(at7), on.has(at5), on.has(away)]).toEqual([true, true, true]);
    }
  });

  it('a display cannot bump an order off its board; a moved bill follows its new table', async () => {
    const [row] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.restaurantId, f.gdId), eq(orders.orderNumber, at7)));
    const bump = (as: string) =>
      t.request({ method: 'POST', url: '/api/kds/bump', payload: { orderId: row!.id }, as });
    expect((await bump(front)).statusCode).toBe(404);
    // The table 7 bill moves to table 8 (still the patio), then to table 11 (no zone: nobody's floor).
    const [link] = await t.db.select().from(transactionOrders).where(eq(transactionOrders.orderId, row!.id));
    const move = (tableNo: string) =>
      t.request({
        method: 'POST',
        url: `/api/transactions/${link!.transactionId}/move`,
        payload: { tableNo },
        as: f.admin,
      });
    expect((await move('8')).statusCode).toBe(200);
    expect((await numbersOn(patio)).has(at7)).toBe(true);
    expect((await move('11')).statusCode).toBe(200);
    expect((await numbersOn(patio)).has(at7)).toBe(false);
    expect((await numbersOn(front)).has(at7)).toBe(false);
    expect((await numbersOn(roaming)).has(at7)).toBe(true);
    expect((await bump(roaming)).statusCode).toBe(200);
  });
});
