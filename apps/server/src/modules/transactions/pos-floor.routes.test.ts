import { POS_MESSAGES, PosFloorResponse, PosSetupResponse, type PublishedMenu } from '@rpos/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { posPaymentTypes, unavailableItems } from '../../db/schema';
import { newId } from '../../platform/ids';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { dishNamed } from '../orders/order-test-helpers';
import {
  billOf,
  call,
  dish,
  manager,
  pay,
  paymentOf,
  placePos,
  posFixture,
  posOrder,
  refused,
  requestId,
  setAsideOpenBills,
  setPosSettings,
  tick,
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
const floor = async (as = admin) => {
  const res = await call(t, as, 'GET', '/pos/floor');
  expect(res.statusCode, res.body).toBe(200);
  return PosFloorResponse.parse(res.json());
};

describe('GET /api/pos/setup', () => {
  it('answers the menus served now, enabled payment types (no OBPayments), discounts and partners', async () => {
    await setPosSettings(t, gdId, {
      discounts: [
        { name: 'Staff', percentage: 20, amount: null, sort: 2 },
        { name: 'Five off', percentage: null, amount: 500, sort: 1 },
      ],
      posDeliveryPartners: [{ name: 'UBER EATS', sort: 1, commissionPercentage: 30 }],
    });
    await t.db.insert(posPaymentTypes).values({
      id: newId(),
      restaurantId: gdId,
      paymentType: 'OBPayments',
      surchargeRateBp: 0,
      enabled: true,
      sort: 0,
      description: 'OB Payments',
    });
    const siuMai = dishNamed(menu, 'Siu Mai');
    const [gone] = await t.db
      .insert(unavailableItems)
      .values({ id: newId(), restaurantId: gdId, menuItemId: siuMai.id, effectiveDate: null })
      .returning();
    try {
      const res = await call(t, admin, 'GET', '/pos/setup');
      expect(res.statusCode, res.body).toBe(200);
      const setup = PosSetupResponse.parse(res.json());
      expect(setup.menu?.menuId).toBe(menu.menuId);
      expect(setup.takeawayMenu).not.toBeNull();
      const names = setup.menu!.categories.flatMap((c) => c.items.map((i) => i.name));
      expect(names).toContain('Coca-Cola');
      expect(names).not.toContain('Siu Mai');
      expect(setup.paymentTypes.map((p) => p.paymentType)).toEqual([
        'CASH',
        'VISAMastercard',
        'EFTPOS',
        'AMEX',
        'WECHATPAY',
      ]);
      expect(setup.discounts.map((d) => d.name)).toEqual(['Five off', 'Staff']);
      expect(setup.deliveryPartners).toMatchObject([{ name: 'UBER EATS' }]);
      expect(setup).toMatchObject({ currencySymbol: '$', timezone: 'Australia/Sydney', taxPercentage: 10 });
      // The enabled surcharge rules, for an offline till to add the day's one (decision 0536).
      expect(setup.surchargeRules.map((r) => [r.name, r.isPercentage, r.amount, r.weekdays])).toContainEqual([
        'Sunday surcharge',
        true,
        10,
        [7],
      ]);
    } finally {
      await t.db.delete(unavailableItems).where(eq(unavailableItems.id, gone!.id));
      await t.db
        .delete(posPaymentTypes)
        .where(and(eq(posPaymentTypes.restaurantId, gdId), eq(posPaymentTypes.paymentType, 'OBPayments')));
    }
  });
});

describe('GET /api/pos/floor', () => {
  it('shows free, occupied and awaiting-payment tables and the counter bills, oldest first', async () => {
    const empty = await floor();
    expect(empty.tables.map((x) => x.tableNumber).slice(0, 3)).toEqual(['1', '2', '3']);
    expect(empty.tables.every((x) => x.status === 'free' && x.bill === null)).toBe(true);
    expect(empty.counterBills).toEqual([]);

    const five = await placePos(t, admin, posOrder(coke(), { guests: 2 }));
    const six = await placePos(t, admin, posOrder(coke(), { tableNo: '6' }));
    const seven = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai', 2)], { tableNo: '7' }));
    billOf(await call(t, admin, 'POST', `/transactions/${six.uuid}/printInvoice`));
    paymentOf(await pay(t, admin, seven.uuid, 'CASH', 500));
    const first = await placePos(
      t,
      admin,
      posOrder(coke(), { type: 'takeaway', tableNo: null, customerName: 'Ann' }),
    );
    tick(t);
    const second = await placePos(t, admin, posOrder(coke(), { type: 'takeaway', tableNo: null }));

    const now = await floor();
    const table = (n: string) => now.tables.find((x) => x.tableNumber === n)!;
    expect(table('5')).toMatchObject({
      status: 'occupied',
      bill: {
        uuid: five.uuid,
        guests: 2,
        total: 400,
        paid: 0,
        balance: 400,
        orderCount: 1,
        waitingOrders: 0,
      },
    });
    expect(table('6')).toMatchObject({ status: 'awaitingPayment', bill: { isInvoicePrinted: true } });
    expect(table('7')).toMatchObject({ status: 'awaitingPayment', bill: { paid: 500, balance: 1260 } });
    expect(table('1')).toMatchObject({ status: 'free', bill: null });
    expect(now.counterBills.map((b) => b.uuid)).toEqual([first.uuid, second.uuid]);
    expect(now.counterBills[0]).toMatchObject({ type: 'takeaway', customerName: 'Ann', tableNo: null });
  });
});

describe('roles and tenancy', () => {
  const calls = (id: string): [string, 'GET' | 'POST' | 'DELETE', string, object?][] => [
    ['setup', 'GET', '/pos/setup'],
    ['floor', 'GET', '/pos/floor'],
    ['order', 'POST', '/pos/orders', posOrder(coke())],
    ['bill', 'GET', `/transaction/${id}`],
    ['accept', 'POST', `/transactions/${id}/orders/x/accept`],
    ['void', 'POST', `/transactions/${id}/voidDish`, { orderId: 'x', lineId: 'y', reason: 'Wrong order' }],
    ['discount', 'POST', `/transactions/${id}/adjustments`, { custom: { amount: 100 } }],
    ['undiscount', 'DELETE', `/transactions/${id}/adjustments/x`],
    ['pay', 'POST', `/transactions/${id}/payments`, { type: 'CASH', amount: 100, requestId: requestId() }],
    ['close', 'POST', `/transactions/${id}/close`],
    ['move', 'POST', `/transactions/${id}/move`, { tableNo: '8' }],
    ['merge', 'POST', `/transactions/${id}/merge`, { fromTransactionId: 'x' }],
    ['print', 'POST', `/transactions/${id}/printInvoice`],
    ['delete', 'DELETE', `/liveTransactions/${id}?reason=Refund`],
  ];

  it('refuses without a session, to reporting users and to managers without the permission', async () => {
    const bill = await placePos(t, admin, posOrder(coke()));
    const report = (
      await signedInUser(t, { role: 'restaurantReport', restaurantId: gdId, permissions: ['reports'] })
    ).cookie;
    const staff = (await signedInUser(t, { role: 'restaurantStaff', restaurantId: gdId })).cookie;
    const orders = await manager(t, gdId, ['orders', 'reports']);
    const noDelete = await manager(t, gdId, ['transactions']);
    for (const [name, method, url, body] of calls(bill.uuid)) {
      for (const as of [undefined, report, staff, orders])
        expect((await call(t, as, method, url, body)).statusCode, `${name} ${as ?? 'anonymous'}`).toBe(403);
      if (name === 'delete') expect((await call(t, noDelete, method, url, body)).statusCode).toBe(403);
    }
    expect(billOf(await call(t, admin, 'GET', `/transaction/${bill.uuid}`)).orders).toHaveLength(1);
  });

  it('lets a manager holding transactions run the till', async () => {
    const cashier = await manager(t, gdId, ['transactions']);
    expect((await call(t, cashier, 'GET', '/pos/setup')).statusCode).toBe(200);
    expect((await floor(cashier)).tables.length).toBeGreaterThan(0);
    const bill = await placePos(t, cashier, posOrder(coke()));
    billOf(
      await call(t, cashier, 'POST', `/transactions/${bill.uuid}/adjustments`, { custom: { amount: 100 } }),
    );
    billOf(await call(t, cashier, 'POST', `/transactions/${bill.uuid}/printInvoice`));
    const paid = paymentOf(await pay(t, cashier, bill.uuid, 'EFTPOS', 300));
    expect(paid.transaction.billPaid).toBe(true);
    const deleter = await manager(t, gdId, ['transactions', 'delTransactions']);
    const other = await placePos(t, cashier, posOrder(coke(), { tableNo: '9' }));
    expect(
      billOf(await call(t, deleter, 'DELETE', `/liveTransactions/${other.uuid}?reason=Refund`)).deleted,
    ).toBe(true);
  });

  it("answers 404 for another restaurant's bill on every call and changes nothing", async () => {
    const bill = await placePos(t, admin, posOrder(coke()));
    const other = await createRestaurant(t.db);
    const elsewhere = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: other.id })).cookie;
    for (const [, method, url, body] of calls(bill.uuid).slice(3))
      refused(await call(t, elsewhere, method, url, body), 404, POS_MESSAGES.billNotFound);
    const after = billOf(await call(t, admin, 'GET', `/transaction/${bill.uuid}`));
    expect(after).toEqual(bill);
    expect((await floor(elsewhere)).counterBills).toEqual([]);
  });
});
