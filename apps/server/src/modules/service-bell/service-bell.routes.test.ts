import type { AddressInfo } from 'node:net';
import { SERVICE_BELL_ERROR_CODE } from '@rpos/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { restaurants, serviceRequests } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { createRestaurant, createTable, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { openSse } from '../realtime/sse-test-client';

const t = await buildTestApp();
const NOW = new Date('2025-06-02T02:00:00Z');
let gdId = '';

const ring = (payload: object, restaurantId = 'goldendragon') =>
  t.request({ method: 'POST', url: '/api/newMessage', payload, headers: { restaurantId } });

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: NOW });
  t.setNow(NOW);
  const [row] = await t.db.select().from(restaurants).where(eq(restaurants.urlIdentifier, 'goldendragon'));
  gdId = row!.id;
});

describe('POST /api/newMessage', () => {
  it('stores the call, publishes serviceRequest for staff and answers the success message', async () => {
    const events: unknown[] = [];
    const off = t.deps.events.subscribe(`restaurant:${gdId}`, (e) => events.push(e.payload));
    try {
      const res = await ring({ tableId: '5', serviceType: 'water' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'The request has been sent successfully' });
    } finally {
      off();
    }
    const rows = await t.db.select().from(serviceRequests).where(eq(serviceRequests.restaurantId, gdId));
    expect(rows).toHaveLength(1);
    // Stored with the restaurant's own spelling of the type.
    expect(rows[0]).toMatchObject({ serviceType: 'Water', status: 'new', createdAt: NOW });
    expect(events).toEqual([
      {
        event: 'serviceRequest',
        data: {
          id: rows[0]!.id,
          tableId: '5',
          tableName: 'Table 5',
          serviceType: 'Water',
          status: 'new',
          createdAt: NOW.toISOString(),
        },
      },
    ]);
  });

  it('refuses with errorCode 10 and a message for the diner', async () => {
    const unknownType = await ring({ tableId: '5', serviceType: 'Massage' });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json()).toMatchObject({
      errorCode: SERVICE_BELL_ERROR_CODE,
      message: 'Please choose one of the services offered.',
    });
    const noTable = await ring({ tableId: '99', serviceType: 'Water' });
    expect(noTable.statusCode).toBe(400);
    expect(noTable.json()).toMatchObject({
      errorCode: 10,
      message: expect.stringMatching(/table was not found/),
    });
    const takeaway = await ring({ tableId: 'takeaway', serviceType: 'Water' });
    expect(takeaway.json().errorCode).toBe(10);

    const quiet = await createRestaurant(t.db, { serviceBell: false });
    const bellOff = await ring({ tableId: '1', serviceType: 'Water' }, quiet.urlIdentifier);
    expect(bellOff.statusCode).toBe(400);
    expect(bellOff.json()).toMatchObject({
      errorCode: 10,
      message: 'The service bell is not available at this restaurant.',
    });
    const stored = await t.db
      .select()
      .from(serviceRequests)
      .where(and(eq(serviceRequests.restaurantId, gdId), eq(serviceRequests.serviceType, 'Massage')));
    expect(stored).toHaveLength(0);
  });

  it('accepts any type when the restaurant lists none', async () => {
    const r = await createRestaurant(t.db, { serviceBell: true, serviceTypes: [] });
    await createTable(t.db, r.id, { tableNumber: '1', name: 'T1' });
    expect((await ring({ tableId: '1', serviceType: 'Anything' }, r.urlIdentifier)).statusCode).toBe(200);
  });

  it('takes one call per table and service type every 30 seconds', async () => {
    const first = await ring({ tableId: '7', serviceType: 'Bill' });
    expect(first.statusCode).toBe(200);
    const again = await ring({ tableId: '7', serviceType: 'bill' });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('30');
    expect(again.json()).toMatchObject({
      errorCode: 10,
      message: 'Your request has already been sent. Staff will be with you shortly.',
    });
    // Another type, or another table, is not held up.
    expect((await ring({ tableId: '7', serviceType: 'Water' })).statusCode).toBe(200);
    expect((await ring({ tableId: '8', serviceType: 'Bill' })).statusCode).toBe(200);

    t.setNow(new Date(NOW.getTime() + 20_000));
    const later = await ring({ tableId: '7', serviceType: 'Bill' });
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('10');
    t.setNow(new Date(NOW.getTime() + 30_000));
    expect((await ring({ tableId: '7', serviceType: 'Bill' })).statusCode).toBe(200);
    t.setNow(NOW);
  });

  it('counts concurrent calls once', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => ring({ tableId: '9', serviceType: 'Cutlery' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
  });

  it('answers 400 on a bad body or without the restaurantId header, 404 for an unknown restaurant', async () => {
    expect((await ring({ tableId: '5' })).statusCode).toBe(400);
    const empty = await ring({ tableId: '5', serviceType: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/The service type cannot be empty/);
    const noHeader = await t.request({
      method: 'POST',
      url: '/api/newMessage',
      payload: { tableId: '5', serviceType: 'Water' },
    });
    expect(noHeader.statusCode).toBe(400);
    expect((await ring({ tableId: '5', serviceType: 'Water' }, 'nosuchplace')).statusCode).toBe(404);
  });
});

describe('GET /api/staff/events', () => {
  it("streams the acting restaurant's service bell calls to signed-in staff; diners never get them", async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    expect((await fetch(`${base}/api/staff/events`)).status).toBe(403);

    const { cookie } = await signedInUser(t, { role: 'restaurantStaff', restaurantId: gdId });
    const staff = await openSse(`${base}/api/staff/events`, { cookie });
    const dinerStream = await openSse(`${base}/api/online/events?menuId=goldendragon&tableId=3`);
    try {
      expect(staff.status).toBe(200);
      await dinerStream.next((e) => e.event === 'qrSettings');
      const started = performance.now();
      expect((await ring({ tableId: '3', serviceType: 'Tea refill' })).statusCode).toBe(200);
      const e = await staff.next((m) => m.event === 'serviceRequest', { timeoutMs: 1000 });
      expect(e.at - started).toBeLessThan(1000);
      expect(e.data).toMatchObject({
        tableId: '3',
        tableName: 'Table 3',
        serviceType: 'Tea refill',
        status: 'new',
      });
      await new Promise((r) => setTimeout(r, 100));
      expect(dinerStream.received.map((m) => m.event)).not.toContain('serviceRequest');
    } finally {
      staff.close();
      dinerStream.close();
    }
  });
});

