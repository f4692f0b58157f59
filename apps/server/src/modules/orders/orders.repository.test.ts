import type { PricedLine } from '@rpos/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, orderItemOptions, orderItems, orders, smsCodes } from '../../db/schema';
import { newId } from '../../platform/ids';
import { createRestaurant } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { findOrderByNumber, insertPlacedOrder, type NewOrder } from './orders.repository';

const t = await buildTestApp();
const AT = new Date('2026-11-25T01:30:00Z');

const line = (name: string, options: PricedLine['options'] = []): PricedLine => ({
  menuItemId: `dish-${name}`,
  categoryId: 'cat-1',
  name,
  altName: null,
  dishPrice: 500,
  size: null,
  quantity: 2,
  unitPrice: 500,
  subTotal: 500 + options.reduce((s, o) => s + o.price * o.quantity, 0),
  lineTotal: 2 * (500 + options.reduce((s, o) => s + o.price * o.quantity, 0)),
  isTakeaway: false,
  specialInstructions: '',
  options,
});

const newOrder = (restaurantId: string, orderNumber: string, extra: Partial<NewOrder> = {}): NewOrder => ({
  order: {
    id: newId(),
    restaurantId,
    orderNumber,
    type: 'takeaway',
    origin: 'online',
    kind: 'takeaway',
    tableId: 'takeaway',
    realTableId: null,
    chooseType: null,
    pickupTimeType: 'now',
    pickupTime: AT,
    selectedDate: null,
    isPaymentRequired: false,
    paymentType: 'payAtCounter',
    status: 'placed',
    paymentStatus: 'unpaid',
    subtotal: 1000,
    surchargeTotal: 0,
    discountTotal: 0,
    total: 1000,
    surcharges: [],
    currency: 'AUD',
    customerName: 'A',
    customerEmail: null,
    customerPhone: '0412345678',
    guestNum: 0,
    address: null,
    addressObject: null,
    postcode: null,
    foodAllergies: null,
    allergens: [],
    notes: null,
    menuId: 'm',
    menuVersion: 1,
    browser: null,
    mobileModel: null,
    memberId: null,
    voucherId: null,
    clientId: null,
    tableRoundId: null,
    orderTime: AT,
    deletedAt: null,
    deletedBy: null,
  },
  lines: [line('Siu Mai')],
  customer: { name: 'A', phone: '0412345678', email: null },
  smsSid: null,
  bill: null,
  ...extra,
});

const countRows = async (restaurantId: string) => {
  const rows = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.restaurantId, restaurantId));
  return rows.length;
};

