import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { createRestaurant, createUser, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

const t = await buildTestApp();

let n = 0;
/** A create/update body with a fresh username and e-mail. */
function body(extra: Record<string, unknown> = {}) {
  n += 1;
  const tag = `${Date.now().toString(36)}${n}`;
  return {
    firstName: 'Nina',
    lastName: 'New',
    email: `Nina.${tag}@Example.TEST`,
    phoneNumber: '0400123456',
    username: `nina${tag}`,
    permissions: [] as unknown[],
    ...extra,
  };
}
const post = (as: string, url: string, payload: object) => t.request({ method: 'POST', url, as, payload });
const put = (as: string, payload: object) => t.request({ method: 'PUT', url: '/api/user', as, payload });
const del = (as: string, username: string) =>
  t.request({ method: 'DELETE', url: '/api/user', as, payload: { username } });

async function world() {
  const a = await createRestaurant(t.db, { name: 'A' });
  const b = await createRestaurant(t.db, { name: 'B' });
  const admin = await signedInUser(t, { role: 'admin', restaurantId: null });
  const owner = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: a.id });
  const managerA = await createUser(t.db, { role: 'restaurantManager', restaurantId: a.id });
  const managerB = await createUser(t.db, { role: 'restaurantManager', restaurantId: b.id });
  return { a, b, admin, owner, managerA, managerB };
}

