import {
  KdsOrdersResponse,
  type PublishedMenu,
  TABLE_ROUND_WAIT_MS,
  type TableCartResponse,
} from '@rpos/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, printJobs, printRequests } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { dishNamed, MONDAY_NOON, menuOf, restaurantRow } from '../orders/order-test-helpers';
import { addLine, getCart, item, PHONES, type Phone, setGroupOrdering } from './table-carts.test-helpers';

// The kitchen gets one order for the table (issue 32, decision 0597): diners paying their own items
// are held as one round, printed as ONE docket and shown as ONE kitchen ticket when the table's cart
// is all ordered, or when the round's wait is over. With DATABASE_URL the checkouts run truly at once.

const t = await buildTestApp();
const { ann, bob, cat } = PHONES;
let menu: PublishedMenu;
let restaurantId: string;
let cook: string;
let now = MONDAY_NOON;

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: MONDAY_NOON });
  t.setNow(MONDAY_NOON);
  menu = await menuOf(t, 'goldendragon', '5');
  restaurantId = (await restaurantRow(t, 'goldendragon')).id;
  cook = (await signedInUser(t, { role: 'restaurantStaff', restaurantId })).cookie;
  await setGroupOrdering(t, true);
});

const kungPao = () => dishNamed(menu, 'Kung Pao Chicken');
/** Kung Pao Chicken as chosen: its spice level is required. */
const kungPaoLine = () => ({
  ...item(kungPao()),
  options: [{ id: kungPao().groups.find((g) => g.name === 'Spice level')!.options[0]!.id, quantity: 1 }],
});
const siuMai = () => dishNamed(menu, 'Siu Mai');
const coke = () => dishNamed(menu, 'Coca-Cola');

