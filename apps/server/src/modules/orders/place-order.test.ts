import { ORDER_MESSAGES, PAYMENT_MESSAGES, PlaceOrderResponse, type PublishedMenu } from '@rpos/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  customers,
  menuItems,
  orderItemOptions,
  orderItems,
  orders,
  qrCodeSettings,
  restaurants,
} from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { buildTestApp } from '../../test/test-app';
import {
  dishNamed,
  line,
  MONDAY_AFTERNOON,
  MONDAY_NOON,
  menuOf,
  payload,
  placeOrder,
  restaurantRow,
  SUNDAY_NOON,
} from './order-test-helpers';

const t = await buildTestApp();
let menu: PublishedMenu;
let gdId: string;

const countOrders = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: MONDAY_NOON });
  t.setNow(MONDAY_NOON);
  menu = await menuOf(t, 'goldendragon', '5');
  gdId = (await restaurantRow(t, 'goldendragon')).id;
});
beforeEach(() => t.setNow(MONDAY_NOON));

async function refused(body: unknown, message: string | RegExp, status = 400) {
  const before = await countOrders();
  const res = await placeOrder(t, body);
  expect(res.statusCode, res.body).toBe(status);
  if (typeof message === 'string') expect(res.json().message).toBe(message);
  else expect(res.json().message).toMatch(message);
  expect(await countOrders()).toBe(before);
  return res;
}

describe('POST /api/placeOrder: prices', () => {
  it('recomputes every price from the published menu, ignoring the client', async () => {
    const soup = dishNamed(menu, 'Wonton Soup');
    const large = soup.sizes.find((s) => s.name === 'Large')!;
    const prawn = large.groups[0]!.options.find((o) => o.name === 'Prawn wontons')!;
    const noodles = dishNamed(menu, 'Wonton Noodle Soup');
    const udon = noodles.groups[0]!.options.find((o) => o.name === 'Udon')!;
    const beef = noodles.groups[1]!.options.find((o) => o.name === 'Beef brisket')!;
    const body = payload([
      line(dishNamed(menu, 'Siu Mai'), { quantity: 2, specialInstructions: 'no roe' }),
      line(soup, { sizeId: large.id, options: [{ id: prawn.id }] }),
      line(noodles, { quantity: 3, options: [{ id: udon.id }, { id: beef.id, quantity: 2 }] }),
    ]);
    const res = await placeOrder(t, body);
    expect(res.statusCode, res.body).toBe(200);
    const reply = PlaceOrderResponse.parse(res.json());
    // 2 × 880 + (1880 + 400) + 3 × (1580 + 150 + 2 × 500) = 1760 + 2280 + 8190
    expect(reply).toMatchObject({
      success: true,
      orderNumber: body.order.orderNumber,
      subtotalCent: 12230,
      surchargeTotalCent: 0,
      totalCent: 12230,
      total: 122.3,
      orderTotal: 122.3,
      currency: 'AUD',
      paymentType: 'payAtCounter',
      status: 'placed',
      paymentStatus: 'unpaid',
      duplicate: false,
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, reply.reference));
    expect(row).toMatchObject({
      restaurantId: gdId,
      kind: 'dinein',
      tableId: '5',
      realTableId: '5',
      customerName: 'Mei Chen',
      customerPhone: '0412345678',
      guestNum: 2,
      menuId: menu.menuId,
      menuVersion: menu.version,
      total: 12230,
      orderTime: MONDAY_NOON,
    });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, reply.reference));
    expect(
      items
        .sort((a, b) => a.lineNo - b.lineNo)
        .map((i) => [i.name, i.sizeName, i.quantity, i.subTotal, i.lineTotal]),
    ).toEqual([
      ['Siu Mai', null, 2, 880, 1760],
      ['Wonton Soup', 'Large', 1, 2280, 2280],
      ['Wonton Noodle Soup', null, 3, 2730, 8190],
    ]);
    expect(items[0]!.specialInstructions).toBe('no roe');
    const opts = await t.db
      .select()
      .from(orderItemOptions)
      .where(eq(orderItemOptions.itemId, items.find((i) => i.name === 'Wonton Noodle Soup')!.id));
    expect(opts.map((o) => [o.name, o.price, o.quantity]).sort()).toEqual([
      ['Beef brisket', 500, 2],
      ['Udon', 150, 1],
    ]);
    const [customer] = await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.restaurantId, gdId), eq(customers.phone, '0412345678')));
    expect(customer).toMatchObject({ name: 'Mei Chen', email: 'mei@example.com', orderCount: 1 });
    expect(row!.customerPhone).toBe(customer!.phone);
  });

  it('upserts the customer by restaurant and phone', async () => {
    const first = await placeOrder(
      t,
      payload([line(dishNamed(menu, 'Coca-Cola'))], { user: { phoneNumber: '0499000111', name: 'Ann' } }),
    );
    const second = await placeOrder(
      t,
      payload([line(dishNamed(menu, 'Coca-Cola'))], {
        user: { phoneNumber: '0499000111', name: 'Ann Lee', email: '' },
      }),
    );
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const rows = await t.db.select().from(customers).where(eq(customers.phone, '0499000111'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Ann Lee', email: 'mei@example.com', orderCount: 2 });
  });

  it('applies the Sunday surcharge on a Sunday, and only the higher of two', async () => {
    t.setNow(SUNDAY_NOON);
    const res = await placeOrder(t, payload([line(dishNamed(menu, 'Siu Mai'), { quantity: 5 })]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      subtotalCent: 4400,
      surchargeTotalCent: 440,
      totalCent: 4840,
      surcharges: [{ name: 'Sunday surcharge', type: 'percentage', amount: 440 }],
    });
    // A public holiday that falls on this Sunday: 15 % beats 10 %.
    await t.db.execute(
      sql`update surcharges set public_holiday_dates = array_append(public_holiday_dates, '2025-06-08'::date) where restaurant_id = ${gdId} and is_public_holiday`,
    );
    const both = await placeOrder(t, payload([line(dishNamed(menu, 'Siu Mai'), { quantity: 5 })]));
    expect(both.json()).toMatchObject({
      surchargeTotalCent: 660,
      totalCent: 5060,
      surcharges: [{ name: 'Public holiday surcharge', amount: 660 }],
    });
    await t.db.execute(
      sql`update surcharges set public_holiday_dates = array_remove(public_holiday_dates, '2025-06-08'::date) where restaurant_id = ${gdId}`,
    );
    t.setNow(MONDAY_NOON);
    const monday = await placeOrder(t, payload([line(dishNamed(menu, 'Siu Mai'), { quantity: 5 })]));
    expect(monday.json()).toMatchObject({ surchargeTotalCent: 0, surcharges: [] });
  });
});

