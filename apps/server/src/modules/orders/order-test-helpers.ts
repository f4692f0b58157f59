import type { MenuItem, PublishedMenu } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { restaurants } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

// Shared by the order tests: the demo menu's dishes and a valid pay-at-counter payload.

/** Monday 2 June 2025, 12:00 in Sydney: Golden Dragon is open (11:00-15:00). */
export const MONDAY_NOON = new Date('2025-06-02T02:00:00Z');
/** Sunday 8 June 2025, 12:00 in Sydney (open 10:00-15:30, Sunday surcharge 10 %). */
export const SUNDAY_NOON = new Date('2025-06-08T02:00:00Z');
/** Saturday 7 June 2025, 12:00 in Sydney: Golden Dragon is open (10:00-15:30). */
export const SATURDAY_NOON = new Date('2025-06-07T02:00:00Z');
/** Monday 2 June 2025, 16:00 in Sydney: between lunch and dinner, closed. */
export const MONDAY_AFTERNOON = new Date('2025-06-02T06:00:00Z');

let seq = 0;
/** A fresh, valid order number. */
export const orderNumber = (): string =>
  `ord${Date.now().toString(36)}${(seq++).toString(36).padStart(4, '0')}`;

export async function menuOf(t: TestApp, restaurant: string, tableId: string): Promise<PublishedMenu> {
  const res = await t.request({ method: 'GET', url: `/api/online?menuId=${restaurant}&tableId=${tableId}` });
  if (res.statusCode !== 200) throw new Error(`menu of ${restaurant}: ${res.statusCode} ${res.body}`);
  return res.json().menu as PublishedMenu;
}

export const dishNamed = (menu: PublishedMenu, name: string): MenuItem => {
  const d = menu.categories.flatMap((c) => c.items).find((i) => i.name === name);
  if (!d) throw new Error(`no dish ${name}`);
  return d;
};

export async function restaurantRow(t: TestApp, urlIdentifier: string) {
  const [row] = await t.db.select().from(restaurants).where(eq(restaurants.urlIdentifier, urlIdentifier));
  return row!;
}

export interface PayloadOptions {
  tableId?: string;
  items?: unknown[];
  user?: Record<string, unknown>;
  order?: Record<string, unknown>;
  extra?: Record<string, unknown>;
}

/** A valid Golden Dragon dine-in payload for table 5 with one line (the caller gives the items). */
export function payload(items: unknown[], o: PayloadOptions = {}) {
  return {
    user: {
      name: 'Mei Chen',
      email: 'mei@example.com',
      phoneNumber: '0412345678',
      guestNum: '2',
      address: '',
      postcode: '',
      foodAllergies: '',
      ...o.user,
    },
    order: {
      orderNumber: orderNumber(),
      items,
      tableId: o.tableId ?? '5',
      type: 'local',
      pickupTimeType: 'now',
      paymentType: 'payAtCounter',
      notes: '',
      total: 0.01,
      ...o.order,
    },
    restaurant: { restaurantId: 'goldendragon' },
    menuId: 'goldendragon',
    browser: 'vitest',
    mobileModel: 'test',
    ...o.extra,
  };
}

/** A line as the web cart sends it, with made-up client prices the server must ignore. */
export function line(
  dish: MenuItem,
  o: {
    sizeId?: string;
    options?: { id: string; quantity?: number }[];
    quantity?: number;
    isTakeaway?: boolean;
    specialInstructions?: string;
  } = {},
) {
  return {
    id: `line-${Math.random()}`,
    dish: { id: dish.id, name: dish.name, price: 1 },
    size: o.sizeId ? { id: o.sizeId, price: 1 } : null,
    options: (o.options ?? []).map((x) => ({ id: x.id, price: 1, quantity: x.quantity ?? 1 })),
    subTotal: 1,
    specialInstructions: o.specialInstructions ?? '',
    isTakeaway: o.isTakeaway ?? false,
    quantity: o.quantity ?? 1,
  };
}

export const placeOrder = (t: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  t.request({
    method: 'POST',
    url: '/api/placeOrder',
    payload: body as object,
    headers: { restaurantId: 'goldendragon', ...headers },
  });