describe('POST /api/user (admin)', () => {
  it('creates the account with a generated 8-character password, answered once, to change at first sign-in', async () => {
    const w = await world();
    const payload = body({ role: 'restaurantAdmin', restaurantId: w.a.urlIdentifier });
    const res = await post(w.admin.cookie, '/api/user', payload);
    expect(res.statusCode).toBe(200);
    const { user, password, message } = res.json();
    expect(message).toBe('Saved successfully');
    expect(password).toMatch(/^[A-Za-z2-9]{8}$/);
    expect(user).toMatchObject({
      username: payload.username,
      email: payload.email.toLowerCase(),
      role: 'restaurantAdmin',
      restaurantId: w.a.id,
      mustChangePassword: true,
    });
    const detail = await t.request({
      method: 'GET',
      url: `/api/users/${payload.username}`,
      as: w.admin.cookie,
    });
    expect(detail.json()).not.toHaveProperty('password');
    expect(JSON.stringify(detail.json())).not.toContain(password);

    const login = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().userCredentials.mustChangePassword).toBe(true);
  });

  it('two accounts get different passwords', async () => {
    const w = await world();
    const one = await post(w.admin.cookie, '/api/user', body({ role: 'admin' }));
    const two = await post(w.admin.cookie, '/api/user', body({ role: 'admin' }));
    expect(one.json().password).not.toBe(two.json().password);
  });

  it('a taken username is a 400 carrying it, whatever its case; a taken e-mail a 400 too', async () => {
    const w = await world();
    const first = body({ role: 'restaurantManager', restaurantId: w.a.id });
    expect((await post(w.admin.cookie, '/api/user', first)).statusCode).toBe(200);
    const again = await post(
      w.admin.cookie,
      '/api/user',
      body({ role: 'admin', username: first.username.toUpperCase() }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: 'This username is already taken! Please try another one.',
      username: first.username.toUpperCase(),
    });
    const sameEmail = await post(w.admin.cookie, '/api/user', body({ role: 'admin', email: first.email }));
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.json().message).toBe('This email is already used by another account.');
  });

  it('validation: a role is required, a sent password has 6 characters, fields are required', async () => {
    const w = await world();
    const noRole = await post(w.admin.cookie, '/api/user', body());
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json().message).toBe('Role is required');
    const short = await post(w.admin.cookie, '/api/user', body({ role: 'admin', password: '12345' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('The password should be at least 6 characters');
    const sent = await post(w.admin.cookie, '/api/user', body({ role: 'admin', password: 'chosen-1' }));
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).not.toHaveProperty('password');
    const noName = await post(w.admin.cookie, '/api/user', body({ role: 'admin', firstName: ' ' }));
    expect(noName.json().message).toContain('First name is required');
    const unknown = await post(w.admin.cookie, '/api/user', body({ role: 'admin', restaurantId: 'nowhere' }));
    expect(unknown.statusCode).toBe(404);
  });

  it('restaurantAdmin and other roles cannot use POST /user (403)', async () => {
    const w = await world();
    const res = await post(w.owner.cookie, '/api/user', body({ role: 'restaurantManager' }));
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/restaurantManager', () => {
  it('restaurantAdmin creates a manager of its own restaurant with the orders permission', async () => {
    const w = await world();
    const res = await post(w.owner.cookie, '/api/restaurantManager', body({ permissions: ['orders'] }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      role: 'restaurantManager',
      restaurantId: w.a.id,
      permissions: [{ code: 'orders', name: 'Orders' }],
    });
    expect(res.json().password).toHaveLength(8);
  });

  it('escalations by a restaurantAdmin are refused, and nothing is written', async () => {
    const w = await world();
    const attempts: [object, number][] = [
      [body({ role: 'admin' }), 403],
      [body({ role: 'restaurantGroupAdmin' }), 403],
      [body({ role: 'menuAdmin' }), 403],
      [body({ restaurantId: w.b.id }), 403],
      [body({ restaurantId: w.b.urlIdentifier, role: 'restaurantStaff' }), 403],
      [body({ role: 'restaurantStaff', permissions: ['orders'] }), 400],
      [body({ permissions: ['obPayment'] }), 400],
      [body({ permissions: ['godMode'] }), 400],
    ];
    for (const [payload, status] of attempts) {
      const res = await post(w.owner.cookie, '/api/restaurantManager', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      const [row] = await t.db
        .select()
        .from(users)
        .where(eq(users.username, (payload as { username: string }).username));
      expect(row).toBeUndefined();
    }
    const staff = await post(
      w.owner.cookie,
      '/api/restaurantManager',
      body({ role: 'restaurantStaff', permissions: ['obPayment', 'menuManagement'] }),
    );
    expect(staff.statusCode).toBe(200);
  });

  it('a manager or group admin cannot create accounts (403)', async () => {
    const w = await world();
    const mgr = await signedInUser(t, {
      role: 'restaurantManager',
      restaurantId: w.a.id,
      permissions: ['staffManagement'],
    });
    expect((await post(mgr.cookie, '/api/restaurantManager', body())).statusCode).toBe(403);
    const group = await signedInUser(t, { role: 'restaurantGroupAdmin', restaurantId: w.a.id });
    expect((await post(group.cookie, '/api/restaurantManager', body())).statusCode).toBe(403);
  });
});

describe('PUT /api/user', () => {
  it("restaurantAdmin edits its manager's details and permissions; e-mail lower-cased", async () => {
    const w = await world();
    const res = await put(
      w.owner.cookie,
      body({
        username: w.managerA.user.username,
        email: 'Changed.Mgr@Example.TEST',
        permissions: ['reports'],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      email: 'changed.mgr@example.test',
      role: 'restaurantManager',
      permissions: [{ code: 'reports', name: 'Reports' }],
    });
  });

  it('restaurantAdmin escalations on update are refused and leave the account as it was', async () => {
    const w = await world();
    const manager = w.managerA.user.username;
    const attempts: [object, number][] = [
      [body({ username: manager, role: 'admin' }), 403],
      [body({ username: manager, role: 'restaurantGroupAdmin' }), 403],
      [body({ username: manager, restaurantId: w.b.id }), 403],
      [body({ username: manager, permissions: ['obPayment'] }), 400],
      [body({ username: w.managerB.user.username }), 404],
      [body({ username: w.admin.user.username, role: 'admin' }), 404],
      [body({ username: w.owner.user.username, role: 'restaurantManager' }), 403],
    ];
    for (const [payload, status] of attempts) {
      const res = await put(w.owner.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, w.managerA.user.id));
    expect(row).toMatchObject({ role: 'restaurantManager', restaurantId: w.a.id, email: w.managerA.email });
  });

  it('admin changes a role and a restaurant; permissions must fit the new role; not its own role', async () => {
    const w = await world();
    const username = w.managerA.user.username;
    const staff = await put(
      w.admin.cookie,
      body({ username, role: 'restaurantStaff', restaurantId: w.b.id }),
    );
    expect(staff.statusCode).toBe(200);
    expect(staff.json().user).toMatchObject({ role: 'restaurantStaff', restaurantId: w.b.id });
    const wrong = await put(
      w.admin.cookie,
      body({ username, role: 'restaurantStaff', permissions: ['orders'] }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('These permissions cannot be given to this role: orders');
    const self = await put(
      w.admin.cookie,
      body({ username: w.admin.user.username, role: 'restaurantManager' }),
    );
    expect(self.statusCode).toBe(403);
    const taken = await put(w.admin.cookie, body({ username, email: w.managerB.email }));
    expect(taken.statusCode).toBe(400);
  });
});

describe('DELETE /api/user', () => {
  it("restaurantAdmin deletes its manager: the account and its sessions go; 'Deleted successfully!'", async () => {
    const w = await world();
    const victim = await signedInUser(t, { role: 'restaurantManager', restaurantId: w.a.id });
    const res = await del(w.owner.cookie, victim.user.username);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Deleted successfully!');
    expect(await t.db.select().from(users).where(eq(users.id, victim.user.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, victim.user.id))).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/user', as: victim.cookie })).statusCode).toBe(403);
    expect((await del(w.owner.cookie, victim.user.username)).statusCode).toBe(404);
  });

  it("never oneself, another restaurant's account or an admin; a manager deletes nobody", async () => {
    const w = await world();
    expect((await del(w.owner.cookie, w.owner.user.username)).json().message).toBe(
      'You cannot delete your own account.',
    );
    expect((await del(w.admin.cookie, w.admin.user.username)).statusCode).toBe(400);
    expect((await del(w.owner.cookie, w.managerB.user.username)).statusCode).toBe(404);
    expect((await del(w.owner.cookie, w.admin.user.username)).statusCode).toBe(404);
    const mgr = await signedInUser(t, {
      role: 'restaurantManager',
      restaurantId: w.a.id,
      permissions: ['staffManagement'],
    });
    expect((await del(mgr.cookie, w.managerA.user.username)).statusCode).toBe(403);
    for (const u of [w.owner.user, w.admin.user, w.managerA.user, w.managerB.user]) {
      expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, u.id))).toHaveLength(1);
    }
    expect((await del(w.admin.cookie, w.managerB.user.username)).statusCode).toBe(200);
  });
});

describe('PUT /api/updateRestaurantGroup (admin)', () => {
  const update = (as: string, payload: object) =>
    t.request({ method: 'PUT', url: '/api/updateRestaurantGroup', as, payload });

  it('sets the restaurants of a group admin, who may then act on them; the list replaces the last', async () => {
    const w = await world();
    const group = await signedInUser(t, { role: 'restaurantGroupAdmin', restaurantId: null });
    const res = await update(w.admin.cookie, {
      username: group.user.username,
      restaurants: [w.a.id, { restaurantId: w.b.urlIdentifier, name: 'B' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Restaurant group updated successfully');
    expect(res.json().user.restaurants.map((r: { name: string }) => r.name)).toEqual(['A', 'B']);
    const select = (id: string) =>
      t.request({
        method: 'PUT',
        url: '/api/userRestaurantId',
        as: group.cookie,
        payload: { restaurantId: id },
      });
    expect((await select(w.b.id)).statusCode).toBe(200);

    expect(
      (await update(w.admin.cookie, { username: group.user.username, restaurants: [w.a.id] })).statusCode,
    ).toBe(200);
    expect((await select(w.b.id)).statusCode).toBe(403);
    expect((await select(w.a.id)).statusCode).toBe(200);
  });

  it('refusals: the texts of §5, unknown restaurants, groups, and every role but admin', async () => {
    const w = await world();
    const group = await createUser(t.db, { role: 'restaurantGroupAdmin', restaurantId: null });
    const empty = await update(w.admin.cookie, { username: group.user.username, restaurants: [] });
    expect(empty.json().message).toContain('Please add a restaurant.');
    const notGroup = await update(w.admin.cookie, {
      username: w.managerA.user.username,
      restaurants: [w.a.id],
    });
    expect(notGroup.statusCode).toBe(400);
    expect(notGroup.json().message).toBe('Please select a restaurant group admin account.');
    const unknown = await update(w.admin.cookie, { username: group.user.username, restaurants: ['nowhere'] });
    expect(unknown.statusCode).toBe(404);
    const g = await createRestaurant(t.db, { type: 'restaurantGroup' });
    expect(
      (await update(w.admin.cookie, { username: group.user.username, restaurants: [g.id] })).statusCode,
    ).toBe(400);
    expect(
      (await update(w.owner.cookie, { username: group.user.username, restaurants: [w.a.id] })).statusCode,
    ).toBe(403);
  });
});