describe('POST /api/placeOrder: refusals', () => {
  it('refuses a hidden, inactive, unavailable or unknown dish by name', async () => {
    await refused(
      payload([line(dishNamed(menu, 'Corkage (per bottle)'))]),
      /'Corkage \(per bottle\)' is not available now/,
    );
    await refused(
      payload([line(dishNamed(menu, "Chef's Weekend Peking Duck"))]),
      /Peking Duck' is not available now/,
    );
    await refused(
      payload([line(dishNamed(menu, 'Seafood Congee'))]),
      /'Seafood Congee' is not available now/,
    );
    await refused(payload([line(dishNamed(menu, 'Hairy Crab (Seasonal)'))]), /Hairy Crab/);
    await refused(
      payload([line(dishNamed(menu, 'Salt & Pepper Chicken Wings'))]),
      /Chicken Wings' is not available now/,
    );
    await refused(
      payload([line({ ...dishNamed(menu, 'Siu Mai'), id: 'no-such-dish' })]),
      ORDER_MESSAGES.dishNotOnMenu,
    );
    // Switched inactive after publishing.
    const siuMai = dishNamed(menu, 'Siu Mai');
    await t.db.update(menuItems).set({ active: false }).where(eq(menuItems.id, siuMai.id));
    await refused(
      payload([line(siuMai)]),
      "'Siu Mai' is not available now. Please remove it from your cart.",
    );
    await t.db.update(menuItems).set({ active: true }).where(eq(menuItems.id, siuMai.id));
  });

  it('refuses broken option group rules with the spec message', async () => {
    const noodles = dishNamed(menu, 'Wonton Noodle Soup');
    const [egg, flat] = noodles.groups[0]!.options;
    const fishBalls = noodles.groups[1]!.options.find((o) => o.name === 'Fish balls')!;
    const msg = 'Please select the required options and options maximum quantity!';
    await refused(payload([line(noodles)]), msg);
    await refused(payload([line(noodles, { options: [{ id: egg!.id }, { id: flat!.id }] })]), msg);
    await refused(
      payload([line(noodles, { options: [{ id: egg!.id }, { id: fishBalls.id, quantity: 4 }] })]),
      msg,
    );
    const soup = dishNamed(menu, 'Wonton Soup');
    await refused(payload([line(soup)]), msg);
    // An option of another dish.
    await refused(payload([line(dishNamed(menu, 'Siu Mai'), { options: [{ id: egg!.id }] })]), msg);
  });

  it('refuses when the restaurant is closed, with the spec message', async () => {
    t.setNow(MONDAY_AFTERNOON);
    await refused(
      payload([line(dishNamed(menu, 'Coca-Cola'))]),
      'The merchant is now not operating, Please order after opening.',
    );
  });

  it('refuses when ordering is switched off or disabled for today', async () => {
    const closed = 'Online ordering is closed. Please try again later.';
    const where = and(eq(qrCodeSettings.restaurantId, gdId), eq(qrCodeSettings.qrType, 'dinein'));
    await t.db.update(qrCodeSettings).set({ isOrderingDisabled: true }).where(where);
    await refused(payload([line(dishNamed(menu, 'Coca-Cola'))]), closed);
    await t.db
      .update(qrCodeSettings)
      .set({ isOrderingDisabled: false, disabledDate: '2025-06-02' })
      .where(where);
    await refused(payload([line(dishNamed(menu, 'Coca-Cola'))]), closed);
    await t.db.update(qrCodeSettings).set({ disabledDate: '2025-06-01' }).where(where);
    expect((await placeOrder(t, payload([line(dishNamed(menu, 'Coca-Cola'))]))).statusCode).toBe(200);
    await t.db.update(qrCodeSettings).set({ disabledDate: null }).where(where);
    // The takeaway QR type has its own switch.
    const takeawayWhere = and(eq(qrCodeSettings.restaurantId, gdId), eq(qrCodeSettings.qrType, 'takeaway'));
    await t.db.update(qrCodeSettings).set({ isOrderingDisabled: true }).where(takeawayWhere);
    await refused(payload([line(dishNamed(menu, 'Coca-Cola'))], { tableId: 'takeaway' }), closed);
    await t.db.update(qrCodeSettings).set({ isOrderingDisabled: false }).where(takeawayWhere);
  });

  it('checks the checkout form with the spec messages', async () => {
    const coke = [line(dishNamed(menu, 'Coca-Cola'))];
    await refused(payload(coke, { user: { name: '' } }), ORDER_MESSAGES.nameRequired);
    await refused(payload(coke, { user: { guestNum: '0' } }), ORDER_MESSAGES.guestNumRequired);
    await refused(payload(coke, { user: { phoneNumber: '' } }), 'Please enter a valid mobile phone number.');
    await refused(payload(coke, { user: { phoneNumber: '12345' } }), 'The mobile number is invalid');
    await refused(payload(coke, { user: { email: 'nope@' } }), 'Please enter a valid email address.');
    await refused(payload(coke, { order: { paymentType: '' } }), 'Please select a payment method.');
    await refused(payload(coke, { order: { paymentType: 'cash' } }), 'Please select a payment method.');
  });

  it('starts the payment of an order paid online, the step the diner takes next in the answer', async () => {
    const coke = [line(dishNamed(menu, 'Coca-Cola'))];
    const card = await placeOrder(t, payload(coke, { order: { paymentType: 'card' } }));
    expect(card.statusCode, card.body).toBe(200);
    const answer = PlaceOrderResponse.parse(card.json());
    // The sandbox card provider: the card page with its (simulated) drop-in.
    expect(answer).toMatchObject({
      isAdyenPayment: true,
      environment: 'sandbox',
      reference: answer.reference,
      orderTotal: answer.total,
      currency: 'AUD',
      paymentProvider: 'sandbox',
      status: 'pendingPayment',
      paymentStatus: 'unpaid',
      duplicate: false,
    });
    expect(answer.paymentId).toBeTruthy();
    const [row] = await t.db.select().from(orders).where(eq(orders.id, answer.reference));
    expect(row).toMatchObject({ status: 'pendingPayment', isPaymentRequired: true, paymentType: 'card' });

    // A retry of the same order answers the same open payment, never a second one.
    const again = await placeOrder(
      t,
      payload(coke, { order: { paymentType: 'card', orderNumber: answer.orderNumber } }),
    );
    expect(again.json()).toMatchObject({
      duplicate: true,
      reference: answer.reference,
      paymentId: answer.paymentId,
    });

    const wechat = await placeOrder(t, payload(coke, { order: { paymentType: 'wechat' } }));
    expect(wechat.json().payUrl).toMatch(/^\/sandbox\/pay\//);
    const paypal = await placeOrder(t, payload(coke, { order: { paymentType: 'paypal' } }));
    expect(paypal.json().paymentUrl).toMatch(/^\/sandbox\/pay\//);
    // Pay at the counter: no payment step.
    const counter = await placeOrder(t, payload(coke));
    expect(counter.json()).toMatchObject({ status: 'placed' });
    expect(counter.json()).not.toHaveProperty('paymentId');
  });

  it('refuses a payment method the restaurant has switched off, writing nothing', async () => {
    const coke = [line(dishNamed(menu, 'Coca-Cola'))];
    const before = await countOrders();
    await t.db.update(restaurants).set({ onlineSettings: {} }).where(eq(restaurants.id, gdId));
    for (const p of ['wechat', 'paypal'])
      await refused(payload(coke, { order: { paymentType: p } }), PAYMENT_MESSAGES.methodNotEnabled);
    expect(await countOrders()).toBe(before);
    const row = await restaurantRow(t, 'goldendragon');
    expect(row.onlineSettings).toEqual({});
    await t.db
      .update(restaurants)
      .set({
        onlineSettings: {
          isWechatOnlinePaymentEnabled: true,
          isPaypalEnabled: true,
          isDineInGuestNumberRequired: true,
          dineinTakeawayEnabled: true,
        },
      })
      .where(eq(restaurants.id, gdId));
  });
});

describe('POST /api/placeOrder: online settings', () => {
  it('refuses pay at counter for food court orders when payment is required; drops hidden special requirements', async () => {
    const coke = [line(dishNamed(menu, 'Coca-Cola'))];
    const row = await restaurantRow(t, 'goldendragon');
    await t.db
      .update(restaurants)
      .set({
        onlineSettings: {
          ...row.onlineSettings,
          foodCourtPaymentRequired: true,
          hideSpecialRequirement: true,
        },
      })
      .where(eq(restaurants.id, gdId));
    try {
      await refused(payload(coke, { tableId: 'foodcourt' }), 'Payment is required for food court orders.');
      const dineIn = await placeOrder(t, payload(coke, { order: { notes: 'window seat please' } }));
      expect(dineIn.statusCode, dineIn.body).toBe(200);
      const [placed] = await t.db.select().from(orders).where(eq(orders.id, dineIn.json().reference));
      expect(placed!.notes).toBeNull();
    } finally {
      await t.db
        .update(restaurants)
        .set({ onlineSettings: row.onlineSettings })
        .where(eq(restaurants.id, gdId));
    }
  });
});

describe('POST /api/placeOrder: order types', () => {
  it('allows takeaway lines in dine-in only when enabled, and not for no-takeaway dishes', async () => {
    const coke = dishNamed(menu, 'Coca-Cola');
    const ok = await placeOrder(t, payload([line(coke, { isTakeaway: true })]));
    expect(ok.statusCode, ok.body).toBe(200);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, ok.json().reference));
    expect(item!.isTakeaway).toBe(true);
    await refused(
      payload([line(dishNamed(menu, 'Tsingtao Beer'), { isTakeaway: true })]),
      "'Tsingtao Beer' is not available for takeaway.",
    );
    const row = await restaurantRow(t, 'goldendragon');
    await t.db
      .update(restaurants)
      .set({ onlineSettings: { ...row.onlineSettings, dineinTakeawayEnabled: false } })
      .where(eq(restaurants.id, gdId));
    await refused(payload([line(coke, { isTakeaway: true })]), ORDER_MESSAGES.takeawayNotAllowed);
    await t.db
      .update(restaurants)
      .set({ onlineSettings: row.onlineSettings })
      .where(eq(restaurants.id, gdId));
  });

  it('places takeaway, pickup and delivery orders with their own rules', async () => {
    const coke = [line(dishNamed(menu, 'Coca-Cola'))];
    const takeaway = await placeOrder(t, payload(coke, { tableId: 'takeaway', user: { guestNum: '0' } }));
    expect(takeaway.statusCode, takeaway.body).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, takeaway.json().reference));
    expect(row).toMatchObject({ kind: 'takeaway', tableId: 'takeaway', realTableId: null, guestNum: 0 });

    await refused(payload(coke, { tableId: 'pickup-delivery' }), ORDER_MESSAGES.chooseTypeRequired);
    await refused(
      payload(coke, {
        tableId: 'pickup-delivery',
        order: { chooseType: 'delivery' },
        user: { address: '1 George St' },
      }),
      'Please enter a postcode.',
    );
    const delivery = await placeOrder(
      t,
      payload(coke, {
        tableId: 'pickup-delivery',
        order: { chooseType: 'delivery' },
        user: { address: '1 George St', postcode: '2000' },
      }),
    );
    expect(delivery.statusCode, delivery.body).toBe(200);
    const [d] = await t.db.select().from(orders).where(eq(orders.id, delivery.json().reference));
    expect(d).toMatchObject({
      kind: 'delivery',
      chooseType: 'delivery',
      address: '1 George St',
      postcode: '2000',
    });
    // An unknown table.
    await refused(payload(coke, { tableId: '99' }), 'Table not found', 404);
    // Without tableId: a named type, else realTableId.
    const byType = await placeOrder(t, payload(coke, { order: { tableId: undefined, type: 'takeaway' } }));
    expect(byType.statusCode, byType.body).toBe(200);
    const [bt] = await t.db.select().from(orders).where(eq(orders.id, byType.json().reference));
    expect(bt).toMatchObject({ kind: 'takeaway', tableId: 'takeaway', type: 'takeaway' });
    const byTable = await placeOrder(t, payload(coke, { order: { tableId: undefined, realTableId: '3' } }));
    const [tb] = await t.db.select().from(orders).where(eq(orders.id, byTable.json().reference));
    expect(tb).toMatchObject({ kind: 'dinein', tableId: '3', realTableId: '3', type: 'local' });
    await refused(payload(coke, { order: { tableId: undefined } }), ORDER_MESSAGES.tableRequired);
  });

  it('places a pickup for a chosen later time, checked against the hours then', async () => {
    const coke = [line(dishNamed(menu, 'Coca-Cola'))];
    t.setNow(MONDAY_AFTERNOON); // closed now, open at 18:30
    const later = await placeOrder(
      t,
      payload(coke, {
        tableId: 'pickup',
        order: { pickupTimeType: 'chooseTime', selectedDate: '02/06/2025', pickupTime: '18:30' },
      }),
    );
    expect(later.statusCode, later.body).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, later.json().reference));
    expect(row).toMatchObject({
      pickupTimeType: 'chooseTime',
      pickupTime: new Date('2025-06-02T08:30:00Z'),
      selectedDate: '02/06/2025',
    });
    await refused(
      payload(coke, {
        tableId: 'pickup',
        order: { pickupTimeType: 'chooseTime', selectedDate: '02/06/2025', pickupTime: '16:30' },
      }),
      ORDER_MESSAGES.merchantClosed,
    );
    await refused(
      payload(coke, { tableId: 'pickup', order: { pickupTimeType: 'chooseTime' } }),
      ORDER_MESSAGES.pickupTimeRequired,
    );
    // A chosen Sunday pays the Sunday surcharge.
    const sunday = await placeOrder(
      t,
      payload(coke, {
        tableId: 'pickup',
        order: { pickupTimeType: 'chooseTime', selectedDate: '08/06/2025', pickupTime: '12:00' },
      }),
    );
    expect(sunday.json()).toMatchObject({ subtotalCent: 400, surchargeTotalCent: 40 });
    await t.db.update(restaurants).set({ orderAheadDisabled: true }).where(eq(restaurants.id, gdId));
    await refused(
      payload(coke, {
        tableId: 'pickup',
        order: { pickupTimeType: 'chooseTime', selectedDate: '02/06/2025', pickupTime: '18:30' },
      }),
      ORDER_MESSAGES.orderAheadDisabled,
    );
    await t.db.update(restaurants).set({ orderAheadDisabled: false }).where(eq(restaurants.id, gdId));
  });
});

