import type { AddressInfo } from 'node:net';
import { OnlineResponse } from '@rpos/domain';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { menuItems, menus, restaurants } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { createUser, signedInUser, signIn } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { openSse, type SseTestClient } from '../realtime/sse-test-client';

const t = await buildTestApp();
// Monday 2 June 2025, 12:00 in Sydney.
const NOW = new Date('2025-06-02T02:00:00Z');
const TODAY = '2025-06-02';

let base = '';
let staff = '';
let gdId = '';
let bbId = '';
const dishIds: Record<string, string> = {};
const clients: SseTestClient[] = [];

async function dishId(restaurantId: string, name: string): Promise<string> {
  const [row] = await t.db
    .select({ id: menuItems.id })
    .from(menuItems)
    .innerJoin(menus, eq(menuItems.menuId, menus.id))
    .where(and(eq(menus.restaurantId, restaurantId), eq(menuItems.name, name)));
  return row!.id;
}

const idOf = async (urlIdentifier: string) =>
  (await t.db.select().from(restaurants).where(eq(restaurants.urlIdentifier, urlIdentifier)))[0]!.id;

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: NOW });
  t.setNow(NOW);
  gdId = await idOf('goldendragon');
  bbId = await idOf('bondibites');
  for (const name of ['Har Gow', 'Siu Mai', "Chef's Weekend Peking Duck", 'Seafood Congee']) {
    dishIds[name] = await dishId(gdId, name);
  }
  staff = (
    await signedInUser(t, { role: 'restaurantManager', restaurantId: gdId, permissions: ['menuManagement'] })
  ).cookie;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterEach(() => {
  for (const c of clients.splice(0)) c.close();
});

async function diner(menuId = 'goldendragon', tableId = '5'): Promise<SseTestClient> {
  const c = await openSse(`${base}/api/online/events?menuId=${menuId}&tableId=${tableId}`);
  clients.push(c);
  // The snapshot comes first: wait for it so later messages are the live ones.
  await c.next((e) => e.event === 'qrSettings');
  return c;
}

const put = (url: string, payload: unknown, cookie = staff) =>
  t.request({ method: 'PUT', url, payload: payload as object, as: cookie });

const online = async (tableId = '5') =>
  OnlineResponse.parse(
    (await t.request({ method: 'GET', url: `/api/online?menuId=goldendragon&tableId=${tableId}` })).json(),
  );

