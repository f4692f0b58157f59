import { InvoiceResponse, OrderSummaryResponse, type PublishedMenu } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { buildTestApp } from '../../test/test-app';
import { dishNamed, line, menuOf, payload, placeOrder, SUNDAY_NOON } from './order-test-helpers';

const t = await buildTestApp();
let menu: PublishedMenu;
let first: { reference: string; orderNumber: string };
let second: { reference: string; orderNumber: string };

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: SUNDAY_NOON });
  t.setNow(SUNDAY_NOON);
  menu = await menuOf(t, 'goldendragon', '5');
  const noodles = dishNamed(menu, 'Wonton Noodle Soup');
  const udon = noodles.groups[0]!.options.find((o) => o.name === 'Udon')!;
  const soup = dishNamed(menu, 'Wonton Soup');
  const large = soup.sizes.find((s) => s.name === 'Large')!;
  const a = await placeOrder(
    t,
    payload([line(noodles, { quantity: 2, options: [{ id: udon.id }] }), line(soup, { sizeId: large.id })]),
  );
  expect(a.statusCode, a.body).toBe(200);
  first = a.json();
  const b = await placeOrder(t, payload([line(dishNamed(menu, 'Coca-Cola'))], { tableId: '7' }));
  second = b.json();
});

describe('GET /api/invoice', () => {
  it('answers the invoice of diner.md §2', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/invoice?restaurantId=goldendragon&orderId=${first.reference}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const inv = InvoiceResponse.parse(res.json());
    // 2 × (1580 + 150) + 1880 = 5340; Sunday 10 % = 534.
    expect(inv).toMatchObject({
      invoiceNumber: first.orderNumber.slice(-4).toUpperCase(),
      orderId: first.reference,
      orderNumber: first.orderNumber,
      restaurant: {
        name: 'Golden Dragon',
        address: '380 Sussex Street, Sydney NSW 2000',
        phone: '02 9211 8888',
        abn: '51 824 753 556',
        taxName: 'GST',
      },
      orderTime: SUNDAY_NOON.toISOString(),
      orderTimeText: '08/06/2025 12:00:00',
      realTableId: '5',
      subtotal: 5340,
      surchargeTotal: 534,
      total: 5874,
      gst: 534,
      surcharges: [{ name: 'Sunday surcharge', type: 'percentage', amount: 534 }],
      currency: 'AUD',
      currencySymbol: '$',
      paymentType: 'payAtCounter',
      paymentStatus: 'unpaid',
    });
    expect(inv.items).toEqual([
      {
        quantity: 2,
        subTotal: 1730,
        lineTotal: 3460,
        dish: {
          id: dishNamed(menu, 'Wonton Noodle Soup').id,
          name: 'Wonton Noodle Soup',
          altName: '云吞面',
          price: 1580,
        },
        size: null,
        options: [{ id: expect.any(String), name: 'Udon', quantity: 1, price: 150 }],
        specialInstructions: '',
        isTakeaway: false,
        permanentDeletion: false,
        isVoidedDish: false,
      },
      expect.objectContaining({
        quantity: 1,
        subTotal: 1880,
        size: { name: 'Large', price: 1880 },
        options: [],
      }),
    ]);
  });

  it('answers 404 with the spec message for an unknown order or another restaurant', async () => {
    for (const q of [
      `restaurantId=goldendragon&orderId=nope`,
      `restaurantId=bondibites&orderId=${first.reference}`,
      `restaurantId=nowhere&orderId=${first.reference}`,
    ]) {
      const res = await t.request({ method: 'GET', url: `/api/invoice?${q}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'Cannot get the invoice, Please try it later.',
      });
    }
    expect(
      (await t.request({ method: 'GET', url: '/api/invoice?restaurantId=goldendragon' })).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/orderSummary', () => {
  it("answers the diner's orders in the order asked, unpaid ones without a payment type", async () => {
    const ids = [second.reference, 'unknown-id', first.reference].join(',');
    const res = await t.request({
      method: 'GET',
      url: `/api/orderSummary?restaurantId=goldendragon&orderIds=${ids}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = OrderSummaryResponse.parse(res.json());
    expect(body.specialTerms).toBe('Seafood is subject to market availability.');
    expect(body.orders.map((o) => o.id)).toEqual([second.reference, first.reference]);
    expect(body.orders[1]).toMatchObject({
      orderNumber: first.orderNumber,
      orderTime: SUNDAY_NOON.toISOString(),
      realTableId: '5',
      subtotal: 5340,
      total: 5874,
      surcharges: [{ name: 'Sunday surcharge', amount: 534 }],
      paymentType: null,
      status: 'placed',
    });
    expect(body.orders[0]).toMatchObject({ realTableId: '7', total: 440 });
    expect(body.orders[1]!.items[0]).toMatchObject({
      quantity: 2,
      dish: { name: 'Wonton Noodle Soup' },
      options: [{ name: 'Udon' }],
    });
    // A paid order shows its payment type.
    await t.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, second.reference));
    const paid = await t.request({
      method: 'GET',
      url: `/api/orderSummary?restaurantId=goldendragon&orderIds=${second.reference}`,
    });
    expect(paid.json().orders[0].paymentType).toBe('payAtCounter');
  });

  it("shows only that restaurant's orders and at most 10 ids", async () => {
    const other = await t.request({
      method: 'GET',
      url: `/api/orderSummary?restaurantId=bondibites&orderIds=${first.reference}`,
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().orders).toEqual([]);
    const eleven = Array.from({ length: 11 }, (_, i) => `id${i}`).join(',');
    const tooMany = await t.request({
      method: 'GET',
      url: `/api/orderSummary?restaurantId=goldendragon&orderIds=${eleven}`,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/At most 10 orders/);
    expect(
      (await t.request({ method: 'GET', url: '/api/orderSummary?restaurantId=goldendragon&orderIds=' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.request({ method: 'GET', url: `/api/orderSummary?restaurantId=nowhere&orderIds=a` }))
        .statusCode,
    ).toBe(404);
  });
});
