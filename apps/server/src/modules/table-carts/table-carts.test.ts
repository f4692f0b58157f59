import type { AddressInfo } from 'node:net';
import {
  ORDER_MESSAGES,
  type PublishedMenu,
  TABLE_CART_MESSAGES,
  type TableCartResponse,
} from '@rpos/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, restaurantTables, tableCarts, unavailableItems } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { buildTestApp } from '../../test/test-app';
import { dishNamed, MONDAY_NOON, menuOf, restaurantRow } from '../orders/order-test-helpers';
import { openSse } from '../realtime/sse-test-client';
import {
  addLine,
  checkout,
  getCart,
  item,
  PHONES,
  type Phone,
  setGroupOrdering,
  updateLine,
} from './table-carts.test-helpers';

// One order for the whole table (issue 32): the shared cart on the server. With DATABASE_URL the
// races below run truly concurrently on PostgreSQL (app.inject side by side, each on its own connection).

const t = await buildTestApp();
const { ann, bob, cat } = PHONES;
let menu: PublishedMenu;
let restaurantId: string;

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: MONDAY_NOON });
  t.setNow(MONDAY_NOON);
  menu = await menuOf(t, 'goldendragon', '5');
  restaurantId = (await restaurantRow(t, 'goldendragon')).id;
  await setGroupOrdering(t, true);
});

const siuMai = () => dishNamed(menu, 'Siu Mai');
const coke = () => dishNamed(menu, 'Coca-Cola');
const cartOf = async (tableId: string, phone: Phone = ann): Promise<TableCartResponse> => {
  const res = await getCart(t, phone, tableId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const cartRow = async (tableNumber: string) => {
  const [row] = await t.db
    .select({ id: tableCarts.id })
    .from(tableCarts)
    .innerJoin(restaurantTables, eq(restaurantTables.id, tableCarts.tableId))
    .where(and(eq(tableCarts.restaurantId, restaurantId), eq(restaurantTables.tableNumber, tableNumber)));
  return row!;
};
const tableOrders = (tableId: string) =>
  t.db
    .select()
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.realTableId, tableId)));

describe('the setting', () => {
  it('is off by default and refuses every shared-cart call with 403 when off', async () => {
    await setGroupOrdering(t, false);
    try {
      const online = await t.request({ method: 'GET', url: '/api/online?menuId=goldendragon&tableId=5' });
      expect(online.json().restaurant.onlineSettings.isGroupOrderingEnabled).toBe(false);
      const refusals = [
        await getCart(t, ann, '1'),
        await addLine(t, ann, '1', item(siuMai())),
        await updateLine(t, ann, '1', { lineId: 'x', quantity: 0 }),
        await checkout(t, ann, '1', { version: 0 }),
        await t.request({ method: 'GET', url: '/api/tableCart/events?menuId=goldendragon&tableId=1' }),
      ];
      for (const res of refusals) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().message).toBe(TABLE_CART_MESSAGES.disabled);
      }
      // The single-diner order of diner.md still goes through placeOrder, untouched.
    } finally {
      await setGroupOrdering(t, true);
    }
  });

  it('is for tables only: takeaway 400, an unknown table 404, a bad dinerId 400', async () => {
    expect((await getCart(t, ann, 'takeaway')).json().message).toBe(TABLE_CART_MESSAGES.tablesOnly);
    expect((await getCart(t, ann, '999')).statusCode).toBe(404);
    const bad = await getCart(t, { dinerId: 'short', nickname: 'X' } as never, '1');
    expect(bad.statusCode).toBe(400);
  });
});

