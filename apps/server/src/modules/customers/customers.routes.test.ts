import { CustomersResponse } from '@rpos/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, customers } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { newId } from '../../platform/ids';
import { createRestaurant, type RestaurantRow, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import {
  dishNamed,
  line,
  MONDAY_NOON,
  menuOf,
  payload,
  placeOrder,
  restaurantRow,
} from '../orders/order-test-helpers';

const t = await buildTestApp();
let mine: RestaurantRow;
let theirs: RestaurantRow;

const at = (iso: string) => new Date(iso);

async function customerRow(
  restaurantId: string,
  f: { name: string; phone: string; email?: string; at: string },
) {
  await t.db.insert(customers).values({
    id: newId(),
    restaurantId,
    name: f.name,
    phone: f.phone,
    email: f.email ?? null,
    createdAt: at(f.at),
    lastOrderAt: at(f.at),
  });
}

async function bookingRow(
  restaurantId: string,
  f: { name: string; phone: string; email: string; at: string },
) {
  await t.db.insert(bookings).values({
    id: newId(),
    restaurantId,
    sessionId: 's1',
    sessionName: 'Dinner',
    bookDate: '2025-06-10',
    startTime: '18:00',
    endTime: '21:00',
    partySize: 2,
    tables: ['1'],
    name: f.name,
    email: f.email,
    mobilePhone: f.phone,
    status: 'confirmed',
    createdAt: at(f.at),
    updatedAt: at(f.at),
  });
}

async function list(cookie: string, query = '') {
  const res = await t.request({ method: 'GET', url: `/api/customers${query}`, as: cookie });
  expect(res.statusCode, res.body).toBe(200);
  return CustomersResponse.parse(res.json());
}

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: MONDAY_NOON });
  mine = await createRestaurant(t.db);
  theirs = await createRestaurant(t.db);
  await customerRow(mine.id, {
    name: 'Mei Chen',
    phone: '0412345678',
    email: 'mei@example.com',
    at: '2025-06-01T01:00:00Z',
  });
  // The same mobile written without its 0, later, by booking: one customer, the latest name, the first date.
  await bookingRow(mine.id, {
    name: '陈美',
    phone: '412 345 678',
    email: 'mei.chen@example.com',
    at: '2025-06-03T01:00:00Z',
  });
  await customerRow(mine.id, { name: 'Tom Li', phone: '0400000002', at: '2025-06-02T01:00:00Z' });
  await bookingRow(mine.id, {
    name: 'Ana Booker',
    phone: '0400000003',
    email: 'ana@example.com',
    at: '2025-06-04T01:00:00Z',
  });
  await bookingRow(mine.id, {
    name: 'Ana Booker',
    phone: '0400000003',
    email: '',
    at: '2025-06-05T01:00:00Z',
  });
  for (let i = 0; i < 8; i++)
    await customerRow(mine.id, {
      name: `Guest ${i}`,
      phone: `04100000${String(i).padStart(2, '0')}`,
      at: `2025-05-0${i + 1}T01:00:00Z`,
    });
  await customerRow(theirs.id, { name: 'Elsewhere', phone: '0412345678', at: '2025-06-06T01:00:00Z' });
  await bookingRow(theirs.id, {
    name: 'Other Booker',
    phone: '0499999999',
    email: 'o@example.com',
    at: '2025-06-06T01:00:00Z',
  });
});