const cartOf = async (tableId: string, phone: Phone = ann): Promise<TableCartResponse> => {
  const res = await getCart(t, phone, tableId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** A phone's checkout, with its diner's declared allergies. */
const payMine = (
  phone: Phone,
  tableId: string,
  o: { scope?: 'mine' | 'table'; version?: number; allergens?: string[] } = {},
) =>
  t.request({
    method: 'POST',
    url: '/api/tableCart/checkout',
    payload: {
      menuId: 'goldendragon',
      tableId,
      ...phone,
      scope: o.scope ?? 'mine',
      version: o.version ?? 0,
      user: { name: phone.nickname, phoneNumber: '0412345678', guestNum: '3', allergens: o.allergens ?? [] },
      paymentType: 'payAtCounter',
      notes: '',
    },
  });

/** Tries until the table's other checkout is done (409 "someone at your table is placing the order"). */
async function payUntilDone(phone: Phone, tableId: string, o: Parameters<typeof payMine>[2] = {}) {
  for (let i = 0; i < 50; i++) {
    const res = await payMine(phone, tableId, o);
    if (res.statusCode !== 409) {
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { reference: string; orderNumber: string };
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the table stayed busy');
}

const jobsOf = (orderIds: string[]) =>
  t.db.select().from(printJobs).where(inArray(printJobs.orderId, orderIds));
/** What the kitchen gets: Golden Dragon has no printer, so each order's list lands in the print outbox. */
const dockets = jobsOf;
const requestsOf = (orderIds: string[]) =>
  t.db.select().from(printRequests).where(inArray(printRequests.orderId, orderIds));
const kdsTickets = async () => {
  const res = await t.request({ method: 'GET', url: '/api/kds/orders', as: cook });
  expect(res.statusCode, res.body).toBe(200);
  return KdsOrdersResponse.parse(res.json()).categories.flatMap((c) => c.tickets);
};
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
  t.setNow(now);
};

describe('a table paying item by item', () => {
  it('two phones paying their own at once: held until the cart is all ordered, then one docket, printed once, and one kitchen ticket', async () => {
    await addLine(t, ann, '7', kungPaoLine());
    await addLine(t, bob, '7', item(siuMai(), 2));
    await addLine(t, cat, '7', item(coke()));
    const [a, b] = await Promise.all([payUntilDone(ann, '7', { allergens: ['pe'] }), payUntilDone(bob, '7')]);
    const ids = [a.reference, b.reference];
    const rows = await t.db.select().from(orders).where(inArray(orders.id, ids));
    // Two orders (each paid their way), one round.
    expect(rows).toHaveLength(2);
    expect(rows[0]!.tableRoundId).toBeTruthy();
    expect(rows[1]!.tableRoundId).toBe(rows[0]!.tableRoundId);
    // Cat has not ordered: nothing reaches the kitchen yet.
    expect((await requestsOf(ids)).map((r) => r.status)).toEqual(['held', 'held']);
    await t.app.printQueue.runOnce();
    expect(await jobsOf(ids)).toHaveLength(0);
    expect((await kdsTickets()).filter((k) => ids.includes(k.orderId))).toHaveLength(0);
    const waiting = await cartOf('7', cat);
    expect(waiting.round?.orders).toBe(2);
    expect(waiting.lines.map((l) => l.addedBy.nickname)).toEqual(['Cat']);

    // Cat pays the rest: the round goes, as one.
    const c = await payUntilDone(cat, '7');
    const all = [...ids, c.reference];
    await t.app.printQueue.runOnce();
    await t.app.printQueue.runOnce();
    const printed = await dockets(all);
    expect(printed.length).toBeGreaterThan(0);
    // Every docket belongs to one order (the round's lead) and holds every diner's dishes.
    expect(new Set(printed.map((j) => j.orderId)).size).toBe(1);
    expect(printed.map((j) => j.document)).toEqual(['OrderList']);
    const preview = printed.map((j) => j.preview).join('\n');
    for (const text of [
      'Kung Pao Chicken',
      'Siu Mai',
      'Coca-Cola',
      'for Ann',
      'for Bob',
      'for Cat',
      'TABLE ORDER · 3 diners',
    ])
      expect(preview).toContain(text);
    // Ann's declared peanut flags her line, under the header.
    expect(preview).toContain('!! ALLERGY: PEANUT !!');
    expect((await requestsOf(all)).every((r) => r.status === 'done')).toBe(true);
    expect(await cartOf('7')).toMatchObject({ lines: [], round: null });

    // One ticket on the kitchen display, naming who ordered what; bumping it bumps every diner's lines.
    const tickets = (await kdsTickets()).filter((k) => all.includes(k.orderId));
    expect(new Set(tickets.map((k) => k.orderId)).size).toBe(1);
    const lines = tickets.flatMap((k) => k.lines);
    expect(lines.map((l) => l.orderedBy).sort()).toEqual(['Ann', 'Bob', 'Cat']);
    expect(lines.find((l) => l.orderedBy === 'Ann')?.allergens).toEqual(['Peanut']);
    expect(tickets[0]!.allergens).toEqual(['Peanut']);
    const bump = await t.request({
      method: 'POST',
      url: '/api/kds/bump',
      as: cook,
      payload: { orderId: tickets[0]!.orderId },
    });
    expect(bump.statusCode, bump.body).toBe(200);
    expect((await kdsTickets()).filter((k) => all.includes(k.orderId))).toHaveLength(0);
  });

  it('a diner who leaves their dishes unpaid: the others’ orders go to the kitchen when the round’s wait is over', async () => {
    await addLine(t, ann, '8', item(siuMai()));
    await addLine(t, bob, '8', item(coke()));
    const a = await payUntilDone(ann, '8');
    await t.app.printQueue.runOnce();
    expect(await jobsOf([a.reference])).toHaveLength(0);
    const cart = await cartOf('8', bob);
    expect(cart.round?.orders).toBe(1);
    expect(new Date(cart.round!.sendsAt).getTime()).toBe(now.getTime() + TABLE_ROUND_WAIT_MS);

    later(TABLE_ROUND_WAIT_MS - 1000);
    await t.app.printQueue.runOnce();
    expect(await jobsOf([a.reference])).toHaveLength(0);
    later(2000);
    await t.app.printQueue.runOnce();
    const printed = await dockets([a.reference]);
    expect(printed.length).toBeGreaterThan(0);
    expect(printed.map((j) => j.preview).join('\n')).not.toContain('Coca-Cola');
    expect((await kdsTickets()).some((k) => k.orderId === a.reference)).toBe(true);
    // Bob's dish stays in the cart; the round is over.
    const after = await cartOf('8', bob);
    expect(after.round).toBeNull();
    expect(after.lines.map((l) => l.addedBy.nickname)).toEqual(['Bob']);

    // Bob pays later: his order starts a round of its own, all ordered at once: printed at once.
    const b = await payUntilDone(bob, '8');
    await t.app.printQueue.runOnce();
    const his = await dockets([b.reference]);
    expect(his.length).toBeGreaterThan(0);
    expect(his.map((j) => j.preview).join('\n')).toContain('Coca-Cola');
    expect((await dockets([a.reference])).length).toBe(printed.length);
  });

  it('one pays their own, another sends the rest for the table: one docket', async () => {
    await addLine(t, ann, '9', item(siuMai()));
    await addLine(t, bob, '9', item(coke()));
    await addLine(t, cat, '9', kungPaoLine());
    const a = await payUntilDone(ann, '9');
    const { version } = await cartOf('9', bob);
    const rest = await payUntilDone(bob, '9', { scope: 'table', version });
    await t.app.printQueue.runOnce();
    const printed = await dockets([a.reference, rest.reference]);
    expect(new Set(printed.map((j) => j.orderId)).size).toBe(1);
    const preview = printed.map((j) => j.preview).join('\n');
    for (const text of ['Siu Mai', 'Coca-Cola', 'Kung Pao Chicken', 'for Ann', 'for Bob'])
      expect(preview).toContain(text);
  });

  it('a table checking out at once is unchanged: its one order prints as before', async () => {
    await addLine(t, ann, '11', item(siuMai()));
    await addLine(t, bob, '11', item(coke()));
    const { version } = await cartOf('11');
    const one = await payUntilDone(ann, '11', { scope: 'table', version });
    await t.app.printQueue.runOnce();
    const printed = await dockets([one.reference]);
    expect(printed.length).toBeGreaterThan(0);
    const preview = printed.map((j) => j.preview).join('\n');
    expect(preview).toContain(`Order ${one.orderNumber}`);
    expect(preview).not.toContain('for Ann');
    const [row] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.restaurantId, restaurantId), eq(orders.id, one.reference)));
    expect(row!.tableRoundId).toBeTruthy();
  });
});
