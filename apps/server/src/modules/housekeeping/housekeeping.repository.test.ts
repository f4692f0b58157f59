import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  loginFailures,
  menuCategories,
  menuItems,
  menus,
  orders,
  passwordResetTokens,
  sessions,
  smsCodes,
  unavailableItems,
} from '../../db/schema';
import { newId } from '../../platform/ids';
import { createRestaurant, createUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { insertOrder, orderRow, paymentRestaurant } from '../payments/payment-test-helpers';
import { purgeExpired } from './housekeeping.repository';

const t = await buildTestApp();
const NOW = new Date('2026-11-25T01:30:00Z');
const hoursFrom = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

describe('purgeExpired', () => {
  it('removes what has been dead a day (two for dated sold-out entries) and keeps the rest', async () => {
    const { user } = await createUser(t.db);
    const r = await createRestaurant(t.db);
    const [menu] = await t.db
      .insert(menus)
      .values({ id: newId(), restaurantId: r.id, name: 'M' })
      .returning();
    const [category] = await t.db
      .insert(menuCategories)
      .values({ id: newId(), menuId: menu!.id, name: 'C' })
      .returning();
    const [dish] = await t.db
      .insert(menuItems)
      .values({ id: newId(), menuId: menu!.id, categoryId: category!.id, name: 'D', price: 100 })
      .returning();

    await t.db.insert(sessions).values([
      { idHash: 'old-session', userId: user.id, expiresAt: hoursFrom(-25) },
      { idHash: 'recent-session', userId: user.id, expiresAt: hoursFrom(-23) },
    ]);
    await t.db.insert(passwordResetTokens).values([
      { tokenHash: 'old-token', userId: user.id, expiresAt: hoursFrom(-25) },
      { tokenHash: 'live-token', userId: user.id, expiresAt: hoursFrom(1) },
    ]);
    await t.db.insert(loginFailures).values([
      { id: 'old-failure', email: 'a@b.c', ip: '1.1.1.1', at: hoursFrom(-25) },
      { id: 'new-failure', email: 'a@b.c', ip: '1.1.1.1', at: hoursFrom(-1) },
    ]);
    const code = { restaurantId: r.id, phone: '0412345678', codeHash: 'x', ip: '1.1.1.1' };
    await t.db.insert(smsCodes).values([
      { ...code, sid: 'old-code', expiresAt: hoursFrom(-25) },
      { ...code, sid: 'new-code', expiresAt: hoursFrom(-1) },
    ]);
    const sold = { restaurantId: r.id, menuItemId: dish!.id };
    await t.db.insert(unavailableItems).values([
      { ...sold, id: 'three-days-ago', effectiveDate: '2026-11-22' },
      { ...sold, id: 'yesterday', effectiveDate: '2026-11-24' },
      { ...sold, id: 'always', effectiveDate: null },
    ]);

    expect(await purgeExpired(t.db, NOW)).toEqual({
      sessions: 1,
      passwordResetTokens: 1,
      loginFailures: 1,
      smsCodes: 1,
      unavailableItems: 1,
      abandonedOrders: 0,
    });
    expect(
      (await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).map((s) => s.idHash),
    ).toEqual(['recent-session']);
    expect((await t.db.select().from(smsCodes)).map((c) => c.sid)).toEqual(['new-code']);
    expect(
      (await t.db.select().from(unavailableItems).where(eq(unavailableItems.restaurantId, r.id)))
        .map((u) => u.id)
        .sort(),
    ).toEqual(['always', 'yesterday']);
    // A second run finds nothing more.
    expect(Object.values(await purgeExpired(t.db, NOW)).every((n) => n === 0)).toBe(true);
  });

  it('cancels orders still waiting for their online payment two hours on, and nothing else', async () => {
    const r = await paymentRestaurant(t);
    const placedAt = async (hoursAgo: number, set: Partial<typeof orders.$inferInsert> = {}) => {
      const order = await insertOrder(t, r);
      await t.db
        .update(orders)
        .set({ createdAt: hoursFrom(-hoursAgo), ...set })
        .where(eq(orders.id, order.id));
      return order.id;
    };
    const abandoned = await placedAt(3);
    const stillPaying = await placedAt(1);
    const counterOrder = await placedAt(3, { status: 'placed', paymentType: 'payAtCounter' });
    const paid = await placedAt(3, { status: 'placed', paymentStatus: 'paid' });

    expect((await purgeExpired(t.db, NOW)).abandonedOrders).toBe(1);
    expect(await orderRow(t, abandoned)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(await orderRow(t, stillPaying)).toMatchObject({ status: 'pendingPayment' });
    expect(await orderRow(t, counterOrder)).toMatchObject({ status: 'placed', paymentStatus: 'unpaid' });
    expect(await orderRow(t, paid)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
  });
});
