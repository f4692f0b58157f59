import { AUTH_MESSAGES, PERMISSION_CODES, PERMISSION_NAMES } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { restaurants, userRestaurants } from '../../db/schema';
import { createRestaurant, signedInUser, signIn } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

const t = await buildTestApp();

const select = (cookie: string | undefined, restaurantId: string) =>
  t.request({ method: 'PUT', url: '/api/userRestaurantId', as: cookie, payload: { restaurantId } });
const actingOn = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/user', as: cookie })).json().userCredentials.restaurantId;
const pickerIds = async (cookie: string, query = '') => {
  const res = await t.request({ method: 'GET', url: `/api/restaurantIds${query}`, as: cookie });
  expect(res.statusCode).toBe(200);
  return (res.json() as { restaurantId: string }[]).map((r) => r.restaurantId).sort();
};

/** A group G with members B1, B2; an outside restaurant C; a test restaurant T. */
async function world() {
  const group = await createRestaurant(t.db, { type: 'restaurantGroup', name: 'Group G' });
  const b1 = await createRestaurant(t.db, { groupId: group.id, name: 'B1' });
  const b2 = await createRestaurant(t.db, { groupId: group.id, name: 'B2' });
  const c = await createRestaurant(t.db, { name: 'C outside' });
  const test = await createRestaurant(t.db, { name: 'T test', isTest: true });
  return { group, b1, b2, c, test };
}

describe('PUT /api/userRestaurantId', () => {
  it('follows the session: one group admin on two devices acts on two restaurants at once', async () => {
    const w = await world();
    const {
      cookie: first,
      email,
      password,
    } = await signedInUser(t, {
      role: 'restaurantGroupAdmin',
      restaurantId: w.group.id,
    });
    const second = await signIn(t, email, password);
    expect((await select(first, w.b1.id)).statusCode).toBe(200);
    expect((await select(second, w.b2.urlIdentifier)).statusCode).toBe(200);
    expect(await actingOn(first)).toBe(w.b1.id);
    expect(await actingOn(second)).toBe(w.b2.id);
    // A new sign-in starts with the last choice made on any device.
    expect(await actingOn(await signIn(t, email, password))).toBe(w.b2.id);
  });

  it('a restaurantAdmin may select their own restaurant but not another (403)', async () => {
    const a = await createRestaurant(t.db, { name: 'A' });
    const b = await createRestaurant(t.db, { name: 'B' });
    const { cookie } = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: a.id });
    const refused = await select(cookie, b.id);
    expect(refused.statusCode).toBe(403);
    expect(await actingOn(cookie)).toBe(a.id);
    const byIdentifier = await select(cookie, b.urlIdentifier);
    expect(byIdentifier.statusCode).toBe(403);
    const own = await select(cookie, a.id);
    expect(own.statusCode).toBe(200);
    expect(own.json().message).toBe('Updated successfully!');
    expect(own.json().message).toBe(AUTH_MESSAGES.restaurantSelected);
    expect(own.json().userCredentials).toMatchObject({ restaurantId: a.id, restaurantName: 'A' });
  });

  it('a group admin may select a member of the group (by id or url identifier), not an outsider until assigned', async () => {
    const w = await world();
    const { cookie, user } = await signedInUser(t, {
      role: 'restaurantGroupAdmin',
      restaurantId: w.group.id,
    });
    const res = await select(cookie, w.b1.urlIdentifier);
    expect(res.statusCode).toBe(200);
    expect(res.json().userCredentials).toMatchObject({
      restaurantId: w.b1.id,
      restaurantUrlIdentifier: w.b1.urlIdentifier,
      restaurantName: 'B1',
    });
    expect(await actingOn(cookie)).toBe(w.b1.id);
    expect((await select(cookie, w.b2.id)).statusCode).toBe(200);
    expect(await actingOn(cookie)).toBe(w.b2.id);

    expect((await select(cookie, w.c.id)).statusCode).toBe(403);
    expect(await actingOn(cookie)).toBe(w.b2.id);
    await t.db.insert(userRestaurants).values({ userId: user.id, restaurantId: w.c.id });
    expect((await select(cookie, w.c.id)).statusCode).toBe(200);
    expect(await actingOn(cookie)).toBe(w.c.id);

    // When the assignment is withdrawn the user falls back to their own restaurant.
    await t.db.delete(userRestaurants).where(eq(userRestaurants.userId, user.id));
    expect(await actingOn(cookie)).toBe(w.group.id);
  });

  it('a member leaving the group is no longer acted on', async () => {
    const w = await world();
    const { cookie } = await signedInUser(t, { role: 'restaurantGroupAdmin', restaurantId: w.group.id });
    expect((await select(cookie, w.b1.id)).statusCode).toBe(200);
    await t.db.update(restaurants).set({ groupId: null }).where(eq(restaurants.id, w.b1.id));
    expect(await actingOn(cookie)).toBe(w.group.id);
  });

  it('an admin may select any restaurant', async () => {
    const w = await world();
    const { cookie } = await signedInUser(t, { role: 'admin', restaurantId: null });
    for (const r of [w.b1, w.c, w.test, w.group]) {
      const res = await select(cookie, r.id);
      expect(res.statusCode).toBe(200);
      expect(await actingOn(cookie)).toBe(r.id);
    }
  });

  it('answers 404 for an unknown restaurant, 400 for an empty body, 403 without a session', async () => {
    const a = await createRestaurant(t.db);
    const { cookie } = await signedInUser(t, { role: 'admin', restaurantId: null });
    expect((await select(cookie, 'no-such-restaurant')).statusCode).toBe(404);
    expect((await select(cookie, '')).statusCode).toBe(400);
    expect((await select(undefined, a.id)).statusCode).toBe(403);
  });

  it('restaurantManager, restaurantStaff and restaurantReport keep to their own restaurant', async () => {
    const w = await world();
    for (const role of ['restaurantManager', 'restaurantStaff', 'restaurantReport'] as const) {
      const { cookie } = await signedInUser(t, { role, restaurantId: w.b1.id });
      expect((await select(cookie, w.b2.id)).statusCode).toBe(403);
      expect((await select(cookie, w.group.id)).statusCode).toBe(403);
      expect((await select(cookie, w.b1.id)).statusCode).toBe(200);
    }
  });
});