describe('insertPlacedOrder (one statement)', () => {
  it('writes the order with its lines, options and customer', async () => {
    const r = await createRestaurant(t.db);
    const o = newOrder(r.id, 'number0001', {
      lines: [
        line('Wonton Noodle Soup', [
          { optionId: 'o1', groupId: 'g1', name: 'Udon', price: 150, quantity: 1 },
          { optionId: 'o2', groupId: 'g2', name: 'Beef brisket', price: 500, quantity: 2 },
        ]),
        line('Siu Mai'),
      ],
      customer: { name: 'Mei', phone: '0412345678', email: 'mei@example.com' },
    });
    expect(await insertPlacedOrder(t.deps.database, o)).toEqual({
      inserted: true,
      codeFree: true,
      voucherFree: true,
      billId: null,
    });

    const row = await findOrderByNumber(t.db, r.id, 'number0001');
    expect(row).toMatchObject({
      id: o.order.id,
      total: 1000,
      surcharges: [],
      orderTime: AT,
      status: 'placed',
    });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, o.order.id));
    expect(items.map((i) => [i.lineNo, i.name, i.subTotal, i.lineTotal]).sort()).toEqual([
      [0, 'Wonton Noodle Soup', 1650, 3300],
      [1, 'Siu Mai', 500, 1000],
    ]);
    const soup = items.find((i) => i.lineNo === 0)!;
    const opts = await t.db.select().from(orderItemOptions).where(eq(orderItemOptions.itemId, soup.id));
    expect(opts.map((x) => [x.name, x.price, x.quantity]).sort()).toEqual([
      ['Beef brisket', 500, 2],
      ['Udon', 150, 1],
    ]);
    const [customer] = await t.db.select().from(customers).where(eq(customers.restaurantId, r.id));
    expect(customer).toMatchObject({
      name: 'Mei',
      phone: '0412345678',
      email: 'mei@example.com',
      orderCount: 1,
    });
  });

  it('writes nothing for a number the restaurant has, and counts the customer once', async () => {
    const r = await createRestaurant(t.db);
    const first = newOrder(r.id, 'number0002');
    await insertPlacedOrder(t.deps.database, first);
    const again = newOrder(r.id, 'number0002');
    expect(await insertPlacedOrder(t.deps.database, again)).toEqual({
      // Nothing was refused but the number: no code or voucher stood in the way.
      inserted: false,
      codeFree: true,
      voucherFree: true,
      billId: null,
    });
    expect((await findOrderByNumber(t.db, r.id, 'number0002'))!.id).toBe(first.order.id);
    expect(await t.db.select().from(orderItems).where(eq(orderItems.orderId, again.order.id))).toEqual([]);
    const [customer] = await t.db.select().from(customers).where(eq(customers.restaurantId, r.id));
    expect(customer!.orderCount).toBe(1);

    // Another number: the customer is refreshed and counted, the e-mail kept when none is given.
    await insertPlacedOrder(
      t.deps.database,
      newOrder(r.id, 'number0003', { customer: { name: 'A. Diner', phone: '0412345678', email: null } }),
    );
    const [after] = await t.db.select().from(customers).where(eq(customers.restaurantId, r.id));
    expect(after).toMatchObject({ name: 'A. Diner', orderCount: 2 });
  });

  it('lets exactly one of concurrent writes with one number through', async () => {
    const r = await createRestaurant(t.db);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => insertPlacedOrder(t.deps.database, newOrder(r.id, 'number0004'))),
    );
    expect(results.filter((x) => x.inserted)).toHaveLength(1);
    expect(await countRows(r.id)).toBe(1);
    const other = await createRestaurant(t.db);
    expect((await insertPlacedOrder(t.deps.database, newOrder(other.id, 'number0004'))).inserted).toBe(true);
  });

  it('uses an SMS code once: a second order with it writes nothing', async () => {
    const r = await createRestaurant(t.db);
    const sid = newId();
    await t.db.insert(smsCodes).values({
      sid,
      restaurantId: r.id,
      phone: '0412345678',
      codeHash: 'x',
      ip: '127.0.0.1',
      expiresAt: new Date(AT.getTime() + 300_000),
    });
    const results = await Promise.all(
      ['number0005', 'number0006'].map((n) =>
        insertPlacedOrder(t.deps.database, newOrder(r.id, n, { smsSid: sid })),
      ),
    );
    expect(results.map((x) => x.inserted).sort()).toEqual([false, true]);
    expect(results.find((x) => !x.inserted)!.codeFree).toBe(false);
    expect(await countRows(r.id)).toBe(1);
    const [code] = await t.db.select().from(smsCodes).where(eq(smsCodes.sid, sid));
    expect(code!.usedAt).toEqual(AT);
  });

  it('refuses totals that do not add up and leaves nothing behind', async () => {
    const r = await createRestaurant(t.db);
    const bad = newOrder(r.id, 'number0007');
    bad.order.total = 99;
    await expect(insertPlacedOrder(t.deps.database, bad)).rejects.toThrow();
    expect(await countRows(r.id)).toBe(0);
    expect(
      await t.db
        .select()
        .from(customers)
        .where(and(eq(customers.restaurantId, r.id), eq(customers.phone, '0412345678'))),
    ).toEqual([]);
  });
});
