import { dishUnavailableMessage, restaurantTopic } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { menuSettings, restaurants } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { dishNamed, line, MONDAY_NOON, menuOf, payload, placeOrder } from '../orders/order-test-helpers';
import { createDinerContextCache } from './diner-context-cache';

// The cache as production runs it (the other test files turn it off).
const t = await buildTestApp({ dinerCacheMs: 60_000 });
let gdId = '';

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: MONDAY_NOON });
  t.setNow(MONDAY_NOON);
  const [row] = await t.db.select().from(restaurants).where(eq(restaurants.urlIdentifier, 'goldendragon'));
  gdId = row!.id;
});

afterEach(() => vi.restoreAllMocks());

const cacheWith = (ttlMs: number) =>
  createDinerContextCache({ db: t.db, events: t.deps.events, ttlMs, appDeps: t.deps });
const setDialogTitle = (title: string) =>
  t.db.update(menuSettings).set({ dialogTitle: title }).where(eq(menuSettings.restaurantId, gdId));

describe('diner context cache', () => {
  it('keeps a context until a realtime change of the restaurant drops it', async () => {
    const cache = cacheWith(60_000);
    const first = await cache.get('goldendragon', MONDAY_NOON);
    expect(await cache.get('goldendragon', MONDAY_NOON)).toBe(first);

    await setDialogTitle('Changed behind the cache');
    expect((await cache.get('goldendragon', MONDAY_NOON)).announcement.dialogTitle).not.toBe(
      'Changed behind the cache',
    );
    // The service bell changes nothing a diner reads: the context stays.
    await t.deps.events.publish(restaurantTopic(gdId), { event: 'serviceRequest', data: {} });
    expect(await cache.get('goldendragon', MONDAY_NOON)).toBe(first);
    // Nor does a bill change (every pay-at-counter order sends one).
    await t.deps.events.publish(restaurantTopic(gdId), {
      event: 'transactionChanged',
      data: { transactionId: 'b', tableNo: '5', operationType: 'addOrder' },
    });
    expect(await cache.get('goldendragon', MONDAY_NOON)).toBe(first);

    await t.deps.events.publish(restaurantTopic(gdId), {
      event: 'menuPublished',
      data: { menuId: 'm', version: 2 },
    });
    const fresh = await cache.get('goldendragon', MONDAY_NOON);
    expect(fresh).not.toBe(first);
    expect(fresh.announcement.dialogTitle).toBe('Changed behind the cache');
    await setDialogTitle('Yum cha every day');
  });

  it('reads again once the time to keep has passed', async () => {
    let clock = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const cache = cacheWith(1000);
    const first = await cache.get('goldendragon', MONDAY_NOON);
    clock += 999;
    expect(await cache.get('goldendragon', MONDAY_NOON)).toBe(first);
    clock += 2;
    expect(await cache.get('goldendragon', MONDAY_NOON)).not.toBe(first);
  });

  it('shares one read between concurrent misses, and does not keep a read a change overtook', async () => {
    const cache = cacheWith(60_000);
    const all = await Promise.all(Array.from({ length: 5 }, () => cache.get('goldendragon', MONDAY_NOON)));
    expect(new Set(all).size).toBe(1);

    cache.invalidate(gdId);
    const during = cache.get('goldendragon', MONDAY_NOON);
    cache.invalidate(gdId);
    const overtaken = await during;
    expect(await cache.get('goldendragon', MONDAY_NOON)).not.toBe(overtaken);
  });

  it('answers an unknown restaurant with 404 and keeps nothing for it', async () => {
    const cache = cacheWith(60_000);
    await expect(cache.get('nosuchplace', MONDAY_NOON)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(cache.get('nosuchplace', MONDAY_NOON)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the app with the cache on', () => {
  it('refuses an order for a dish staff switched off a moment before, and the menu shows it', async () => {
    const menu = await menuOf(t, 'goldendragon', '5');
    const harGow = dishNamed(menu, 'Har Gow');
    expect((await placeOrder(t, payload([line(harGow)]))).statusCode).toBe(200);

    const staff = await signedInUser(t, {
      role: 'restaurantManager',
      restaurantId: gdId,
      permissions: ['menuManagement'],
    });
    const off = await t.request({
      method: 'PUT',
      url: `/api/menuItems/${harGow.id}/active`,
      payload: { active: false },
      as: staff.cookie,
    });
    expect(off.statusCode).toBe(200);

    const refused = await placeOrder(t, payload([line(harGow)]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(dishUnavailableMessage('Har Gow'));
    const live = await t.request({ method: 'GET', url: '/api/online?menuId=goldendragon&tableId=5' });
    expect(live.json().inactiveDishIds).toContain(harGow.id);
  });

  it('sends the menu compressed to clients that accept it, the same JSON either way', async () => {
    const url = '/api/online?menuId=goldendragon&tableId=5';
    const plain = await t.request({ method: 'GET', url });
    const br = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await t.request({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip;q=1.0, br;q=0' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });
});
