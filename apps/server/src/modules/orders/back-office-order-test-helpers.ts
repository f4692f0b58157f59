import type { PermissionCode, Role } from '@rpos/domain';
import type { LightMyRequestResponse } from 'fastify';
import { orders } from '../../db/schema';
import { newId } from '../../platform/ids';
import { signedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import type { OrderRow } from './orders.repository';

// Shared by the back-office orders tests: orders written as placeOrder or the POS would, staff
// sign-ins, and the calls.

let seq = 0;
const number = () => `bo${Date.now().toString(36)}${(seq++).toString(36).padStart(4, '0')}`;

/** An order of the restaurant placed at `at` (default now), pay at the counter unless told. */
export async function insertDayOrder(
  t: TestApp,
  restaurantId: string,
  o: Partial<typeof orders.$inferInsert> = {},
): Promise<OrderRow> {
  const at = o.orderTime ?? new Date();
  const [row] = await t.db
    .insert(orders)
    .values({
      id: newId(),
      restaurantId,
      orderNumber: number(),
      origin: 'online',
      kind: 'takeaway',
      type: 'takeaway',
      tableId: 'takeaway',
      pickupTime: at as Date,
      paymentType: 'payAtCounter',
      status: 'placed',
      paymentStatus: 'unpaid',
      subtotal: 1500,
      total: 1500,
      customerName: 'Mei Chen',
      customerPhone: '0412345678',
      customerEmail: 'mei@example.com',
      menuId: 'menu-1',
      menuVersion: 1,
      orderTime: at,
      ...o,
    })
    .returning();
  return row!;
}

/** A signed-in staff member of the restaurant. */
export async function staff(
  t: TestApp,
  restaurantId: string,
  role: Role = 'restaurantManager',
  permissions: PermissionCode[] = ['orders'],
): Promise<string> {
  return (await signedInUser(t, { role, restaurantId, permissions, firstName: 'Michael', lastName: 'Chan' }))
    .cookie;
}

export const get = (t: TestApp, url: string, as?: string): Promise<LightMyRequestResponse> =>
  t.request({ method: 'GET', url: `/api${url}`, as });

export const put = (t: TestApp, url: string, payload: object, as?: string): Promise<LightMyRequestResponse> =>
  t.request({ method: 'PUT', url: `/api${url}`, payload, as });

export const post = (
  t: TestApp,
  url: string,
  payload: object,
  as?: string,
): Promise<LightMyRequestResponse> => t.request({ method: 'POST', url: `/api${url}`, payload, as });
