import {
  LiveTransactionsResponse,
  BACK_OFFICE_ORDER_MESSAGES as M,
  OrderResponse,
  orderDateStrAt,
  parseCsv,
  SANDBOX_TEST_CARDS,
  TodayOrderResponse,
} from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orderItemOptions, orderItems, orders, transactionOrders, transactions } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { newId } from '../../platform/ids';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { orderWithPayment, paymentRestaurant, payWithCard } from '../payments/payment-test-helpers';
import { get, insertDayOrder, put, staff } from './back-office-order-test-helpers';
import {
  dishNamed,
  line,
  MONDAY_NOON,
  menuOf,
  payload,
  placeOrder,
  restaurantRow,
} from './order-test-helpers';

const t = await buildTestApp();
let gdId: string;

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: MONDAY_NOON });
  gdId = (await restaurantRow(t, 'goldendragon')).id;
});
// Tests that place orders move the clock to Monday noon (Golden Dragon open); the others run now.
afterEach(() => t.setNow(new Date()));

const list = async (cookie: string, type: string, dateStr: string) => {
  const res = await get(t, `/todayOrder?type=${type}&dateStr=${dateStr}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return TodayOrderResponse.parse(res.json());
};
const today = () => orderDateStrAt(new Date(), 'Australia/Sydney');

describe('GET /todayOrder', () => {
  it("lists one origin's orders of the restaurant day, newest first, on the restaurant's clock", async () => {
    const r = await createRestaurant(t.db, { timezone: 'Australia/Sydney', currencySymbol: 'A$' });
    const other = await createRestaurant(t.db);
    // 2 June 2025 in Sydney runs from 1 June 14:00 UTC to 2 June 14:00 UTC.
    const first = await insertDayOrder(t, r.id, { orderTime: new Date('2025-06-01T14:00:00Z') });
    const last = await insertDayOrder(t, r.id, { orderTime: new Date('2025-06-02T13:59:59Z') });
    await insertDayOrder(t, r.id, { orderTime: new Date('2025-06-01T13:59:59Z') });
    await insertDayOrder(t, r.id, { orderTime: new Date('2025-06-02T14:00:00Z') });
    const local = await insertDayOrder(t, r.id, {
      origin: 'local',
      type: 'dinein',
      kind: 'dinein',
      tableId: '4',
      orderTime: new Date('2025-06-02T02:00:00Z'),
    });
    await insertDayOrder(t, r.id, { orderTime: new Date('2025-06-02T03:00:00Z'), deletedAt: new Date() });
    await insertDayOrder(t, other.id, { orderTime: new Date('2025-06-02T02:00:00Z') });
    const cookie = await staff(t, r.id);

    const online = await list(cookie, 'online', '02-06-25');
    expect(online.orders.map((o) => o.id)).toEqual([last.id, first.id]);
    expect(online).toMatchObject({ type: 'online', timezone: 'Australia/Sydney', currencySymbol: 'A$' });
    expect(online.orders[0]).toMatchObject({
      orderNumber: last.orderNumber,
      shortNumber: last.orderNumber.slice(-4).toUpperCase(),
      type: 'online',
      status: 'placed',
      paymentStatus: 'unpaid',
      total: 1500,
      customerName: 'Mei Chen',
      user: { name: 'Mei Chen', phoneNumber: '0412345678', email: 'mei@example.com' },
      restaurant: { tableId: 'takeaway' },
      payment: null,
      payments: [],
      refund: [],
      isRefunded: false,
      transactionId: null,
    });
    const locals = await list(cookie, 'local', '02-06-25');
    expect(locals.orders.map((o) => o.id)).toEqual([local.id]);
    expect((await list(cookie, 'online', '03-06-25')).orders).toHaveLength(1);
  });

  it("takes a diner's dine-in order (type 'local') as an online order", async () => {
    t.setNow(MONDAY_NOON);
    const cookie = await staff(t, gdId);
    const menu = await menuOf(t, 'goldendragon', '5');
    const placed = await placeOrder(t, payload([line(dishNamed(menu, 'Coca-Cola'))], { tableId: '11' }));
    expect(placed.statusCode, placed.body).toBe(200);
    const online = await list(cookie, 'online', '02-06-25');
    const mine = online.orders.find((o) => o.id === placed.json().reference);
    expect(mine).toMatchObject({ type: 'online', kind: 'dinein', restaurant: { tableId: '11' } });
    expect(mine?.transactionId).toEqual(expect.any(String));
    expect((await list(cookie, 'local', '02-06-25')).orders.map((o) => o.id)).not.toContain(mine?.id);
  });

  it('refuses without a session or the orders permission, and answers the validation texts', async () => {
    const r = await createRestaurant(t.db);
    const url = `/todayOrder?type=online&dateStr=${today()}`;
    expect((await get(t, url)).statusCode).toBe(403);
    expect((await get(t, url, await staff(t, r.id, 'restaurantStaff', ['menuManagement']))).statusCode).toBe(
      403,
    );
    expect((await get(t, url, await staff(t, r.id, 'restaurantReport', []))).statusCode).toBe(403);
    expect((await get(t, url, await staff(t, r.id, 'restaurantManager', ['transactions']))).statusCode).toBe(
      403,
    );
    expect((await get(t, url, await staff(t, r.id, 'restaurantAdmin', []))).statusCode).toBe(200);
    expect((await get(t, url, await staff(t, r.id, 'restaurantGroupAdmin', []))).statusCode).toBe(200);
    const admin = await signedInUser(t, { role: 'admin', restaurantId: null });
    const none = await get(t, url, admin.cookie);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please select a restaurant');

    const cookie = await staff(t, r.id);
    for (const [query, message] of [
      ['type=online&dateStr=2025-06-02', M.dateInvalid],
      ['type=online&dateStr=31-02-25', M.dateInvalid],
      ['type=online', M.dateInvalid],
      [`type=pos&dateStr=${today()}`, M.typeInvalid],
    ] as const) {
      const res = await get(t, `/todayOrder?${query}`, cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });
});

describe('GET /order', () => {
  it('answers a card-paid order with its card payment and bill; 404 for another restaurant', async () => {
    const r = await paymentRestaurant(t);
    const { order } = await orderWithPayment(t, r, { total: 2360 });
    const paid = await payWithCard(t, r, order, SANDBOX_TEST_CARDS.authorise);
    const cookie = await staff(t, r.id);
    const dateStr = orderDateStrAt(order.orderTime, r.timezone);
    const res = await get(
      t,
      `/order?dateStr=${dateStr}&orderType=online&orderNumber=${order.orderNumber}`,
      cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = OrderResponse.parse(res.json());
    expect(body.dateStr).toBe(dateStr);
    expect(body.order).toMatchObject({
      id: order.id,
      paymentStatus: 'paid',
      paymentIntent: paid.paymentId,
      payment: {
        kind: 'card',
        paymentId: paid.paymentId,
        status: 'authorised',
        amount: 2360,
        amount_received: 2360,
        amount_refunded: 0,
        refundableAmount: 2360,
        orderStatus: 'Success',
        partner_order_id: order.orderNumber,
        settlesOrder: true,
        firstCharge: { paymentMethodDetails: { last4: '1111' } },
      },
      refund: [],
      isRefunded: false,
    });
    expect(body.order.transactionId).toEqual(expect.any(String));
    // Without date and type (a transaction's order link) it is found too.
    expect((await get(t, `/order?orderNumber=${order.orderNumber}`, cookie)).statusCode).toBe(200);
    for (const query of [
      `dateStr=01-01-20&orderNumber=${order.orderNumber}`,
      `orderType=local&orderNumber=${order.orderNumber}`,
      'orderNumber=unknown123',
    ]) {
      const miss = await get(t, `/order?${query}`, cookie);
      expect(miss.statusCode, query).toBe(404);
      expect(miss.json().message).toBe(M.orderNotFound);
    }
    const stranger = await staff(t, (await createRestaurant(t.db)).id, 'restaurantAdmin', []);
    expect((await get(t, `/order?orderNumber=${order.orderNumber}`, stranger)).statusCode).toBe(404);
    expect((await get(t, `/order?orderNumber=${order.orderNumber}`)).statusCode).toBe(403);
  });

  it('shows items with options, size, instructions, and voided and deleted dishes marked', async () => {
    const r = await createRestaurant(t.db);
    const o = await insertDayOrder(t, r.id, { origin: 'local', kind: 'dinein', tableId: '3' });
    const base = { orderId: o.id, menuItemId: 'd1', categoryId: 'c1', dishPrice: 1000, quantity: 1 };
    const large = newId();
    await t.db.insert(orderItems).values([
      {
        ...base,
        id: large,
        lineNo: 0,
        name: 'Fried Rice',
        altName: '炒饭',
        sizeName: 'Large',
        sizePrice: 1400,
        unitPrice: 1400,
        subTotal: 1700,
        lineTotal: 1700,
        specialInstructions: 'No egg',
      },
      {
        ...base,
        id: newId(),
        lineNo: 1,
        name: 'Spring Roll',
        unitPrice: 600,
        subTotal: 600,
        lineTotal: 600,
        isVoidedDish: true,
        voidReason: 'Out of stock',
      },
      {
        ...base,
        id: newId(),
        lineNo: 2,
        name: 'Tea',
        unitPrice: 300,
        subTotal: 300,
        lineTotal: 300,
        permanentDeletion: true,
      },
    ]);
    await t.db.insert(orderItemOptions).values([
      {
        id: newId(),
        itemId: large,
        optionId: 'o1',
        groupId: 'g1',
        name: 'Extra chilli',
        price: 100,
        quantity: 3,
      },
    ]);
    const res = await get(t, `/order?orderNumber=${o.orderNumber}`, await staff(t, r.id));
    const items = OrderResponse.parse(res.json()).order.order.items;
    expect(items).toHaveLength(3);
    expect(items[0]).toMatchObject({
      dish: { name: 'Fried Rice', foodName: 'Fried Rice', altName: '炒饭', isDeletedDish: false },
      size: { name: 'Large', price: 1400 },
      options: [{ name: 'Extra chilli', quantity: 3, price: 100 }],
      specialInstructions: 'No egg',
      specialString: 'Large, Extra chilli x3',
      isVoidedDish: false,
    });
    expect(items[1]).toMatchObject({ isVoidedDish: true, voidReason: 'Out of stock' });
    expect(items[2]).toMatchObject({ permanentDeletion: true, dish: { isDeletedDish: true } });
  });
});

describe('PUT /deleteOrders', () => {
  it("cancels orders all or nothing: off the list and out of their bill's totals", async () => {
    t.setNow(MONDAY_NOON);
    const menu = await menuOf(t, 'goldendragon', '5');
    const order = async (dish: string) => {
      const res = await placeOrder(t, payload([line(dishNamed(menu, dish))], { tableId: '9' }));
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { reference: string; totalCent: number };
    };
    const keep = await order('Coca-Cola');
    const drop = await order('Siu Mai');
    const cookie = await staff(t, gdId, 'restaurantManager', ['orders', 'transactions']);
    const billTotal = async () => {
      const res = await get(t, '/liveTransactions', cookie);
      const bills = LiveTransactionsResponse.parse(res.json()).liveTransactions;
      return bills.find((b) => b.tableNumber === '9')?.table.totalSpending;
    };
    expect(await billTotal()).toBe(keep.totalCent + drop.totalCent);

    // Another restaurant's order among them: 404 and nothing deleted.
    const foreign = await insertDayOrder(t, (await createRestaurant(t.db)).id, { orderTime: MONDAY_NOON });
    const body = { ids: [drop.reference, foreign.id], type: 'online', dateStr: '02-06-25' };
    const refused = await put(t, '/deleteOrders', body, cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(M.orderNotFound);
    for (const wrong of [
      { ids: [drop.reference], type: 'local', dateStr: '02-06-25' },
      { ids: [drop.reference], type: 'online', dateStr: '03-06-25' },
    ])
      expect((await put(t, '/deleteOrders', wrong, cookie)).statusCode).toBe(404);
    expect(await billTotal()).toBe(keep.totalCent + drop.totalCent);

    const ok = await put(
      t,
      '/deleteOrders',
      { ids: [drop.reference], type: 'online', dateStr: '02-06-25' },
      cookie,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: 'Deleted successfully!', ids: [drop.reference] });
    expect(await billTotal()).toBe(keep.totalCent);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, drop.reference));
    expect(row).toMatchObject({ status: 'cancelled', deletedBy: expect.any(String) });
    const left = (await list(cookie, 'online', '02-06-25')).orders.map((o) => o.id);
    expect(left).toContain(keep.reference);
    expect(left).not.toContain(drop.reference);
    // Again: nothing more happens.
    const again = await put(
      t,
      '/deleteOrders',
      { ids: [drop.reference], type: 'online', dateStr: '02-06-25' },
      cookie,
    );
    expect(again.statusCode).toBe(200);
    expect(await billTotal()).toBe(keep.totalCent);
  });

  it('refuses an order paid online, and another on a paid bill; a refunded one may go', async () => {
    const r = await paymentRestaurant(t);
    const { order } = await orderWithPayment(t, r);
    await payWithCard(t, r, order, SANDBOX_TEST_CARDS.authorise);
    const cookie = await staff(t, r.id);
    const dateStr = orderDateStrAt(order.orderTime, r.timezone);
    const paid = await put(t, '/deleteOrders', { ids: [order.id], type: 'online', dateStr }, cookie);
    expect(paid.statusCode).toBe(400);
    expect(paid.json().message).toBe(M.paidOrder);

    const counter = await insertDayOrder(t, r.id);
    const billId = newId();
    await t.db
      .insert(transactions)
      .values({ id: billId, restaurantId: r.id, type: 'takeaway', status: 'paid', billPaid: true });
    await t.db.insert(transactionOrders).values({ transactionId: billId, orderId: counter.id });
    const onPaidBill = await put(t, '/deleteOrders', { ids: [counter.id], type: 'online', dateStr }, cookie);
    expect(onPaidBill.statusCode).toBe(400);
    expect(onPaidBill.json().message).toBe(M.paidBill);

    // Refunded in full, it may leave its bill even once the bill is closed.
    const [onBill] = await t.db
      .select()
      .from(transactionOrders)
      .where(eq(transactionOrders.orderId, order.id));
    await t.db
      .update(transactions)
      .set({ status: 'paid', billPaid: true })
      .where(eq(transactions.id, onBill!.transactionId));
    expect(
      (await put(t, '/deleteOrders', { ids: [order.id], type: 'online', dateStr }, cookie)).statusCode,
    ).toBe(400);
    await t.db.update(orders).set({ paymentStatus: 'refunded' }).where(eq(orders.id, order.id));
    expect(
      (await put(t, '/deleteOrders', { ids: [order.id], type: 'online', dateStr }, cookie)).statusCode,
    ).toBe(200);
  });

  it('needs the orders permission and a selection', async () => {
    const r = await createRestaurant(t.db);
    const o = await insertDayOrder(t, r.id);
    const body = { ids: [o.id], type: 'online', dateStr: today() };
    expect((await put(t, '/deleteOrders', body)).statusCode).toBe(403);
    expect(
      (await put(t, '/deleteOrders', body, await staff(t, r.id, 'restaurantManager', ['reports'])))
        .statusCode,
    ).toBe(403);
    const cookie = await staff(t, r.id);
    for (const bad of [
      { ...body, ids: [] },
      { type: 'online', dateStr: today() },
    ]) {
      const res = await put(t, '/deleteOrders', bad, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.selectOrder);
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row?.deletedAt).toBeNull();
  });
});

describe('GET /dineCustomers', () => {
  it("answers the day's online customers as customer-{date}.csv, one per phone number", async () => {
    const r = await createRestaurant(t.db);
    const at = (h: number) => new Date(Date.UTC(2025, 5, 2, h));
    await insertDayOrder(t, r.id, { orderTime: at(1), customerName: 'Mei', customerPhone: '0411111111' });
    await insertDayOrder(t, r.id, {
      orderTime: at(3),
      customerName: 'Mei Chen',
      customerPhone: '0411111111',
      customerEmail: 'mei@example.com',
    });
    await insertDayOrder(t, r.id, {
      orderTime: at(2),
      customerName: 'Bob, "The Builder"',
      customerPhone: null,
      customerEmail: 'bob@example.com',
    });
    await insertDayOrder(t, r.id, { orderTime: at(2), origin: 'local', customerName: 'Counter' });
    await insertDayOrder(t, (await createRestaurant(t.db)).id, {
      orderTime: at(2),
      customerName: 'Elsewhere',
    });
    const res = await get(t, '/dineCustomers?dateStr=02-06-25', await staff(t, r.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="customer-02-06-25.csv"');
    expect(parseCsv(res.body)).toEqual([
      ['Name', 'Phone', 'Email'],
      ['Bob, "The Builder"', '', 'bob@example.com'],
      ['Mei Chen', '0411111111', 'mei@example.com'],
    ]);
    expect((await get(t, '/dineCustomers?dateStr=02-06-25')).statusCode).toBe(403);
    expect((await get(t, '/dineCustomers?dateStr=2025-06-02', await staff(t, r.id))).statusCode).toBe(400);
  });
});