describe('staff: GET /api/serviceRequests and PUT /api/serviceRequests/:id', () => {
  it("lists the acting restaurant's new calls and marks one done; never another restaurant's", async () => {
    const { cookie } = await signedInUser(t, { role: 'restaurantStaff', restaurantId: gdId });
    expect((await t.request({ method: 'GET', url: '/api/serviceRequests' })).statusCode).toBe(403);
    const list = await t.request({ method: 'GET', url: '/api/serviceRequests', as: cookie });
    expect(list.statusCode).toBe(200);
    const calls = list.json().serviceRequests as { id: string; tableId: string; status: string }[];
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((c) => c.status === 'new')).toBe(true);

    const other = await signedInUser(t, { role: 'restaurantAdmin' });
    const foreign = await t.request({
      method: 'PUT',
      url: `/api/serviceRequests/${calls[0]!.id}`,
      payload: { status: 'done' },
      as: other.cookie,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/api/serviceRequests', as: other.cookie })).json(),
    ).toEqual({
      serviceRequests: [],
    });

    const done = await t.request({
      method: 'PUT',
      url: `/api/serviceRequests/${calls[0]!.id}`,
      payload: { status: 'done' },
      as: cookie,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: calls[0]!.id, status: 'done' });
    const after = (await t.request({ method: 'GET', url: '/api/serviceRequests', as: cookie })).json();
    expect(after.serviceRequests.map((c: { id: string }) => c.id)).not.toContain(calls[0]!.id);
    const doneList = (
      await t.request({ method: 'GET', url: '/api/serviceRequests?status=done', as: cookie })
    ).json();
    expect(doneList.serviceRequests.map((c: { id: string }) => c.id)).toContain(calls[0]!.id);
    const bad = await t.request({
      method: 'PUT',
      url: `/api/serviceRequests/${calls[0]!.id}`,
      payload: { status: 'new' },
      as: cookie,
    });
    expect(bad.statusCode).toBe(400);
  });
});
