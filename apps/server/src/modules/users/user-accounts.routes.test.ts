import { describe, expect, it } from 'vitest';
import { createRestaurant, createUser, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

const t = await buildTestApp();

const get = (as: string | undefined, url: string) => t.request({ method: 'GET', url, as });
const usernames = (body: { users: { username: string }[] }) => body.users.map((u) => u.username);

/** Restaurant A with a restaurantAdmin, a manager and a menu admin; restaurant B with a manager; an admin. */
async function world() {
  const a = await createRestaurant(t.db, { name: 'A' });
  const b = await createRestaurant(t.db, { name: 'B' });
  const tag = Math.random().toString(36).slice(2, 8);
  const admin = await signedInUser(t, { role: 'admin', restaurantId: null, username: `adm${tag}` });
  const owner = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: a.id, username: `own${tag}` });
  const managerA = await createUser(t.db, {
    role: 'restaurantManager',
    restaurantId: a.id,
    username: `mga${tag}`,
    permissions: ['orders'],
  });
  const menuAdminA = await createUser(t.db, { role: 'menuAdmin', restaurantId: a.id, username: `mna${tag}` });
  const managerB = await createUser(t.db, {
    role: 'restaurantManager',
    restaurantId: b.id,
    username: `mgb${tag}`,
  });
  return { a, b, tag, admin, owner, managerA, menuAdminA, managerB };
}

describe('GET /api/users', () => {
  it('admin pages through every account by username; search from 4 characters', async () => {
    const w = await world();
    const all = await get(w.admin.cookie, '/api/users?pageSize=5');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ page: 1, pageSize: 5 });
    expect(all.json().total).toBeGreaterThanOrEqual(5);
    expect(all.json().users).toHaveLength(5);

    const found = await get(w.admin.cookie, `/api/users?search=${w.tag}`);
    expect(usernames(found.json()).sort()).toEqual(
      [w.admin.user, w.owner.user, w.managerA.user, w.menuAdminA.user, w.managerB.user]
        .map((u) => u.username)
        .sort(),
    );
    const row = found.json().users.find((u: { username: string }) => u.username === w.managerA.user.username);
    expect(row).toMatchObject({
      role: 'restaurantManager',
      restaurantId: w.a.id,
      restaurantName: 'A',
      permissions: [{ code: 'orders', name: 'Orders' }],
      phone: '0400000000',
      restaurants: [],
      mustChangePassword: false,
    });
    expect(row).not.toHaveProperty('passwordHash');

    const short = await get(w.admin.cookie, '/api/users?search=abc');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Enter at least 4 characters to search users');
    expect((await get(w.admin.cookie, '/api/users?pageSize=7')).statusCode).toBe(400);
  });

  it("restaurantAdmin lists only its restaurant's accounts below admin", async () => {
    const w = await world();
    const res = await get(w.owner.cookie, `/api/users?search=${w.tag}`);
    expect(res.statusCode).toBe(200);
    expect(usernames(res.json()).sort()).toEqual([w.managerA.user.username, w.owner.user.username].sort());
  });

  it('other roles are refused (403) and a signed-out call too', async () => {
    const r = await createRestaurant(t.db);
    for (const role of [
      'restaurantGroupAdmin',
      'menuAdmin',
      'restaurantManager',
      'restaurantStaff',
    ] as const) {
      const u = await signedInUser(t, {
        role,
        restaurantId: r.id,
        permissions: ['orders', 'staffManagement'],
      });
      expect((await get(u.cookie, '/api/users')).statusCode).toBe(403);
      expect((await get(u.cookie, '/api/queryUser?username=abcd')).statusCode).toBe(403);
      expect((await get(u.cookie, '/api/merchantUsers')).statusCode).toBe(403);
    }
    expect((await get(undefined, '/api/users')).statusCode).toBe(403);
  });
});

describe('GET /api/users/{username}', () => {
  it('answers the account and the checkboxes its role may be given, whatever the case typed', async () => {
    const w = await world();
    const res = await get(w.admin.cookie, `/api/users/${w.managerA.user.username.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe(w.managerA.user.username);
    expect(res.json().permissions.map((p: { code: string }) => p.code)).toContain('orders');

    const staff = await createUser(t.db, { role: 'restaurantStaff', restaurantId: w.a.id });
    const staffRes = await get(w.admin.cookie, `/api/users/${staff.user.username}`);
    expect(staffRes.json().permissions).toEqual([
      { code: 'obPayment', name: 'OB Payment' },
      { code: 'menuManagement', name: 'Menu Management' },
    ]);
  });

  it("restaurantAdmin: another restaurant's account, an admin or a menu admin is not found (404)", async () => {
    const w = await world();
    expect((await get(w.owner.cookie, `/api/users/${w.managerA.user.username}`)).statusCode).toBe(200);
    for (const other of [w.managerB.user, w.admin.user, w.menuAdminA.user]) {
      const res = await get(w.owner.cookie, `/api/users/${other.username}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('User not found');
    }
    expect((await get(w.admin.cookie, '/api/users/nobody-here')).statusCode).toBe(404);
  });
});

describe('GET /api/queryUser and /api/merchantUsers', () => {
  it('queryUser needs 4 characters and keeps to what the caller may see', async () => {
    const w = await world();
    const short = await get(w.admin.cookie, '/api/queryUser?username=mga');
    expect(short.statusCode).toBe(400);
    const byAdmin = await get(w.admin.cookie, `/api/queryUser?username=${w.tag}`);
    expect(byAdmin.json().users).toHaveLength(5);
    const byOwner = await get(w.owner.cookie, `/api/queryUser?username=${w.tag}`);
    expect(usernames(byOwner.json()).sort()).toEqual(
      [w.managerA.user.username, w.owner.user.username].sort(),
    );
    // LIKE's own characters are matched literally.
    expect((await get(w.admin.cookie, '/api/queryUser?username=%25%25%25%25')).json().users).toEqual([]);
  });

  it("merchantUsers: the acting restaurant's accounts", async () => {
    const w = await world();
    const own = await get(w.owner.cookie, '/api/merchantUsers');
    expect(own.statusCode).toBe(200);
    expect(usernames(own.json()).sort()).toEqual([w.managerA.user.username, w.owner.user.username].sort());

    const select = await t.request({
      method: 'PUT',
      url: '/api/userRestaurantId',
      as: w.admin.cookie,
      payload: { restaurantId: w.b.id },
    });
    expect(select.statusCode).toBe(200);
    expect(usernames((await get(w.admin.cookie, '/api/merchantUsers')).json())).toEqual([
      w.managerB.user.username,
    ]);
  });
});
