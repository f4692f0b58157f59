import {
  DELIVERY_MESSAGES,
  type DeliveryMenuSource,
  toFantuanMenu,
  toHungryPandaMenu,
  toUberEatsMenu,
  type UberEatsMenuPayload,
} from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { menus, restaurants } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { newId } from '../../platform/ids';
import { signedInUser, signIn } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { buildPublishedMenu } from '../menus/menu-snapshot';
import { loadMenuTree } from '../menus/menus.repository';

// DELIVERY_PLATFORMS_MODE=offline (the default): uploads are recorded, never sent.
const t = await buildTestApp();
let gd: { id: string; menuId: string };
let bondi: { id: string; menuId: string };
let admin: string;

async function restaurantMenu(urlIdentifier: string) {
  const [r] = await t.db.select().from(restaurants).where(eq(restaurants.urlIdentifier, urlIdentifier));
  const [m] = await t.db.select().from(menus).where(eq(menus.restaurantId, r!.id));
  return { id: r!.id, menuId: m!.id };
}

/** The source the service builds: the editor's rows in the published shape. */
async function expectedSource(restaurantId: string, menuId: string): Promise<DeliveryMenuSource> {
  const [m] = await t.db.select().from(menus).where(eq(menus.id, menuId));
  const [r] = await t.db.select().from(restaurants).where(eq(restaurants.id, restaurantId));
  const published = buildPublishedMenu(await loadMenuTree(t.db, m!), { version: 1, publishedAt: new Date() });
  return {
    menu: published,
    serviceAvailability: m!.serviceAvailability,
    restaurant: {
      id: r!.id,
      urlIdentifier: r!.urlIdentifier,
      name: r!.name,
      taxPercentage: r!.taxPercentage,
      timezone: r!.timezone,
    },
    publicUrl: t.deps.config.publicUrl,
  } as DeliveryMenuSource;
}

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: new Date('2025-06-02T02:00:00Z') });
  gd = await restaurantMenu('goldendragon');
  bondi = await restaurantMenu('bondibites');
  admin = await signIn(t, 'restaurantadmin@rpos.demo', 'demo-restaurantadmin');
});

const post = (url: string, as: string, payload?: Record<string, unknown>) =>
  t.request({ method: 'POST', url, as, ...(payload === undefined ? {} : { payload }) });
const list = (as: string, query = '') =>
  t.request({ method: 'GET', url: `/api/deliveryPlatformUploads${query}`, as });

describe('Uber Eats upload (offline)', () => {
  it('answers the stores first when the restaurant has several, then uploads to the chosen one', async () => {
    const first = await post(`/api/uploadUberEatsMenu/${gd.menuId}/main`, admin);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      stores: [
        { storeId: 'offline-goldendragon-haymarket', name: 'Golden Dragon (Haymarket)' },
        { storeId: 'offline-goldendragon-chatswood', name: 'Golden Dragon (Chatswood)' },
      ],
    });
    expect((await list(admin)).json().total).toBe(0);

    const second = await post(`/api/uploadUberEatsMenu/${gd.menuId}/main`, admin, {
      storeId: 'offline-goldendragon-chatswood',
    });
    expect(second.statusCode, second.body).toBe(200);
    const { message, upload } = second.json();
    expect(message).toBe('Menu uploaded successfully to UberEats');
    expect(upload).toMatchObject({
      platform: 'uberEats',
      menuId: gd.menuId,
      menuName: 'Golden Dragon Main Menu',
      kind: 'main',
      storeId: 'offline-goldendragon-chatswood',
      mode: 'offline',
      status: 'recorded',
      error: null,
      createdBy: expect.any(String),
    });
    expect(upload.result).toMatchObject({
      request: {
        method: 'PUT',
        url: 'https://api.uber.com/v2/eats/stores/offline-goldendragon-chatswood/menus',
      },
      status: null,
    });
    // The exact body the live adapter would send: the mapping of the editor's current rows.
    const expected = toUberEatsMenu(await expectedSource(gd.id, gd.menuId), 'main');
    expect(upload.payload).toEqual(JSON.parse(JSON.stringify(expected)));
    const payload = upload.payload as UberEatsMenuPayload;
    expect(payload.items.length).toBeGreaterThan(10);
    expect(payload.items.every((i) => Number.isInteger(i.price_info.price))).toBe(true);
    expect(payload.menus[0]!.service_availability).toHaveLength(7);

    const listed = await list(admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().total).toBe(1);
    expect(listed.json().uploads[0]).toEqual(upload);
  });

  it('uploads the weekend menu for Saturday and Sunday only', async () => {
    const res = await post(`/api/uploadUberEatsMenu/${gd.menuId}/weekend`, admin, {
      storeId: 'offline-goldendragon-haymarket',
    });
    expect(res.statusCode, res.body).toBe(200);
    const payload = res.json().upload.payload as UberEatsMenuPayload;
    expect(payload.menus[0]!.id).toBe('menu-weekend');
    expect(payload.menus[0]!.service_availability.map((d) => d.day_of_week)).toEqual(['saturday', 'sunday']);
  });

  it('refuses a store that is not one of the restaurant’s, and an unknown kind', async () => {
    const res = await post(`/api/uploadUberEatsMenu/${gd.menuId}/main`, admin, {
      storeId: 'offline-bondibites',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(DELIVERY_MESSAGES.unknownStore);
    expect((await post(`/api/uploadUberEatsMenu/${gd.menuId}/lunch`, admin, {})).statusCode).toBe(400);
  });

  it('uploads at once when the restaurant has one store', async () => {
    const { cookie } = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: bondi.id });
    const res = await post(`/api/uploadUberEatsMenu/${bondi.menuId}/main`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().upload).toMatchObject({ storeId: 'offline-bondibites', status: 'recorded' });
  });
});