describe('building one cart', () => {
  it('two phones adding at once: every add lands, each diner’s identical lines merge, nobody’s are lost', async () => {
    const adds = [
      ...Array.from({ length: 6 }, () => addLine(t, ann, '2', item(siuMai()))),
      ...Array.from({ length: 6 }, () => addLine(t, bob, '2', item(siuMai()))),
    ];
    const answers = await Promise.all(adds);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const cart = await cartOf('2');
    expect(cart.version).toBe(12);
    expect(cart.lines.map((l) => [l.addedBy.nickname, l.quantity])).toEqual(
      expect.arrayContaining([
        ['Ann', 6],
        ['Bob', 6],
      ]),
    );
    expect(cart.lines).toHaveLength(2);
    expect(cart.count).toBe(12);
    expect(cart.diners.map((d) => d.nickname).sort()).toEqual(['Ann', 'Bob']);
  });

  it('prices are the server’s: client prices ignored on add, the menu’s on every read', async () => {
    const res = await addLine(t, ann, '3', item(siuMai(), 2));
    expect(res.statusCode, res.body).toBe(200);
    const cart: TableCartResponse = res.json();
    expect(cart.lines[0]).toMatchObject({
      subTotal: siuMai().price,
      lineTotal: 2 * siuMai().price,
      problem: null,
    });
    expect(cart.subtotal).toBe(2 * siuMai().price);
    // Sold out by staff after it was added: every read prices it again, so it shows without a price
    // and the table's checkout is refused with placeOrder's own message.
    await t.db.insert(unavailableItems).values({ id: 'ua-siu-mai', restaurantId, menuItemId: siuMai().id });
    t.app.dinerContexts.invalidate(restaurantId);
    try {
      const now = await cartOf('3');
      expect(now.lines[0]).toMatchObject({
        subTotal: null,
        lineTotal: null,
        problem: expect.stringContaining('Siu Mai'),
      });
      expect(now.subtotal).toBe(0);
      const refused = await checkout(t, ann, '3', { version: now.version });
      expect(refused.statusCode).toBe(400);
      expect((await cartOf('3')).lines).toHaveLength(1);
    } finally {
      await t.db.delete(unavailableItems).where(eq(unavailableItems.id, 'ua-siu-mai'));
      t.app.dinerContexts.invalidate(restaurantId);
    }
    expect((await cartOf('3')).lines[0]!.lineTotal).toBe(2 * siuMai().price);
    // A dish the menu does not have is refused when added.
    const off = await t.request({
      method: 'POST',
      url: '/api/tableCart/lines',
      payload: {
        menuId: 'goldendragon',
        tableId: '3',
        ...ann,
        item: { dish: { id: 'no-such-dish' }, quantity: 1 },
      },
    });
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe(ORDER_MESSAGES.dishNotOnMenu);
  });

  it('a phone joining late sees the cart as it is, by GET and as the first event of its stream', async () => {
    await addLine(t, ann, '4', item(siuMai()));
    await addLine(t, bob, '4', item(coke(), 2, 'no ice'));
    const late = await cartOf('4', cat);
    expect(
      late.lines.map((l) => [l.dish.name, l.quantity, l.addedBy.nickname, l.specialInstructions]),
    ).toEqual([
      ['Siu Mai', 1, 'Ann', ''],
      ['Coca-Cola', 2, 'Bob', 'no ice'],
    ]);
    expect(late.you).not.toBe(late.lines[0]!.addedBy.dinerTag);
    // Nobody's dinerId travels: only tags.
    expect(JSON.stringify(late)).not.toContain(ann.dinerId);

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const sse = await openSse(`http://127.0.0.1:${port}/api/tableCart/events?menuId=goldendragon&tableId=4`);
    const other = await openSse(
      `http://127.0.0.1:${port}/api/tableCart/events?menuId=goldendragon&tableId=7`,
    );
    try {
      expect(sse.status).toBe(200);
      const first = await sse.next((e) => e.event === 'tableCart');
      expect(first.data.lines).toHaveLength(2);
      await other.next((e) => e.event === 'tableCart');
      // Live: Cat's add reaches the stream of table 4, not table 7's.
      await addLine(t, cat, '4', item(coke()));
      const live = await sse.next((e) => e.event === 'tableCart' && e.data.lines.length === 3);
      expect(live.data.lines[2].addedBy.nickname).toBe('Cat');
      expect(other.received.filter((e) => e.event === 'tableCart')).toHaveLength(1);
    } finally {
      sse.close();
      other.close();
    }
  });

  it('a diner changes or removes only their own lines', async () => {
    const cart = await cartOf('4');
    const annLine = cart.lines.find((l) => l.addedBy.nickname === 'Ann')!;
    const refused = await updateLine(t, bob, '4', { lineId: annLine.id, quantity: 0 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TABLE_CART_MESSAGES.notYourLine);
    const more = await updateLine(t, ann, '4', { lineId: annLine.id, quantity: 3 });
    expect(more.json().lines.find((l: { id: string }) => l.id === annLine.id).quantity).toBe(3);
    const gone = await updateLine(t, ann, '4', { lineId: annLine.id, quantity: 0 });
    expect(gone.json().lines.map((l: { id: string }) => l.id)).not.toContain(annLine.id);
    expect((await updateLine(t, ann, '4', { lineId: annLine.id, quantity: 1 })).statusCode).toBe(404);
  });

  it('an open cart untouched for more than an hour is discarded, as diner.md’s saved cart', async () => {
    await addLine(t, ann, '8', item(siuMai()));
    t.setNow(new Date(MONDAY_NOON.getTime() + 61 * 60_000));
    try {
      expect((await cartOf('8')).lines).toEqual([]);
      const fresh = await addLine(t, bob, '8', item(coke()));
      expect(fresh.json().lines.map((l: { addedBy: { nickname: string } }) => l.addedBy.nickname)).toEqual([
        'Bob',
      ]);
    } finally {
      t.setNow(MONDAY_NOON);
    }
  });
});

describe('checking out', () => {
  it('phones checking out at once produce one order with every line; the others get 409', async () => {
    await addLine(t, ann, '5', item(siuMai(), 2));
    await addLine(t, bob, '5', item(coke(), 3));
    const { version } = await cartOf('5');
    const before = (await tableOrders('5')).length;
    const answers = await Promise.all([ann, bob, cat, ann, bob].map((p) => checkout(t, p, '5', { version })));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok, answers.map((r) => r.body).join('\n')).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode, r.body).toBe(409);
      expect([TABLE_CART_MESSAGES.checkoutInProgress, TABLE_CART_MESSAGES.cartChanged]).toContain(
        r.json().message,
      );
    }
    const placed = await tableOrders('5');
    expect(placed).toHaveLength(before + 1);
    const order = ok[0]!.json();
    // The server's prices: 2 Siu Mai and 3 Coca-Cola from the menu, not the client's 1 cent.
    expect(order.subtotalCent).toBe(2 * siuMai().price + 3 * coke().price);
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.reference));
    expect(lines.map((l) => l.quantity).sort()).toEqual([2, 3]);
    const after = await cartOf('5');
    expect(after.lines).toEqual([]);
    expect(after.checkoutInProgress).toBe(false);
    expect(after.lastOrder).toMatchObject({ reference: order.reference, scope: 'table' });
    // Checking out again (a late phone with the old version) orders nothing more.
    const again = await checkout(t, bob, '5', { version });
    expect(again.statusCode).toBe(409);
    expect((await tableOrders('5')).length).toBe(before + 1);
  });

  it('"pay my items": the diner’s lines become their order, the others’ stay in the cart', async () => {
    await addLine(t, ann, '6', item(siuMai()));
    await addLine(t, bob, '6', item(coke()));
    const res = await checkout(t, ann, '6', { scope: 'mine', version: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().subtotalCent).toBe(siuMai().price);
    const cart = await cartOf('6');
    expect(cart.lines.map((l) => l.addedBy.nickname)).toEqual(['Bob']);
    const nothing = await checkout(t, ann, '6', { scope: 'mine', version: 0 });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(TABLE_CART_MESSAGES.nothingToOrder);
  });

  it('a checkout whose instance died is settled by the next change: its order kept, its lines gone once', async () => {
    await addLine(t, ann, '10', item(siuMai()));
    const { version } = await cartOf('10');
    const placed = await checkout(t, ann, '10', { version });
    expect(placed.statusCode, placed.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(tableCarts)
      .where(eq(tableCarts.id, (await cartRow('10')).id));
    // As if the instance died after placing the order and before removing the lines: put the claim back.
    await addLine(t, bob, '10', item(coke()));
    const bobLine = (await cartOf('10')).lines[0]!;
    const claimedAt = new Date(MONDAY_NOON.getTime() - 3 * 60_000);
    await t.db
      .update(tableCarts)
      .set({
        checkoutStartedAt: claimedAt,
        checkoutNumber: placed.json().orderNumber,
        checkoutScope: 'table',
        checkoutNickname: 'Ann',
        checkoutLineIds: [bobLine.id],
      })
      .where(eq(tableCarts.id, row!.id));
    // Within two minutes it blocks; after, the next change settles it: the order exists, so the line goes.
    t.setNow(new Date(claimedAt.getTime() + 60_000));
    expect((await addLine(t, cat, '10', item(coke()))).statusCode).toBe(409);
    t.setNow(MONDAY_NOON);
    const after = await addLine(t, cat, '10', item(coke()));
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().lines.map((l: { addedBy: { nickname: string } }) => l.addedBy.nickname)).toEqual([
      'Cat',
    ]);
    expect(after.json().checkoutInProgress).toBe(false);

    // A dead claim whose order was never written only frees the cart: the lines stay.
    await t.db
      .update(tableCarts)
      .set({ checkoutStartedAt: claimedAt, checkoutNumber: 'neverplaced0001', checkoutLineIds: [] })
      .where(eq(tableCarts.id, row!.id));
    const kept = await addLine(t, cat, '10', item(coke()));
    expect(kept.json().lines).toHaveLength(1);
    expect(kept.json().lines[0].quantity).toBe(2);
  });

  it('a refused checkout leaves the cart as it was and free; a stale version gets 409', async () => {
    await addLine(t, ann, '9', item(siuMai()));
    const { version } = await cartOf('9');
    const stale = await checkout(t, ann, '9', { version: version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(TABLE_CART_MESSAGES.cartChanged);
    const refused = await checkout(t, ann, '9', { version, name: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ORDER_MESSAGES.nameRequired);
    const cart = await cartOf('9');
    expect(cart.lines).toHaveLength(1);
    expect(cart.checkoutInProgress).toBe(false);
    expect((await addLine(t, bob, '9', item(coke()))).statusCode).toBe(200);
  });
});
