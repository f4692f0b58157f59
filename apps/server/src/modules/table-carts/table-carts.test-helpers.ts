import type { MenuItem } from '@rpos/domain';
import { eq, sql } from 'drizzle-orm';
import { restaurants } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

// Shared by the table cart tests: three phones at Golden Dragon and the calls they make.

export const PHONES = {
  ann: { dinerId: 'ann-phone-000000000001', nickname: 'Ann' },
  bob: { dinerId: 'bob-phone-000000000002', nickname: 'Bob' },
  cat: { dinerId: 'cat-phone-000000000003', nickname: 'Cat' },
} as const;
export type Phone = (typeof PHONES)[keyof typeof PHONES];

/** Turns group ordering on or off for Golden Dragon (and drops its cached diner context). */
export async function setGroupOrdering(t: TestApp, on: boolean): Promise<void> {
  const [row] = await t.db
    .update(restaurants)
    .set({
      onlineSettings: sql`${restaurants.onlineSettings} || ${JSON.stringify({ isGroupOrderingEnabled: on })}::jsonb`,
    })
    .where(eq(restaurants.urlIdentifier, 'goldendragon'))
    .returning({ id: restaurants.id });
  t.app.dinerContexts.invalidate(row!.id);
}

/** A line as the dish screen sends it, with made-up client prices the server must ignore. */
export const item = (dish: MenuItem, quantity = 1, specialInstructions = '') => ({
  dish: { id: dish.id, name: dish.name, price: 1 },
  size: null,
  options: [] as { id: string; quantity: number }[],
  subTotal: 1,
  specialInstructions,
  isTakeaway: false,
  quantity,
});

export const getCart = (t: TestApp, phone: Phone, tableId: string) =>
  t.request({
    method: 'GET',
    url: `/api/tableCart?menuId=goldendragon&tableId=${tableId}&dinerId=${phone.dinerId}`,
  });

export const addLine = (t: TestApp, phone: Phone, tableId: string, line: ReturnType<typeof item>) =>
  t.request({
    method: 'POST',
    url: '/api/tableCart/lines',
    payload: { menuId: 'goldendragon', tableId, ...phone, item: line },
  });

export const updateLine = (t: TestApp, phone: Phone, tableId: string, change: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/api/tableCart/lines/update',
    payload: { menuId: 'goldendragon', tableId, dinerId: phone.dinerId, ...change },
  });

export const checkout = (
  t: TestApp,
  phone: Phone,
  tableId: string,
  o: { scope?: 'table' | 'mine'; version: number; name?: string; paymentType?: string },
) =>
  t.request({
    method: 'POST',
    url: '/api/tableCart/checkout',
    payload: {
      menuId: 'goldendragon',
      tableId,
      ...phone,
      scope: o.scope ?? 'table',
      version: o.version,
      user: { name: o.name ?? phone.nickname, phoneNumber: '0412345678', guestNum: '3' },
      paymentType: o.paymentType ?? 'payAtCounter',
      notes: '',
    },
  });