describe('POST /api/placeOrder: malformed payloads', () => {
  it('answers 4xx with a message and writes nothing', async () => {
    const coke = dishNamed(menu, 'Coca-Cola');
    const good = payload([line(coke)]);
    const { user: _user, ...noUser } = good;
    await refused(noUser, /user/);
    await refused({ ...good, order: { ...good.order, items: [] } }, /order\.items/);
    await refused(payload([line(coke, { quantity: -1 })]), /quantity/);
    await refused(payload([line(coke, { quantity: 0 })]), /quantity/);
    await refused(payload([line(coke, { quantity: 1.5 })]), /quantity/);
    await refused(payload([line(coke, { specialInstructions: 'x'.repeat(101) })]), /specialInstructions/);
    await refused(payload([line(coke)], { user: { name: 'x'.repeat(10_000) } }), /user\.name/);
    await refused(payload([line(coke)], { user: { phoneNumber: 412345678 } }), /phoneNumber/);
    await refused(payload([line(coke)], { order: { orderNumber: 'bad number!' } }), /orderNumber/);
    await refused(payload([line(coke)], { order: { items: 'lots' } }), /items/);
    await refused({ ...good, order: { ...good.order, items: [{ ...line(coke), dish: null }] } }, /dish/);
    const mismatch = await placeOrder(t, payload([line(coke)]), { restaurantId: 'bondibites' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(ORDER_MESSAGES.restaurantMismatch);
    const unknown = await placeOrder(
      t,
      payload([line(coke)], { extra: { restaurant: { restaurantId: 'nowhere' } } }),
      {
        restaurantId: 'nowhere',
      },
    );
    expect(unknown.statusCode).toBe(404);
    const notJson = await t.request({
      method: 'POST',
      url: '/api/placeOrder',
      payload: 'nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('POST /api/placeOrder: idempotency', () => {
  it('answers the first order for a repeated number, even with other content', async () => {
    const body = payload([line(dishNamed(menu, 'Siu Mai'))]);
    const first = await placeOrder(t, body);
    const again = await placeOrder(t, {
      ...body,
      order: { ...body.order, items: [line(dishNamed(menu, 'Coca-Cola'), { quantity: 9 })] },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), duplicate: true });
    // Even after closing time.
    t.setNow(MONDAY_AFTERNOON);
    expect((await placeOrder(t, body)).json()).toMatchObject({
      reference: first.json().reference,
      duplicate: true,
    });
  });

  it('writes one order for 50 identical concurrent requests', async () => {
    const body = payload([line(dishNamed(menu, 'Siu Mai'), { quantity: 2 })]);
    const before = await countOrders();
    const replies = await Promise.all(Array.from({ length: 50 }, () => placeOrder(t, body)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const bodies = replies.map((r) => r.json());
    expect(bodies.filter((b) => !b.duplicate)).toHaveLength(1);
    expect(bodies.filter((b) => b.duplicate)).toHaveLength(49);
    expect(new Set(bodies.map((b) => b.reference)).size).toBe(1);
    expect(await countOrders()).toBe(before + 1);
    const rows = await t.db.select().from(orders).where(eq(orders.orderNumber, body.order.orderNumber));
    expect(rows).toHaveLength(1);
    expect(await t.db.select().from(orderItems).where(eq(orderItems.orderId, rows[0]!.id))).toHaveLength(1);
  });

  it('keeps order numbers per restaurant', async () => {
    const body = payload([line(dishNamed(menu, 'Coca-Cola'))]);
    expect((await placeOrder(t, body)).json().duplicate).toBe(false);
    const bondi = await menuOf(t, 'bondibites', '3');
    const flatWhite = bondi.categories
      .flatMap((c) => c.items)
      .find((i) => i.groups.length === 0 && i.sizes.length === 0)!;
    const other = await placeOrder(
      t,
      {
        ...payload([line(flatWhite)], { order: { orderNumber: body.order.orderNumber }, tableId: '3' }),
        restaurant: { restaurantId: 'bondibites' },
      },
      { restaurantId: 'bondibites' },
    );
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().duplicate).toBe(false);
  });
});
