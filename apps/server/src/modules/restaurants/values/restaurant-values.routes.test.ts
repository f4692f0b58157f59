import { MY_RESTAURANT_MESSAGES as M, restaurantTopic } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../../db/schema';
import { seedDemoDataIfEmpty } from '../../../demo/seed';
import { createRestaurant, signedInUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';

const t = await buildTestApp();
let goldenId = '';
let admin = '';

const put = (payload: unknown, as = admin) =>
  t.request({ method: 'PUT', url: '/api/updateRestaurantValues/', as, payload: payload as object });
const ring = (serviceType: string) =>
  t.request({
    method: 'POST',
    url: '/api/newMessage',
    payload: { tableId: '5', serviceType },
    headers: { restaurantId: 'goldendragon' },
  });
const serviceTypesOf = async (id: string) =>
  (await t.db.select().from(restaurants).where(eq(restaurants.id, id)))[0]!.serviceTypes;

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: new Date('2025-06-02T02:00:00Z') });
  const [row] = await t.db.select().from(restaurants).where(eq(restaurants.urlIdentifier, 'goldendragon'));
  goldenId = row!.id;
  admin = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: goldenId })).cookie;
});

describe('PUT /updateRestaurantValues/ (the dispatcher)', () => {
  it('refuses an unknown key with 400', async () => {
    const res = await put({ favouriteColour: 'blue' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^The body must carry exactly one of .*serviceTypes/);
  });

  it('refuses two keys (even known ones) and an empty body with 400, and saves nothing', async () => {
    const before = await serviceTypesOf(goldenId);
    expect((await put({ serviceTypes: ['Tea'], favouriteColour: 'blue' })).statusCode).toBe(400);
    expect((await put({})).statusCode).toBe(400);
    expect(await serviceTypesOf(goldenId)).toEqual(before);
  });

  it('is refused to staff and managers (403) and without a session (403)', async () => {
    for (const role of ['restaurantStaff', 'restaurantManager']) {
      const user = await signedInUser(t, { role, restaurantId: goldenId });
      expect((await put({ serviceTypes: ['Tea'] }, user.cookie)).statusCode).toBe(403);
    }
    expect((await put({ serviceTypes: ['Tea'] }, '')).statusCode).toBe(403);
    expect(await serviceTypesOf(goldenId)).not.toEqual(['Tea']);
  });
});

describe('{serviceTypes}', () => {
  it('replaces the list of the acting restaurant only, trimmed, and tells open diner pages', async () => {
    const other = await createRestaurant(t.db, { serviceTypes: ['Water'] });
    const seen: unknown[] = [];
    const off = t.deps.events.subscribe(restaurantTopic(goldenId), (e) => seen.push(e.payload));
    try {
      const res = await put({ serviceTypes: [' Water ', 'Bill', 'Extra napkins'] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, serviceTypes: ['Water', 'Bill', 'Extra napkins'] });
    } finally {
      off();
    }
    expect(seen).toEqual([{ event: 'restaurantChanged', data: { changed: ['serviceTypes'] } }]);
    expect(await serviceTypesOf(goldenId)).toEqual(['Water', 'Bill', 'Extra napkins']);
    expect(await serviceTypesOf(other.id)).toEqual(['Water']);
    const online = (
      await t.request({ method: 'GET', url: '/api/online?menuId=goldendragon&tableId=5' })
    ).json();
    expect(online.restaurant.serviceTypes).toEqual(['Water', 'Bill', 'Extra napkins']);
  });

  it("makes the diner's service bell offer exactly these", async () => {
    await put({ serviceTypes: ['Extra napkins'] });
    expect((await ring('extra napkins')).statusCode).toBe(200);
    const old = await ring('Bill');
    expect(old.statusCode).toBe(400);
  });

  it("refuses an empty type: 'The service type cannot be empty'", async () => {
    const res = await put({ serviceTypes: ['Water', '   '] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.serviceTypeEmpty);
  });

  it('refuses duplicates whatever their case, and a list that is not one', async () => {
    const res = await put({ serviceTypes: ['Water', 'WATER'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.serviceTypeDuplicate);
    expect((await put({ serviceTypes: 'Water' })).statusCode).toBe(400);
    expect(await serviceTypesOf(goldenId)).toEqual(['Extra napkins']);
  });

  it('works for admin and the group admin of a group restaurant', async () => {
    const group = await createRestaurant(t.db, { type: 'restaurantGroup' });
    const member = await createRestaurant(t.db, { groupId: group.id });
    const groupAdmin = await signedInUser(t, { role: 'restaurantGroupAdmin', restaurantId: group.id });
    const { users } = await import('../../../db/schema');
    await t.db.update(users).set({ selectedRestaurantId: member.id }).where(eq(users.id, groupAdmin.user.id));
    expect((await put({ serviceTypes: ['Tea'] }, groupAdmin.cookie)).statusCode).toBe(200);
    expect(await serviceTypesOf(member.id)).toEqual(['Tea']);
    const siteAdmin = await signedInUser(t, { role: 'admin', restaurantId: member.id });
    expect((await put({ serviceTypes: ['Coffee'] }, siteAdmin.cookie)).statusCode).toBe(200);
    expect(await serviceTypesOf(member.id)).toEqual(['Coffee']);
  });
});