describe('Fantuan and Hungry Panda uploads (offline)', () => {
  it('record the mapped bodies and answer the spec messages', async () => {
    const source = await expectedSource(gd.id, gd.menuId);
    const fantuan = await post(`/api/uploadFantuanMenu/${gd.menuId}`, admin);
    expect(fantuan.statusCode, fantuan.body).toBe(200);
    expect(fantuan.json().message).toBe('Menu uploaded successfully');
    expect(fantuan.json().upload).toMatchObject({ platform: 'fantuan', storeId: 'goldendragon', kind: null });
    expect(fantuan.json().upload.payload).toEqual(JSON.parse(JSON.stringify(toFantuanMenu(source))));

    const panda = await post(`/api/uploadHungryPandaMenu/${gd.menuId}`, admin);
    expect(panda.statusCode, panda.body).toBe(200);
    expect(panda.json().message).toBe('Menu uploaded successfully to Hungry Panda');
    expect(panda.json().upload.payload).toEqual(JSON.parse(JSON.stringify(toHungryPandaMenu(source))));

    const onlyPanda = await list(admin, '?platform=hungryPanda');
    expect(onlyPanda.json().total).toBe(1);
    expect(onlyPanda.json().uploads[0].id).toBe(panda.json().upload.id);
    const all = (await list(admin, '?pageSize=2')).json();
    expect(all.uploads.map((u: { platform: string }) => u.platform)).toEqual(['hungryPanda', 'fantuan']);
    expect(all.total).toBeGreaterThanOrEqual(4);
  });

  it('refuses a menu with no dish to upload (an empty upload would clear the platform menu)', async () => {
    const menuId = newId();
    await t.db.insert(menus).values({ id: menuId, restaurantId: gd.id, name: 'Empty' });
    const res = await post(`/api/uploadFantuanMenu/${menuId}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(DELIVERY_MESSAGES.emptyMenu);
  });
});

describe('who may upload', () => {
  it('menuManagement (or menuAdmin, or the all-pass roles) acting on the restaurant', async () => {
    for (const [email, password] of [
      ['menuadmin@rpos.demo', 'demo-menuadmin'],
      ['staff@rpos.demo', 'demo-staff'],
      ['groupadmin@rpos.demo', 'demo-groupadmin'],
    ] as const) {
      const cookie = await signIn(t, email, password);
      const res = await post(`/api/uploadHungryPandaMenu/${gd.menuId}`, cookie);
      // The group admin acts on the group (no menu of its own there): 404, never another's menu.
      expect(res.statusCode, `${email} ${res.body}`).toBe(email.startsWith('groupadmin') ? 404 : 200);
    }
  });

  it('refuses staff without menuManagement, and anonymous callers', async () => {
    for (const [email, password] of [
      ['manager@rpos.demo', 'demo-manager'],
      ['report@rpos.demo', 'demo-report'],
    ] as const) {
      const cookie = await signIn(t, email, password);
      expect((await post(`/api/uploadFantuanMenu/${gd.menuId}`, cookie)).statusCode).toBe(403);
      expect((await list(cookie)).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'POST', url: `/api/uploadFantuanMenu/${gd.menuId}` })).statusCode).toBe(
      403,
    );
    expect((await t.request({ method: 'GET', url: '/api/deliveryPlatformUploads' })).statusCode).toBe(403);
  });

  it("never uploads another restaurant's menu nor lists its uploads", async () => {
    const { cookie } = await signedInUser(t, { role: 'restaurantAdmin' });
    for (const url of [
      `/api/uploadFantuanMenu/${gd.menuId}`,
      `/api/uploadHungryPandaMenu/${gd.menuId}`,
      `/api/uploadUberEatsMenu/${gd.menuId}/main`,
    ]) {
      const res = await post(url, cookie, {});
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(DELIVERY_MESSAGES.menuNotFound);
    }
    expect((await list(cookie)).json()).toEqual({ uploads: [], total: 0 });
  });
});

describe('OpenAPI', () => {
  it('documents the upload calls', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/uploadUberEatsMenu/{menuId}/{kind}',
      '/api/uploadFantuanMenu/{menuId}',
      '/api/uploadHungryPandaMenu/{menuId}',
      '/api/deliveryPlatformUploads',
    ])
      expect(paths).toContain(p);
  });
});