describe('GET /api/online/events', () => {
  it('streams Server-Sent Events and starts with the current state', async () => {
    const c = await diner();
    expect(c.status).toBe(200);
    expect(c.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(c.headers.get('cache-control')).toContain('no-transform');
    expect(c.headers.get('x-accel-buffering')).toBe('no');
    expect(c.raw().startsWith('retry: 3000\n\n')).toBe(true);
    const [availability, announcement, qr] = c.received;
    expect(availability!.event).toBe('availability');
    expect(availability!.data.inactiveDishIds).toEqual([dishIds["Chef's Weekend Peking Duck"]]);
    expect(availability!.data.unavailable).toEqual([
      { menuItemId: dishIds['Seafood Congee'], effectiveDate: TODAY },
    ]);
    expect(announcement).toMatchObject({
      event: 'announcement',
      data: { showDialog: true, dialogVersion: 1 },
    });
    expect(qr).toMatchObject({ event: 'qrSettings', data: { qrType: 'dinein', isOrderingDisabled: false } });
  });

  it('answers 404 for an unknown restaurant or table and 400 without tableId, as JSON', async () => {
    const noTable = await fetch(`${base}/api/online/events?menuId=goldendragon&tableId=99`);
    expect(noTable.status).toBe(404);
    expect(await noTable.json()).toEqual({ code: 'NOT_FOUND', message: 'Table not found' });
    expect((await fetch(`${base}/api/online/events?menuId=nosuchplace&tableId=5`)).status).toBe(404);
    expect((await fetch(`${base}/api/online/events?menuId=goldendragon`)).status).toBe(400);
  });
});

describe('PUT /api/menuItems/:itemId/active', () => {
  it('reaches an open menu within a second and GET /online lists the dish; the published menu stays', async () => {
    const c = await diner();
    const other = await diner('bondibites', '1');
    const from = c.received.length;
    const started = performance.now();
    const res = await put(`/api/menuItems/${dishIds['Har Gow']}/active`, { active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ menuItemId: dishIds['Har Gow'], active: false });
    const e = await c.next((m) => m.event === 'availability', { from, timeoutMs: 1000 });
    expect(e.at - started).toBeLessThan(1000);
    expect(e.data.inactiveDishIds).toContain(dishIds['Har Gow']);
    expect(e.data.inactiveDishIds).toContain(dishIds["Chef's Weekend Peking Duck"]);

    const body = await online();
    expect(body.inactiveDishIds).toContain(dishIds['Har Gow']);
    const harGow = body.menu!.categories.flatMap((cat) => cat.items).find((d) => d.id === dishIds['Har Gow']);
    expect(harGow!.active).toBe(true);

    const back = c.received.length;
    expect((await put(`/api/menuItems/${dishIds['Har Gow']}/active`, { active: true })).statusCode).toBe(200);
    const e2 = await c.next(
      (m) => m.event === 'availability' && !m.data.inactiveDishIds.includes(dishIds['Har Gow']),
      { from: back, timeoutMs: 1000 },
    );
    expect(e2.data.inactiveDishIds).not.toContain(dishIds['Har Gow']);
    expect((await online()).inactiveDishIds).not.toContain(dishIds['Har Gow']);
    // Another restaurant's diners hear nothing of it.
    expect(other.received.filter((m) => m.event === 'availability')).toHaveLength(1);
  });
});

describe('PUT /api/menuItems/:itemId/unavailable', () => {
  it("marks a dish unavailable today (restaurant's date) or always, pushed within a second", async () => {
    const c = await diner();
    const siuMai = dishIds['Siu Mai']!;
    let from = c.received.length;
    const started = performance.now();
    const today = await put(`/api/menuItems/${siuMai}/unavailable`, { unavailable: true, scope: 'today' });
    expect(today.statusCode).toBe(200);
    expect(today.json()).toEqual({ menuItemId: siuMai, unavailable: [{ effectiveDate: TODAY }] });
    const e = await c.next((m) => m.event === 'availability', { from, timeoutMs: 1000 });
    expect(e.at - started).toBeLessThan(1000);
    expect(e.data.unavailable).toContainEqual({ menuItemId: siuMai, effectiveDate: TODAY });
    expect((await online()).unavailable).toContainEqual({ menuItemId: siuMai, effectiveDate: TODAY });

    // Sent twice: still one entry.
    await put(`/api/menuItems/${siuMai}/unavailable`, { unavailable: true, scope: 'today' });
    expect((await online()).unavailable.filter((u) => u.menuItemId === siuMai)).toHaveLength(1);

    from = c.received.length;
    await put(`/api/menuItems/${siuMai}/unavailable`, { unavailable: true, scope: 'always' });
    const always = await c.next(
      (m) =>
        m.event === 'availability' &&
        m.data.unavailable.some((u: { effectiveDate: string | null }) => u.effectiveDate === null),
      { from, timeoutMs: 1000 },
    );
    expect(always.data.unavailable).toContainEqual({ menuItemId: siuMai, effectiveDate: null });

    // Lifting one scope keeps the other; lifting without scope clears both.
    await put(`/api/menuItems/${siuMai}/unavailable`, { unavailable: false, scope: 'today' });
    expect((await online()).unavailable.filter((u) => u.menuItemId === siuMai)).toEqual([
      { menuItemId: siuMai, effectiveDate: null },
    ]);
    await put(`/api/menuItems/${siuMai}/unavailable`, { unavailable: true, scope: 'today' });
    from = c.received.length;
    const cleared = await put(`/api/menuItems/${siuMai}/unavailable`, { unavailable: false });
    expect(cleared.json()).toEqual({ menuItemId: siuMai, unavailable: [] });
    const e3 = await c.next(
      (m) =>
        m.event === 'availability' &&
        !m.data.unavailable.some((u: { menuItemId: string }) => u.menuItemId === siuMai),
      { from, timeoutMs: 1000 },
    );
    expect(e3.data.unavailable.map((u: { menuItemId: string }) => u.menuItemId)).not.toContain(siuMai);
  });

  it("uses the restaurant's date: at 23:30 UTC Sunday it is already Monday in Sydney", async () => {
    t.setNow(new Date('2025-06-01T23:30:00Z'));
    try {
      const res = await put(`/api/menuItems/${dishIds['Har Gow']}/unavailable`, {
        unavailable: true,
        scope: 'today',
      });
      expect(res.json().unavailable).toEqual([{ effectiveDate: TODAY }]);
      await put(`/api/menuItems/${dishIds['Har Gow']}/unavailable`, { unavailable: false });
    } finally {
      t.setNow(NOW);
    }
  });
});

describe('PUT /api/menuSettings/announcement', () => {
  it('saves the dialog, raises dialogVersion and pushes it', async () => {
    const c = await diner();
    const from = c.received.length;
    const res = await put('/api/menuSettings/announcement', {
      showDialog: true,
      dialogTitle: 'Closed on Monday',
      dialogText: 'We are closed this Monday for a private event.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      showDialog: true,
      dialogTitle: 'Closed on Monday',
      dialogText: 'We are closed this Monday for a private event.',
      dialogVersion: 2,
    });
    const e = await c.next((m) => m.event === 'announcement', { from, timeoutMs: 1000 });
    expect(e.data).toEqual(res.json());
    expect((await online()).announcement.dialogVersion).toBe(2);

    const hidden = await put('/api/menuSettings/announcement', {
      showDialog: false,
      dialogTitle: '',
      dialogText: '',
    });
    expect(hidden.json()).toMatchObject({ showDialog: false, dialogVersion: 3 });
  });

  it('refuses bad dialogs with the spec messages', async () => {
    const long = await put('/api/menuSettings/announcement', {
      showDialog: true,
      dialogTitle: 'x'.repeat(51),
      dialogText: 'ok',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('dialogTitle: Title must be between 1 and 50 characters');
    const html = await put('/api/menuSettings/announcement', {
      showDialog: true,
      dialogTitle: 'Hi',
      dialogText: 'Hello <b>there</b>',
    });
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toMatch(/Dialog text cannot contain HTML tags/);
    const tooLong = await put('/api/menuSettings/announcement', {
      showDialog: true,
      dialogTitle: 'Hi',
      dialogText: 'x'.repeat(801),
    });
    expect(tooLong.statusCode).toBe(400);
    const empty = await put('/api/menuSettings/announcement', {
      showDialog: true,
      dialogTitle: 'Hi',
      dialogText: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Dialog text must be between 1 and 800 characters/);
  });
});

describe('PUT /api/qrCodeSettings/:qrType', () => {
  it('pushes the switch to diners of that QR type only; GET /online shows it', async () => {
    const table = await diner();
    const takeaway = await diner('goldendragon', 'takeaway');
    const fromTable = table.received.length;
    const fromTakeaway = takeaway.received.length;

    const res = await put('/api/qrCodeSettings/takeaway', { isOrderingDisabled: true });
    expect(res.json()).toEqual({ qrType: 'takeaway', isOrderingDisabled: true, disabledDate: null });
    const e = await takeaway.next((m) => m.event === 'qrSettings', { from: fromTakeaway, timeoutMs: 1000 });
    expect(e.data).toEqual({ qrType: 'takeaway', isOrderingDisabled: true, disabledDate: null });

    const today = await put('/api/qrCodeSettings/dinein', { disabledDate: '02/06/2025' });
    expect(today.json()).toEqual({ qrType: 'dinein', isOrderingDisabled: false, disabledDate: '02/06/2025' });
    const first = await table.next((m) => m.event === 'qrSettings', { from: fromTable, timeoutMs: 1000 });
    // The table's stream skipped the takeaway change.
    expect(first.data).toEqual({ qrType: 'dinein', isOrderingDisabled: false, disabledDate: '02/06/2025' });
    expect((await online()).qrSettings).toEqual({ isOrderingDisabled: false, disabledDate: '02/06/2025' });
    expect((await online('takeaway')).qrSettings).toEqual({ isOrderingDisabled: true, disabledDate: null });

    // Fields left out keep their value; null clears the date.
    const cleared = await put('/api/qrCodeSettings/dinein', { disabledDate: null });
    expect(cleared.json()).toEqual({ qrType: 'dinein', isOrderingDisabled: false, disabledDate: null });
    await put('/api/qrCodeSettings/takeaway', { isOrderingDisabled: false });
  });

  it('refuses an unknown type, an impossible date or an empty body', async () => {
    expect((await put('/api/qrCodeSettings/spaceship', { isOrderingDisabled: true })).statusCode).toBe(400);
    const badDate = await put('/api/qrCodeSettings/dinein', { disabledDate: '31/02/2025' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toMatch(/DD\/MM\/YYYY/);
    expect((await put('/api/qrCodeSettings/dinein', { disabledDate: '2025-06-02' })).statusCode).toBe(400);
    expect((await put('/api/qrCodeSettings/dinein', {})).statusCode).toBe(400);
  });
});

describe('who may switch', () => {
  it('needs a session and the menuManagement permission (403)', async () => {
    const url = `/api/menuItems/${dishIds['Har Gow']}/active`;
    const anonymous = await t.request({ method: 'PUT', url, payload: { active: false } });
    expect(anonymous.statusCode).toBe(403);
    const { cookie } = await signedInUser(t, {
      role: 'restaurantManager',
      restaurantId: gdId,
      permissions: ['orders'],
    });
    for (const [u, body] of [
      [url, { active: false }],
      [`/api/menuItems/${dishIds['Har Gow']}/unavailable`, { unavailable: true, scope: 'today' }],
      ['/api/menuSettings/announcement', { showDialog: false, dialogTitle: '', dialogText: '' }],
      ['/api/qrCodeSettings/dinein', { isOrderingDisabled: true }],
    ] as const) {
      const res = await put(u, body, cookie);
      expect(res.statusCode, u).toBe(403);
    }
    expect((await online()).inactiveDishIds).not.toContain(dishIds['Har Gow']);
  });

  it("never changes another restaurant's dish (403) and answers 404 for an unknown dish", async () => {
    const bondi = await createUser(t.db, { role: 'restaurantAdmin', restaurantId: bbId });
    const cookie = await signIn(t, bondi.email, bondi.password);
    const res = await put(`/api/menuItems/${dishIds['Har Gow']}/active`, { active: false }, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You do not have permission to change this dish.');
    const un = await put(
      `/api/menuItems/${dishIds['Har Gow']}/unavailable`,
      { unavailable: true, scope: 'always' },
      cookie,
    );
    expect(un.statusCode).toBe(403);
    const body = await online();
    expect(body.inactiveDishIds).not.toContain(dishIds['Har Gow']);
    expect(body.unavailable.map((u) => u.menuItemId)).not.toContain(dishIds['Har Gow']);
    // Its own dishes it may switch.
    const own = await dishId(bbId, 'Flat White');
    expect((await put(`/api/menuItems/${own}/active`, { active: false }, cookie)).statusCode).toBe(200);
    expect((await put(`/api/menuItems/${own}/active`, { active: true }, cookie)).statusCode).toBe(200);
    expect((await put('/api/menuItems/no-such-dish/active', { active: false })).statusCode).toBe(404);
  });

  it('answers 400 on bad bodies', async () => {
    const url = `/api/menuItems/${dishIds['Har Gow']}/active`;
    expect((await put(url, { active: 'no' })).statusCode).toBe(400);
    expect((await put(url, {})).statusCode).toBe(400);
    expect((await put(url, { active: false, extra: 1 })).statusCode).toBe(400);
    const noScope = await put(`/api/menuItems/${dishIds['Har Gow']}/unavailable`, { unavailable: true });
    expect(noScope.statusCode).toBe(400);
    expect(noScope.json().message).toMatch(/scope is required/);
    const badScope = await put(`/api/menuItems/${dishIds['Har Gow']}/unavailable`, {
      unavailable: true,
      scope: 'tomorrow',
    });
    expect(badScope.statusCode).toBe(400);
  });
});