describe('GET /api/restaurantIds', () => {
  it('lists every restaurant for an admin, filtered by the test flag when asked', async () => {
    const w = await world();
    const { cookie } = await signedInUser(t, { role: 'admin', restaurantId: null });
    const all = await pickerIds(cookie);
    for (const r of Object.values(w)) expect(all).toContain(r.id);
    const real = await pickerIds(cookie, '?isTest=false');
    expect(real).toContain(w.c.id);
    expect(real).not.toContain(w.test.id);
    const tests = await pickerIds(cookie, '?isTest=true');
    expect(tests).toContain(w.test.id);
    expect(tests).not.toContain(w.c.id);
    const res = await t.request({ method: 'GET', url: '/api/restaurantIds?isTest=maybe', as: cookie });
    expect(res.statusCode).toBe(400);
  });

  it('answers id, url identifier, name and type', async () => {
    const w = await world();
    const { cookie } = await signedInUser(t, { role: 'restaurantGroupAdmin', restaurantId: w.group.id });
    const res = await t.request({ method: 'GET', url: '/api/restaurantIds', as: cookie });
    expect(res.json()).toEqual([
      { restaurantId: w.b1.id, urlIdentifier: w.b1.urlIdentifier, name: 'B1', type: 'restaurant' },
      { restaurantId: w.b2.id, urlIdentifier: w.b2.urlIdentifier, name: 'B2', type: 'restaurant' },
      {
        restaurantId: w.group.id,
        urlIdentifier: w.group.urlIdentifier,
        name: 'Group G',
        type: 'restaurantGroup',
      },
    ]);
  });

  it('a group admin or menu admin sees own, group and assigned; others only their own', async () => {
    const w = await world();
    const groupAdmin = await signedInUser(t, {
      role: 'restaurantGroupAdmin',
      restaurantId: w.group.id,
      assignedRestaurantIds: [w.c.id],
    });
    expect(await pickerIds(groupAdmin.cookie)).toEqual([w.group.id, w.b1.id, w.b2.id, w.c.id].sort());
    const menuAdmin = await signedInUser(t, {
      role: 'menuAdmin',
      restaurantId: w.b1.id,
      assignedRestaurantIds: [w.c.id],
    });
    expect(await pickerIds(menuAdmin.cookie)).toEqual([w.b1.id, w.c.id].sort());
    const restaurantAdmin = await signedInUser(t, {
      role: 'restaurantAdmin',
      restaurantId: w.b1.id,
      assignedRestaurantIds: [w.c.id],
    });
    expect(await pickerIds(restaurantAdmin.cookie)).toEqual([w.b1.id]);
    const noRestaurant = await signedInUser(t, { role: 'restaurantReport', restaurantId: null });
    expect(await pickerIds(noRestaurant.cookie)).toEqual([]);
  });

  it('answers 403 without a session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/restaurantIds' })).statusCode).toBe(403);
  });
});

describe('GET /api/userPermissions', () => {
  const permissions = async (cookie: string, query = '') => {
    const res = await t.request({ method: 'GET', url: `/api/userPermissions${query}`, as: cookie });
    expect(res.statusCode).toBe(200);
    return res.json().permissions as { code: string; name: string }[];
  };

  it('offers every code with its name to a restaurantAdmin', async () => {
    const { cookie } = await signedInUser(t, { role: 'restaurantAdmin' });
    expect(await permissions(cookie)).toEqual(
      PERMISSION_CODES.map((code) => ({ code, name: PERMISSION_NAMES[code] })),
    );
  });

  it('offers only obPayment and menuManagement for restaurantStaff', async () => {
    const staff = await signedInUser(t, { role: 'restaurantStaff' });
    expect((await permissions(staff.cookie)).map((p) => p.code)).toEqual(['obPayment', 'menuManagement']);
    const admin = await signedInUser(t, { role: 'admin', restaurantId: null });
    expect((await permissions(admin.cookie, '?role=restaurantStaff')).map((p) => p.code)).toEqual([
      'obPayment',
      'menuManagement',
    ]);
    expect(await permissions(admin.cookie, '?role=restaurantManager')).toHaveLength(PERMISSION_CODES.length);
  });

  it('refuses an unknown role (400) and answers 403 without a session', async () => {
    const { cookie } = await signedInUser(t, { role: 'restaurantAdmin' });
    expect(
      (await t.request({ method: 'GET', url: '/api/userPermissions?role=owner', as: cookie })).statusCode,
    ).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/userPermissions' })).statusCode).toBe(403);
  });
});
