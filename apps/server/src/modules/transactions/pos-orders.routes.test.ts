import { TRANSACTION_MESSAGES as M, ORDER_MESSAGES, POS_MESSAGES, type PublishedMenu } from '@rpos/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, qrCodeSettings, restaurants, transactionOrders, transactions } from '../../db/schema';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { MONDAY_AFTERNOON, MONDAY_NOON, payload, placeOrder } from '../orders/order-test-helpers';
import {
  activitiesOf,
  billOf,
  call,
  dish,
  listen,
  operationsOf,
  placePos,
  posFixture,
  posOrder,
  refused,
  setAsideOpenBills,
  setPosSettings,
} from './pos-test-helpers';

const t = await buildTestApp();
let gdId: string;
let menu: PublishedMenu;
let admin: string;

beforeAll(async () => {
  ({ gdId, menu, admin } = await posFixture(t));
});
beforeEach(() => setAsideOpenBills(t, gdId));

const coke = () => [dish(menu, 'Coca-Cola')];
const siuMai = (n = 1) => [dish(menu, 'Siu Mai', n)];

describe('POST /api/pos/orders', () => {
  it('opens table 5 with its guests, priced on the server, with history and staff activities', async () => {
    const bus = listen(t, gdId);
    const bill = await placePos(t, admin, posOrder(siuMai(2), { guests: 3, notes: 'no chilli' }));
    bus.stop();
    expect(bill).toMatchObject({ type: 'dinein', tableNo: '5', guests: 3, billPaid: false });
    expect(bill.orders).toHaveLength(1);
    expect(bill.orders[0]).toMatchObject({ isAccepted: true, status: 'placed', subtotal: 2 * 880 });
    expect(bill.orders[0]!.dishes[0]).toMatchObject({
      quantity: 2,
      lineTotal: 1760,
      dish: { name: 'Siu Mai' },
    });
    expect(bill.totals).toMatchObject({ subtotal: 1760, total: 1760, balance: 1760, paid: 0, gst: 160 });
    expect(bill.operationHistory.map((o) => [o.operationType, o.operationName, o.updatedBy])).toEqual([
      ['openBill', 'Opened table 5', 'Test User'],
      ['addOrder', `Added order ${bill.orders[0]!.orderNumber}`, 'Test User'],
    ]);
    const activities = await activitiesOf(t, bill.uuid);
    expect(activities.map((a) => [a.operationType, a.staffName, a.details, a.price]).sort()).toEqual([
      ['addOrder', 'Test User', 'Table 5', 1760],
      ['openBill', 'Test User', 'Table 5', 0],
    ]);
    expect(activities.every((a) => a.userId && a.restaurantId === gdId)).toBe(true);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, bill.orders[0]!.orderId));
    expect(order).toMatchObject({
      type: 'local',
      kind: 'dinein',
      tableId: '5',
      realTableId: '5',
      paymentType: 'payAtCounter',
      status: 'placed',
      guestNum: 3,
      notes: 'no chilli',
      total: 1760,
    });
    expect(bus.messages).toEqual([
      {
        event: 'transactionChanged',
        data: { transactionId: bill.uuid, tableNo: '5', operationType: 'addOrder' },
      },
    ]);
  });

  it("joins the table's open bill, also one a diner's QR order opened, and the bill on screen", async () => {
    const qr = await placeOrder(t, payload([{ ...coke()[0] }]));
    expect(qr.statusCode, qr.body).toBe(200);
    const second = await placePos(t, admin, posOrder(siuMai()));
    expect(second.orders.map((o) => o.orderId)).toContain(qr.json().reference);
    const third = await placePos(
      t,
      admin,
      posOrder(coke(), { type: 'takeaway', tableNo: null, transactionId: second.uuid }),
    );
    expect(third.uuid).toBe(second.uuid);
    expect(third.orders).toHaveLength(3);
    expect(third.operationHistory.filter((o) => o.operationType === 'openBill')).toHaveLength(1);
    // On the bill on screen the order is the bill's kind (a table's), whatever the request says.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, third.orders[2]!.orderId));
    expect(order).toMatchObject({ kind: 'dinein', tableId: '5' });
  });

  it('gives a counter order a bill of its own with the customer, and a delivery partner its partner', async () => {
    await setPosSettings(t, gdId, {
      posDeliveryPartners: [{ name: 'UBER EATS', sort: 1, commissionPercentage: 30 }],
    });
    const pickup = await placePos(
      t,
      admin,
      posOrder(coke(), {
        type: 'pickup',
        tableNo: null,
        customerName: 'Ann Lee',
        customerPhone: '0400111222',
      }),
    );
    expect(pickup).toMatchObject({
      type: 'pickup',
      tableNo: null,
      customerName: 'Ann Lee',
      customerPhone: '0400111222',
    });
    expect(pickup.operationHistory[0]!.operationName).toBe('Opened pickup bill');
    const again = await placePos(t, admin, posOrder(coke(), { type: 'takeaway', tableNo: null }));
    expect(again.uuid).not.toBe(pickup.uuid);
    const partner = await placePos(
      t,
      admin,
      posOrder(siuMai(), { type: 'deliveryPartner', tableNo: null, deliveryPartner: 'uber eats' }),
    );
    expect(partner).toMatchObject({ type: 'deliveryPartner', deliveryPartnerType: 'UBER EATS' });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, partner.orders[0]!.orderId));
    expect(order).toMatchObject({ kind: 'delivery', tableId: 'delivery', realTableId: null });
    expect((await activitiesOf(t, partner.uuid))[0]!.details).toBe('UBER EATS order');
    refused(
      await call(
        t,
        admin,
        'POST',
        '/pos/orders',
        posOrder(coke(), { type: 'deliveryPartner', tableNo: null, deliveryPartner: 'DOORDASH' }),
      ),
      400,
      POS_MESSAGES.deliveryPartnerUnknown,
    );
  });

  it('a resend of the same order number writes nothing twice and answers the bill', async () => {
    const body = posOrder(siuMai());
    const first = await placePos(t, admin, body);
    const again = await placePos(t, admin, body);
    expect(again.uuid).toBe(first.uuid);
    expect(again.orders).toHaveLength(1);
    expect(await operationsOf(t, first.uuid)).toHaveLength(2);
    expect(await activitiesOf(t, first.uuid)).toHaveLength(2);
    // Also once the bill is paid: the resend answers it rather than a refusal.
    const onScreen = posOrder(siuMai(), { transactionId: first.uuid });
    await placePos(t, admin, onScreen);
    await t.db
      .update(transactions)
      .set({ status: 'paid', billPaid: true })
      .where(eq(transactions.id, first.uuid));
    const late = await placePos(t, admin, onScreen);
    expect(late).toMatchObject({ uuid: first.uuid, billPaid: true });
    expect(late.orders).toHaveLength(2);
  });

  it('takes orders when online ordering is closed, the restaurant offline or the table QR switched off', async () => {
    t.setNow(MONDAY_AFTERNOON);
    // A session of this afternoon (the morning's has gone idle by then).
    const staff = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gdId })).cookie;
    await t.db.update(restaurants).set({ isOnline: false }).where(eq(restaurants.id, gdId));
    const qr = and(eq(qrCodeSettings.restaurantId, gdId), eq(qrCodeSettings.qrType, 'dinein'));
    await t.db.update(qrCodeSettings).set({ isOrderingDisabled: true }).where(qr);
    try {
      const diner = await placeOrder(t, payload(coke()));
      expect(diner.statusCode).toBe(400);
      const bill = await placePos(t, staff, posOrder(coke()));
      expect(bill.orders).toHaveLength(1);
    } finally {
      await t.db.update(restaurants).set({ isOnline: true }).where(eq(restaurants.id, gdId));
      await t.db.update(qrCodeSettings).set({ isOrderingDisabled: false }).where(qr);
      // Signing in this afternoon ended the morning's idle sessions: the other tests get a new one.
      t.setNow(MONDAY_NOON);
      admin = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gdId })).cookie;
    }
  });

  it('answers the contract texts', async () => {
    const post = (body: object) => call(t, admin, 'POST', '/pos/orders', body);
    const invalid = async (body: object, message: string) => {
      const res = await post(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    };
    await invalid(posOrder(coke(), { tableNo: null }), POS_MESSAGES.tableRequired);
    await invalid(
      posOrder(coke(), { type: 'deliveryPartner', tableNo: null }),
      POS_MESSAGES.deliveryPartnerRequired,
    );
    await invalid(
      posOrder(coke(), { type: 'pickup', tableNo: null, customerPhone: '04' }),
      POS_MESSAGES.customerNameRequired,
    );
    await invalid(
      posOrder(coke(), { type: 'delivery', tableNo: null, customerName: 'A' }),
      POS_MESSAGES.customerPhoneRequired,
    );
    await invalid(posOrder(coke(), { guests: 0 }), POS_MESSAGES.guestsInvalid);
    await invalid(posOrder(coke(), { guests: 100 }), POS_MESSAGES.guestsInvalid);
    await invalid(posOrder([]), ORDER_MESSAGES.emptyCart);
    refused(await post(posOrder(coke(), { tableNo: '99' })), 404, POS_MESSAGES.tableNotFound);
    refused(
      await post(posOrder([{ ...coke()[0], dish: { id: 'nope' } }])),
      400,
      ORDER_MESSAGES.dishNotOnMenu,
    );
    refused(await post(posOrder(coke(), { transactionId: 'no-such-bill' })), 404, POS_MESSAGES.billNotFound);
    // Nothing was written by the refusals.
    const open = await t.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.restaurantId, gdId), eq(transactions.status, 'active')));
    expect(open).toEqual([]);
  });

  it("refuses a paid, a deleted and another restaurant's bill", async () => {
    const bill = await placePos(t, admin, posOrder(coke()));
    await t.db
      .update(transactions)
      .set({ status: 'paid', billPaid: true })
      .where(eq(transactions.id, bill.uuid));
    const post = (transactionId: string, as = admin) =>
      call(t, as, 'POST', '/pos/orders', posOrder(coke(), { transactionId }));
    refused(await post(bill.uuid), 409, M.alreadyPaid);
    await t.db.update(transactions).set({ status: 'deleted' }).where(eq(transactions.id, bill.uuid));
    refused(await post(bill.uuid), 409, M.alreadyDeleted);
    const other = await createRestaurant(t.db);
    const elsewhere = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: other.id })).cookie;
    const open = await placePos(t, admin, posOrder(coke()));
    refused(await post(open.uuid, elsewhere), 404, POS_MESSAGES.billNotFound);
    const links = await t.db
      .select()
      .from(transactionOrders)
      .where(eq(transactionOrders.transactionId, open.uuid));
    expect(links).toHaveLength(1);
  });
});

describe('GET /api/transaction/:id', () => {
  it('answers the whole bill; another restaurant gets 404', async () => {
    const opened = await placePos(t, admin, posOrder(siuMai()));
    const bill = billOf(await call(t, admin, 'GET', `/transaction/${opened.uuid}`));
    expect(bill).toEqual(opened);
    expect(bill.orders[0]!.dishes[0]).toMatchObject({ lineId: expect.any(String), voidReason: null });
    expect(bill.operationString).toBe(`Opened table 5, Added order ${bill.orders[0]!.orderNumber}`);
    const other = await createRestaurant(t.db);
    const elsewhere = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: other.id })).cookie;
    refused(await call(t, elsewhere, 'GET', `/transaction/${opened.uuid}`), 404, POS_MESSAGES.billNotFound);
    // Any id is only looked up: quotes, commas and braces answer 404 like any unknown bill.
    const odd = encodeURIComponent('a"b,c}\\{');
    refused(await call(t, admin, 'GET', `/transaction/${odd}`), 404, POS_MESSAGES.billNotFound);
  });
});
