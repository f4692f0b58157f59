import type { PublishedMenu } from '@rpos/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members, orders, restaurants, vouchers } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { newId } from '../../platform/ids';
import { buildTestApp } from '../../test/test-app';
import { get, staff } from './back-office-order-test-helpers';
import { dishNamed, MONDAY_NOON, menuOf, placeOrder, restaurantRow } from './order-test-helpers';
import { addWelcomePromotion, joinedMember, memberOrder } from './voucher-order-test-helpers';

// The member voucher's discount line (decision 0360) on every breakdown of an order: the invoice, the
// diner's orders summary and the back-office order detail.

const t = await buildTestApp();
let menu: PublishedMenu;
let goldenId: string;

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: MONDAY_NOON });
  t.setNow(MONDAY_NOON);
  menu = await menuOf(t, 'goldendragon', '5');
  goldenId = (await restaurantRow(t, 'goldendragon')).id;
  await addWelcomePromotion(t, goldenId);
});

describe('the discount line of an order with a voucher', () => {
  it('shows the voucher name and the discount in cents on the invoice, the summary and the back-office order', async () => {
    const m = await joinedMember(t, '0416000001');
    const price = dishNamed(menu, 'Crispy Pork Belly').price;
    const res = await placeOrder(t, memberOrder(menu, m, { voucherId: m.voucherId, quantity: 2 }));
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json();
    const discount = Math.min(500, Math.round((price * 2) / 10));
    expect(placed.discountCent).toBe(discount);
    const line = { discountTotal: discount, discountName: 'Welcome' };

    const invoice = await get(t, `/invoice?restaurantId=goldendragon&orderId=${placed.reference}`);
    expect(invoice.json()).toMatchObject({ subtotal: price * 2, ...line, total: placed.totalCent });

    const summary = await get(t, `/orderSummary?restaurantId=goldendragon&orderIds=${placed.reference}`);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().orders).toMatchObject([{ subtotal: price * 2, ...line, total: placed.totalCent }]);

    const manager = await staff(t, goldenId);
    const detail = await get(t, `/order?orderNumber=${placed.orderNumber}`, manager);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().order).toMatchObject({ subtotal: price * 2, ...line, total: placed.totalCent });
    // The day's list carries it too (the detail opens from the list's row at once).
    const day = detail.json().dateStr as string;
    const list = await get(t, `/todayOrder?type=online&dateStr=${day}`, manager);
    const row = list.json().orders.find((o: { id: string }) => o.id === placed.reference);
    expect(row).toMatchObject(line);
  });

  it('shows no discount line without a voucher, and never reads another restaurant voucher name', async () => {
    const m = await joinedMember(t, '0416000002');
    const plain = await placeOrder(t, memberOrder(menu, m));
    expect(plain.statusCode, plain.body).toBe(200);
    const summary = await get(
      t,
      `/orderSummary?restaurantId=goldendragon&orderIds=${plain.json().reference}`,
    );
    expect(summary.json().orders[0]).toMatchObject({ discountTotal: 0, discountName: null });

    // An order whose voucher id names another restaurant's voucher (it cannot happen through
    // placeOrder): the line keeps the generic name, the other restaurant's name is not read.
    const [other] = await t.db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(and(sql`${restaurants.id} <> ${goldenId}`, eq(restaurants.type, 'restaurant')))
      .limit(1);
    const [farMember] = await t.db
      .insert(members)
      .values({ id: newId(), restaurantId: other!.id, firstName: 'Far', phone: m.phone })
      .returning();
    const [far] = await t.db
      .insert(vouchers)
      .values({
        id: newId(),
        restaurantId: other!.id,
        memberId: farMember!.id,
        type: 'online',
        name: 'Secret deal',
        description: 'Far away',
        amount: 100,
        maxPrice: 100,
        effectiveFrom: '2025-06-01',
        expiryDays: 30,
        expireDate: '2025-07-01',
      })
      .returning();
    await t.db
      .update(orders)
      .set({ voucherId: far!.id, discountTotal: 100, total: sql`${orders.total} - 100` })
      .where(eq(orders.id, plain.json().reference));
    const again = await get(t, `/orderSummary?restaurantId=goldendragon&orderIds=${plain.json().reference}`);
    expect(again.json().orders[0]).toMatchObject({ discountTotal: 100, discountName: 'Member voucher' });
  });
});
