import { KdsOrdersResponse, POS_MESSAGES, type PublishedMenu } from '@rpos/domain';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { printJobs, printRequests, tableRounds, transactionOrders } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { dishNamed, MONDAY_NOON, menuOf, restaurantRow } from '../orders/order-test-helpers';
import { billOf, call, dish, manager, placePos, posOrder, refused } from '../transactions/pos-test-helpers';
import { addLine, getCart, item, PHONES, type Phone, setGroupOrdering } from './table-carts.test-helpers';

// Staff send a table's waiting round to the kitchen now (issue 32, decision 0600): the round a table's
// diners paying their own items wait in goes as its time-out would send it — one docket, one ticket.

const t = await buildTestApp();
const { ann, bob } = PHONES;
let menu: PublishedMenu;
let gdId: string;
let admin: string;
let cook: string;

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: MONDAY_NOON });
  t.setNow(MONDAY_NOON);
  menu = await menuOf(t, 'goldendragon', '5');
  gdId = (await restaurantRow(t, 'goldendragon')).id;
  admin = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gdId })).cookie;
  cook = (await signedInUser(t, { role: 'restaurantStaff', restaurantId: gdId })).cookie;
  await setGroupOrdering(t, true);
});

const payMine = async (phone: Phone, tableId: string) => {
  const res = await t.request({
    method: 'POST',
    url: '/api/tableCart/checkout',
    payload: {
      menuId: 'goldendragon',
      tableId,
      ...phone,
      scope: 'mine',
      version: 0,
      user: { name: phone.nickname, phoneNumber: '0412345678', guestNum: '2' },
      paymentType: 'payAtCounter',
      notes: '',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { reference: string; orderNumber: string };
};
const billIdOf = async (orderId: string) =>
  (await t.db.select().from(transactionOrders).where(eq(transactionOrders.orderId, orderId)))[0]!
    .transactionId;
const dockets = (orderIds: string[]) =>
  t.db.select().from(printJobs).where(inArray(printJobs.orderId, orderIds));
const kdsTickets = async () => {
  const res = await t.request({ method: 'GET', url: '/api/kds/orders', as: cook });
  expect(res.statusCode, res.body).toBe(200);
  return KdsOrdersResponse.parse(res.json()).categories.flatMap((c) => c.tickets);
};
const sendRound = (billId: string, as = admin) => call(t, as, 'POST', `/transactions/${billId}/sendRound`);

/** Ann and Bob each pay their own at table `tableId`; a third dish (Bob's coke) stays unpaid. */
async function heldRound(tableId: string) {
  await addLine(t, ann, tableId, item(dishNamed(menu, 'Siu Mai')));
  await addLine(t, bob, tableId, item(dishNamed(menu, 'Coca-Cola')));
  const a = await payMine(ann, tableId);
  return { a, billId: await billIdOf(a.reference) };
}

describe('staff send a table’s round now', () => {
  it('a held round goes at once: one docket, one kitchen ticket, the unpaid dish stays in the cart', async () => {
    const { a, billId } = await heldRound('9');
    await t.app.printQueue.runOnce();
    expect(await dockets([a.reference])).toHaveLength(0);
    // The bill says when the kitchen gets it at the latest.
    const before = billOf(await call(t, admin, 'GET', `/transaction/${billId}`));
    expect(before.orders[0]!.roundSendsAt).toBe(new Date(MONDAY_NOON.getTime() + 10 * 60_000).toISOString());

    const sent = billOf(await sendRound(billId));
    expect(sent.orders[0]!.roundSendsAt).toBeNull();
    expect(sent.operationHistory.at(-1)).toMatchObject({ operationType: 'sendRound' });
    expect(
      (await t.db.select().from(printRequests).where(eq(printRequests.orderId, a.reference)))[0]!.status,
    ).toBe('pending');
    await t.app.printQueue.runOnce();
    const printed = await dockets([a.reference]);
    expect(printed.map((j) => j.document)).toEqual(['OrderList']);
    expect(printed[0]!.preview).toContain('Siu Mai');
    expect(printed[0]!.preview).not.toContain('Coca-Cola');
    await t.app.printQueue.runOnce();
    expect(await dockets([a.reference])).toHaveLength(1);
    expect((await kdsTickets()).filter((k) => k.orderId === a.reference)).toHaveLength(1);
    // Bob's dish stays in the cart, no round waits; his order starts a round of its own, printed alone.
    const cart = (await getCart(t, bob, '9')).json();
    expect(cart.round).toBeNull();
    expect(cart.lines).toHaveLength(1);
    const b = await payMine(bob, '9');
    await t.app.printQueue.runOnce();
    expect((await dockets([b.reference])).map((j) => j.preview).join('\n')).toContain('Coca-Cola');
    expect(await dockets([a.reference])).toHaveLength(1);
  });

  it('sending twice, or a round already gone, is 409 and prints nothing more', async () => {
    const { a, billId } = await heldRound('7');
    billOf(await sendRound(billId));
    refused(await sendRound(billId), 409, POS_MESSAGES.noRoundWaiting);
    await t.app.printQueue.runOnce();
    refused(await sendRound(billId), 409, POS_MESSAGES.noRoundWaiting);
    await t.app.printQueue.runOnce();
    expect(await dockets([a.reference])).toHaveLength(1);
    const [round] = await t.db.select().from(tableRounds).where(eq(tableRounds.leadOrderId, a.reference));
    expect(round!.sentAt).toBeTruthy();
    expect(round!.staffSentAt).toBeTruthy();
    // A bill with no round at all (the POS's own order).
    const pos = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')], { tableNo: '11' }));
    refused(await sendRound(pos.uuid), 409, POS_MESSAGES.noRoundWaiting);
  });

  it('refuses another restaurant’s user (404) and a role without POS access (403), writing nothing', async () => {
    const { a, billId } = await heldRound('8');
    const elsewhere = await createRestaurant(t.db);
    const stranger = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: elsewhere.id })).cookie;
    refused(await sendRound(billId, stranger), 404, POS_MESSAGES.billNotFound);
    expect((await sendRound(billId, await manager(t, gdId, []))).statusCode).toBe(403);
    expect((await sendRound(billId, cook)).statusCode).toBe(403);
    await t.app.printQueue.runOnce();
    expect(await dockets([a.reference])).toHaveLength(0);
    const [round] = await t.db.select().from(tableRounds).where(eq(tableRounds.restaurantId, gdId));
    expect(round).toBeTruthy();
    const [held] = await t.db.select().from(printRequests).where(eq(printRequests.orderId, a.reference));
    expect(held!.status).toBe('held');
  });
});
