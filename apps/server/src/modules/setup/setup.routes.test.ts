import { GO_LIVE_MESSAGES, SetupChecklistResponse } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { menus, openHours, posPaymentTypes, restaurants } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { newId } from '../../platform/ids';
import { createRestaurant, createTable, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

const t = await buildTestApp();
const NOW = new Date('2025-06-02T02:00:00Z');
let goldenDragonId: string;

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: NOW });
  t.setNow(NOW);
  const [r] = await t.db.select().from(restaurants).where(eq(restaurants.urlIdentifier, 'goldendragon'));
  goldenDragonId = r!.id;
});

const checklist = async (cookie: string) => {
  const res = await t.request({ method: 'GET', url: '/api/setupChecklist', as: cookie });
  expect(res.statusCode, res.body).toBe(200);
  return SetupChecklistResponse.parse(res.json());
};
const doneSteps = (c: SetupChecklistResponse) => c.steps.filter((s) => s.done).map((s) => s.step);

describe('GET /api/setupChecklist', () => {
  it('shows a demo restaurant complete', async () => {
    const { cookie } = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: goldenDragonId });
    const c = await checklist(cookie);
    expect(c.steps.filter((s) => !s.done).map((s) => s.step)).toEqual([]);
    expect(c).toMatchObject({
      urlIdentifier: 'goldendragon',
      isOnline: true,
      complete: true,
      canGoLive: true,
    });
  });

  it('computes each step from the data of a new restaurant, and Go live explains what is missing', async () => {
    const r = await createRestaurant(t.db, { isOnline: false, address: null });
    const { cookie } = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: r.id });
    const first = await checklist(cookie);
    expect(doneSteps(first)).toEqual([]);
    expect(first).toMatchObject({ isOnline: false, complete: false, canGoLive: false });
    expect(first.steps.filter((s) => s.required).map((s) => s.step)).toEqual([
      'profile',
      'openHours',
      'menu',
      'tables',
      'paymentTypes',
    ]);
    const refused = await t.request({ method: 'POST', url: '/api/goLive', as: cookie });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      GO_LIVE_MESSAGES.missing(['profile', 'openHours', 'menu', 'tables', 'paymentTypes']),
    );

    await t.db
      .update(restaurants)
      .set({ address: '1 George St, Sydney NSW 2000' })
      .where(eq(restaurants.id, r.id));
    await t.db
      .insert(openHours)
      .values({ id: newId(), restaurantId: r.id, weekdays: [1, 2, 3], openStart: 600, openEnd: 1320 });
    await t.db.insert(menus).values({ id: newId(), restaurantId: r.id, name: 'Dinner', isPublished: true });
    await createTable(t.db, r.id, { tableNumber: '1' });
    await t.db
      .insert(posPaymentTypes)
      .values({ id: newId(), restaurantId: r.id, paymentType: 'CASH', sort: 1 });
    const ready = await checklist(cookie);
    expect(doneSteps(ready)).toEqual(['profile', 'openHours', 'menu', 'tables', 'paymentTypes']);
    expect(ready).toMatchObject({ canGoLive: true, complete: false });

    const live = await t.request({ method: 'POST', url: '/api/goLive', as: cookie });
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json()).toEqual({ isOnline: true, message: GO_LIVE_MESSAGES.live });
    expect((await checklist(cookie)).isOnline).toBe(true);
  });

  it('ticks the QR step once the table PDF is downloaded, and serves the PDF again from its cache', async () => {
    const r = await createRestaurant(t.db);
    await createTable(t.db, r.id, { tableNumber: '1' });
    await createTable(t.db, r.id, { tableNumber: '2' });
    const { cookie } = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: r.id });
    expect(doneSteps(await checklist(cookie))).not.toContain('qrCodes');
    const pdf = () => t.request({ method: 'GET', url: '/api/qrcodes/tables.pdf', as: cookie });
    const t0 = performance.now();
    const first = await pdf();
    const made = performance.now() - t0;
    expect(first.statusCode).toBe(200);
    const t1 = performance.now();
    const again = await pdf();
    const cached = performance.now() - t1;
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
    expect(doneSteps(await checklist(cookie))).toContain('qrCodes');
    // A new table changes the PDF: it is made again with three pages.
    await createTable(t.db, r.id, { tableNumber: '3' });
    const third = await pdf();
    expect(third.rawPayload.length).toBeGreaterThan(first.rawPayload.length);
    console.info(`tables.pdf: made in ${Math.round(made)} ms, from the cache in ${Math.round(cached)} ms`);
  });

  it('is for the configuring roles only', async () => {
    for (const role of ['restaurantManager', 'restaurantStaff', 'menuAdmin', 'restaurantReport'] as const) {
      const { cookie } = await signedInUser(t, {
        role,
        restaurantId: goldenDragonId,
        permissions: ['myRestaurant'],
      });
      for (const [method, url] of [
        ['GET', '/api/setupChecklist'],
        ['POST', '/api/goLive'],
      ] as const) {
        expect((await t.request({ method, url, as: cookie })).statusCode, `${role} ${url}`).toBe(403);
      }
    }
    expect((await t.request({ method: 'POST', url: '/api/goLive' })).statusCode).toBe(403);
  });
});