describe('GET /customers', () => {
  it("lists the restaurant's order and booking customers, one per phone number, newest first", async () => {
    const { cookie } = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: mine.id });
    const first = await list(cookie, '?page=1&pageSize=5');
    expect(first.total).toBe(11);
    expect(first).toMatchObject({ page: 1, pageSize: 5 });
    expect(first.customers.slice(0, 3)).toEqual([
      {
        id: expect.stringMatching(/^booking-/),
        name: 'Ana Booker',
        phoneNumber: '0400000003',
        email: 'ana@example.com',
        createdAt: '2025-06-04T01:00:00.000Z',
      },
      expect.objectContaining({ name: 'Tom Li', phoneNumber: '0400000002', email: null }),
      {
        id: expect.not.stringMatching(/^booking-/),
        name: '陈美',
        phoneNumber: '412 345 678',
        email: 'mei.chen@example.com',
        createdAt: '2025-06-01T01:00:00.000Z',
      },
    ]);
    const names = first.customers.map((c) => c.name);
    const all = [...names];
    for (let page = 2; page <= 3; page++)
      all.push(...(await list(cookie, `?page=${page}&pageSize=5`)).customers.map((c) => c.name));
    expect(all).toHaveLength(11);
    expect(new Set(all).size).toBe(11);
    expect(all).not.toContain('Elsewhere');
    expect(all).not.toContain('Other Booker');
    expect((await list(cookie, '?page=4&pageSize=5')).customers).toEqual([]);
  });

  it('pages by 10 by default, takes 5, 10 or 25, and answers every customer with all=true', async () => {
    const { cookie } = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: mine.id });
    const byDefault = await list(cookie);
    expect(byDefault).toMatchObject({ page: 1, pageSize: 10, total: 11 });
    expect(byDefault.customers).toHaveLength(10);
    expect((await list(cookie, '?pageSize=25')).customers).toHaveLength(11);
    const everyone = await list(cookie, '?all=true&pageSize=5');
    expect(everyone.customers).toHaveLength(11);
    expect(everyone.total).toBe(11);
    for (const bad of ['?pageSize=50', '?pageSize=abc', '?page=0', '?all=maybe']) {
      const res = await t.request({ method: 'GET', url: `/api/customers${bad}`, as: cookie });
      expect(res.statusCode, bad).toBe(400);
    }
    const res = await t.request({ method: 'GET', url: '/api/customers?pageSize=50', as: cookie });
    expect(res.json().message).toContain('pageSize must be 5, 10 or 25');
  });

  it('is for admin, restaurantAdmin and restaurantGroupAdmin only, on their acting restaurant', async () => {
    expect((await t.request({ method: 'GET', url: '/api/customers' })).statusCode).toBe(403);
    for (const role of ['restaurantManager', 'restaurantStaff', 'restaurantReport', 'menuAdmin'] as const) {
      const { cookie } = await signedInUser(t, {
        role,
        restaurantId: mine.id,
        permissions: ['orders', 'transactions', 'reports', 'myRestaurant'],
      });
      const res = await t.request({ method: 'GET', url: '/api/customers', as: cookie });
      expect(res.statusCode, role).toBe(403);
    }
    const group = await signedInUser(t, { role: 'restaurantGroupAdmin', restaurantId: mine.id });
    expect((await list(group.cookie)).total).toBe(11);
    const admin = await signedInUser(t, { role: 'admin', restaurantId: theirs.id });
    expect((await list(admin.cookie)).customers.map((c) => c.name).sort()).toEqual([
      'Elsewhere',
      'Other Booker',
    ]);
    const nowhere = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: null });
    const res = await t.request({ method: 'GET', url: '/api/customers', as: nowhere.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a restaurant');
  });

  it('shows a diner who placed an order at the restaurant', async () => {
    t.setNow(MONDAY_NOON);
    const gd = await restaurantRow(t, 'goldendragon');
    const menu = await menuOf(t, 'goldendragon', '5');
    const res = await placeOrder(
      t,
      payload([line(dishNamed(menu, 'Coca-Cola'))], {
        user: { name: 'Zhang Wei 张伟', phoneNumber: '0433221100', email: 'zw@example.com' },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { cookie } = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gd.id });
    const found = (await list(cookie, '?all=true')).customers.find((c) => c.phoneNumber === '0433221100');
    expect(found).toMatchObject({
      name: 'Zhang Wei 张伟',
      email: 'zw@example.com',
      createdAt: MONDAY_NOON.toISOString(),
    });
  });
});
